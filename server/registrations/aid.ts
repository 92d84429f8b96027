/**
 * Financial aid (issue 21 item 3; README: Financial aid). The family applies for a child and a
 * season, staff award a percentage or an amount of the season fee (or decline with a note), and the
 * checkout takes an award off that child's registration for that season by itself
 * (./price.ts): the rules and words are src/domain/aid.ts, the rows server/db/schema/aid.ts.
 *
 * - An award serves one paid registration (the first whose payment succeeds) unless staff allowed
 *   reuse. A checkout that finds it used by another registration (paid, or being charged) prices the
 *   full fee; confirm checks again with the award's row locked, so two registrations never both
 *   spend it.
 * - Decisions are mailed to a confirmed address only (the receipts' rule, ./receipts.ts):
 *   an unconfirmed family gets the mail when they confirm (`sendHeldAidDecisions`).
 */
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  AID_MAIL,
  aidAmountCents,
  aidPrice,
  type AidAward,
  type AidAwardKind,
  type AidStatus,
} from '../../src/domain/aid';
import { PRICE_LIST } from '../../src/domain/fees';
import { seasonName } from '../../src/domain/season-registration';
import type { AidApplication, OfficeAidApplication } from '../../src/domain/types';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { aidApplications } from '../db/schema/aid';
import { holdsSubject } from './subject-holder';
import { users } from '../db/schema/auth';
import { children } from '../db/schema/families';
import { seasons } from '../db/schema/league';
import { payments } from '../db/schema/payments';
import { registrations } from '../db/schema/registrations';
import { mailOnce } from '../mail/mail-once';

export type AidRow = typeof aidApplications.$inferSelect;

/** The season fee an award is a share of (a child's registration: the price list's). */
export const AID_FEE_CENTS = PRICE_LIST.parent_registration;

/** A row's award, or null when it has none. */
export function awardOf(row: Pick<AidRow, 'awardKind' | 'awardValue'>): AidAward | null {
  return row.awardKind && row.awardValue !== null
    ? { kind: row.awardKind as AidAwardKind, value: row.awardValue }
    : null;
}

/** The ids among `ids` whose award a paid registration has used. */
async function usedIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: registrations.aidApplicationId })
    .from(registrations)
    .where(and(inArray(registrations.aidApplicationId, ids), eq(registrations.paymentStatus, 'paid')));
  return new Set(rows.map((row) => row.id!));
}

/** Applications as the family sees them (with the office's extra fields when `office`). */
export async function aidJson(db: Db, rows: AidRow[]): Promise<AidApplication[]>;
export async function aidJson(db: Db, rows: AidRow[], office: true): Promise<OfficeAidApplication[]>;
export async function aidJson(db: Db, rows: AidRow[], office = false) {
  if (rows.length === 0) return [];
  const seasonIds = [...new Set(rows.map((row) => row.seasonId))];
  const childIds = [...new Set(rows.map((row) => row.childId).filter((id): id is number => id !== null))];
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const [seasonRows, childRows, userRows, used] = await Promise.all([
    db.select().from(seasons).where(inArray(seasons.id, seasonIds)),
    childIds.length ? db.select().from(children).where(inArray(children.id, childIds)) : [],
    office ? db.select().from(users).where(inArray(users.id, userIds)) : [],
    usedIds(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const season = seasonRows.find((item) => item.id === row.seasonId);
    const child = childRows.find((item) => item.id === row.childId);
    const award = awardOf(row);
    const json: AidApplication = {
      id: row.id,
      child: row.childId ?? 0,
      child_name: child ? `${child.firstName} ${child.lastName}`.trim() : row.childName,
      season: row.seasonId,
      season_label: season ? seasonName({ title: season.title, season_label: season.seasonLabel }) : '',
      household_size: row.householdSize,
      statement: row.statement,
      has_document: row.document !== null,
      status: row.status as AidStatus,
      award: award ? { ...award, aid_cents: aidAmountCents(AID_FEE_CENTS, award) } : null,
      allow_reuse: row.allowReuse,
      used: used.has(row.id),
      decision_note: row.decisionNote,
      decided_at: row.decidedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    };
    if (!office) return json;
    const family = userRows.find((user) => user.id === row.userId);
    return {
      ...json,
      family_name: family ? `${family.firstName} ${family.lastName}`.trim() || family.email : '',
      family_email: family?.email ?? '',
    } satisfies OfficeAidApplication;
  });
}

/** Whether a paid registration (or one being charged) other than `exceptRegistration` used the award. */
export async function awardSpent(db: Db, applicationId: number, exceptRegistration: number | null) {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.aidApplicationId, applicationId),
        exceptRegistration === null ? undefined : ne(registrations.id, exceptRegistration),
        or(
          eq(registrations.paymentStatus, 'paid'),
          sql`exists (select 1 from ${payments} where ${payments.registrationId} = ${registrations.id} and ${payments.status} = 'processing')`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A season's name as families know it (its label, else its title): the season an award is for. */
export const seasonNameSql = sql<string>`coalesce(nullif(btrim(${seasons.seasonLabel}), ''), ${seasons.title})`;

/**
 * The awarded applications of a child for the season named like `seasonId` (the league's season:
 * each program has its own season row, and an award is per season, so it reaches the child's
 * registrations of every program in that season), oldest first.
 */
function awardsFor(db: Db, childId: number, seasonId: number, statuses: readonly AidStatus[]) {
  return db
    .select({ application: aidApplications })
    .from(aidApplications)
    .innerJoin(seasons, eq(seasons.id, aidApplications.seasonId))
    .where(
      and(
        eq(aidApplications.childId, childId),
        inArray(aidApplications.status, [...statuses]),
        sql`${seasonNameSql} = (select coalesce(nullif(btrim(s2.season_label), ''), s2.title) from ${seasons} s2 where s2.id = ${seasonId})`,
      ),
    )
    .orderBy(asc(aidApplications.id));
}

/** Whether the child has a live application (pending or awarded) for the season named like `seasonId`. */
export async function hasLiveApplication(db: Db, childId: number, seasonId: number): Promise<boolean> {
  return (await awardsFor(db, childId, seasonId, ['pending', 'awarded']).limit(1)).length > 0;
}

/** An award a registration may use, and the application that gave it. */
export interface UsableAward {
  applicationId: number;
  award: AidAward;
}

/**
 * The child's award for the season when it is not spent by another registration (unless staff
 * allow reuse), or null. In a checkout's transaction, `lock` locks the award's row so concurrent
 * checkouts decide one at a time. `subject` is the registration's subject (a checkout again of the
 * same registration may use its own award). What it takes off is src/domain/pricing.ts's last step.
 */
export async function usableAward(
  db: Db,
  childId: number | null,
  seasonId: number | null,
  subject: string | null,
  options: { lock?: boolean } = {},
): Promise<UsableAward | null> {
  if (childId === null || seasonId === null) return null;
  const query = awardsFor(db, childId, seasonId, ['awarded']);
  const rows = options.lock ? await query.for('update', { of: aidApplications }) : await query;
  const [own] = subject
    ? await db.select({ id: registrations.id }).from(registrations).where(holdsSubject(subject))
    : [];
  for (const { application } of rows) {
    const award = awardOf(application);
    if (!award) continue;
    if (application.allowReuse || !(await awardSpent(db, application.id, own?.id ?? null))) {
      return { applicationId: application.id, award };
    }
  }
  return null;
}

/**
 * Mails the family the decision once their address is confirmed (otherwise it waits for
 * `sendHeldAidDecisions`); claimed first, so two triggers send one mail. A failure is logged.
 */
export async function sendAidDecision(deps: AppDeps, applicationId: number): Promise<void> {
  const { db, mailer, config } = deps;
  const [row] = await db
    .select({ application: aidApplications, family: users })
    .from(aidApplications)
    .innerJoin(users, eq(users.id, aidApplications.userId))
    .where(eq(aidApplications.id, applicationId));
  if (!row || !row.family.emailVerifiedAt) return;
  const { application, family } = row;
  if (application.status !== 'awarded' && application.status !== 'declined') return;
  const [json] = await aidJson(db, [application]);
  const child = json!.child_name;
  const season = json!.season_label;
  const award = awardOf(application);
  const decidedAt = application.decidedAt;
  await mailOnce(
    `Aid decision ${application.id}`,
    async () =>
      (
        await db
          .update(aidApplications)
          .set({ decisionMailedAt: new Date() })
          .where(
            and(
              eq(aidApplications.id, application.id),
              isNull(aidApplications.decisionMailedAt),
              decidedAt ? eq(aidApplications.decidedAt, decidedAt) : undefined,
            ),
          )
          .returning({ id: aidApplications.id })
      ).length > 0,
    () =>
      db
        .update(aidApplications)
        .set({ decisionMailedAt: null })
        .where(eq(aidApplications.id, application.id)),
    () =>
      mailer.send({
        to: family.email,
        subject:
          award && application.status === 'awarded'
            ? AID_MAIL.awardedSubject(child, season)
            : AID_MAIL.declinedSubject(child, season),
        text: [
          `Hello ${family.firstName || family.email},`,
          '',
          award && application.status === 'awarded'
            ? AID_MAIL.awarded(child, season, award, aidPrice(AID_FEE_CENTS, award))
            : AID_MAIL.declined(child, season, application.decisionNote),
          ...(award && application.decisionNote
            ? ['', `The league office's note: ${application.decisionNote}`]
            : []),
          '',
          `Your applications: ${config.siteUrl}/portal/parent`,
          'Questions? Reply to this message or call the league office.',
        ].join('\n'),
      }),
  );
}

/** Mails the decisions kept for a family until it confirmed its address. */
export async function sendHeldAidDecisions(deps: AppDeps, userId: number): Promise<void> {
  const held = await deps.db
    .select({ id: aidApplications.id })
    .from(aidApplications)
    .where(
      and(
        eq(aidApplications.userId, userId),
        inArray(aidApplications.status, ['awarded', 'declined']),
        isNull(aidApplications.decisionMailedAt),
      ),
    )
    .orderBy(asc(aidApplications.id));
  for (const row of held) await sendAidDecision(deps, row.id);
}

/** The caller's applications, newest first. */
export async function familyApplications(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(aidApplications)
    .where(eq(aidApplications.userId, userId))
    .orderBy(desc(aidApplications.createdAt), desc(aidApplications.id));
  return aidJson(db, rows);
}
