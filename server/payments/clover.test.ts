import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCloverCharges } from '../db/schema/sandbox';
import { createTestContext, type TestContext } from '../test/harness';
import { createCloverGateway } from './clover';
import { readCloverAnswer, type ChargeOutcome, type ChargeRequest } from './gateway';

let t: TestContext;
const SLOW_MS = 300;
const SETTLE_MS = 700;
beforeAll(async () => {
  t = await createTestContext({
    env: { SANDBOX_CLOVER_SLOW_MS: String(SLOW_MS), SANDBOX_CLOVER_SETTLE_MS: String(SETTLE_MS) },
  });
}, 60_000);
afterAll(() => t.close());

const chargeRequest = (source: string, changes: Partial<ChargeRequest> = {}): ChargeRequest => ({
  amountCents: 25000,
  currency: 'USD',
  source,
  idempotencyKey: randomUUID(),
  payerIp: '203.0.113.9',
  description: 'Registration 7 (parent_registration)',
  ...changes,
});

/** One request as the gateway sent it. */
interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: Record<string, unknown>;
  signal: AbortSignal | null;
}

const sent = (input: RequestInfo | URL, init: RequestInit | undefined): SentRequest => ({
  url: String(input),
  method: init?.method ?? 'GET',
  headers: new Headers(init?.headers),
  body: JSON.parse(String(init?.body)) as Record<string, unknown>,
  signal: init?.signal ?? null,
});

describe('the Clover gateway against the local sandbox over HTTP', () => {
  const requests: SentRequest[] = [];
  /** Calls the sandbox app in-process, giving up when the gateway's signal aborts, as fetch does. */
  const sandboxFetch: typeof fetch = (input, init) => {
    requests.push(sent(input, init));
    return new Promise((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason), { once: true });
      Promise.resolve(t.app.request(String(input), init)).then(resolve, reject);
    });
  };
  const gateway = (options: { privateToken?: string; timeoutMs?: number } = {}) =>
    createCloverGateway({
      apiBase: 'http://pay.test/sandbox/clover',
      privateToken: options.privateToken ?? t.config.payments.privateToken,
      timeoutMs: options.timeoutMs ?? 5000,
      fetch: sandboxFetch,
    });

  it('charges an approved card, and the sandbox recorded the amount in cents and lower-case currency', async () => {
    const request = chargeRequest(await t.cardToken('4242424242424242'));
    const outcome = await gateway().charge(request);
    expect(outcome).toEqual({
      status: 'succeeded',
      chargeId: expect.stringMatching(/^[A-Z0-9]{13}$/),
      brand: 'VISA',
      last4: '4242',
    });
    const [row] = await t.handle.db
      .select()
      .from(sandboxCloverCharges)
      .where(eq(sandboxCloverCharges.idempotencyKey, request.idempotencyKey));
    expect(row).toMatchObject({
      id: (outcome as { chargeId: string }).chargeId,
      amount: 25000,
      currency: 'usd',
      source: request.source,
      status: 200,
    });
    expect(requests.at(-1)!.url).toBe('http://pay.test/sandbox/clover/v1/charges');
  });

  it('gets the same charge back when it repeats a request with its idempotency key', async () => {
    const request = chargeRequest(await t.cardToken());
    const first = await gateway().charge(request);
    const again = await gateway().charge(request);
    expect(again).toEqual(first);
    const rows = await t.handle.db
      .select()
      .from(sandboxCloverCharges)
      .where(eq(sandboxCloverCharges.idempotencyKey, request.idempotencyKey));
    expect(rows).toHaveLength(1);
  });

  it('reads a declined card as failed with card_declined', async () => {
    const outcome = await gateway().charge(chargeRequest(await t.cardToken('4005571702222222')));
    expect(outcome).toEqual({
      status: 'failed',
      code: 'card_declined',
      providerMessage: 'Transaction declined, please use a different card.',
    });
  });

  it('reads a spent token as failed with token_already_used', async () => {
    const source = await t.cardToken();
    await gateway().charge(chargeRequest(source));
    const outcome = await gateway().charge(chargeRequest(source));
    expect(outcome).toMatchObject({ status: 'failed', code: 'token_already_used' });
  });

  it('reads a refused private token as failed with invalid_key', async () => {
    const outcome = await gateway({ privateToken: 'not-the-private-token' }).charge(
      chargeRequest(await t.cardToken()),
    );
    expect(outcome).toEqual({ status: 'failed', code: 'invalid_key', providerMessage: 'Invalid API key.' });
  });

  it('gives up on the slow card at its time limit (unknown), and a repeat later learns it succeeded', async () => {
    const request = chargeRequest(await t.cardToken('4000000000000077'));
    const started = Date.now();
    const outcome = await gateway({ timeoutMs: 100 }).charge(request);
    expect(outcome).toEqual({ status: 'unknown', reason: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
    expect(await gateway().charge(request)).toEqual({ status: 'unknown', reason: 'charge status pending' });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS - (Date.now() - started) + 50));
    expect(await gateway().charge(request)).toMatchObject({ status: 'succeeded', last4: '0077' });
  });
});

/** A recorded Clover answer (server/payments/fixtures/). */
interface Recorded {
  status: number;
  contentType: string;
  body: unknown;
}

const recorded = (name: string): Recorded =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Recorded;

/** A fetch that answers the recorded answer and keeps the request. */
function replay(answer: Recorded) {
  const requests: SentRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    requests.push(sent(input, init));
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status, headers: { 'Content-Type': answer.contentType } });
  };
  return { fetch, requests };
}

const API_BASE = 'https://scl-sandbox.dev.clover.com';
const PRIVATE_TOKEN = 'recorded-private-token';

describe('the Clover gateway against recorded Clover answers', () => {
  describe.each<[string, ChargeOutcome]>([
    [
      'charge-succeeded',
      { status: 'succeeded', chargeId: 'ABDFEFG1HIJK2', brand: 'DISCOVER', last4: '1111' },
    ],
    [
      'charge-succeeded-sandbox',
      { status: 'succeeded', chargeId: '8N3BCGMQAS7AJ', brand: 'VISA', last4: '1126' },
    ],
    [
      'charge-declined',
      {
        status: 'failed',
        code: 'card_declined',
        providerMessage: 'Transaction declined, please use a different card.',
      },
    ],
    [
      'charge-declined-without-type',
      { status: 'failed', code: 'card_declined', providerMessage: 'REFUSÉE : aucune raison fournie.' },
    ],
    [
      'token-already-used',
      {
        status: 'failed',
        code: 'token_already_used',
        providerMessage:
          'You cannot use a clover token more than once unless it is marked as recurring/multipay.',
      },
    ],
    ['server-error', { status: 'unknown', reason: 'provider answered 500' }],
    ['rate-limited', { status: 'unknown', reason: 'provider answered 429' }],
    ['not-json', { status: 'unknown', reason: 'charge status missing' }],
  ])('%s', (name, expected) => {
    const answer = recorded(name);

    it(`reads the answer as ${expected.status}`, async () => {
      const { fetch } = replay(answer);
      const gateway = createCloverGateway({
        apiBase: API_BASE,
        privateToken: PRIVATE_TOKEN,
        timeoutMs: 1000,
        fetch,
      });
      expect(await gateway.charge(chargeRequest('clv_1TSTrecorded'))).toEqual(expected);
      if (typeof answer.body !== 'string')
        expect(readCloverAnswer(answer.status, answer.body)).toEqual(expected);
    });
  });

  it.each([
    ['incorrect_zip', 'incorrect_zip'],
    ['expired_card', 'expired_card'],
    ['issuer_declined', 'card_declined'],
    ['do_not_honor', 'card_declined'],
  ])('reads a card_declined with decline_code %s as failed with %s', (declineCode, code) => {
    const body = {
      message: '402 Payment Required',
      error: { type: 'card_error', code: 'card_declined', decline_code: declineCode, message: 'Declined.' },
    };
    expect(readCloverAnswer(402, body)).toEqual({ status: 'failed', code, providerMessage: 'Declined.' });
  });

  it('keeps an error code that is not card_declined whatever decline_code says', () => {
    const body = { error: { code: 'token_already_used', decline_code: 'incorrect_zip', message: 'Spent.' } };
    expect(readCloverAnswer(400, body)).toMatchObject({ code: 'token_already_used' });
  });

  it("sends Clover's charge request: Bearer token, idempotency key, payer address, cents, lower-case currency", async () => {
    const { fetch, requests } = replay(recorded('charge-succeeded'));
    const gateway = createCloverGateway({
      apiBase: API_BASE,
      privateToken: PRIVATE_TOKEN,
      timeoutMs: 1000,
      fetch,
    });
    const request = chargeRequest('clv_1TSTrecorded', { amountCents: 12345, currency: 'USD' });
    await gateway.charge(request);
    expect(requests).toHaveLength(1);
    const [sentRequest] = requests;
    expect(sentRequest!.url).toBe('https://scl-sandbox.dev.clover.com/v1/charges');
    expect(sentRequest!.method).toBe('POST');
    expect(sentRequest!.headers.get('authorization')).toBe('Bearer recorded-private-token');
    expect(sentRequest!.headers.get('idempotency-key')).toBe(request.idempotencyKey);
    expect(sentRequest!.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(sentRequest!.headers.get('content-type')).toBe('application/json');
    expect(sentRequest!.headers.get('accept')).toBe('application/json');
    expect(sentRequest!.body).toEqual({
      amount: 12345,
      currency: 'usd',
      source: 'clv_1TSTrecorded',
      capture: true,
      ecomind: 'ecom',
      description: 'Registration 7 (parent_registration)',
    });
    expect(sentRequest!.signal).toBeInstanceOf(AbortSignal);
  });

  it('reads no answer within the time limit as unknown, aborting the request', async () => {
    let aborted = false;
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(init.signal!.reason);
        });
      });
    const gateway = createCloverGateway({
      apiBase: API_BASE,
      privateToken: PRIVATE_TOKEN,
      timeoutMs: 50,
      fetch: hanging,
    });
    expect(await gateway.charge(chargeRequest('clv_1TSTrecorded'))).toEqual({
      status: 'unknown',
      reason: 'TimeoutError',
    });
    expect(aborted).toBe(true);
  });

  it('reads a lost connection as unknown', async () => {
    const broken: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const gateway = createCloverGateway({
      apiBase: API_BASE,
      privateToken: PRIVATE_TOKEN,
      timeoutMs: 50,
      fetch: broken,
    });
    expect(await gateway.charge(chargeRequest('clv_1TSTrecorded'))).toEqual({
      status: 'unknown',
      reason: 'TypeError',
    });
  });
});
