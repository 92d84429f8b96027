/**
 * The local Clover sandbox, mounted at /sandbox/clover/ beside the API as a separate provider would
 * be: its card-fields script (sdk.js), the field iframes (elements/field.html), the token endpoint
 * (POST v1/tokens with the `apikey` header) and the charge endpoint (POST v1/charges with the
 * private token as Bearer and an `idempotency-key` header), and the refund endpoint (POST v1/refunds,
 * the same way). Scripts and tests can pay without a browser: get a token, then checkout and confirm
 * through the API.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from '../../context';
import { createCustomer, updateCustomer } from './customers';
import { createCharge, createToken, sandboxSettings } from './provider';
import { createRefund } from './refunds';
import { hasNullCharacter } from '../../http/null-characters';

const asset = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./assets/${name}`, import.meta.url)), 'utf8');
const ASSETS = {
  sdk: asset('sdk.js'),
  fieldHtml: asset('field.html'),
  fieldJs: asset('field.js'),
  fieldCss: asset('field.css'),
};

/** The JSON body, or null when it is not JSON or holds a NUL (PostgreSQL cannot store one): a 400 either way. */
async function jsonBody(request: Request): Promise<unknown> {
  try {
    const body: unknown = await request.json();
    return hasNullCharacter(body) ? null : body;
  } catch {
    return null;
  }
}

const scriptHeaders = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' };

/** The sandbox app; mount it at /sandbox/clover only while the sandbox is the payment provider. */
export const sandboxCloverRoutes = new Hono<AppEnv>({ strict: false })
  .get('/sdk.js', (c) => c.body(ASSETS.sdk, 200, scriptHeaders))
  .get('/elements/field.js', (c) => c.body(ASSETS.fieldJs, 200, scriptHeaders))
  .get('/elements/field.css', (c) =>
    c.body(ASSETS.fieldCss, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }),
  )
  .get('/elements/field.html', (c) => {
    // Every address in the policy comes from configuration (SITE_URL), never from the request: a
    // forged Host must not name who may frame the card fields.
    const { config } = c.var.deps;
    const base = config.payments.apiBase;
    const self = `${base}/elements/`;
    return c.body(ASSETS.fieldHtml, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': [
        "default-src 'none'",
        `script-src ${self}`,
        `style-src ${self} 'unsafe-inline'`,
        `connect-src ${base}/v1/`,
        "base-uri 'none'",
        "form-action 'none'",
        // The card dialog on this site's pages frames the fields; no other site may.
        `frame-ancestors ${new URL(config.siteUrl).origin}`,
      ].join('; '),
      'Referrer-Policy': 'no-referrer',
    });
  })
  // The field frames have an opaque origin ('null'), so the token endpoint answers any origin.
  .use('/v1/tokens', cors({ origin: '*', allowHeaders: ['apikey', 'Content-Type'], allowMethods: ['POST'] }))
  .post('/v1/tokens', async (c) => {
    const answer = await createToken(
      c.var.deps.db,
      sandboxSettings(c.var.deps.config.payments),
      c.req.header('apikey'),
      await jsonBody(c.req.raw),
    );
    return c.json(answer.body, answer.status as 200);
  })
  .post('/v1/charges', async (c) => {
    const answer = await createCharge(c.var.deps.db, sandboxSettings(c.var.deps.config.payments), {
      authorization: c.req.header('authorization'),
      // Clover's own plugins send idempotency_key; its documentation says idempotency-key.
      idempotencyKey: c.req.header('idempotency-key') ?? c.req.header('idempotency_key'),
      forwardedFor: c.req.header('x-forwarded-for'),
      body: await jsonBody(c.req.raw),
    });
    return c.json(answer.body, answer.status as 200);
  })
  .post('/v1/refunds', async (c) => {
    const answer = await createRefund(c.var.deps.db, sandboxSettings(c.var.deps.config.payments), {
      authorization: c.req.header('authorization'),
      idempotencyKey: c.req.header('idempotency-key') ?? c.req.header('idempotency_key'),
      body: await jsonBody(c.req.raw),
    });
    return c.json(answer.body, answer.status as 200);
  })
  // Card-on-file customers (issue 37): a payment plan keeps the family's card here.
  .post('/v1/customers', async (c) => {
    const answer = await createCustomer(c.var.deps.db, sandboxSettings(c.var.deps.config.payments), {
      authorization: c.req.header('authorization'),
      body: await jsonBody(c.req.raw),
    });
    return c.json(answer.body, answer.status as 200);
  })
  // A customer's id is what createCustomer makes (13 of randomId's letters and digits); any other
  // path, a NUL character included, is Clover's 404 below and never reaches the database.
  .put('/v1/customers/:id{[A-Z0-9]{13}}', async (c) => {
    const answer = await updateCustomer(c.var.deps.db, sandboxSettings(c.var.deps.config.payments), {
      authorization: c.req.header('authorization'),
      id: c.req.param('id'),
      body: await jsonBody(c.req.raw),
    });
    return c.json(answer.body, answer.status as 200);
  })
  .all('*', (c) => c.json({ message: '404 Not Found' }, 404));
