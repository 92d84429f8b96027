/**
 * The Clover gateway: `POST {apiBase}/v1/charges` and `POST {apiBase}/v1/refunds` of Clover's
 * e-commerce REST API, each with the private token as Bearer and an idempotency key; cards on file
 * for payment plans through `POST /v1/customers` and `PUT /v1/customers/<id>` (issue 37).
 */
import {
  cloverChargeBody,
  cloverCustomerBody,
  cloverRefundBody,
  readCloverCustomer,
  type SaveCardOutcome,
  readCloverAnswer,
  readCloverRefund,
  type ChargeOutcome,
  type PaymentGateway,
  type RefundOutcome,
} from './gateway';

/** Where and how to reach Clover. */
export interface CloverOptions {
  apiBase: string;
  privateToken: string;
  timeoutMs: number;
  /** The fetch to use (tests pass a recorded one or the sandbox app's). */
  fetch?: typeof fetch;
}

/** A gateway that charges through Clover's REST API with the private token as Bearer. */
export function createCloverGateway(options: CloverOptions): PaymentGateway {
  const send = options.fetch ?? fetch;
  /** POSTs (or PUTs) to Clover; null when no answer came (time-out, connection lost), else status and body. */
  const post = async (
    path: string,
    headers: Record<string, string>,
    body: unknown,
    method: 'POST' | 'PUT' = 'POST',
  ): Promise<{ status: number; body: unknown } | { error: string }> => {
    let response: Response;
    try {
      response = await send(`${options.apiBase}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${options.privateToken}`,
          ...headers,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      // No answer: the charge or refund may or may not exist at Clover.
      return { error: error instanceof Error ? error.name : 'no answer' };
    }
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch {
      // A body that is not JSON (a proxy's page) tells nothing more than the status.
    }
    return { status: response.status, body: parsed };
  };
  return {
    provider: 'clover',
    async charge(request): Promise<ChargeOutcome> {
      const answer = await post(
        '/v1/charges',
        { 'idempotency-key': request.idempotencyKey, 'x-forwarded-for': request.payerIp },
        cloverChargeBody(request),
      );
      if ('error' in answer) return { status: 'unknown', reason: answer.error };
      return readCloverAnswer(answer.status, answer.body);
    },
    async refund(request): Promise<RefundOutcome> {
      const answer = await post(
        '/v1/refunds',
        { 'idempotency-key': request.idempotencyKey },
        cloverRefundBody(request),
      );
      if ('error' in answer) return { status: 'unknown', reason: answer.error };
      return readCloverRefund(answer.status, answer.body);
    },
    async saveCard(request): Promise<SaveCardOutcome> {
      const answer = request.customerId
        ? await post(
            `/v1/customers/${encodeURIComponent(request.customerId)}`,
            {},
            cloverCustomerBody(request),
            'PUT',
          )
        : await post('/v1/customers', {}, cloverCustomerBody(request));
      if ('error' in answer) return { status: 'unknown', reason: answer.error };
      return readCloverCustomer(answer.status, answer.body);
    },
  };
}
