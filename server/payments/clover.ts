/** The Clover gateway: `POST {apiBase}/v1/charges` of Clover's e-commerce REST API. */
import { cloverChargeBody, readCloverAnswer, type ChargeOutcome, type PaymentGateway } from './gateway';

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
  return {
    provider: 'clover',
    async charge(request): Promise<ChargeOutcome> {
      let response: Response;
      try {
        response = await send(`${options.apiBase}/v1/charges`, {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            Authorization: `Bearer ${options.privateToken}`,
            'idempotency-key': request.idempotencyKey,
            'x-forwarded-for': request.payerIp,
          },
          body: JSON.stringify(cloverChargeBody(request)),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        // No answer (time-out, connection lost): the charge may or may not exist at Clover.
        return { status: 'unknown', reason: error instanceof Error ? error.name : 'no answer' };
      }
      let body: unknown = null;
      try {
        body = await response.json();
      } catch {
        // A body that is not JSON (a proxy's page) tells nothing more than the status.
      }
      return readCloverAnswer(response.status, body);
    },
  };
}
