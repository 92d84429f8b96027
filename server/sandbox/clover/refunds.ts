/**
 * The local Clover sandbox's refunds, in Clover's shapes: a refund object (`{ id, object: 'refund',
 * amount, charge, status: 'succeeded' }`) or an error. Idempotent by key: a retry gets the stored
 * refund back and nothing is refunded twice.
 */
import { eq, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { sandboxCloverCharges, sandboxCloverRefunds } from '../../db/schema/sandbox';
import { cloverError, randomId, refusedKey, type SandboxAnswer, type SandboxSettings } from './answers';

/** A refund request as Clover receives it. */
export interface SandboxRefundRequest {
  authorization: string | undefined;
  /** Optional at Clover: without it, every request is a new refund. */
  idempotencyKey: string | undefined;
  body: unknown;
}

/**
 * POST /v1/refunds: refunds (part of) a succeeded charge. `amount` defaults to what is left of the
 * charge; partial refunds are allowed up to the charge's amount in total. With an idempotency key a
 * retry gets the same refund back, and the same key with other parameters is refused.
 */
export async function createRefund(
  db: Db,
  settings: SandboxSettings,
  request: SandboxRefundRequest,
  now = new Date(),
): Promise<SandboxAnswer> {
  const refused = refusedKey(settings, request.authorization);
  if (refused) return refused;
  const key = request.idempotencyKey?.trim() || null;
  if (key && key.length > 128) {
    return cloverError(400, {
      type: 'invalid_request_error',
      code: 'invalid_request',
      message: 'The idempotency key is too long.',
    });
  }
  const body = (request.body ?? {}) as Record<string, unknown>;
  const chargeId = typeof body['charge'] === 'string' ? body['charge'] : '';
  const amount = body['amount'];
  if (key) {
    const [existing] = await db
      .select()
      .from(sandboxCloverRefunds)
      .where(eq(sandboxCloverRefunds.idempotencyKey, key));
    if (existing) {
      if (existing.chargeId !== chargeId || (amount !== undefined && amount !== existing.amount)) {
        return cloverError(400, {
          type: 'idempotency_error',
          code: 'idempotency_key_reused',
          message: 'This idempotency key was used with different refund parameters.',
        });
      }
      return { status: 200, body: existing.body as Record<string, unknown> };
    }
  }
  if (!chargeId) {
    return cloverError(400, {
      type: 'invalid_request_error',
      code: 'missing',
      message: 'The charge to refund is required.',
    });
  }
  if (
    amount !== undefined &&
    (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0 || amount > 99_999_999)
  ) {
    return cloverError(400, {
      type: 'invalid_request_error',
      code: 'invalid_request',
      message: 'Invalid refund amount.',
    });
  }
  let answer: SandboxAnswer;
  try {
    answer = await db.transaction(async (tx) => {
      // The charge row is locked while its refunds are summed, so two refunds at once cannot both pass.
      const [charge] = await tx
        .select()
        .from(sandboxCloverCharges)
        .where(eq(sandboxCloverCharges.id, chargeId))
        .for('update');
      if (!charge || charge.status !== 200 || (charge.outcome === 'slow' && now < charge.settlesAt)) {
        return cloverError(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such charge to refund.',
        });
      }
      const [done] = await tx
        .select({ total: sum(sandboxCloverRefunds.amount).mapWith(Number) })
        .from(sandboxCloverRefunds)
        .where(eq(sandboxCloverRefunds.chargeId, charge.id));
      const left = charge.amount - (done?.total ?? 0);
      if (left <= 0) {
        return cloverError(400, {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Transaction has already been refunded.',
        });
      }
      const refunded = typeof amount === 'number' ? amount : left;
      if (refunded > left) {
        return cloverError(400, {
          type: 'invalid_request_error',
          code: 'invalid_request',
          message: 'Partial refunds are allowed up to the original charge amount.',
        });
      }
      const refund = {
        id: randomId(13),
        object: 'refund',
        amount: refunded,
        charge: charge.id,
        currency: charge.currency,
        created: now.getTime(),
        metadata: {},
        status: 'succeeded',
      };
      await tx.insert(sandboxCloverRefunds).values({
        id: refund.id,
        idempotencyKey: key,
        chargeId: charge.id,
        amount: refunded,
        body: refund,
      });
      return { status: 200, body: refund };
    });
  } catch (error) {
    // A concurrent request with the same key recorded its refund first: answer as its repeat.
    if (key && isUniqueViolation(error)) return createRefund(db, settings, request, now);
    throw error;
  }
  return answer;
}
