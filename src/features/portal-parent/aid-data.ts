/**
 * Financial aid in the parent portal (issue 21 item 3): the family's applications (GET /aid/), the
 * application dialog's open state (the home page's grant block and the registration form open it,
 * also through the deep link /portal/parent?aid=apply[&child=<id>]), sending an application
 * (multipart, through the one mutator) and withdrawing a pending one. The words, rules and the
 * price line come from src/domain/aid.ts, which the server reads too.
 */
import { atom } from 'nanostores';
import { AID_MESSAGES, awardLabel } from '../../domain/aid-terms';
import { formatUsd } from '../../domain/fees';
import type { AidApplication } from '../../domain/types';
import { createFetcherStore } from '../../lib/query';
import { change, type ChangeResult } from '../../lib/resource';
import { showToast } from '../../stores/toasts';

export const AID_KEY = '/aid/';

/** The family's applications, newest first. */
export const $aid = createFetcherStore<{ results: AidApplication[] }>([AID_KEY]);

/**
 * The application dialog: closed (null), or open for a child chosen beforehand (or none); `linked`
 * when the address opened it (nothing on the page had focus: it goes to the Apply button after).
 */
export const $aidDialog = atom<{ child: number | null; linked?: boolean } | null>(null);

/** Opens the application dialog, optionally with the child chosen. */
export function openAidDialog(child: number | null = null, linked = false): void {
  $aidDialog.set({ child, linked });
}

/** The address that opens the application (the grant block and the registration form link it). */
export function aidApplyPath(child?: number): string {
  return `/portal/parent?aid=apply${child === undefined ? '' : `&child=${child}`}`;
}

/** What a deep link asks for: the dialog (with a child) when ?aid=apply, else null. */
export function aidLinkRequest(search: string): { child: number | null } | null {
  const query = new URLSearchParams(search);
  if (query.get('aid') !== 'apply') return null;
  const child = query.get('child') ?? '';
  return { child: /^[1-9]\d{0,9}$/.test(child) ? Number(child) : null };
}

/** The award in words: "Award: 60 % — aid $150.00" or "Award: $100.00 — aid $100.00". */
export function awardText(award: NonNullable<AidApplication['award']>): string {
  return `Award: ${awardLabel(award)} — aid ${formatUsd(award.aid_cents)}`;
}

export const AID_TEXT = {
  title: 'Financial aid',
  apply: 'Apply for financial aid',
  feeHelp: 'Need help with the fee? Apply for financial aid',
  consent: 'I agree that league staff may review this application and any document I attach.',
  submitFailed: 'Unable to send the application right now. Please try again.',
  withdrawFailed: 'Unable to withdraw the application right now. Please try again.',
  loadFailed: 'Your aid applications could not be loaded right now.',
  empty:
    'No applications yet. The league’s grant fund covers part or all of the season fee for families who need it.',
} as const;

/** Sends an application (multipart: the fields and the optional document). */
export async function submitAid(body: FormData): Promise<ChangeResult<AidApplication>> {
  const result = await change<AidApplication>(
    { method: 'POST', path: AID_KEY, body, affects: ['/registrations/'] },
    AID_TEXT.submitFailed,
  );
  if (result.ok) showToast(AID_MESSAGES.submitted);
  return result;
}

/** Withdraws a pending application; true when done (a toast says why it was not). */
export async function withdrawAid(application: AidApplication): Promise<boolean> {
  const result = await change<AidApplication>(
    { method: 'DELETE', path: `${AID_KEY}${application.id}/` },
    AID_TEXT.withdrawFailed,
  );
  if (!result.ok) {
    showToast(result.failure.message, { tone: 'error' });
    return false;
  }
  showToast(AID_MESSAGES.withdrawn);
  return true;
}
