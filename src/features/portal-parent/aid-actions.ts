/**
 * What a family does with its aid applications (issue 21 item 3): send one, withdraw one, and the
 * award in words. Loaded with the application dialog and the list of applications, not with the
 * aid card itself (aid-data.ts).
 */
import { AID_MESSAGES, awardLabel } from '../../domain/aid-terms';
import { formatUsd } from '../../domain/fees';
import type { AidApplication } from '../../domain/types';
import { change, type ChangeResult } from '../../lib/resource';
import { showToast } from '../../stores/toasts';
import { AID_KEY, AID_TEXT } from './aid-data';

/** The award in words: "Award: 60 % — aid $150.00" or "Award: $100.00 — aid $100.00". */
export function awardText(award: NonNullable<AidApplication['award']>): string {
  return `Award: ${awardLabel(award)} — aid ${formatUsd(award.aid_cents)}`;
}

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
