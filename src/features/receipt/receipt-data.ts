/** The receipt page's data: GET /registrations/{id}/receipt/ for the registration in the address. */
import { atom } from 'nanostores';
import type { Receipt } from '../../domain/receipt';
import { createFetcherStore } from '../../lib/query';

/** The registration whose receipt is shown (from ?registration=); null asks for nothing. */
export const $receiptRegistration = atom<string | null>(null);

/** The receipt of that registration (404 for one that is not the caller's, or not paid yet). */
export const $receipt = createFetcherStore<Receipt>(['/registrations/', $receiptRegistration, '/receipt/']);
