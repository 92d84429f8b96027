/**
 * Financial aid in the parent portal (issue 21 item 3): the family's applications (GET /aid/), the
 * application dialog's open state (the home page's grant block and the registration form open it,
 * also through the deep link /portal/parent?aid=apply[&child=<id>]) and the card's words; sending
 * and withdrawing an application are in aid-actions.ts (loaded with the dialog and the list). The words, rules and the
 * price line come from src/domain/aid.ts, which the server reads too.
 */
import { atom } from 'nanostores';
import type { AidApplication } from '../../domain/types';
import { createFetcherStore } from '../../lib/query';

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
