/**
 * Starting a checkout (POST /payments/checkout/): the prepared registration (./prepare.ts) is
 * priced by the server (./price.ts), stored once per subject (a new checkout reuses the unpaid one;
 * a paid one cannot be paid again), takes a place of a limited offering (./places.ts), and opens a
 * payment with a fresh idempotency key, all in one transaction. The answer is the checkout object
 * of spec 2 §3. Aid that covers the whole fee settles at once, with no card.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { isTestProvider } from '../../src/domain/payments';
import type { CheckoutKind } from '../../src/domain/registration';
import type { AppDeps, UserRow } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { isUniqueViolation, violatedConstraint } from '../db/errors';
import { payments } from '../db/schema/payments';
import { registrations } from '../db/schema/registrations';
import { conflict } from '../errors';
import type { CheckoutInput } from './checkout-input';
import { PAYMENT_MESSAGES, SUCCESS_MESSAGES } from './messages';
import { limitedOffering, lockOffering, releasePlace, settlePlace, takePlace } from './places';
import { prepareCheckout, type Prepared } from './prepare';
import { balancesOf } from './balances';
import { cardChargeDue, chargeNowPlan, savePlan } from './plans';
import { registrationPrice, type RegistrationPrice } from './price';
import { takePromo } from './promo';
import { sendReceipt } from './receipts';
import { assertWaiverSigned } from './waiver-rule';
import { holdsSubject } from './subject-holder';

/** Who a promo code's one use per child counts for: the subject's first part ('child:12', 'athlete:5'). */
const childKeyOf = (subject: string) => subject.split('|')[0]!;

/** The provider a payment fully covered by financial aid is recorded with (no card, no gateway). */
export const AID_PROVIDER = 'aid';

const PORTAL_BY_KIND: Record<CheckoutKind, 'parent' | 'athlete' | 'referee'> = {
  parent_registration: 'parent',
  athlete_registration: 'athlete',
  referee_training: 'referee',
};

/** Stores the priced registration for its subject: the unpaid one is refreshed; a paid one is refused. */
async function saveRegistration(db: Db, user: UserRow, prepared: Prepared, price: RegistrationPrice) {
  const values = {
    ...prepared.values,
    feeCents: price.feeCents,
    aidCents: price.aidCents,
    aidApplicationId: price.aidApplicationId,
    discountCents: price.discountCents,
    amountCents: price.amountCents,
    currency: price.currency,
    priceLines: price.priceLines,
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [existing] = await db.select().from(registrations).where(holdsSubject(values.subject));
    if (existing) {
      if (existing.paymentStatus === 'paid' || existing.userId !== user.id) {
        throw conflict(prepared.alreadyPaid);
      }
      const [row] = await db
        .update(registrations)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(registrations.id, existing.id), eq(registrations.paymentStatus, 'unpaid')))
        .returning();
      if (row) return row;
      throw conflict(prepared.alreadyPaid);
    }
    try {
      // A savepoint: the checkout's transaction goes on after a lost race for the subject.
      const [row] = await db.transaction((savepoint) =>
        savepoint
          .insert(registrations)
          .values({ ...values, userId: user.id })
          .returning(),
      );
      if (row) return row;
    } catch (error) {
      // Two checkouts of one subject at once: the unique subject decides; the loser updates.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw conflict(prepared.alreadyPaid);
}

/**
 * The confirmed address is remembered on the account for the next form (spec 2 §3: User), and the
 * contact phone too when the account has none yet (forms fill it from there).
 */
async function rememberAddress(db: Db, user: UserRow, registration: typeof registrations.$inferSelect) {
  if (!registration.shippingAddress) return;
  await db
    .update(users)
    .set({
      shippingAddress: {
        ...registration.shippingAddress,
        confirmed_at: registration.shippingAddressConfirmedAt?.toISOString() ?? null,
      },
      ...(registration.shippingPhone
        ? { phoneNumber: sql`coalesce(nullif(${users.phoneNumber}, ''), ${registration.shippingPhone})` }
        : {}),
    })
    .where(eq(users.id, user.id));
}

/** Starts a checkout for the caller; answers the checkout object (201). */
export async function startCheckout(deps: AppDeps, user: UserRow, input: CheckoutInput, now = new Date()) {
  const prepared = await prepareCheckout(deps, user, input, now);
  const checkoutKind = prepared.kind;
  const { values } = prepared;
  await assertWaiverSigned(deps.db, { kind: values.kind, childId: values.childId ?? null, userId: user.id });
  const { db, config } = deps;
  const { programId, seasonId } = values;
  // A program offering with a capacity: the checkout takes a place (held until the payment settles).
  const limited =
    programId && seasonId
      ? await limitedOffering(db, {
          programId,
          locationId: values.locationId ?? null,
          divisionId: values.divisionId ?? null,
          seasonId,
        })
      : null;
  // One transaction: a checkout refused for want of a place stores nothing (registration, payment).
  const { registration, payment, left } = await db
    .transaction(async (tx) => {
      // The offering's row is locked first, so checkouts for its places run one after another.
      if (limited) await lockOffering(tx, limited.id);
      // Financial aid for this child and season comes off the fee (its award row locked meanwhile,
      // so two registrations never both spend an award meant for one; ./aid.ts).
      // The quote is fixed here: the registration keeps its lines and the payment its amount, so a
      // price changed later never changes this checkout.
      const price = await registrationPrice(
        tx,
        {
          kind: checkoutKind,
          childId: values.childId ?? null,
          seasonId: seasonId ?? null,
          subject: values.subject,
          userId: user.id,
          programId: programId ?? null,
          divisionId: values.divisionId ?? null,
          childKey: childKeyOf(values.subject),
          ...(input.kind === 'referee_training'
            ? {}
            : { promoCode: input.form.promo_code, plan: input.form.payment_plan }),
        },
        { lock: true, now },
      );
      const registration = await saveRegistration(tx, user, prepared, price);
      await takePromo(tx, registration.id, price.promoCodeId, childKeyOf(registration.subject));
      // A plan: its installments are stored now and the card payment is the deposit. Once the
      // office has recorded money against the registration, its plan (if any) stands as it is and
      // no new one starts; the card pays at most what is left (./plans.ts cardChargeDue).
      const before = (await balancesOf(tx, [registration.id])).get(registration.id)!;
      if (before.collected_cents + before.waived_cents === 0) {
        await savePlan(tx, user, registration, price.plan, deps.gateway.provider);
      }
      const chargeNow = await cardChargeDue(tx, registration);
      if (limited) {
        await takePlace(tx, {
          capacityId: limited.id,
          seasonId: seasonId!,
          registrationId: registration.id,
          subject: registration.subject,
          now,
          holdMs: config.capacity.checkoutHoldMs,
        });
      } else {
        // Moved to an offering without a capacity: a place it held elsewhere is free again.
        await releasePlace(tx, registration.id, now);
      }
      // A newer checkout replaces any untried one, so an old key can never charge this registration.
      await tx
        .update(payments)
        .set({ status: 'canceled', settledAt: now })
        .where(and(eq(payments.registrationId, registration.id), eq(payments.status, 'pending')));
      // Aid that covers the whole fee settles at once: a $0.00 payment, paid, with no card.
      const free = chargeNow === 0;
      const [row] = await tx
        .insert(payments)
        .values({
          userId: user.id,
          registrationId: registration.id,
          kind: checkoutKind,
          portal: PORTAL_BY_KIND[checkoutKind],
          amountCents: chargeNow,
          currency: registration.currency,
          provider: free ? AID_PROVIDER : deps.gateway.provider,
          idempotencyKey: randomUUID(),
          ...(free ? { status: 'succeeded', settledAt: now } : {}),
        })
        .returning();
      if (!free) return { registration, payment: row!, left: before.left_cents };
      const [paid] = await tx
        .update(registrations)
        .set({ paymentStatus: 'paid', paidAt: now, updatedAt: now })
        .where(and(eq(registrations.id, registration.id), eq(registrations.paymentStatus, 'unpaid')))
        .returning();
      if (!paid) throw conflict(prepared.alreadyPaid);
      await settlePlace(tx, registration.id, true, now);
      return { registration: paid, payment: row!, left: before.left_cents };
    })
    .catch((error: unknown) => {
      // A card payment of this registration is being charged while aid would settle it at $0.
      if (violatedConstraint(error) === 'payments_one_live_per_registration') {
        throw conflict(PAYMENT_MESSAGES.otherUnderWay);
      }
      throw error;
    });
  await rememberAddress(db, user, registration);
  if (payment.status === 'succeeded') await sendReceipt(deps, payment);
  return {
    ...(payment.status === 'succeeded' ? { status: 'paid', message: SUCCESS_MESSAGES[checkoutKind] } : {}),
    payment_id: payment.id,
    idempotency_key: payment.idempotencyKey,
    public_key: config.payments.publicKey,
    merchant_id: config.payments.merchantId,
    amount_cents: payment.amountCents,
    fee_cents: registration.feeCents ?? payment.amountCents,
    aid_cents: registration.aidCents,
    discount_cents: registration.discountCents,
    total_cents: registration.amountCents,
    lines: registration.priceLines ?? [],
    plan: chargeNowPlan(left, payment.amountCents),
    currency: payment.currency,
    registration_id: registration.id,
    portal: payment.portal,
    test_mode: isTestProvider(payment.provider),
  };
}
