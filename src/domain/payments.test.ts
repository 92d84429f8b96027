import { describe, expect, it } from 'vitest';
import { cardFailureReason, isPaid, tokenizeProblem } from './payments';

describe('cardFailureReason', () => {
  it.each([
    [
      'card_declined',
      'Your bank declined this card. Try another card, or call the number on the back of the card.',
    ],
    ['expired_card', 'This card has expired. Check the expiration date, or use another card.'],
    [
      'incorrect_cvc',
      'The security code (CVV) does not match this card. Check the 3 or 4 digits and try again.',
    ],
    [
      'incorrect_zip',
      'The billing ZIP or postal code does not match this card. Use the ZIP code your card statement goes to.',
    ],
    [
      'processing_error',
      'The card could not be processed just now. Nothing was charged; try again in a moment.',
    ],
  ])('words the provider code %s for the payer', (code, words) => {
    expect(cardFailureReason(code)).toBe(words);
  });

  it.each([null, undefined, 42, '', 'token_already_used', 'constructor', '__proto__', 'toString'])(
    'says nothing for %j (no reason the payer can act on)',
    (code) => {
      expect(cardFailureReason(code)).toBeNull();
    },
  );
});

describe('isPaid and tokenizeProblem', () => {
  it('counts only a 200 with success true as paid', () => {
    expect(isPaid(200, { success: true })).toBe(true);
    expect(isPaid(202, { success: true })).toBe(false);
    expect(isPaid(200, { success: false })).toBe(false);
  });

  it('joins the card fields’ own errors after the spec’s incomplete message', () => {
    expect(tokenizeProblem({ errors: { CARD_NUMBER: 'Card number is invalid.' } })).toBe(
      'Card information incomplete. Card number is invalid.',
    );
    expect(tokenizeProblem({ token: 'clv_1' })).toBeNull();
  });
});
