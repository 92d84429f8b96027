/**
 * The sandbox's test cards. They follow Clover's published sandbox cards where Clover has one:
 * 4242 4242 4242 4242 is approved and 4005 5717 0222 2222 (like Clover's other decline cards) is
 * declined. The others are this sandbox's own: 4000 0000 0000 0077 answers only after the
 * gateway's time limit, so the payment stays processing until verification learns the result; the
 * 4000 0000 0000 00xx cards below are refused at the charge with one of Clover's error codes
 * (https://docs.clover.com/docs/ecommerce-error-codes), as an issuer or the processor would refuse
 * a card whose fields looked valid: expired, wrong CVV, wrong billing postal code, processing error.
 * Any other valid card number is approved. Any future expiry and any 3- or 4-digit CVV work.
 */

export type CardOutcome =
  | 'approved'
  | 'declined'
  | 'slow'
  | 'expired'
  | 'cvv'
  | 'postal'
  | 'processing'
  /** Saved on file (issue 37): its first charge is approved, every later one declined. */
  | 'declines_later';

/** A refused charge as Clover words it: error.code, and error.decline_code for an issuer's reason. */
export interface CardRefusal {
  code: string;
  declineCode?: string;
  message: string;
}

/** How the sandbox refuses each card that is refused at the charge. */
export const REFUSALS = {
  declined: {
    code: 'card_declined',
    declineCode: 'do_not_honor',
    message: 'Transaction declined, please use a different card.',
  },
  expired: { code: 'expired_card', message: 'Card expired.' },
  cvv: { code: 'incorrect_cvc', message: 'Card CVV does not match.' },
  postal: {
    code: 'card_declined',
    declineCode: 'incorrect_zip',
    message: 'Transaction declined: the billing postal code does not match.',
  },
  processing: { code: 'processing_error', message: 'The card could not be processed. Please retry.' },
} as const satisfies Partial<Record<CardOutcome, CardRefusal>>;

export const TEST_CARDS = [
  { number: '4242424242424242', outcome: 'approved', note: 'Approved' },
  { number: '4005571702222222', outcome: 'declined', note: 'Declined (card_declined)' },
  { number: '4000000000000077', outcome: 'slow', note: 'Answers after the time limit; settles as paid' },
  { number: '4264281511117771', outcome: 'declined', note: 'Declined (card_declined)' },
  { number: '5424180273333333', outcome: 'declined', note: 'Declined (card_declined)' },
  { number: '375987654000004', outcome: 'declined', note: 'Declined (card_declined)' },
  { number: '4000000000000069', outcome: 'expired', note: 'Refused: card expired (expired_card)' },
  { number: '4000000000000127', outcome: 'cvv', note: 'Refused: wrong CVV (incorrect_cvc)' },
  {
    number: '4000000000000036',
    outcome: 'postal',
    note: 'Refused: wrong billing postal code (card_declined, decline_code incorrect_zip)',
  },
  { number: '4000000000000119', outcome: 'processing', note: 'Refused: processing error (processing_error)' },
  {
    number: '4000000000000341',
    outcome: 'declines_later',
    note: 'Saved on file: the first charge (a plan deposit) approved, every later one declined',
  },
] as const satisfies readonly { number: string; outcome: CardOutcome; note: string }[];

/** Whether the digits pass the Luhn check every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The card brand as Clover names it, from the number's prefix. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MC';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'DISCOVER';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'DINERS';
  if (/^35/.test(digits)) return 'JCB';
  return 'UNKNOWN';
}

/** What charging this card does in the sandbox. */
export function cardOutcome(digits: string): CardOutcome {
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'approved';
}
