/**
 * Refunds of registration payments (POST /office/registrations/{id}/refunds/), by the published
 * refund policy (src/domain/refund-policy.ts):
 *
 * - The server computes what the policy allows on the day (./refund-policy.ts); staff may refund
 *   that or less; more needs an admin (src/domain/role-map.ts) and a written reason. No refund,
 *   whoever asks, passes what is left of the payment.
 * - Idempotent in the database, like confirm: the refund form's key is unique on the refunds row
 *   that the first request inserts (status 'processing'); a double click, a retry or parallel
 *   requests with the key wait for that row's outcome and answer the same. At most one refund of a
 *   registration is processing at a time (a partial unique index), and the registration row is
 *   locked while what is left is checked, so sums across partial refunds never pass the payment.
 * - The gateway is asked with the same key every time, so repeating the call (after a time-out, or
 *   a retry of a refund left processing) never refunds twice.
 * - Only the request that moves the row out of 'processing' adds to the registration's
 *   refunded_cents (its status follows), settles the family's refund request, writes the audit log
 *   and mails the refund receipt.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { formatUsd } from '../../src/domain/fees';
import { REFUND_FORM_MESSAGES, type OfficeRefund, type RefundInput } from '../../src/domain/office/refunds';
import { isTestProvider } from '../../src/domain/payments';
import type { RefundPolicy, RefundRule } from '../../src/domain/refund-policy';
import { isAdminValue } from '../../src/domain/role-map';
import { personName, recordAudit } from '../audit/log';
import type { AppDeps, UserRow } from '../context';
import type { Db } from '../db/client';
import { isUniqueViolation, violatedConstraint } from '../db/errors';
import { payments } from '../db/schema/payments';
import { refundRequests, refunds } from '../db/schema/refunds';
import { registrations } from '../db/schema/registrations';
import { conflict, forbidden, invalidFields, mismatch, notFoundError } from '../errors';
import { releasePlace } from './places';
import { sendRefundReceipt } from './receipts';
import { cancelPlan, installmentCharging } from './plans';
import { policyFor } from './refund-policy';
import { afterPlacesOpened } from './waitlist-offers';

type RefundRow = typeof refunds.$inferSelect;

export const REFUND_MESSAGES = {
  notPaid: 'This registration has no payment to refund.',
  aidCovered:
    'Financial aid covered this registration in full; nothing was paid, so there is nothing to refund.',
  nothingLeft: 'This registration has been refunded in full.',
  overRemaining: (left: number) =>
    `A refund cannot be more than what is left of the payment (${formatUsd(left)}).`,
  overPolicy: (allowed: number) =>
    `The refund policy allows ${formatUsd(allowed)} today. A larger refund needs an admin, with a written reason.`,
  reasonNeeded: REFUND_FORM_MESSAGES.reasonNeeded,
  keyReused: 'This refund key was used for a different refund. Close the refund form and open it again.',
  otherUnderWay:
    'Another refund of this registration is being processed. Wait for it to finish, then try again.',
  processing: 'The card provider has not confirmed this refund yet. It is checked again when you retry.',
  failed: 'The card provider refused this refund, so nothing was refunded.',
  noCharge: 'This registration’s payment has no charge reference, so it cannot be refunded by card.',
  requestNotPending: 'That refund request is not waiting for a decision on this registration.',
  installmentCharging:
    'An installment of this registration’s payment plan is being charged right now. Try the refund again in a minute.',
} as const;

/** How often a request looks at a refund another request is processing. */
const POLL_MS = 50;

/** A refund as the office sees it. */
export function refundJson(row: RefundRow): OfficeRefund {
  return {
    id: row.id,
    registration: row.registrationId,
    amount_cents: row.amountCents,
    currency: row.currency,
    status: row.status as OfficeRefund['status'],
    policy_rule: row.policyRule as RefundRule,
    policy_cents: row.policyCents,
    over_policy: row.overPolicy,
    reason: row.reason,
    provider_refund_id: row.providerRefundId,
    requested_by_name: row.requestedByName,
    request: row.requestId,
    failure_code: row.failureCode,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
    test_mode: isTestProvider(row.provider),
    detail:
      row.status === 'succeeded'
        ? null
        : row.status === 'failed'
          ? `${REFUND_MESSAGES.failed}${row.failureCode ? ` (${row.failureCode})` : ''}`
          : REFUND_MESSAGES.processing,
  };
}

/** The answer for a refund in its current state: the same for every request that asks. */
function refundAnswer(row: RefundRow): { status: ContentfulStatusCode; body: OfficeRefund } {
  const status = row.status === 'succeeded' ? 200 : row.status === 'processing' ? 202 : 409;
  return { status, body: refundJson(row) };
}

async function reload(db: Db, id: number): Promise<RefundRow> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  if (!row) throw notFoundError();
  return row;
}

/**
 * Asks the gateway for a processing refund (again) with its key and records the outcome. Only the
 * request that moves the row out of 'processing' changes the registration and mails the receipt.
 */
async function refundAndRecord(
  deps: AppDeps,
  actor: UserRow,
  refund: RefundRow,
  ip: string,
): Promise<RefundRow> {
  const { db, gateway } = deps;
  const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId));
  const outcome = await gateway.refund({
    chargeId: payment?.chargeId ?? '',
    amountCents: refund.amountCents,
    idempotencyKey: refund.idempotencyKey,
  });
  const now = new Date();
  if (outcome.status === 'succeeded') {
    let opened = null as Awaited<ReturnType<typeof releasePlace>>;
    const settled = await db.transaction(async (tx) => {
      // The registration is locked first, as a new refund's claim does: a claim waiting on this
      // refund's row while holding the registration would otherwise deadlock with this update.
      await tx
        .select({ id: registrations.id })
        .from(registrations)
        .where(eq(registrations.id, refund.registrationId))
        .for('update');
      const [row] = await tx
        .update(refunds)
        .set({ status: 'succeeded', providerRefundId: outcome.refundId, settledAt: now })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'processing')))
        .returning();
      if (!row) return undefined;
      // The check on registrations (refunded_cents <= amount_cents) is the last guard.
      const [after] = await tx
        .update(registrations)
        .set({ refundedCents: sql`${registrations.refundedCents} + ${row.amountCents}`, updatedAt: now })
        .where(eq(registrations.id, row.registrationId))
        .returning({ refunded: registrations.refundedCents, amount: registrations.amountCents });
      // Refunded in full, the registration gives its place up to the waitlist (issue 21 item 2).
      if (after && after.refunded >= after.amount) opened = await releasePlace(tx, row.registrationId, now);
      if (row.requestId !== null) {
        await tx
          .update(refundRequests)
          .set({ status: 'APPROVED', reviewedById: actor.id, reviewedAt: now, refundId: row.id })
          .where(and(eq(refundRequests.id, row.requestId), eq(refundRequests.status, 'PENDING')));
        await recordAudit(tx, {
          actor,
          action: 'decide',
          entity: 'refund_request',
          entityId: row.requestId,
          after: { status: 'APPROVED', refund_id: row.id, amount_cents: row.amountCents },
          ip,
          at: now,
        });
      }
      await recordAudit(tx, {
        actor,
        action: 'update',
        entity: 'refund',
        entityId: row.id,
        before: { status: 'processing' },
        after: { status: 'succeeded', provider_refund_id: outcome.refundId },
        ip,
        at: now,
      });
      return row;
    });
    if (settled) await sendRefundReceipt(deps, settled);
    // The refund stands whatever happens next; the sweep offers the place if this fails.
    await afterPlacesOpened(deps, opened, 'Offering a place opened by a refund failed:', now);
  } else if (outcome.status === 'failed') {
    if (/^(invalid_key|http_40[13])$/.test(outcome.code)) {
      console.error(
        `Payment provider refused the league's credentials (${outcome.code}) for refund ${refund.id}`,
      );
    }
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(refunds)
        .set({
          status: 'failed',
          failureCode: outcome.code,
          failureMessage: outcome.providerMessage,
          settledAt: now,
        })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'processing')))
        .returning();
      if (row) {
        await recordAudit(tx, {
          actor,
          action: 'update',
          entity: 'refund',
          entityId: row.id,
          before: { status: 'processing' },
          after: { status: 'failed', failure_code: outcome.code },
          ip,
          at: now,
        });
      }
    });
  }
  // 'unknown': the refund stays processing; asking again with its key settles it.
  return reload(db, refund.id);
}

/**
 * Answers a refund that already exists for this key: waits while another request processes it;
 * a refund left processing longer than a gateway call may take is asked again (one request claims
 * the retry), so a refund whose answer was lost settles on the next retry.
 */
async function answerExisting(deps: AppDeps, actor: UserRow, existing: RefundRow, ip: string) {
  const { db, config } = deps;
  const wait = config.payments.timeoutMs + 500;
  let row = existing;
  const deadline = Date.now() + wait;
  while (row.status === 'processing') {
    if (Date.now() - row.attemptStartedAt.getTime() > wait) {
      const [claimed] = await db
        .update(refunds)
        .set({ attemptStartedAt: new Date() })
        .where(
          and(
            eq(refunds.id, row.id),
            eq(refunds.status, 'processing'),
            eq(refunds.attemptStartedAt, row.attemptStartedAt),
          ),
        )
        .returning();
      if (claimed) return refundAnswer(await refundAndRecord(deps, actor, claimed, ip));
    }
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    row = await reload(db, row.id);
  }
  return refundAnswer(row);
}

/** Throws unless the amount fits what is left and the policy (or the caller is an admin with a reason). */
function checkAmount(actor: UserRow, input: RefundInput, policy: RefundPolicy): void {
  if (policy.remaining_cents <= 0) throw conflict(REFUND_MESSAGES.nothingLeft);
  if (input.amount_cents > policy.remaining_cents) {
    throw invalidFields({ amount_cents: [REFUND_MESSAGES.overRemaining(policy.remaining_cents)] });
  }
  if (input.amount_cents > policy.allowed_cents) {
    if (!isAdminValue(actor.role)) throw forbidden(REFUND_MESSAGES.overPolicy(policy.allowed_cents));
    if (!input.reason) throw invalidFields({ reason: [REFUND_MESSAGES.reasonNeeded] });
  }
}

/** Refunds (part of) a registration's payment for `actor` (staff); answers the refund's state. */
export async function refundRegistration(
  deps: AppDeps,
  actor: UserRow,
  registrationId: number,
  input: RefundInput,
  ip: string,
  now = new Date(),
): Promise<{ status: ContentfulStatusCode; body: OfficeRefund }> {
  const { db } = deps;
  const [existing] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotency_key));
  if (existing) {
    if (existing.registrationId !== registrationId || existing.amountCents !== input.amount_cents) {
      throw mismatch(REFUND_MESSAGES.keyReused);
    }
    return answerExisting(deps, actor, existing, ip);
  }
  const [registration] = await db.select().from(registrations).where(eq(registrations.id, registrationId));
  if (!registration) throw notFoundError();
  if (registration.paymentStatus !== 'paid') throw conflict(REFUND_MESSAGES.notPaid);
  // At most what was paid comes back: an aided registration's amount is the fee less the aid.
  if (registration.amountCents === 0) throw conflict(REFUND_MESSAGES.aidCovered);
  checkAmount(actor, input, await policyFor(db, registration, now));
  if (input.request !== null) {
    const [request] = await db
      .select()
      .from(refundRequests)
      .where(and(eq(refundRequests.id, input.request), eq(refundRequests.registrationId, registrationId)));
    if (request?.status !== 'PENDING') throw invalidFields({ request: [REFUND_MESSAGES.requestNotPending] });
  }

  let created: RefundRow | null;
  try {
    created = await db.transaction(async (tx) => {
      // Locked while what is left is read again: a refund settling meanwhile is counted.
      const [locked] = await tx
        .select()
        .from(registrations)
        .where(eq(registrations.id, registrationId))
        .for('update');
      // The same key may have been claimed while this request waited for the lock.
      const [claimed] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(eq(refunds.idempotencyKey, input.idempotency_key));
      if (claimed) return null;
      const policy = await policyFor(tx, locked!, now);
      checkAmount(actor, input, policy);
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.registrationId, registrationId), eq(payments.status, 'succeeded')));
      if (!payment?.chargeId) throw conflict(REFUND_MESSAGES.noCharge);
      // On a plan: an installment being charged right now would be collected after the refund.
      if (await installmentCharging(tx, registrationId)) throw conflict(REFUND_MESSAGES.installmentCharging);
      const [row] = await tx
        .insert(refunds)
        .values({
          registrationId,
          paymentId: payment.id,
          amountCents: input.amount_cents,
          currency: payment.currency,
          provider: payment.provider,
          idempotencyKey: input.idempotency_key,
          policyRule: policy.rule,
          policyCents: policy.policy_cents,
          overPolicy: input.amount_cents > policy.allowed_cents,
          reason: input.reason,
          requestId: input.request,
          requestedById: actor.id,
          requestedByName: personName(actor),
          attemptStartedAt: new Date(),
        })
        .returning();
      await recordAudit(tx, {
        actor,
        action: 'refund',
        entity: 'registration',
        entityId: registrationId,
        after: {
          refund_id: row!.id,
          amount_cents: row!.amountCents,
          policy_rule: policy.rule,
          policy_cents: policy.policy_cents,
          allowed_cents: policy.allowed_cents,
          over_policy: row!.overPolicy,
        },
        note: input.reason,
        ip,
      });
      // A refund ends the registration's plan: what is left is canceled, so the plan job charges
      // nothing more (the rows are kept, each change audited).
      await cancelPlan(tx, registrationId, {
        actor,
        ip,
        note: `Canceled by refund ${row!.id}.`,
        at: now,
      });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // The same key won the race: answer as its repeat. Another key's refund is processing: wait.
      if (violatedConstraint(error) === 'refunds_one_processing_per_registration') {
        throw conflict(REFUND_MESSAGES.otherUnderWay);
      }
      const [winner] = await db
        .select()
        .from(refunds)
        .where(eq(refunds.idempotencyKey, input.idempotency_key));
      if (winner) return refundRegistration(deps, actor, registrationId, input, ip, now);
      throw conflict(REFUND_MESSAGES.otherUnderWay);
    }
    throw error;
  }
  // Claimed by another request with this key meanwhile: answer as its repeat.
  if (!created) return refundRegistration(deps, actor, registrationId, input, ip, now);
  return refundAnswer(await refundAndRecord(deps, actor, created, ip));
}
