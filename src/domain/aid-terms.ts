/**
 * Financial aid (issue 21 item 3): a family applies in the portal for one child and one season;
 * staff award a percentage or an amount of the season fee, or decline with a note; an award
 * lowers that child's registration fee at checkout (a 100 % award registers without a card, as a
 * $0.00 payment). The server (server/routes/aid, server/registrations/price.ts) and the islands read
 * the same words, the same arithmetic and the same input rules from here.
 *
 * The words, statuses and arithmetic without the input schemas (src/domain/aid.ts), so a portal's
 * first screen loads no validation code for them.
 */
import { priceLine, type AidAward, type AidPrice } from './aid-price';
import { formatUsd } from './fees';

export * from './aid-price';

/** The user-facing words both sides show (the server answers these; the forms show the same). */
export const AID_MESSAGES = {
  submitted: 'Application sent. We will e-mail you the decision.',
  duplicate: 'You have already applied for aid for this child this season.',
  consent: 'Tick the box to let league staff review this application.',
  statement: 'Tell us briefly why you are applying (at most 1,000 characters).',
  householdSize: 'Enter the number of people in your household (1–20).',
  document: 'Upload a PDF, JPEG or PNG of at most 10 MB.',
  awardValue: 'Enter a percentage from 1 to 100, or an amount from $1.00 to $250.00.',
  declineNote: 'Say why the application is declined; the family reads this note.',
  child: 'Choose the child this application is for.',
  season: 'Choose the season.',
  seasonClosed: 'Aid can only be asked for a season that is open for registration or coming up.',
  decision: 'Choose to award or to decline.',
  awardKind: 'Choose a percentage or an amount.',
  note: 'The note can be at most 1,000 characters.',
  withdrawOnlyPending: 'Only an application that is still pending can be withdrawn.',
  withdrawn: 'Application withdrawn.',
  notDecidable: 'A withdrawn application cannot be decided.',
  awardUsed: 'This award has already paid for a registration and can no longer be changed.',
} as const;

/** The application statuses in the words the portal and the office show. */
export const AID_STATUS_LABELS: Record<AidStatus, string> = {
  pending: 'Pending review',
  awarded: 'Aid awarded',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export const AID_STATUSES = ['pending', 'awarded', 'declined', 'withdrawn'] as const;
export type AidStatus = (typeof AID_STATUSES)[number];

/** The statement's and the decision note's longest length. */
export const AID_STATEMENT_MAX = 1000;
export const AID_NOTE_MAX = 1000;
/** The household sizes accepted. */
export const AID_HOUSEHOLD_MIN = 1;
export const AID_HOUSEHOLD_MAX = 20;
/** An amount award's range in cents ($1.00 … $250.00, the season fee). */
export const AID_AMOUNT_MIN_CENTS = 100;
export const AID_AMOUNT_MAX_CENTS = 25_000;
/** The supporting document: its largest size and the types read from its first bytes. */
export const AID_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const AID_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** What an award says: "60 %" or "$150.00". */
export function awardLabel(award: AidAward): string {
  return award.kind === 'percent' ? `${award.value} %` : formatUsd(award.value);
}

/** The decision mail's subject and text (server/routes/office/aid.ts sends it). */
export const AID_MAIL = {
  awardedSubject: (child: string, season: string) => `Financial aid awarded for ${child} (${season})`,
  declinedSubject: (child: string, season: string) =>
    `Your financial aid application for ${child} (${season})`,
  awarded: (child: string, season: string, award: AidAward, price: AidPrice) =>
    `We have awarded financial aid of ${awardLabel(award)} of the season fee for ${child} in ${season}.\n` +
    `${priceLine(price)}\n` +
    (price.total_cents === 0
      ? 'The fee is covered in full: register in the parent portal and no card is needed.'
      : 'The aid comes off the fee by itself when you register and pay in the parent portal.'),
  declined: (child: string, season: string, note: string) =>
    `We are sorry: your financial aid application for ${child} in ${season} was declined.\n` +
    `The league office's note: ${note}`,
} as const;
