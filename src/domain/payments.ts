/**
 * The card checkout shared by the parent portal, the athlete portal and the referee page (spec 2
 * §7–§8, spec 3 §7–§8): the checkout answer, the confirm call's body and how its answer reads, and
 * the card dialog's messages.
 */

/** The checkout object (spec 2 §3). */
export interface CheckoutSession {
  payment_id: number;
  idempotency_key: string;
  public_key: string;
  merchant_id: string;
  amount_cents: number;
  currency: string;
  registration_id: number;
  portal: string;
  /** True when the provider is the sandbox: no money moves (issue 17 item 6). */
  test_mode?: boolean;
}

/** What confirm and verify answer (spec 2 §3, §7). */
export interface PaymentAnswer {
  success?: boolean;
  status?: string;
  message?: string | null;
  detail?: string | null;
  portal?: string;
  registrationId?: number;
  payment_id?: number;
  charge_id?: string | null;
  /** True when the sandbox took the payment: no money moved. */
  test_mode?: boolean;
  /** A failed charge: the provider's reason (Clover's error code, see cardFailureReason). */
  code?: string | null;
}

export { TEST_PAYMENT_NOTE } from './payment-note';

/** Whether a payment provider moves no money (the local sandbox). */
export function isTestProvider(provider: string | null | undefined): boolean {
  return provider === 'sandbox';
}

export const CARD_MESSAGES = {
  formLoading: 'Payment form is still loading. Please wait a moment and try again.',
  noPublicKey: 'Clover public key is not configured.',
  sdkUnavailable: 'Clover SDK unavailable.',
  sdkFailed: 'Failed to load Clover SDK.',
  formFailed: 'Unable to load secure payment form. Please refresh and try again.',
  stillProcessing: 'Payment is still processing. Please verify the card details and try again.',
  notCompleted: 'Payment could not be completed. Please try again.',
  cardIncomplete: 'Card information incomplete. ',
  tokenizeFailed: 'Unable to tokenize the card. Please verify the details and retry.',
} as const;

/** The confirm call's body (spec 2 §7). */
export function confirmBody(session: CheckoutSession, token: string) {
  return {
    registration_id: session.registration_id,
    portal: session.portal,
    payment_id: session.payment_id,
    source: token,
    idempotency_key: session.idempotency_key,
    charge_id: null,
  };
}

/** Whether a confirm answer means paid: HTTP 200 and success (spec 2 §7). */
export function isPaid(httpStatus: number, answer: PaymentAnswer | null | undefined): boolean {
  return httpStatus === 200 && answer?.success === true;
}

/** The card dialog's message for what createToken gave back, or null when there is a token. */
export function tokenizeProblem(result: {
  token?: string;
  errors?: Partial<Record<string, string>>;
}): string | null {
  const errors = Object.values(result.errors ?? {}).filter((text): text is string => Boolean(text));
  if (errors.length > 0) return `${CARD_MESSAGES.cardIncomplete}${errors.join(' ')}`;
  return result.token ? null : CARD_MESSAGES.tokenizeFailed;
}

/**
 * The provider's reason for a refused card in plain words, shown under the spec's message, by
 * Clover's error code (or the decline code the server keeps for an issuer's reason). Null when the
 * code says nothing the payer can act on.
 */
const CARD_FAILURE_REASONS: Record<string, string> = {
  card_declined:
    'Your bank declined this card. Try another card, or call the number on the back of the card.',
  expired_card: 'This card has expired. Check the expiration date, or use another card.',
  incorrect_cvc: 'The security code (CVV) does not match this card. Check the 3 or 4 digits and try again.',
  invalid_cvc: 'The security code (CVV) does not match this card. Check the 3 or 4 digits and try again.',
  incorrect_zip:
    'The billing ZIP or postal code does not match this card. Use the ZIP code your card statement goes to.',
  processing_error: 'The card could not be processed just now. Nothing was charged; try again in a moment.',
  incorrect_number: 'The card number is not valid. Check it and try again.',
  invalid_number: 'The card number is not valid. Check it and try again.',
};

/** The plain-words reason for a refused card's provider code, or null. */
export function cardFailureReason(code: unknown): string | null {
  return typeof code === 'string' && Object.hasOwn(CARD_FAILURE_REASONS, code)
    ? CARD_FAILURE_REASONS[code]!
    : null;
}
