/**
 * The local Clover sandbox's token and charge logic (refunds: ./refunds.ts), answering in Clover's shapes: a token
 * `{ id: 'clv_…', object: 'token', card }`, a charge object (`status: 'succeeded' | 'pending'`), a
 * refund object (`{ id, object: 'refund', amount, charge, status: 'succeeded' }`), or an error
 * `{ message: '<status> <reason>', error: { type, code, decline_code?, message } }`.
 * Charges and refunds are idempotent by key: a retry gets the stored answer back and nothing is
 * charged or refunded twice.
 */
import { randomBytes } from 'node:crypto';
import { eq, and, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { sandboxCloverCharges, sandboxCloverCustomers, sandboxCloverTokens } from '../../db/schema/sandbox';
import {
  cloverError,
  digitsOnly,
  randomId,
  refusedKey,
  sleep,
  type SandboxAnswer,
  type SandboxSettings,
} from './answers';
import { cardBrand, cardOutcome, passesLuhn, REFUSALS, type CardRefusal } from './cards';

export { cloverError, sandboxSettings, type SandboxAnswer, type SandboxSettings } from './answers';

/** POST /v1/tokens: a single-use token for a card; the number itself is never stored. */
export async function createToken(
  db: Db,
  settings: SandboxSettings,
  apiKey: string | undefined,
  input: unknown,
  now = new Date(),
): Promise<SandboxAnswer> {
  if (apiKey !== settings.publicKey) {
    return cloverError(401, {
      type: 'authentication_error',
      code: 'invalid_key',
      message: 'Invalid API key.',
    });
  }
  const card = (input as { card?: Record<string, unknown> } | null)?.card;
  if (!card || typeof card !== 'object') {
    return cloverError(400, {
      type: 'invalid_request_error',
      code: 'missing',
      message: 'Card details are required.',
    });
  }
  const number = digitsOnly(card['number']);
  if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) {
    return cloverError(400, {
      type: 'card_error',
      code: 'invalid_number',
      message: 'Card number is invalid.',
    });
  }
  const month = Number(digitsOnly(card['exp_month']));
  const rawYear = digitsOnly(card['exp_year']);
  const year = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    return cloverError(400, {
      type: 'card_error',
      code: 'invalid_expiry_month',
      message: 'Card expiry is invalid.',
    });
  }
  if (!/^\d{2}(\d{2})?$/.test(rawYear)) {
    return cloverError(400, {
      type: 'card_error',
      code: 'invalid_expiry_year',
      message: 'Card expiry is invalid.',
    });
  }
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return cloverError(400, { type: 'card_error', code: 'expired_card', message: 'Card expired.' });
  }
  if (!/^\d{3,4}$/.test(digitsOnly(card['cvv']))) {
    return cloverError(400, { type: 'card_error', code: 'invalid_cvc', message: 'Card CVV is invalid.' });
  }
  const token = {
    id: `clv_1TST${randomId(20)}`,
    brand: cardBrand(number),
    first6: number.slice(0, 6),
    last4: number.slice(-4),
    expMonth: String(month).padStart(2, '0'),
    expYear: String(year),
    outcome: cardOutcome(number),
  };
  await db.insert(sandboxCloverTokens).values(token);
  return {
    status: 200,
    body: {
      id: token.id,
      object: 'token',
      card: {
        exp_month: token.expMonth,
        exp_year: token.expYear,
        first6: token.first6,
        last4: token.last4,
        brand: token.brand,
      },
    },
  };
}

/** A charge request as Clover receives it. */
export interface SandboxChargeRequest {
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  forwardedFor: string | undefined;
  body: unknown;
}

type ChargeRow = typeof sandboxCloverCharges.$inferSelect;

/** The stored answer of a charge; a slow charge reads as pending until it settles. */
function storedAnswer(row: ChargeRow, now: Date): SandboxAnswer {
  if (row.outcome === 'slow' && now < row.settlesAt) {
    return {
      status: 200,
      body: { ...(row.body as Record<string, unknown>), status: 'pending', paid: false },
    };
  }
  return { status: row.status, body: row.body as Record<string, unknown> };
}

/** What a charge needs of its card: the token's, or a saved card's. */
interface ChargedCard {
  id: string;
  brand: string;
  expMonth: string;
  expYear: string;
  first6: string;
  last4: string;
  outcome: string;
}

/** Spends a single-use token, or answers Clover's refusal (spent, or no such token). */
async function claimToken(tx: Db, source: string, now: Date): Promise<ChargedCard | SandboxAnswer> {
  const [token] = await tx
    .update(sandboxCloverTokens)
    .set({ usedAt: now })
    .where(and(eq(sandboxCloverTokens.id, source), isNull(sandboxCloverTokens.usedAt)))
    .returning();
  if (token) return token;
  const [spent] = await tx.select().from(sandboxCloverTokens).where(eq(sandboxCloverTokens.id, source));
  return spent
    ? cloverError(400, {
        type: 'invalid_request_error',
        code: 'token_already_used',
        message: 'You cannot use a clover token more than once unless it is marked as recurring/multipay.',
      })
    : cloverError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such token.',
      });
}

/**
 * The card saved on a customer (the source is the customer's id), row locked; null when the source
 * is no customer. The card that declines later is approved for its first charge only.
 */
async function savedCard(tx: Db, source: string): Promise<ChargedCard | null> {
  const [customer] = await tx
    .select()
    .from(sandboxCloverCustomers)
    .where(eq(sandboxCloverCustomers.id, source))
    .for('update');
  if (!customer) return null;
  const outcome =
    customer.outcome === 'declines_later'
      ? customer.charges === 0
        ? 'approved'
        : 'declined'
      : customer.outcome;
  if (!(outcome in REFUSALS) && outcome !== 'slow') {
    await tx
      .update(sandboxCloverCustomers)
      .set({ charges: customer.charges + 1 })
      .where(eq(sandboxCloverCustomers.id, customer.id));
  }
  return { ...customer, id: customer.sourceId, outcome };
}

/** POST /v1/charges: charges a token once per idempotency key. */
export async function createCharge(
  db: Db,
  settings: SandboxSettings,
  request: SandboxChargeRequest,
  now = new Date(),
): Promise<SandboxAnswer> {
  const refused = refusedKey(settings, request.authorization);
  if (refused) return refused;
  const key = request.idempotencyKey?.trim();
  if (!key || key.length > 128) {
    return cloverError(400, {
      type: 'invalid_request_error',
      code: 'missing',
      message: 'An idempotency-key header is required.',
    });
  }
  if (!request.forwardedFor?.trim()) {
    return cloverError(400, {
      type: 'invalid_request_error',
      code: 'missing',
      message: 'The x-forwarded-for header with the payer address is required.',
    });
  }
  const body = (request.body ?? {}) as Record<string, unknown>;
  const amount = body['amount'];
  const currency = typeof body['currency'] === 'string' ? body['currency'] : '';
  const source = typeof body['source'] === 'string' ? body['source'] : '';

  const [existing] = await db
    .select()
    .from(sandboxCloverCharges)
    .where(eq(sandboxCloverCharges.idempotencyKey, key));
  if (existing) {
    if (existing.amount !== amount || existing.currency !== currency || existing.source !== source) {
      return cloverError(400, {
        type: 'idempotency_error',
        code: 'idempotency_key_reused',
        message: 'This idempotency key was used with different charge parameters.',
      });
    }
    return storedAnswer(existing, now);
  }
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0 || amount > 99_999_999) {
    return cloverError(400, {
      type: 'invalid_request_error',
      code: 'invalid_charge_amount',
      message: 'Invalid amount.',
    });
  }
  if (currency !== 'usd') {
    return cloverError(400, {
      type: 'invalid_request_error',
      code: 'invalid_request',
      message: 'Unsupported currency.',
    });
  }

  // Claiming the token and recording the charge happen together: one charge per token and per key.
  const recording = db.transaction(async (tx) => {
    // A saved card (a customer's id as the source, issue 37) charges again and again; a token once.
    const token = (await savedCard(tx, source)) ?? (await claimToken(tx, source, now));
    if ('status' in token) return { answer: token, outcome: null };
    const id = randomId(13);
    const refusal: CardRefusal | undefined = (REFUSALS as Record<string, CardRefusal>)[token.outcome];
    const charge: SandboxAnswer = refusal
      ? cloverError(402, {
          type: 'card_error',
          code: refusal.code,
          ...(refusal.declineCode ? { decline_code: refusal.declineCode } : {}),
          message: refusal.message,
          charge: id,
        })
      : {
          status: 200,
          body: {
            id,
            object: 'charge',
            amount,
            amount_refunded: 0,
            currency,
            created: now.getTime(),
            captured: true,
            paid: true,
            status: 'succeeded',
            ref_num: String(now.getTime()).slice(-12).padStart(12, '0'),
            auth_code: `OK${String(randomBytes(2).readUInt16BE(0) % 10000).padStart(4, '0')}`,
            outcome: { network_status: 'approved_by_network', type: 'authorized' },
            payment_method_details: 'card',
            ecomind: 'ecom',
            source: {
              id: token.id,
              brand: token.brand,
              exp_month: token.expMonth,
              exp_year: token.expYear,
              first6: token.first6,
              last4: token.last4,
            },
          },
        };
    await tx.insert(sandboxCloverCharges).values({
      id,
      idempotencyKey: key,
      amount,
      currency,
      source,
      outcome: token.outcome,
      status: charge.status,
      body: charge.body,
      settlesAt: new Date(now.getTime() + (token.outcome === 'slow' ? settings.settleMs : 0)),
    });
    return { answer: charge, outcome: token.outcome };
  });
  let recorded: Awaited<typeof recording>;
  try {
    recorded = await recording;
  } catch (error) {
    // A concurrent request recorded a charge with this key first (this one's token stays unspent):
    // answer as a repeat of that request, which refuses different parameters.
    if (isUniqueViolation(error)) return createCharge(db, settings, request, now);
    throw error;
  }
  const { answer, outcome } = recorded;
  if (outcome === null) {
    // A concurrent request with the same key spent the token first: answer with its charge.
    const [charged] = await db
      .select()
      .from(sandboxCloverCharges)
      .where(eq(sandboxCloverCharges.idempotencyKey, key));
    if (charged && charged.amount === amount && charged.source === source) return storedAnswer(charged, now);
  }
  // The slow test card: the charge is made at once but its answer comes late, and says what a
  // repeat would say by then (pending until it settles), never a result a repeat would take back.
  if (outcome === 'slow') {
    await sleep(settings.slowMs);
    const [charged] = await db
      .select()
      .from(sandboxCloverCharges)
      .where(eq(sandboxCloverCharges.idempotencyKey, key));
    if (charged) return storedAnswer(charged, new Date(now.getTime() + settings.slowMs));
  }
  return answer;
}
