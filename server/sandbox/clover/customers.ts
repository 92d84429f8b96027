/**
 * The sandbox's card-on-file customers (issue 37), as Clover's `POST /v1/customers` (an e-mail and
 * a card token: the token is spent and its card saved on the customer) and `PUT /v1/customers/<id>`
 * (a new token replaces the saved card). A charge whose source is the customer's id charges the
 * saved card (./provider.ts). Answers are Clover's customer object `{id, object: 'customer', email,
 * sources: {data: [{id, brand, last4}]}}` or its error body.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxCloverCustomers, sandboxCloverTokens } from '../../db/schema/sandbox';
import { cloverError, randomId, refusedKey, type SandboxAnswer, type SandboxSettings } from './answers';

type CustomerRow = typeof sandboxCloverCustomers.$inferSelect;

const customerBody = (row: CustomerRow) => ({
  id: row.id,
  object: 'customer',
  email: row.email,
  created: row.createdAt.getTime(),
  sources: {
    object: 'list',
    data: [{ id: row.sourceId, brand: row.brand, last4: row.last4, first6: row.first6 }],
  },
});

/** Spends the token named in the body and answers the card to save, or Clover's refusal. */
async function spendToken(tx: Db, body: unknown, now: Date) {
  const source = (body as { source?: unknown } | null)?.source;
  if (typeof source !== 'string' || source === '') {
    return cloverError(400, {
      type: 'invalid_request_error',
      code: 'missing',
      message: 'A source is required.',
    });
  }
  const [token] = await tx
    .update(sandboxCloverTokens)
    .set({ usedAt: now })
    .where(and(eq(sandboxCloverTokens.id, source), isNull(sandboxCloverTokens.usedAt)))
    .returning();
  if (!token) {
    return cloverError(400, {
      type: 'invalid_request_error',
      code: 'token_already_used',
      message: 'No such token, or it was used already.',
    });
  }
  return {
    sourceId: `card_${randomId(12)}`,
    brand: token.brand,
    first6: token.first6,
    last4: token.last4,
    expMonth: token.expMonth,
    expYear: token.expYear,
    outcome: token.outcome,
    charges: 0,
  };
}

/** POST /v1/customers: saves a card on a new customer. */
export async function createCustomer(
  db: Db,
  settings: SandboxSettings,
  request: { authorization: string | undefined; body: unknown },
  now = new Date(),
): Promise<SandboxAnswer> {
  const refused = refusedKey(settings, request.authorization);
  if (refused) return refused;
  return db.transaction(async (tx) => {
    const card = await spendToken(tx, request.body, now);
    if ('status' in card) return card;
    const email = (request.body as { email?: unknown }).email;
    const [row] = await tx
      .insert(sandboxCloverCustomers)
      .values({ id: randomId(13), email: typeof email === 'string' ? email : '', ...card })
      .returning();
    return { status: 200, body: customerBody(row!) };
  });
}

/** PUT /v1/customers/<id>: a new token replaces the saved card. */
export async function updateCustomer(
  db: Db,
  settings: SandboxSettings,
  request: { authorization: string | undefined; id: string; body: unknown },
  now = new Date(),
): Promise<SandboxAnswer> {
  const refused = refusedKey(settings, request.authorization);
  if (refused) return refused;
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select()
      .from(sandboxCloverCustomers)
      .where(eq(sandboxCloverCustomers.id, request.id))
      .for('update');
    if (!customer) {
      return cloverError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such customer.',
      });
    }
    const card = await spendToken(tx, request.body, now);
    if ('status' in card) return card;
    const [row] = await tx
      .update(sandboxCloverCustomers)
      .set(card)
      .where(eq(sandboxCloverCustomers.id, customer.id))
      .returning();
    return { status: 200, body: customerBody(row!) };
  });
}
