/**
 * /office/waivers/: registered children (paid or partly refunded) whose household has not signed
 * the current waiver version, by program and season (the registration list's filters), and the
 * reminders the office mails to a household: at most WAIVER_REMINDERS_PER_DAY a day per household,
 * counted in the database (server/http/rate-limit.ts) so every replica and every member of staff
 * shares the count. Each reminder is kept (waiver_reminders) and in the audit log.
 */
import { and, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  reminderInputSchema,
  WAIVER_REMINDER_MESSAGES,
  type MissingWaiver,
  type MissingWaiverPage,
} from '../../../src/domain/office/waivers';
import { REGISTERED_STATUSES } from '../../../src/domain/registration-status';
import { personName, recordAudit } from '../../audit/log';
import { clientIp } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { waiverSignatures } from '../../db/schema/families';
import { programs } from '../../db/schema/league';
import { waiverReminders } from '../../db/schema/messages';
import { registrations } from '../../db/schema/registrations';
import { ApiError, detailError } from '../../http/errors';
import { listPage, listWhere, type ListConfig } from '../../http/list';
import { enforceLimit, refundAttempt, type RateRule } from '../../http/rate-limit';
import { routes } from '../../http/router';
import { readBody } from '../../http/validation';
import { currentWaiver } from '../../registrations/current-waiver';
import { PROGRAM_REGISTRATIONS, registrationList, registrationRowsJson } from './registrations';

type RegistrationRow = typeof registrations.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Registrations whose participant has not signed `version`: a child, or an adult athlete for themselves. */
export function missingWaiver(version: string): SQL {
  return sql`(
    (${registrations.kind} = 'parent_registration' and not exists (
      select 1 from ${waiverSignatures} ws where ws.child_id = ${registrations.childId} and ws.version = ${version}))
    or (${registrations.kind} = 'athlete_registration' and not exists (
      select 1 from ${waiverSignatures} ws where ws.athlete_user_id = ${registrations.userId} and ws.version = ${version}))
  )`;
}

/** Registered children missing `version`, filtered like the registration list (program, season…). */
function missingList(version: string, now: Date): ListConfig<RegistrationRow, MissingWaiver> {
  return {
    table: registrations,
    scope: and(
      PROGRAM_REGISTRATIONS,
      inArray(registrations.status, [...REGISTERED_STATUSES]),
      missingWaiver(version),
    )!,
    search: registrationList.search ?? [],
    filters: registrationList.filters ?? {},
    sort: { participant: registrations.participantName, program: registrations.programId },
    defaultOrdering: 'program',
    tiebreak: registrations.id,
    limits: { defaultSize: 25, maxSize: 100 },
    json: async (db, rows) => {
      const [base, households] = await Promise.all([
        registrationRowsJson(db, rows),
        householdReminders(
          db,
          rows.map((row) => row.userId),
          now,
        ),
      ]);
      return base.map((row, index) => {
        const household = households.get(rows[index]!.userId);
        return {
          id: row.id,
          participant_name: row.participant_name,
          program: row.program,
          program_name: row.program_name,
          season: row.season,
          season_title: row.season_title,
          household: {
            id: rows[index]!.userId,
            name: row.household?.name ?? '',
            email: row.household?.email ?? '',
            email_confirmed: household?.confirmed ?? false,
            reminders_sent: household?.sent ?? 0,
            last_reminded_at: household?.last ?? null,
            reminded_today: household?.today ?? false,
          },
        };
      });
    },
  };
}

/** The start of the rate limit's day (UTC midnight): reminders since then count as today's. */
const dayStart = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);

/** For each household: whether its address is confirmed, reminders sent, the last one, and today's. */
async function householdReminders(db: Db, ids: number[], now: Date) {
  const wanted = [...new Set(ids)];
  const result = new Map<number, { confirmed: boolean; sent: number; last: string | null; today: boolean }>();
  if (wanted.length === 0) return result;
  const [accounts, sent] = await Promise.all([
    db
      .select({ id: users.id, confirmed: users.emailVerifiedAt })
      .from(users)
      .where(inArray(users.id, wanted)),
    db
      .select({
        household: waiverReminders.householdId,
        sent: count(),
        last: sql<Date | null>`max(${waiverReminders.sentAt})`.mapWith((value) =>
          value === null ? null : new Date(value as string),
        ),
      })
      .from(waiverReminders)
      .where(inArray(waiverReminders.householdId, wanted))
      .groupBy(waiverReminders.householdId),
  ]);
  for (const account of accounts) {
    const mine = sent.find((row) => row.household === account.id);
    result.set(account.id, {
      confirmed: account.confirmed !== null,
      sent: mine?.sent ?? 0,
      last: mine?.last?.toISOString() ?? null,
      today: mine?.last ? mine.last >= dayStart(now) : false,
    });
  }
  return result;
}

/** Households reminded since the start of the day. */
async function remindedToday(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${waiverReminders.householdId})`.mapWith(Number) })
    .from(waiverReminders)
    .where(gte(waiverReminders.sentAt, dayStart(now)));
  return row?.n ?? 0;
}

/** The daily limit of reminders per household. */
const reminderRule = (perDay: number): RateRule => ({
  bucket: 'waiver-reminder',
  max: perDay,
  windowMs: DAY_MS,
  calendar: true,
});

export const officeWaiverRoutes = routes('/office/waivers')
  .get('/', async (c) => {
    const { db } = c.var.deps;
    const now = new Date();
    const { version } = currentWaiver();
    const config = missingList(version, now);
    const page = await listPage(c, config);
    const [households] = await db
      .select({ n: sql<number>`count(distinct ${registrations.userId})`.mapWith(Number) })
      .from(registrations)
      .where(listWhere(c, config));
    return c.json({
      ...page,
      version,
      households: households?.n ?? 0,
      reminded_today: await remindedToday(db, now),
    } satisfies MissingWaiverPage);
  })
  .post('/reminders', async (c) => {
    const { deps, user } = c.var;
    const { db, mailer, config } = deps;
    const { household } = await readBody(c, reminderInputSchema);
    const now = new Date();
    const { version } = currentWaiver();
    const missing = await db
      .select({ registration: registrations, program: programs.name })
      .from(registrations)
      .leftJoin(programs, eq(programs.id, registrations.programId))
      .where(
        and(
          eq(registrations.userId, household),
          PROGRAM_REGISTRATIONS,
          inArray(registrations.status, [...REGISTERED_STATUSES]),
          missingWaiver(version),
        ),
      )
      .orderBy(registrations.participantName);
    if (missing.length === 0) throw detailError(400, WAIVER_REMINDER_MESSAGES.nothingMissing);
    const [account] = await db.select().from(users).where(eq(users.id, household));
    if (!account) throw detailError(400, WAIVER_REMINDER_MESSAGES.nothingMissing);
    if (!account.emailVerifiedAt) throw detailError(409, WAIVER_REMINDER_MESSAGES.unconfirmed);

    const rule = reminderRule(config.limits.waiverRemindersPerDay);
    await enforceLimit(db, rule, String(household), WAIVER_REMINDER_MESSAGES.once, now);
    const names = [...new Set(missing.map((row) => row.registration.participantName))];
    const programNames = [...new Set(missing.map((row) => row.program ?? row.registration.programId ?? ''))];
    const adult = missing.every((row) => row.registration.kind === 'athlete_registration');
    const portal = adult ? '/portal/athlete' : '/portal/parent';
    try {
      await mailer.send({
        to: account.email,
        subject: 'Please sign the league participation waiver',
        text: [
          `Hello ${account.firstName || account.email},`,
          '',
          `The Mid-South Youth Sports League needs the current participation waiver (version ${version}) signed for: ${names.join(', ')}.`,
          `${names.length === 1 ? 'This athlete is' : 'They are'} registered for ${programNames.filter(Boolean).join(', ')} and cannot take the field until it is signed.`,
          '',
          `Sign it in your portal: ${config.siteUrl}${portal} (${adult ? 'choose Sign waiver' : "open the athlete's card and choose Sign waiver"}).`,
          '',
          'Questions? Reply to this message or call the league office.',
        ].join('\n'),
      });
    } catch (error) {
      console.error(`Waiver reminder to household ${household} could not be sent:`, error);
      // Not sent: the day's reminder is still to be had.
      await refundAttempt(db, rule, String(household), now);
      throw new ApiError(503, { detail: WAIVER_REMINDER_MESSAGES.failed }, { 'Retry-After': '60' });
    }
    const participants = names.join(', ');
    const reminder = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(waiverReminders)
        .values({
          householdId: household,
          email: account.email,
          version,
          participants,
          sentById: user.id,
          sentByName: personName(user),
          sentAt: now,
        })
        .returning();
      await recordAudit(tx, {
        actor: user,
        action: 'send',
        entity: 'waiver_reminder',
        entityId: row!.id,
        after: { household, email: account.email, participants, version },
        ip: clientIp(c),
        at: now,
      });
      return row!;
    });
    const [sent] = await db
      .select({ n: count() })
      .from(waiverReminders)
      .where(eq(waiverReminders.householdId, household));
    return c.json(
      {
        household,
        email: account.email,
        participants,
        sent_at: reminder.sentAt.toISOString(),
        reminders_sent: sent?.n ?? 1,
        reminded_today: await remindedToday(db, now),
      },
      201,
    );
  });
