/**
 * The league's current participation waiver (GET /waivers/current/), shared by every island that
 * has it signed: the parent portal (a child's waiver) and the athlete portal (an adult's own).
 */
import type { WaiverText } from '../domain/types';
import { createFetcherStore } from '../lib/query';

export const $waiverText = createFetcherStore<WaiverText>(['/waivers/current/']);

/** The words of signing, whoever signs. */
export const WAIVER_SIGN_MESSAGES = {
  signed: 'Waiver signed. Thank you!',
  failed: 'Unable to record the signature. Please try again.',
  name: 'Type your full name to sign.',
  agree: 'Tick the box to agree to the waiver.',
} as const;
