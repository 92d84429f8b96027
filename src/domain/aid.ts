/**
 * Financial aid (issue 21 item 3): a family applies in the portal for one child and one season;
 * staff award a percentage or an amount of the season fee, or decline with a note; an award
 * lowers that child's registration fee at checkout (a 100 % award registers without a card, as a
 * $0.00 payment). The server (server/routes/aid, server/registrations/price.ts) and the islands read
 * the same words, the same arithmetic and the same input rules from here.
 */
import * as v from 'valibot';
import { numberOrDigits, recordIdField } from './record-id';
import {
  AID_AMOUNT_MAX_CENTS,
  AID_AMOUNT_MIN_CENTS,
  AID_AWARD_KINDS,
  AID_HOUSEHOLD_MAX,
  AID_HOUSEHOLD_MIN,
  AID_MESSAGES,
  AID_NOTE_MAX,
  AID_STATEMENT_MAX,
} from './aid-terms';

export * from './aid-terms';

/** A whole number given as a number or a string of digits (form fields send strings). */
const wholeNumber = (message: string) => v.pipe(numberOrDigits(message), v.integer(message));

/** The family's application as the form sends it (multipart fields are strings). */
export const aidApplicationInputSchema = v.object({
  child: recordIdField(AID_MESSAGES.child),
  season: recordIdField(AID_MESSAGES.season),
  household_size: v.pipe(
    wholeNumber(AID_MESSAGES.householdSize),
    v.minValue(AID_HOUSEHOLD_MIN, AID_MESSAGES.householdSize),
    v.maxValue(AID_HOUSEHOLD_MAX, AID_MESSAGES.householdSize),
  ),
  statement: v.pipe(
    v.string(AID_MESSAGES.statement),
    v.trim(),
    v.minLength(1, AID_MESSAGES.statement),
    v.maxLength(AID_STATEMENT_MAX, AID_MESSAGES.statement),
  ),
  consent: v.pipe(
    v.union([v.literal(true), v.literal('true'), v.literal('on')], AID_MESSAGES.consent),
    v.transform((): true => true),
  ),
});

export type AidApplicationInput = v.InferOutput<typeof aidApplicationInputSchema>;

/** The order the application form shows its fields (for validateForm). */
export const AID_APPLICATION_FIELDS = ['child', 'season', 'household_size', 'statement', 'consent'] as const;

const note = v.pipe(
  v.optional(v.nullable(v.string(AID_MESSAGES.note)), ''),
  v.transform((value) => (value ?? '').trim()),
  v.maxLength(AID_NOTE_MAX, AID_MESSAGES.note),
);

/**
 * Staff's decision: award a percentage (1–100) or an amount in cents (100–25000), or decline with
 * a note the family reads.
 */
export const aidDecisionInputSchema = v.variant(
  'decision',
  [
    v.pipe(
      v.object({
        decision: v.literal('award'),
        kind: v.picklist(AID_AWARD_KINDS, AID_MESSAGES.awardKind),
        value: wholeNumber(AID_MESSAGES.awardValue),
        allow_reuse: v.optional(v.boolean('Must be true or false.'), false),
        note,
      }),
      v.forward(
        v.check(
          (input) =>
            input.kind === 'percent'
              ? input.value >= 1 && input.value <= 100
              : input.value >= AID_AMOUNT_MIN_CENTS && input.value <= AID_AMOUNT_MAX_CENTS,
          AID_MESSAGES.awardValue,
        ),
        ['value'],
      ),
    ),
    v.object({
      decision: v.literal('decline'),
      note: v.pipe(note, v.minLength(1, AID_MESSAGES.declineNote)),
    }),
  ],
  AID_MESSAGES.decision,
);

export type AidDecisionInput = v.InferOutput<typeof aidDecisionInputSchema>;
