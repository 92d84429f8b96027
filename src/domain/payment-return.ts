/**
 * The payment-return page (/checkout/return, spec 2 §2, §4, §5, §8): reading its query, building
 * the verification request, how each answer reads, the polling schedule and every message.
 */
import type { PaymentAnswer } from './payments';

export const RETURN_TITLES = {
  finalizing: 'Finalizing Your Payment',
  confirmed: 'Payment Confirmed',
  processing: 'Payment Still Processing',
} as const;

export const RETURN_MESSAGES = {
  verifying: 'Verifying payment…',
  missingReference: 'Missing checkout reference. Please contact support with your receipt.',
  polling: 'Payment is still processing. We will retry automatically.',
  pollingEnded: 'Payment is still processing. Please retry in a moment.',
  verificationFailed: 'Payment verification failed. Please contact support.',
  requestFailed: 'Unable to verify the payment just yet.',
  canceled:
    'Payment canceled. No charges were made. You can restart checkout from your portal whenever you are ready.',
  failed: 'Payment failed. Please try again or contact support.',
  unverified: 'We could not verify the payment yet. Please retry or contact support.',
  redirecting: 'Registration complete! Redirecting you to your portal.',
  signIn: 'Session expired. Please log in again.',
} as const;

/** The default success message: 'Payment confirmed. Welcome to {product}!' */
export function confirmedMessage(product: string): string {
  return `Payment confirmed. Welcome to ${product}!`;
}

/** Delays before each verification attempt (5 attempts). */
export const POLL_DELAYS_MS = [0, 5_000, 15_000, 30_000, 60_000] as const;
export const REDIRECT_DELAY_MS = 2_500;

export type ReturnPortal = 'parent' | 'athlete' | 'referee';

export const PORTAL_DESTINATIONS: Record<ReturnPortal, { path: string; name: string }> = {
  parent: { path: '/portal/parent', name: 'Parent Portal' },
  athlete: { path: '/portal/athlete', name: 'Athlete Portal' },
  referee: { path: '/referee', name: 'Referee Hub' },
};

/** athlete and referee name themselves (any case); anything else is the parent portal. */
export function readPortal(value: string | null | undefined): ReturnPortal {
  const portal = value?.trim().toLowerCase();
  return portal === 'athlete' || portal === 'referee' ? portal : 'parent';
}

/** What the page read from its address. */
export interface ReturnParams {
  portal: ReturnPortal;
  registrationRef: string | null;
  checkoutRef: string | null;
  /** canceled or failed change the wording of the error text. */
  status: string;
}

/** Reads portal, registrationId or payment_id, checkoutId or checkout_id, and status. */
export function readReturnParams(search: string | URLSearchParams): ReturnParams {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const first = (...names: string[]) => {
    for (const name of names) {
      const value = query.get(name)?.trim();
      if (value) return value;
    }
    return null;
  };
  return {
    portal: readPortal(query.get('portal')),
    registrationRef: first('registrationId', 'payment_id'),
    checkoutRef: first('checkoutId', 'checkout_id'),
    status: (query.get('status') ?? '').trim().toLowerCase(),
  };
}

/** A reference of digits only as a number, or as a string when above the safe integer limit. */
function numberOrString(digits: string): number | string {
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : digits;
}

/** The verification call's body, or null when both references are missing. */
export function verificationRequest(params: ReturnParams): Record<string, string | number> | null {
  if (!params.registrationRef && !params.checkoutRef) return null;
  const body: Record<string, string | number> = { portal: params.portal };
  if (params.registrationRef) body['registrationId'] = numberOrString(params.registrationRef);
  if (params.checkoutRef) {
    // A reference made only of digits is a payment id; anything else is a charge id.
    if (/^\d+$/.test(params.checkoutRef)) body['paymentId'] = numberOrString(params.checkoutRef);
    else body['chargeId'] = params.checkoutRef;
  }
  return body;
}

/** How one verification answer reads. */
export type AnswerKind = 'success' | 'pending' | 'error';

/** 200 with success is confirmed; 202 or status PENDING keeps polling; anything else is an error. */
export function readAnswer(httpStatus: number, answer: PaymentAnswer | null | undefined): AnswerKind {
  if (httpStatus === 200 && answer?.success === true) return 'success';
  if (httpStatus === 202 || String(answer?.status ?? '').toUpperCase() === 'PENDING') return 'pending';
  return 'error';
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The error text for an answer that is neither confirmed nor pending. */
export function answerErrorText(answer: PaymentAnswer | null | undefined, queryStatus: string): string {
  return (
    text(answer?.message) ??
    text(answer?.detail) ??
    (String(answer?.status ?? '').toUpperCase() === 'FAILED' ? RETURN_MESSAGES.verificationFailed : null) ??
    fallbackText(queryStatus)
  );
}

/** The error text for a failed request: the server's message or detail, else the spec's default. */
export function requestErrorText(body: unknown): string {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return text(record['message']) ?? text(record['detail']) ?? RETURN_MESSAGES.requestFailed;
}

/** With no error text: canceled and failed have their own words; otherwise 'could not verify'. */
export function fallbackText(queryStatus: string): string {
  if (queryStatus === 'canceled' || queryStatus === 'cancelled') return RETURN_MESSAGES.canceled;
  if (queryStatus === 'failed') return RETURN_MESSAGES.failed;
  return RETURN_MESSAGES.unverified;
}

/** Where to go after success: the portal the answer names, else the one requested. */
export function destinationAfterSuccess(
  answer: PaymentAnswer | null | undefined,
  requested: ReturnPortal,
): string {
  const named = text(answer?.portal);
  return PORTAL_DESTINATIONS[named ? readPortal(named) : requested].path;
}

/** The return page's address for a payment of `portal` (used when a confirm is still processing). */
export function returnPath(portal: string, registrationId: number, paymentId: number): string {
  const query = new URLSearchParams({
    portal: readPortal(portal),
    registrationId: String(registrationId),
    checkoutId: String(paymentId),
  });
  return `/checkout/return?${query.toString()}`;
}
