/**
 * The ownership rules (server/auth/policy.ts names one per id-addressed route): whether a caller
 * owns the record with an id. For `:id` routes the authorization middleware checks the rule before
 * the handler runs; ids named in a body are checked by the handler with `assertOwns`. Someone else's
 * record answers 404, never 403, so ids leak nothing.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { coversTeam } from '../../src/domain/coach';
import { roleMeaning } from '../../src/domain/role-map';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { aidApplications } from '../db/schema/aid';
import { athleteProfiles } from '../db/schema/athletes';
import { waitlistEntries } from '../db/schema/capacity';
import { childGuardians, children } from '../db/schema/families';
import { games } from '../db/schema/league';
import { payments } from '../db/schema/payments';
import { registrations } from '../db/schema/registrations';
import { notFound } from '../http/errors';
import { headCoachGames } from '../games/head-coach-games';
import { coachScope } from './coach-scope';

/** Staff and admin read every record the rules below guard. */
const seesEverything = (user: UserRow) => roleMeaning(user.role)?.policy === 'staff';

/** Ownership rules by name: whether `user` owns the record with this id. */
export const OWNERSHIP = {
  /** A child belongs to the parent who added it. */
  child: async (db: Db, user: UserRow, id: number) =>
    (
      await db
        .select({ id: children.id })
        .from(children)
        .where(and(eq(children.id, id), eq(children.parentId, user.id)))
    ).length > 0,
  /** A payment belongs to the account that started its checkout. */
  payment: async (db: Db, user: UserRow, id: number) =>
    (
      await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.userId, user.id)))
    ).length > 0,
  /** A registration belongs to the account that started it (and paid for it). */
  registration: async (db: Db, user: UserRow, id: number) =>
    (
      await db
        .select({ id: registrations.id })
        .from(registrations)
        .where(and(eq(registrations.id, id), eq(registrations.userId, user.id)))
    ).length > 0,
  /** A waitlist entry belongs to the account that joined it. */
  waitlistEntry: async (db: Db, user: UserRow, id: number) =>
    (
      await db
        .select({ id: waitlistEntries.id })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.userId, user.id)))
    ).length > 0,
  /**
   * A financial aid application belongs to the parent who applied (issue 21 item 3); staff read
   * every one (its document is shown in the review queue). Routes that only the family may call
   * keep staff out by their access list.
   */
  aidApplication: async (db: Db, user: UserRow, id: number) =>
    seesEverything(user) ||
    (
      await db
        .select({ id: aidApplications.id })
        .from(aidApplications)
        .where(and(eq(aidApplications.id, id), eq(aidApplications.userId, user.id)))
    ).length > 0,
  /** An athlete profile belongs to the account that created it. */
  athleteProfile: async (db: Db, user: UserRow, id: number) =>
    (
      await db
        .select({ id: athleteProfiles.id })
        .from(athleteProfiles)
        .where(and(eq(athleteProfiles.id, id), eq(athleteProfiles.userId, user.id)))
    ).length > 0,
  /**
   * A guardian decides on the profiles whose guardian_email is their account's e-mail (any case);
   * the handlers also require that address to be confirmed (403 otherwise, issue 17 item 2).
   */
  /**
   * An invitation to be a child's second guardian (issue 37) is addressed to the account whose
   * e-mail it names while it is pending (accepting also needs the address confirmed).
   */
  guardianInvitation: async (db: Db, user: UserRow, id: number) =>
    (
      await db
        .select({ id: childGuardians.id })
        .from(childGuardians)
        .where(
          and(
            eq(childGuardians.id, id),
            eq(childGuardians.status, 'pending'),
            eq(childGuardians.email, user.email.trim().toLowerCase()),
          ),
        )
    ).length > 0,
  guardedAthlete: async (db: Db, user: UserRow, id: number) =>
    (
      await db
        .select({ id: athleteProfiles.id })
        .from(athleteProfiles)
        .where(
          and(
            eq(athleteProfiles.id, id),
            ne(athleteProfiles.guardianEmail, ''),
            eq(sql`lower(${athleteProfiles.guardianEmail})`, user.email.trim().toLowerCase()),
          ),
        )
    ).length > 0,
  /**
   * A game (issue 38): staff every one; a coach the games of the teams they are head coach of (its
   * season's team of the same name). Anyone else's game answers 404.
   */
  game: async (db: Db, user: UserRow, id: number) =>
    seesEverything(user) || (await headCoachGames(db, user.id, eq(games.id, id)).limit(1)).length > 0,
  /** A team the caller coaches (issue 39: its game day); staff and admin: every team. */
  coachedTeam: async (db: Db, user: UserRow, id: number) => coversTeam(await coachScope(db, user), id),
} as const satisfies Record<string, (db: Db, user: UserRow, id: number) => Promise<boolean>>;

export type OwnershipRule = keyof typeof OWNERSHIP;

/** Throws the 404 of the ownership rules unless `user` owns record `id` under `rule`. */
export async function assertOwns(db: Db, user: UserRow, rule: OwnershipRule, id: number): Promise<void> {
  if (!(await OWNERSHIP[rule](db, user, id))) throw notFound();
}
