/**
 * The sandbox's test cards. They follow Clover's published sandbox cards where Clover has one:
 * 4242 4242 4242 4242 is approved and 4005 5717 0222 2222 (like Clover's other decline cards) is
 * declined. 4000 0000 0000 0077 is this sandbox's own: its charge answers only after the
 * gateway's time limit, so the payment stays processing until verification learns the result.
 * Any other valid card number is approved. Any future expiry and any 3- or 4-digit CVV work.
 */

export type CardOutcome = 'approved' | 'declined' | 'slow';

export const TEST_CARDS = [
  { number: '4242424242424242', outcome: 'approved', note: 'Approved' },
  { number: '4005571702222222', outcome: 'declined', note: 'Declined (card_declined)' },
  { number: '4000000000000077', outcome: 'slow', note: 'Answers after the time limit; settles as paid' },
  { number: '4264281511117771', outcome: 'declined', note: 'Declined (card_declined)' },
  { number: '5424180273333333', outcome: 'declined', note: 'Declined (card_declined)' },
  { number: '375987654000004', outcome: 'declined', note: 'Declined (card_declined)' },
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
