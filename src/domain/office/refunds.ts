/**
 * Refunds as the office asks for them (POST /office/registrations/{id}/refunds/) and families ask
 * for one (POST /registrations/{id}/refund-request/): the request bodies, checked by the forms and
 * the API alike, and the answers.
 */
import * as v from 'valibot';
import { recordId } from '../record-id';
import type { RefundPolicy, RefundRule } from '../refund-policy';
import { optionalText } from './fields';

export const REFUND_FORM_MESSAGES = {
  amount: 'Enter the amount to refund in dollars and cents, more than $0.00.',
  key: 'Open the refund form again: its refund key is missing.',
  reasonNeeded: 'Write why this refund goes beyond the refund policy.',
  requestReason: 'Tell the league office why you are asking for a refund (at least 10 characters).',
} as const;

const amountMessage = REFUND_FORM_MESSAGES.amount;

/** A refund the office makes. */
export const refundInputSchema = v.object({
  amount_cents: v.pipe(
    v.number(amountMessage),
    v.integer(amountMessage),
    v.minValue(1, amountMessage),
    v.maxValue(99_999_999, amountMessage),
  ),
  reason: optionalText('reason', 1000),
  /** Made once per refund form, so a double click or a retry is the same refund. */
  idempotency_key: v.pipe(
    v.string(REFUND_FORM_MESSAGES.key),
    v.regex(/^[A-Za-z0-9_-]{8,100}$/, REFUND_FORM_MESSAGES.key),
  ),
  /** The family's refund request this refund answers, if any. */
  request: v.optional(v.nullable(recordId('Choose a valid refund request.')), null),
});

export type RefundInput = v.InferOutput<typeof refundInputSchema>;

/** A family's request for a refund, from its portal. */
export const refundRequestInputSchema = v.object({
  reason: v.pipe(
    v.string(REFUND_FORM_MESSAGES.requestReason),
    v.trim(),
    v.minLength(10, REFUND_FORM_MESSAGES.requestReason),
    v.maxLength(2000, 'The reason can be at most 2000 characters.'),
  ),
});

/** A refund as the office sees it (and the answer of a refund request). */
export interface OfficeRefund {
  id: number;
  registration: number;
  amount_cents: number;
  currency: string;
  status: 'processing' | 'succeeded' | 'failed';
  policy_rule: RefundRule;
  policy_cents: number;
  over_policy: boolean;
  reason: string;
  provider_refund_id: string | null;
  requested_by_name: string;
  request: number | null;
  failure_code: string | null;
  created_at: string;
  settled_at: string | null;
  test_mode: boolean;
  /** Why it failed or is still processing, in words; null when it succeeded. */
  detail: string | null;
}

/** A family's refund request as the review queue shows it. */
export interface RefundRequestItem {
  id: number;
  registration: number;
  participant_name: string;
  program_name: string | null;
  season: string;
  requested_by: { name: string; email: string } | null;
  reason: string;
  status: 'PENDING' | 'APPROVED' | 'DENIED';
  created_at: string;
  reviewed_at: string | null;
  reviewed_by_name: string | null;
  review_note: string;
  /** The policy's figure when the family asked, and today. */
  asked_policy: { rule: RefundRule; cents: number };
  policy: RefundPolicy;
  paid_cents: number;
  refunded_cents: number;
}

/** Dollars typed in a form ('85', '85.5', '$85.50') as cents, or null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const match = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Cents as the dollars a form field shows ('85.50'). */
export function dollarsText(cents: number): string {
  return (cents / 100).toFixed(2);
}
