/**
 * The plan job (issue 37): a kind of work in the one job kit (server/jobs/loop.ts) that every API
 * process runs every PLAN_CHARGE_INTERVAL_MS. An installment is due from 9:00 league time on its
 * day (next_attempt_at). Each is claimed by one process at a time (FOR UPDATE SKIP LOCKED, then a
 * conditional move to 'processing' with its attempt counted) and charged on the card kept with the
 * provider with its own idempotency key (`<key>-<attempt>`), so two replicas never charge it twice
 * and a repeat of an attempt whose answer was lost charges nothing more.
 *
 * The retry rule: a declined installment is tried again PLAN_RETRY_HOURS later, at most
 * PLAN_MAX_ATTEMPTS times; then it is 'failed' and waits for another card (the family's link) or
 * the office. After the first decline the family is mailed a link to put in another card; the
 * office lists it as overdue. An attempt left 'processing' (a crash, no answer) is asked again with
 * the same key after STALE_MS.
 */
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { formatUsd } from '../../src/domain/fees';
import type { AppDeps } from '../context';
import { users } from '../db/schema/auth';
import { programs } from '../db/schema/league';
import { paymentPlans, planInstallments } from '../db/schema/plans';
import { registrations } from '../db/schema/registrations';
import { startLoop, type BackgroundLoop } from '../jobs/loop';
import { sweepClock } from '../jobs/test-clock';
import { mailOnce } from '../mail/mail-once';
import type { InstallmentRow } from './plans';

/** How long an attempt may stay processing before another round asks again with its key. */
const STALE_MS = 5 * 60_000;

/** At most this many installments are charged by one process in one round. */
const ROUND_LIMIT = 200;

/** The words of the mail after a decline. */
export const PLAN_MAIL = {
  declinedSubject: (child: string) => `Installment declined for ${child}`,
  declined: (child: string, program: string, amount: string, link: string) =>
    [
      `The installment of ${amount} for ${child}'s registration (${program}) was declined by the card on file.`,
      '',
      `Put in another card here: ${link}`,
      'We will try again in a few days; the league office can see it too.',
    ].join('\n'),
} as const;

/** The attempt's idempotency key: one per installment and attempt. */
export const attemptKey = (row: Pick<InstallmentRow, 'idempotencyKey' | 'attempts'>) =>
  `${row.idempotencyKey}-${row.attempts}`;

/** Claims one due installment (or a stale attempt), or null when none is due. */
async function claimOne(deps: AppDeps, now: Date): Promise<InstallmentRow | null> {
  return deps.db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: planInstallments.id, status: planInstallments.status })
      .from(planInstallments)
      .innerJoin(paymentPlans, eq(paymentPlans.registrationId, planInstallments.registrationId))
      .innerJoin(registrations, eq(registrations.id, planInstallments.registrationId))
      .where(
        and(
          eq(paymentPlans.status, 'active'),
          eq(registrations.paymentStatus, 'paid'),
          sql`${paymentPlans.customerId} is not null`,
          or(
            and(eq(planInstallments.status, 'scheduled'), lte(planInstallments.nextAttemptAt, now)),
            and(
              eq(planInstallments.status, 'processing'),
              lte(planInstallments.claimedAt, new Date(now.getTime() - STALE_MS)),
            ),
          ),
        ),
      )
      .orderBy(asc(planInstallments.nextAttemptAt), asc(planInstallments.id))
      .limit(1)
      .for('update', { of: planInstallments, skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(planInstallments)
      .set({
        status: 'processing',
        claimedAt: now,
        // A stale attempt is asked again with its own key; a new one counts an attempt.
        ...(due.status === 'scheduled' ? { attempts: sql`${planInstallments.attempts} + 1` } : {}),
      })
      .where(eq(planInstallments.id, due.id))
      .returning();
    return claimed ?? null;
  });
}

/** Charges one claimed installment and records what came of it. */
async function chargeOne(
  deps: AppDeps,
  row: InstallmentRow,
  now: Date,
): Promise<'paid' | 'declined' | 'unknown'> {
  const { db, gateway, config } = deps;
  const [plan] = await db
    .select()
    .from(paymentPlans)
    .where(eq(paymentPlans.registrationId, row.registrationId));
  const outcome = await gateway.charge({
    amountCents: row.amountCents,
    currency: 'USD',
    source: plan!.customerId!,
    idempotencyKey: attemptKey(row),
    payerIp: '127.0.0.1',
    description: `Registration ${row.registrationId} installment ${row.number}`,
    onFile: { first: false },
  });
  if (outcome.status === 'unknown') return 'unknown';
  if (outcome.status === 'succeeded') {
    await db.transaction(async (tx) => {
      await tx
        .update(planInstallments)
        .set({ status: 'paid', chargeId: outcome.chargeId, paidAt: now, failureCode: null })
        .where(and(eq(planInstallments.id, row.id), eq(planInstallments.status, 'processing')));
      const open = await tx
        .select({ id: planInstallments.id })
        .from(planInstallments)
        .where(
          and(
            eq(planInstallments.registrationId, row.registrationId),
            inArray(planInstallments.status, ['scheduled', 'processing', 'failed']),
          ),
        );
      if (open.length === 0) {
        await tx
          .update(paymentPlans)
          .set({ status: 'completed' })
          .where(eq(paymentPlans.registrationId, row.registrationId));
      }
    });
    return 'paid';
  }
  const last = row.attempts >= config.plans.maxAttempts;
  await db
    .update(planInstallments)
    .set({
      status: last ? 'failed' : 'scheduled',
      failureCode: outcome.code,
      nextAttemptAt: new Date(now.getTime() + config.plans.retryDelayMs),
    })
    .where(and(eq(planInstallments.id, row.id), eq(planInstallments.status, 'processing')));
  await mailDeclined(deps, row.id);
  return 'declined';
}

/** Mails the family once per installment that its card was declined, with the link for another. */
export async function mailDeclined(deps: AppDeps, installmentId: number): Promise<void> {
  const { db, mailer, config } = deps;
  const [found] = await db
    .select({ installment: planInstallments, registration: registrations, payer: users, program: programs })
    .from(planInstallments)
    .innerJoin(registrations, eq(registrations.id, planInstallments.registrationId))
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(programs, eq(programs.id, registrations.programId))
    .where(eq(planInstallments.id, installmentId));
  if (!found || !found.payer.emailVerifiedAt) return;
  const { installment, registration, payer, program } = found;
  const portal = registration.kind === 'athlete_registration' ? 'athlete' : 'parent';
  const link = `${config.siteUrl}/portal/${portal}?plan=${registration.id}`;
  await mailOnce(
    `Installment ${installment.id} declined`,
    async () =>
      (
        await db
          .update(planInstallments)
          .set({ noticeSentAt: new Date() })
          .where(and(eq(planInstallments.id, installment.id), sql`${planInstallments.noticeSentAt} is null`))
          .returning({ id: planInstallments.id })
      ).length > 0,
    () =>
      db.update(planInstallments).set({ noticeSentAt: null }).where(eq(planInstallments.id, installment.id)),
    () =>
      mailer.send({
        to: payer.email,
        subject: PLAN_MAIL.declinedSubject(registration.participantName),
        text: [
          `Hello ${payer.firstName || payer.email},`,
          '',
          PLAN_MAIL.declined(
            registration.participantName,
            program?.name ?? registration.season,
            formatUsd(installment.amountCents),
            link,
          ),
        ].join('\n'),
      }),
  );
}

/** One round: charges every installment due on `now` (at most ROUND_LIMIT); answers the counts. */
export async function chargeDueInstallments(deps: AppDeps, now: Date) {
  const counts = { paid: 0, declined: 0, unknown: 0 };
  for (let i = 0; i < ROUND_LIMIT; i += 1) {
    const row = await claimOne(deps, now);
    if (!row) break;
    counts[await chargeOne(deps, row, now)] += 1;
  }
  return counts;
}

/** Starts the plan job in this process (real time, or an end-to-end test's own clock). */
export function startPlanLoop(deps: AppDeps): BackgroundLoop {
  const now = sweepClock(deps.config.capacity);
  return startLoop('Plan installments', deps.config.plans.intervalMs, () =>
    chargeDueInstallments(deps, now()),
  );
}
