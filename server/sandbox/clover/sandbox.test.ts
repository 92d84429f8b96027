import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { sandboxCloverCharges, sandboxCloverTokens } from '../../db/schema/sandbox';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
const SLOW_MS = 300;
const SETTLE_MS = 900;
beforeAll(async () => {
  t = await createTestContext({
    env: { SANDBOX_CLOVER_SLOW_MS: String(SLOW_MS), SANDBOX_CLOVER_SETTLE_MS: String(SETTLE_MS) },
  });
}, 60_000);
afterAll(() => t.close());

const nextYear = String(new Date().getUTCFullYear() + 1);
const card = (changes: Record<string, unknown> = {}) => ({
  number: '4242424242424242',
  exp_month: '12',
  exp_year: nextYear,
  cvv: '123',
  ...changes,
});

const tokenize = (body: unknown, apikey: string | null = t.config.payments.publicKey) =>
  t.call('POST', '/sandbox/clover/v1/tokens', { headers: apikey === null ? {} : { apikey }, body });

async function tokenFor(number: string) {
  const res = await tokenize({ card: card({ number }) });
  expect(res.status).toBe(200);
  return res.body.id as string;
}

/** A charge request as the Clover gateway sends it; `headers` replaces the default headers. */
function charge(
  body: Record<string, unknown>,
  options: { key?: string | null; headers?: Record<string, string> } = {},
) {
  const headers = options.headers ?? {
    Authorization: `Bearer ${t.config.payments.privateToken}`,
    'x-forwarded-for': '203.0.113.9',
    ...(options.key === null ? {} : { 'idempotency-key': options.key ?? randomUUID() }),
  };
  return t.call('POST', '/sandbox/clover/v1/charges', { headers, body });
}

const chargeBody = (source: string, amount = 25000) => ({
  amount,
  currency: 'usd',
  source,
  capture: true,
  ecomind: 'ecom',
  description: 'sandbox test',
});

const chargesWithKey = async (key: string) =>
  (
    await t.handle.db
      .select({ n: count() })
      .from(sandboxCloverCharges)
      .where(eq(sandboxCloverCharges.idempotencyKey, key))
  )[0]!.n;

describe('POST /sandbox/clover/v1/tokens', () => {
  it("answers Clover's token shape and stores no card number", async () => {
    const res = await tokenize({ card: card({ number: '4242 4242 4242 4242' }) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^clv_1TST[A-Z0-9]{20}$/),
      object: 'token',
      card: { exp_month: '12', exp_year: nextYear, first6: '424242', last4: '4242', brand: 'VISA' },
    });
    const [row] = await t.handle.db
      .select()
      .from(sandboxCloverTokens)
      .where(eq(sandboxCloverTokens.id, res.body.id));
    expect(row).toEqual({
      id: res.body.id,
      brand: 'VISA',
      first6: '424242',
      last4: '4242',
      expMonth: '12',
      expYear: nextYear,
      outcome: 'approved',
      usedAt: null,
      createdAt: expect.any(Date),
    });
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    expect(JSON.stringify(row)).not.toContain('123"');
  });

  it('reads a 2-digit year and a single-digit month', async () => {
    const res = await tokenize({ card: card({ exp_month: 3, exp_year: nextYear.slice(2) }) });
    expect(res.body.card).toMatchObject({ exp_month: '03', exp_year: nextYear });
  });

  it('accepts the current month as not yet expired', async () => {
    const now = new Date();
    const res = await tokenize({
      card: card({ exp_month: String(now.getUTCMonth() + 1), exp_year: String(now.getUTCFullYear()) }),
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ['without the apikey header', null],
    ['with the private token instead of the public key', 'sandbox-private-token'],
  ])('answers 401 %s', async (_, apikey) => {
    const res = await tokenize({ card: card() }, apikey);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      message: '401 Unauthorized',
      error: { type: 'authentication_error', code: 'invalid_key', message: 'Invalid API key.' },
    });
  });

  const lastMonth = () => {
    const now = new Date();
    const month = now.getUTCMonth(); // 0-based: this is last month's 1-based number, or 0 in January
    return month === 0
      ? { exp_month: '12', exp_year: String(now.getUTCFullYear() - 1) }
      : { exp_month: String(month), exp_year: String(now.getUTCFullYear()) };
  };

  it.each([
    [
      'a number failing the Luhn check',
      () => card({ number: '4242424242424241' }),
      'invalid_number',
      'Card number is invalid.',
    ],
    ['a number too short', () => card({ number: '424242' }), 'invalid_number', 'Card number is invalid.'],
    [
      'letters in the number',
      () => card({ number: '4242abcd42424242' }),
      'invalid_number',
      'Card number is invalid.',
    ],
    ['month 13', () => card({ exp_month: '13' }), 'invalid_expiry_month', 'Card expiry is invalid.'],
    ['a 3-digit year', () => card({ exp_year: '202' }), 'invalid_expiry_year', 'Card expiry is invalid.'],
    ['last month', () => card(lastMonth()), 'expired_card', 'Card expired.'],
    ['a 2-digit CVV', () => card({ cvv: '12' }), 'invalid_cvc', 'Card CVV is invalid.'],
    ['a 5-digit CVV', () => card({ cvv: '12345' }), 'invalid_cvc', 'Card CVV is invalid.'],
  ])('refuses %s with a 400 card_error', async (_, build, code, message) => {
    const before = (await t.handle.db.select({ n: count() }).from(sandboxCloverTokens))[0]!.n;
    const res = await tokenize({ card: build() });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: '400 Bad Request', error: { type: 'card_error', code, message } });
    expect((await t.handle.db.select({ n: count() }).from(sandboxCloverTokens))[0]!.n).toBe(before);
  });

  it('refuses a body without a card', async () => {
    const res = await tokenize({ number: '4242424242424242' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: 'invalid_request_error', code: 'missing' });
  });

  it('answers CORS for the opaque-origin card frames', async () => {
    const res = await t.app.request('/sandbox/clover/v1/tokens', {
      method: 'OPTIONS',
      headers: {
        Origin: 'null',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('apikey');
  });
});

describe('POST /sandbox/clover/v1/charges', () => {
  it('refuses a body holding a NUL character, as a bad request, and stores nothing', async () => {
    const before = (await t.handle.db.select({ n: count() }).from(sandboxCloverCharges))[0]!.n;
    const res = await charge(chargeBody('clv_\u0000abc'));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: 'invalid_request_error' });
    expect((await t.handle.db.select({ n: count() }).from(sandboxCloverCharges))[0]!.n).toBe(before);
  });

  it("charges an approved card and answers Clover's charge object", async () => {
    const source = await tokenFor('4242424242424242');
    const res = await charge(chargeBody(source));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[A-Z0-9]{13}$/),
      object: 'charge',
      amount: 25000,
      amount_refunded: 0,
      currency: 'usd',
      created: expect.any(Number),
      captured: true,
      paid: true,
      status: 'succeeded',
      ref_num: expect.stringMatching(/^\d{12}$/),
      auth_code: expect.stringMatching(/^OK\d{4}$/),
      outcome: { network_status: 'approved_by_network', type: 'authorized' },
      payment_method_details: 'card',
      ecomind: 'ecom',
      source: {
        id: source,
        brand: 'VISA',
        exp_month: '12',
        exp_year: nextYear,
        first6: '424242',
        last4: '4242',
      },
    });
    const [token] = await t.handle.db
      .select()
      .from(sandboxCloverTokens)
      .where(eq(sandboxCloverTokens.id, source));
    expect(token!.usedAt).toBeInstanceOf(Date);
  });

  it.each([
    ['no Authorization header', {}],
    ['the public key as Bearer', { Authorization: 'Bearer sandbox-public-key' }],
    ['a Basic scheme', { Authorization: 'Basic sandbox-private-token' }],
  ])('answers 401 with %s', async (_, auth) => {
    const source = await tokenFor('4242424242424242');
    const res = await charge(chargeBody(source), {
      headers: { ...auth, 'idempotency-key': randomUUID(), 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({
      type: 'authentication_error',
      code: 'invalid_key',
      message: 'Invalid API key.',
    });
  });

  it('needs an idempotency-key header, and also reads the idempotency_key spelling', async () => {
    const source = await tokenFor('4242424242424242');
    const missing = await charge(chargeBody(source), { key: null });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: '400 Bad Request',
      error: {
        type: 'invalid_request_error',
        code: 'missing',
        message: 'An idempotency-key header is required.',
      },
    });
    const key = randomUUID();
    const underscore = await charge(chargeBody(source), {
      headers: {
        Authorization: `Bearer ${t.config.payments.privateToken}`,
        idempotency_key: key,
        'x-forwarded-for': '203.0.113.9',
      },
    });
    expect(underscore.status).toBe(200);
    expect(await chargesWithKey(key)).toBe(1);
  });

  it("needs the payer's address in x-forwarded-for", async () => {
    const source = await tokenFor('4242424242424242');
    const res = await charge(chargeBody(source), {
      headers: { Authorization: `Bearer ${t.config.payments.privateToken}`, 'idempotency-key': randomUUID() },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      type: 'invalid_request_error',
      code: 'missing',
      message: 'The x-forwarded-for header with the payer address is required.',
    });
  });

  it('answers a repeat with the same key with the same charge, charging once', async () => {
    const source = await tokenFor('4242424242424242');
    const key = randomUUID();
    const first = await charge(chargeBody(source), { key });
    const again = await charge(chargeBody(source), { key });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await chargesWithKey(key)).toBe(1);
  });

  it('refuses the same key with another amount', async () => {
    const source = await tokenFor('4242424242424242');
    const key = randomUUID();
    await charge(chargeBody(source), { key });
    const res = await charge(chargeBody(source, 100), { key });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      type: 'idempotency_error',
      code: 'idempotency_key_reused',
      message: 'This idempotency key was used with different charge parameters.',
    });
    expect(await chargesWithKey(key)).toBe(1);
  });

  it('refuses the same key with another card, even when both arrive at once', async () => {
    const [first, second] = [await tokenFor('4242424242424242'), await tokenFor('4242424242424242')];
    const key = randomUUID();
    const answers = await Promise.all([
      charge(chargeBody(first), { key }),
      charge(chargeBody(second), { key }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.body.error.code).toBe('idempotency_key_reused');
    expect(await chargesWithKey(key)).toBe(1);
  });

  it('uses a token once: another key with a spent token is refused like Clover does', async () => {
    const source = await tokenFor('4242424242424242');
    await charge(chargeBody(source));
    const res = await charge(chargeBody(source));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: '400 Bad Request',
      error: {
        type: 'invalid_request_error',
        code: 'token_already_used',
        message: 'You cannot use a clover token more than once unless it is marked as recurring/multipay.',
      },
    });
  });

  it('refuses a token it never issued', async () => {
    const res = await charge(chargeBody('clv_1TSTnothinglikethis0000'));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'resource_missing', message: 'No such token.' });
  });

  it.each([
    ['zero', 0],
    ['a fraction', 12.5],
    ['a string', '25000'],
    ['above the limit', 100_000_000],
  ])('refuses an amount that is %s', async (_, amount) => {
    const source = await tokenFor('4242424242424242');
    const res = await charge({ ...chargeBody(source), amount });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_charge_amount' });
  });

  it('wants the currency in lower case, as Clover documents', async () => {
    const source = await tokenFor('4242424242424242');
    const res = await charge({ ...chargeBody(source), currency: 'USD' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', message: 'Unsupported currency.' });
  });

  it.each(['4005571702222222', '4264281511117771', '5424180273333333'])(
    'declines the card %s with a 402 card_error, the same on a repeat',
    async (number) => {
      const source = await tokenFor(number);
      const key = randomUUID();
      const res = await charge(chargeBody(source), { key });
      expect(res.status).toBe(402);
      expect(res.body).toEqual({
        message: '402 Payment Required',
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'do_not_honor',
          message: 'Transaction declined, please use a different card.',
          charge: expect.stringMatching(/^[A-Z0-9]{13}$/),
        },
      });
      const again = await charge(chargeBody(source), { key });
      expect(again).toMatchObject({ status: 402, body: res.body });
    },
  );

  it.each([
    ['4000000000000069', { code: 'expired_card', message: 'Card expired.' }],
    ['4000000000000127', { code: 'incorrect_cvc', message: 'Card CVV does not match.' }],
    [
      '4000000000000036',
      {
        code: 'card_declined',
        decline_code: 'incorrect_zip',
        message: 'Transaction declined: the billing postal code does not match.',
      },
    ],
    [
      '4000000000000119',
      { code: 'processing_error', message: 'The card could not be processed. Please retry.' },
    ],
  ])('refuses the test card %s at the charge with Clover’s error code', async (number, error) => {
    const source = await tokenFor(number);
    const res = await charge(chargeBody(source), { key: randomUUID() });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      message: '402 Payment Required',
      error: { type: 'card_error', ...error, charge: expect.stringMatching(/^[A-Z0-9]{13}$/) },
    });
    if (!('decline_code' in error)) expect(res.body.error).not.toHaveProperty('decline_code');
  });

  it('answers the slow card late, reads it as pending until it settles, then as succeeded', async () => {
    const source = await tokenFor('4000000000000077');
    const key = randomUUID();
    const started = Date.now();
    const late = charge(chargeBody(source), { key });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const meanwhile = await charge(chargeBody(source), { key });
    expect(meanwhile.status).toBe(200);
    expect(meanwhile.body).toMatchObject({ status: 'pending', paid: false });

    const first = await late;
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS);
    // Answered before it settled: pending too, never a result that a repeat would take back.
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: meanwhile.body.id, status: 'pending', paid: false });

    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS - (Date.now() - started) + 50));
    const settled = await charge(chargeBody(source), { key });
    expect(settled.body).toMatchObject({ id: meanwhile.body.id, status: 'succeeded', paid: true });
    expect(await chargesWithKey(key)).toBe(1);
  });
});

describe('the card-fields script and frames', () => {
  it('serves sdk.js as JavaScript with the Clover interface', async () => {
    const res = await t.app.request('/sandbox/clover/sdk.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const text = await res.text();
    expect(text).toContain('createToken');
    expect(text).toMatch(/window\.Clover\s*=/);
  });

  /** The field page's policy: every address from the configured site (SITE_URL http://site.test). */
  const FIELD_POLICY = [
    "default-src 'none'",
    'script-src http://site.test/sandbox/clover/elements/',
    "style-src http://site.test/sandbox/clover/elements/ 'unsafe-inline'",
    'connect-src http://site.test/sandbox/clover/v1/',
    "base-uri 'none'",
    "form-action 'none'",
    'frame-ancestors http://site.test',
  ].join('; ');

  it('serves the field page as HTML with a CSP limited to the sandbox', async () => {
    const res = await t.app.request('http://site.test/sandbox/clover/elements/field.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(FIELD_POLICY);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    // This site's pages frame it: only other sites are kept out.
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(await res.text()).toContain('<script src="field.js"></script>');
  });

  it.each([
    ['a forged Host', { Host: 'evil.example' }],
    ['a forged X-Forwarded-Host (even from a trusted proxy)', { 'X-Forwarded-Host': 'evil.example' }],
    ['both', { Host: 'evil.example:8443', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' }],
  ])('lets no header name who may frame the card fields: %s', async (_name, headers) => {
    const res = await t.app.request('http://evil.example/sandbox/clover/elements/field.html', { headers });
    expect(res.status).toBe(200);
    const policy = res.headers.get('content-security-policy')!;
    expect(policy).toBe(FIELD_POLICY);
    expect(policy).not.toContain('evil.example');
  });

  it.each([
    ['elements/field.js', 'text/javascript; charset=utf-8'],
    ['elements/field.css', 'text/css; charset=utf-8'],
  ])('serves %s as %s', async (asset, type) => {
    const res = await t.app.request(`/sandbox/clover/${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
  });

  it('answers other sandbox paths 404 in Clover’s shape', async () => {
    const res = await t.call('GET', '/sandbox/clover/v1/charges/ABC');
    expect(res).toMatchObject({ status: 404, body: { message: '404 Not Found' } });
  });

  it('is not mounted when Clover is the provider', async () => {
    const payments = { ...t.config.payments, provider: 'clover' as const };
    const app = createApp({ ...t.deps, config: { ...t.config, payments } });
    expect((await app.request('/sandbox/clover/sdk.js')).status).toBe(404);
  });
});

describe('PUT /sandbox/clover/v1/customers/<id>', () => {
  it("answers Clover's 404 for an id it never made, a NUL character included, and never a 500", async () => {
    const headers = { Authorization: `Bearer ${t.config.payments.privateToken}` };
    for (const id of ['%00', 'ABC%00DEF', 'abcdefghijklm', 'NOSUCHCUSTOM1']) {
      const res = await t.call('PUT', `/sandbox/clover/v1/customers/${id}`, {
        headers,
        body: { source: 'clv_none' },
      });
      expect(res.status, id).toBe(404);
    }
  });
});
