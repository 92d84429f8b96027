/**
 * Confirming and verifying payments (POST /payments/confirm/, POST /payments/verify/).
 *
 * - Confirm is idempotent by the checkout's idempotency key: the first confirm claims the payment
 *   with a conditional UPDATE (pending → processing), which the database lets only one request win;
 *   others wait briefly for its result and answer it, or get 409 while it is still running.
 * - The gateway charges with the same idempotency key every time, so repeating a charge (after a
 *   time-out, a crash, or from verification) never charges twice.
 * - A registration becomes paid only when a charge succeeds; the payer then gets a receipt.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isTestProvider } from '../../src/domain/payments';
import type { CheckoutKind } from '../../src/domain/registration';
import type { AppDeps, UserRow } from '../context';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { aidApplications } from '../db/schema/aid';
import { payments } from '../db/schema/payments';
import { registrations } from '../db/schema/registrations';
import { conflict, mismatch, notFoundError } from '../errors';
import type { ChargeOutcome } from '../payments/gateway';
import { awardSpent } from './aid';
import { cardChargeDue, cardOnFile, checkoutCharge } from './plans';
import { PAYMENT_MESSAGES, SUCCESS_MESSAGES } from './messages';
import { keepPlaceForCharge, settlePlace } from './places';
import { sendReceipt } from './receipts';
import { afterPlacesOpened } from './waitlist-offers';
import { assertWaiverSigned } from './waiver-rule';

type PaymentRow = typeof payments.$inferSelect;

/** How often a confirm looks at a payment another confirm is charging. */
const POLL_MS = 50;

/** The answer for a payment in its current state (the same bytes for every request that asks). */
export function paymentAnswer(payment: PaymentRow): {
  status: ContentfulStatusCode;
  body: Record<string, unknown>;
} {
  const base = {
    payment_id: payment.id,
    registration_id: payment.registrationId,
    registrationId: payment.registrationId,
    portal: payment.portal,
    charge_id: payment.chargeId,
    test_mode: isTestProvider(payment.provider),
  };
  switch (payment.status) {
    case 'succeeded':
      return {
        status: 200,
        body: {
          success: true,
          status: 'PAID',
          message: SUCCESS_MESSAGES[payment.kind as CheckoutKind] ?? 'Payment received!',
          detail: null,
          ...base,
        },
      };
    case 'processing':
      return {
        status: 202,
        body: { success: false, status: 'PENDING', message: null, detail: null, ...base },
      };
    case 'failed':
      return {
        status: 402,
        body: {
          success: false,
          status: 'FAILED',
          message: null,
          detail: payment.failureMessage ?? PAYMENT_MESSAGES.declined,
          code: payment.failureCode,
          ...base,
        },
      };
    case 'canceled':
      return {
        status: 409,
        body: {
          success: false,
          status: 'CANCELED',
          message: null,
          // Canceled because the office recorded part of the fee meanwhile: it says so (confirmPayment).
          detail: payment.failureMessage ?? PAYMENT_MESSAGES.replaced,
          ...base,
        },
      };
    default:
      return {
        status: 200,
        body: { success: false, status: 'UNPAID', message: null, detail: null, ...base },
      };
  }
}

async function reload(deps: AppDeps, id: number): Promise<PaymentRow> {
  const [row] = await deps.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw notFoundError(PAYMENT_MESSAGES.notFound);
  return row;
}

/** The message a payer sees for a failed charge, by Clover's error code. */
function failureMessage(code: string): string {
  return code === 'token_already_used' ? PAYMENT_MESSAGES.tokenSpent : PAYMENT_MESSAGES.declined;
}

/**
 * Charges a processing payment (again) through the gateway with its idempotency key, and records
 * the result. Only the request that moves the row out of 'processing' marks the registration paid
 * and sends the receipt.
 */
async function chargeAndRecord(deps: AppDeps, payment: PaymentRow): Promise<PaymentRow> {
  const { db, gateway } = deps;
  // A plan's deposit: the card is kept with the provider first and the customer is charged (issue 37).
  const onFile = await cardOnFile(deps, payment);
  const outcome: ChargeOutcome =
    onFile && 'failed' in onFile
      ? { status: 'failed', code: onFile.failed, providerMessage: 'The card could not be kept on file.' }
      : await gateway.charge({
          amountCents: payment.amountCents,
          currency: payment.currency,
          source: onFile?.source ?? payment.sourceToken ?? '',
          idempotencyKey: payment.idempotencyKey,
          payerIp: payment.payerIp || '127.0.0.1',
          description: `Registration ${payment.registrationId} (${payment.kind})`,
          ...(onFile ? { onFile: { first: onFile.first } } : {}),
        });
  const now = new Date();
  if (outcome.status === 'succeeded') {
    const settled = await db.transaction(async (tx) => {
      // The registration first, as every money write locks it (no deadlock with a confirm's claim).
      await tx
        .select({ id: registrations.id })
        .from(registrations)
        .where(eq(registrations.id, payment.registrationId))
        .for('update');
      const [row] = await tx
        .update(payments)
        .set({
          status: 'succeeded',
          chargeId: outcome.chargeId,
          cardBrand: outcome.brand,
          cardLast4: outcome.last4,
          settledAt: now,
        })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'processing')))
        .returning();
      if (row) {
        await tx
          .update(registrations)
          .set({ paymentStatus: 'paid', paidAt: now, updatedAt: now })
          .where(eq(registrations.id, payment.registrationId));
        await settlePlace(tx, payment.registrationId, true, now);
      }
      return row;
    });
    if (settled) await sendReceipt(deps, settled);
  } else if (outcome.status === 'failed') {
    if (/^(invalid_key|http_40[13])$/.test(outcome.code)) {
      // Not the payer's card: the provider refused our own credentials. Operations must see this.
      console.error(
        `Payment provider refused the league's credentials (${outcome.code}) for payment ${payment.id}`,
      );
    }
    const opened = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(payments)
        .set({
          status: 'failed',
          failureCode: outcome.code,
          failureMessage: failureMessage(outcome.code),
          settledAt: now,
        })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'processing')))
        .returning({ id: payments.id });
      // A failed charge gives its held place up (a new checkout takes one again if any is free).
      return row ? settlePlace(tx, payment.registrationId, false, now) : null;
    });
    // The first family waiting is offered the place at once (else the sweep offers it).
    await afterPlacesOpened(deps, opened, 'Offering a place given up by a failed charge failed:', now);
  }
  // 'unknown': the payment stays processing until verification learns the result.
  return reload(deps, payment.id);
}

/**
 * Waits while another request holds the payment in processing (at most as long as that request's
 * charge may take); then answers its state, or 409 if it is still running.
 */
async function answerWhenSettled(deps: AppDeps, id: number) {
  const deadline = Date.now() + deps.config.payments.timeoutMs + 500;
  let row = await reload(deps, id);
  while (row.status === 'processing' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    row = await reload(deps, id);
  }
  if (row.status === 'processing') throw conflict(PAYMENT_MESSAGES.inFlight);
  return paymentAnswer(row);
}

/**
 * Refuses (409) a charge priced with an award that another registration has spent meanwhile (paid,
 * or being charged), unless staff allowed reuse. The award's row is locked, so two confirms of two
 * registrations with one award decide one after the other.
 */
async function assertAwardFree(tx: Db, registration: typeof registrations.$inferSelect): Promise<void> {
  const [award] = await tx
    .select()
    .from(aidApplications)
    .where(eq(aidApplications.id, registration.aidApplicationId!))
    .for('update');
  if (award?.allowReuse) return;
  if (award?.status !== 'awarded' || (await awardSpent(tx, award.id, registration.id))) {
    throw conflict(PAYMENT_MESSAGES.aidSpent);
  }
}

/** What a confirm sends (spec 2 §7). */
export interface ConfirmInput {
  registration_id: number;
  payment_id?: number | undefined;
  idempotency_key: string;
  source: string;
}

/** Confirms the caller's payment by its idempotency key. */
export async function confirmPayment(deps: AppDeps, user: UserRow, input: ConfirmInput, payerIp: string) {
  const { db } = deps;
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.idempotencyKey, input.idempotency_key), eq(payments.userId, user.id)));
  if (!payment) throw notFoundError(PAYMENT_MESSAGES.notFound);
  // A registration financial aid paid in full ($0.00) settled at checkout: there is no card to charge.
  if (payment.provider === 'aid') throw conflict(PAYMENT_MESSAGES.alreadyPaid);
  const [registration] = await db
    .select()
    .from(registrations)
    .where(eq(registrations.id, payment.registrationId));
  if (
    !registration ||
    input.registration_id !== payment.registrationId ||
    (input.payment_id !== undefined && input.payment_id !== payment.id) ||
    // At most the quote: less when the office had recorded part of it when the checkout started.
    payment.amountCents > (await checkoutCharge(db, registration))
  ) {
    throw mismatch(PAYMENT_MESSAGES.keyMismatch);
  }
  if (payment.status === 'pending') {
    if (registration.paymentStatus === 'paid') throw conflict(PAYMENT_MESSAGES.alreadyPaid);
    await assertWaiverSigned(db, registration);
    let claimed: PaymentRow | undefined;
    try {
      // The registration's place (if its program is limited) is kept until the charge settles, or
      // taken again if its hold ran out; with no place left, nothing is charged (409).
      claimed = await db.transaction(async (tx) => {
        // The registration is locked first, as an office payment's is: a payment the office
        // records is either counted here (and this charge refused when it asks more than is left)
        // or waits and then finds this charge going through (./office-payments.ts CARD_IN_FLIGHT).
        const [locked] = await tx
          .select()
          .from(registrations)
          .where(eq(registrations.id, registration.id))
          .for('update');
        const due = await cardChargeDue(tx, locked!);
        if (payment.amountCents > due) {
          // The quote is stale: it is canceled (no key can charge it), saying why to every confirm.
          await tx
            .update(payments)
            .set({
              status: 'canceled',
              settledAt: new Date(),
              failureCode: 'balance_changed',
              failureMessage: PAYMENT_MESSAGES.balanceChanged(due),
            })
            .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
          return undefined;
        }
        // The award priced into this registration must still be its own to spend (./aid.ts).
        if (registration.aidApplicationId !== null) await assertAwardFree(tx, registration);
        await keepPlaceForCharge(tx, registration.id, new Date());
        const [row] = await tx
          .update(payments)
          .set({ status: 'processing', sourceToken: input.source, payerIp, confirmStartedAt: new Date() })
          .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
          .returning();
        return row;
      });
    } catch (error) {
      // Another payment of this registration is being charged or has succeeded.
      if (isUniqueViolation(error)) throw conflict(PAYMENT_MESSAGES.otherUnderWay);
      throw error;
    }
    if (claimed) return paymentAnswer(await chargeAndRecord(deps, claimed));
  }
  return answerWhenSettled(deps, payment.id);
}

/** What the return page sends (spec 2 §3): one of the references, plus the portal. */
export interface VerifyInput {
  paymentId?: number | undefined;
  chargeId?: string | undefined;
  registrationId?: number | undefined;
}

/** Finds the caller's payment named by a verification request. */
async function findPayment(
  deps: AppDeps,
  user: UserRow,
  input: VerifyInput,
): Promise<PaymentRow | undefined> {
  const { db } = deps;
  // With a registration named too, the payment must belong to it.
  const mine = and(
    eq(payments.userId, user.id),
    input.registrationId === undefined ? undefined : eq(payments.registrationId, input.registrationId),
  );
  if (input.paymentId !== undefined) {
    return (
      await db
        .select()
        .from(payments)
        .where(and(mine, eq(payments.id, input.paymentId)))
    )[0];
  }
  if (input.chargeId !== undefined) {
    return (
      await db
        .select()
        .from(payments)
        .where(and(mine, eq(payments.chargeId, input.chargeId)))
    )[0];
  }
  if (input.registrationId !== undefined) {
    const rows = await db
      .select()
      .from(payments)
      .where(mine)
      .orderBy(desc(payments.createdAt), desc(payments.id));
    return rows.find((row) => row.status === 'succeeded' || row.status === 'processing') ?? rows[0];
  }
  return undefined;
}

/**
 * Verifies a payment for /checkout/return: a processing one is settled by repeating its charge
 * with the same idempotency key (the provider answers without charging twice).
 */
export async function verifyPayment(deps: AppDeps, user: UserRow, input: VerifyInput) {
  const payment = await findPayment(deps, user, input);
  if (!payment) throw notFoundError(PAYMENT_MESSAGES.notFound);
  if (payment.status === 'processing' && payment.sourceToken) {
    return paymentAnswer(await chargeAndRecord(deps, payment));
  }
  return paymentAnswer(payment);
}
