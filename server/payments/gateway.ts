/**
 * The payment gateway: one interface, two configured implementations (server/payments/clover.ts,
 * Clover's e-commerce REST API; server/payments/sandbox.ts, the local sandbox that behaves like it).
 * Both read Clover's answers with `readCloverAnswer` (charges) and `readCloverRefund` (refunds), so
 * a decline, a spent token or a refused refund means the same thing whichever is configured.
 */

/** One charge: the amount comes from the server's price list, never from the payer. */
export interface ChargeRequest {
  amountCents: number;
  /** ISO code, e.g. USD (sent lowercase, as Clover expects). */
  currency: string;
  /** The provider's single-use card token. */
  source: string;
  /** Made by the server at checkout; a repeat with it never charges twice. */
  idempotencyKey: string;
  /** The payer's address, sent as x-forwarded-for. */
  payerIp: string;
  description: string;
  /**
   * A charge of a card on file (issue 37): `source` is the customer's id and the charge is a
   * scheduled one the merchant starts (Clover's stored_credentials).
   */
  onFile?: { first: boolean };
}

/** What came of a charge. */
export type ChargeOutcome =
  | { status: 'succeeded'; chargeId: string; brand: string | null; last4: string | null }
  /** The provider has not answered with a result (time-out, 5xx, still settling): ask again later. */
  | { status: 'unknown'; reason: string }
  /**
   * The card was refused or the request cannot succeed; nothing was charged. `code` is Clover's
   * error code (card_declined, expired_card, incorrect_cvc, processing_error, token_already_used…)
   * or, for a card_declined with a reason the payer can fix, its decline_code (incorrect_zip…).
   */
  | { status: 'failed'; code: string; providerMessage: string };

/** One refund of (part of) a charge: Clover's `POST /v1/refunds`. */
export interface RefundRequest {
  /** The provider's id of the charge to refund. */
  chargeId: string;
  amountCents: number;
  /** Made for this refund; a repeat with it never refunds twice. */
  idempotencyKey: string;
}

/** What came of a refund. */
export type RefundOutcome =
  | { status: 'succeeded'; refundId: string }
  /** No answer with a result (time-out, 5xx): ask again with the same key. */
  | { status: 'unknown'; reason: string }
  /** The provider refused; nothing was refunded. `code` is Clover's error code. */
  | { status: 'failed'; code: string; providerMessage: string };

/** A card to keep on file (issue 37): a token, saved on a new customer or replacing one's card. */
export interface SaveCardRequest {
  /** The provider's single-use card token. */
  source: string;
  email: string;
  /** The customer whose card it replaces (null: a new customer). */
  customerId: string | null;
}

/** What came of saving a card: the customer to charge later, or a refusal / no answer. */
export type SaveCardOutcome =
  | { status: 'saved'; customerId: string; brand: string | null; last4: string | null }
  | { status: 'unknown'; reason: string }
  | { status: 'failed'; code: string; providerMessage: string };

/** Charges cards, refunds charges and keeps cards on file. */
export interface PaymentGateway {
  readonly provider: 'clover' | 'sandbox';
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** Clover's card-on-file: POST /v1/customers (new) or PUT /v1/customers/<id> (another card). */
  saveCard(request: SaveCardRequest): Promise<SaveCardOutcome>;
}

/** Reads Clover's customer answer: the customer's id and the saved card's brand and last digits. */
export function readCloverCustomer(status: number, body: unknown): SaveCardOutcome {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (status >= 200 && status < 300) {
    const id = text(record['id']);
    const sources = (record['sources'] ?? {}) as { data?: unknown };
    const data = Array.isArray(sources.data) ? sources.data : [];
    const card = (data.at(-1) && typeof data.at(-1) === 'object' ? data.at(-1) : {}) as Record<
      string,
      unknown
    >;
    if (id)
      return { status: 'saved', customerId: id, brand: text(card['brand']), last4: text(card['last4']) };
    return { status: 'unknown', reason: 'customer without id' };
  }
  if (status === 409 || status === 429 || status >= 500) {
    return { status: 'unknown', reason: `provider answered ${status}` };
  }
  const error = (record['error'] ?? {}) as Record<string, unknown>;
  return {
    status: 'failed',
    code: text(error['code']) ?? `http_${status}`,
    providerMessage: text(error['message']) ?? text(record['message']) ?? `HTTP ${status}`,
  };
}

/** Clover's customer body for a card to save. */
export function cloverCustomerBody(request: SaveCardRequest) {
  return { email: request.email, source: request.source, ecomind: 'ecom' };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/**
 * Issuer decline reasons (error.decline_code of a card_declined answer) that say what the payer can
 * fix; a failed charge carries one of these as its code instead of the generic card_declined.
 */
const SPECIFIC_DECLINES = new Set(['expired_card', 'incorrect_cvc', 'incorrect_zip', 'processing_error']);

/**
 * Reads one Clover answer. 200 with a succeeded charge is paid; a pending charge, 409, 429 or a
 * 5xx leave the outcome unknown (a repeat with the same idempotency key settles it); other errors
 * (402 card_declined, 400 token_already_used…) fail with Clover's code, or with the decline_code
 * of a card_declined that names a reason the payer can fix. Errors are classified on
 * the HTTP status and error.code, since Clover does not always send error.type.
 */
export function readCloverAnswer(status: number, body: unknown): ChargeOutcome {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (status >= 200 && status < 300) {
    const state = text(record['status']);
    const id = text(record['id']);
    if (state === 'succeeded' && id) {
      const source = (record['source'] ?? {}) as Record<string, unknown>;
      return {
        status: 'succeeded',
        chargeId: id,
        brand: text(source['brand']),
        last4: text(source['last4']),
      };
    }
    if (state === 'failed') {
      return {
        status: 'failed',
        code: text(record['failure_code']) ?? 'card_declined',
        providerMessage: text(record['failure_message']) ?? 'The charge failed.',
      };
    }
    return { status: 'unknown', reason: `charge status ${state ?? 'missing'}` };
  }
  if (status === 409 || status === 429 || status >= 500) {
    return { status: 'unknown', reason: `provider answered ${status}` };
  }
  const error = (record['error'] ?? {}) as Record<string, unknown>;
  const code = text(error['code']) ?? (status === 402 ? 'card_declined' : `http_${status}`);
  const declineCode = text(error['decline_code']);
  return {
    status: 'failed',
    // An issuer's decline names its reason in decline_code; a reason the payer can act on is kept.
    code: code === 'card_declined' && declineCode && SPECIFIC_DECLINES.has(declineCode) ? declineCode : code,
    providerMessage: text(error['message']) ?? text(record['message']) ?? `HTTP ${status}`,
  };
}

/**
 * Reads one answer of Clover's refunds call: 200 with a refund object whose status is succeeded
 * (or, as Clover's examples show, without a status) is done; 409, 429 and 5xx leave it unknown (a
 * repeat with the same key settles it); any other error is a refusal with Clover's code
 * (charge_already_refunded, resource_missing, invalid_request…).
 */
export function readCloverRefund(status: number, body: unknown): RefundOutcome {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (status >= 200 && status < 300) {
    const id = text(record['id']);
    const state = text(record['status']);
    if (id && (state === null || state === 'succeeded')) return { status: 'succeeded', refundId: id };
    if (state === 'failed' || state === 'canceled') {
      return {
        status: 'failed',
        code: text(record['failure_reason']) ?? 'refund_failed',
        providerMessage: 'The refund failed.',
      };
    }
    return { status: 'unknown', reason: `refund status ${state ?? 'missing'}` };
  }
  if (status === 409 || status === 429 || status >= 500) {
    return { status: 'unknown', reason: `provider answered ${status}` };
  }
  const error = (record['error'] ?? {}) as Record<string, unknown>;
  return {
    status: 'failed',
    code: text(error['code']) ?? `http_${status}`,
    providerMessage: text(error['message']) ?? text(record['message']) ?? `HTTP ${status}`,
  };
}

/** Clover's refund body for a request. */
export function cloverRefundBody(request: RefundRequest) {
  return { charge: request.chargeId, amount: request.amountCents };
}

/** Clover's charge body for a request. */
export function cloverChargeBody(request: ChargeRequest) {
  return {
    amount: request.amountCents,
    currency: request.currency.toLowerCase(),
    source: request.source,
    capture: true,
    ecomind: 'ecom',
    description: request.description,
    ...(request.onFile
      ? {
          stored_credentials: request.onFile.first
            ? { sequence: 'FIRST', is_scheduled: false, initiator: 'CARDHOLDER' }
            : { sequence: 'SUBSEQUENT', is_scheduled: true, initiator: 'MERCHANT' },
        }
      : {}),
  };
}

/** Resolves to 'timeout' after `ms` (the charge's outcome is then unknown). */
export function timeLimit(ms: number): { promise: Promise<'timeout'>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}
