/**
 * Who a message reaches (src/domain/office/messages.ts): the accounts (households) of the audience
 * the office or a coach chose, with a label in words, for the notification path (server/notify/).
 * Registered means paid or partly refunded; "this season" is any season not over yet (not
 * completed, and not past its end date): the seasons families register for and play in now (a
 * registration's season by the one season-of rule). A team's people are the households (or adult
 * athletes) of its players on the roster and, when asked, its coaches; a game's are both teams'
 * and its officials (referee accounts the game's Officials field names by e-mail or full name).
 */
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { REGISTERED_STATUSES } from '../../src/domain/registration-status';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { divisions, games, programs, seasons } from '../db/schema/league';
import { registrations } from '../db/schema/registrations';
import { teamCoaches, teamPlayers, teams } from '../db/schema/teams';
import { onRoster } from '../registrations/on-roster';
import { fieldError } from '../http/errors';
import { inSeasonNotOver, registrationSeasonId } from '../registrations/season-of';

/** One account a message goes to. */
export interface Recipient {
  userId: number;
  email: string;
  confirmed: boolean;
  /**
   * A game-day notice is about this account's own child (or the athlete themself): it may go to the
   * address before it is confirmed (issue 39); money and consent mail keep the confirmed rule.
   */
  ownPlayer?: boolean;
}

/** An audience resolved: its words and its accounts. */
export interface Audience {
  label: string;
  recipients: Recipient[];
}

const unknownAudience = () =>
  fieldError({ audience: ['That program, season, division, team or game does not exist.'] });

const recipientOf = (
  row: { userId: number; email: string; confirmed: Date | null },
  ownPlayer = false,
): Recipient => ({
  userId: row.userId,
  email: row.email,
  confirmed: row.confirmed !== null,
  ...(ownPlayer ? { ownPlayer } : {}),
});

/** Recipients once each, in account order; an account that is both a coach and a family keeps ownPlayer. */
export function uniqueRecipients(list: readonly Recipient[]): Recipient[] {
  const byId = new Map<number, Recipient>();
  for (const recipient of list) {
    const known = byId.get(recipient.userId);
    const ownPlayer = Boolean(known?.ownPlayer || recipient.ownPlayer);
    byId.set(recipient.userId, { ...(known ?? recipient), ...(ownPlayer ? { ownPlayer } : {}) });
  }
  return [...byId.values()].sort((a, b) => a.userId - b.userId);
}

/** The households (or adult athletes) of the players on these teams' rosters. */
export async function teamHouseholds(db: Db, teamIds: readonly number[]): Promise<Recipient[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: users.id, email: users.email, confirmed: users.emailVerifiedAt })
    .from(teamPlayers)
    .innerJoin(registrations, eq(registrations.id, teamPlayers.registrationId))
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(inArray(teamPlayers.teamId, [...teamIds]), onRoster(), eq(users.isActive, true)));
  return uniqueRecipients(rows.map((row) => recipientOf(row, true)));
}

/** The coaches (head and assistants) of these teams. */
export async function teamCoachAccounts(db: Db, teamIds: readonly number[]): Promise<Recipient[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: users.id, email: users.email, confirmed: users.emailVerifiedAt })
    .from(teamCoaches)
    .innerJoin(users, eq(users.id, teamCoaches.userId))
    .where(and(inArray(teamCoaches.teamId, [...teamIds]), eq(users.isActive, true)));
  return uniqueRecipients(rows.map((row) => recipientOf(row)));
}

/** The teams of a game: the season's teams named home or away (games name teams by name, any case). */
export async function gameTeamIds(
  db: Db,
  game: { seasonId: number; homeTeam: string; awayTeam: string },
): Promise<number[]> {
  const rows = await db
    .select({ id: teams.id })
    .from(teams)
    .where(
      and(
        eq(teams.seasonId, game.seasonId),
        or(
          eq(sql`lower(${teams.name})`, game.homeTeam.trim().toLowerCase()),
          eq(sql`lower(${teams.name})`, game.awayTeam.trim().toLowerCase()),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/** Referee accounts a game's Officials field names (by e-mail address or full name, any case). */
export async function gameOfficials(db: Db, officials: string | null): Promise<Recipient[]> {
  const names = (officials ?? '')
    .split(/[,;\n]+/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  if (names.length === 0) return [];
  const rows = await db
    .select({ userId: users.id, email: users.email, confirmed: users.emailVerifiedAt })
    .from(users)
    .where(
      and(
        ilike(users.role, 'referee'),
        eq(users.isActive, true),
        or(
          inArray(sql`lower(${users.email})`, names),
          inArray(sql`lower(trim(${users.firstName} || ' ' || ${users.lastName}))`, names),
        ),
      ),
    );
  return uniqueRecipients(rows.map((row) => recipientOf(row)));
}

/** Everyone a game concerns: both teams' households and coaches, and its officials. */
export async function gamePeople(
  db: Db,
  game: { seasonId: number; homeTeam: string; awayTeam: string; officials: string | null },
): Promise<{ teamIds: number[]; recipients: Recipient[] }> {
  const teamIds = await gameTeamIds(db, game);
  const [households, coaches, officials] = await Promise.all([
    teamHouseholds(db, teamIds),
    teamCoachAccounts(db, teamIds),
    gameOfficials(db, game.officials),
  ]);
  return { teamIds, recipients: uniqueRecipients([...households, ...coaches, ...officials]) };
}

/** The households with a registered child matching `where` (program registrations only). */
async function households(db: Db, where: SQL | undefined): Promise<Recipient[]> {
  return db
    .selectDistinct({ userId: users.id, email: users.email, confirmed: users.emailVerifiedAt })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(
      and(
        where,
        inArray(registrations.kind, ['parent_registration', 'athlete_registration']),
        inArray(registrations.status, [...REGISTERED_STATUSES]),
        eq(users.isActive, true),
      ),
    )
    .orderBy(users.id)
    .then((rows) => rows.map((row) => recipientOf(row)));
}

/** Resolves an audience value (already checked against AUDIENCE_PATTERN) on `now`. */
export async function resolveAudience(db: Db, audience: string, now: Date): Promise<Audience> {
  const thisSeason = inSeasonNotOver(now);
  const [kind, value = ''] = audience.split(':') as [string, string | undefined];
  switch (kind) {
    case 'coaches': {
      const rows = await db
        .select({ userId: users.id, email: users.email, confirmed: users.emailVerifiedAt })
        .from(users)
        .where(and(ilike(users.role, 'coach'), eq(users.isActive, true)))
        .orderBy(users.id);
      return { label: 'All coaches', recipients: rows.map((row) => recipientOf(row)) };
    }
    case 'officials': {
      const rows = await db
        .select({ userId: users.id, email: users.email, confirmed: users.emailVerifiedAt })
        .from(users)
        .where(and(ilike(users.role, 'referee'), eq(users.isActive, true)))
        .orderBy(users.id);
      return { label: 'All officials', recipients: rows.map((row) => recipientOf(row)) };
    }
    case 'team': {
      const [team] = await db
        .select({ id: teams.id, name: teams.name, season: seasons.title })
        .from(teams)
        .innerJoin(seasons, eq(seasons.id, teams.seasonId))
        .where(eq(teams.id, Number(value)));
      if (!team) throw unknownAudience();
      return {
        label: `Families and coaches of ${team.name} (${team.season})`,
        recipients: uniqueRecipients([
          ...(await teamHouseholds(db, [team.id])),
          ...(await teamCoachAccounts(db, [team.id])),
        ]),
      };
    }
    case 'game': {
      const [game] = await db
        .select()
        .from(games)
        .where(eq(games.id, Number(value)));
      if (!game) throw unknownAudience();
      const people = await gamePeople(db, game);
      return {
        label: `Families, coaches and officials of ${game.homeTeam} v ${game.awayTeam}`,
        recipients: people.recipients,
      };
    }
    case 'program': {
      const [program] = await db.select().from(programs).where(eq(programs.id, value));
      if (!program) throw unknownAudience();
      return {
        label: `Families of ${program.name} (this season)`,
        recipients: await households(db, and(eq(registrations.programId, program.id), thisSeason)),
      };
    }
    case 'season': {
      const [season] = await db
        .select()
        .from(seasons)
        .where(eq(seasons.id, Number(value)));
      if (!season) throw unknownAudience();
      return {
        label: `Families of ${season.title}`,
        recipients: await households(db, eq(registrationSeasonId, season.id)),
      };
    }
    case 'division': {
      const [division] = await db
        .select({ id: divisions.id, name: divisions.name, program: programs.name })
        .from(divisions)
        .innerJoin(programs, eq(programs.id, divisions.programId))
        .where(eq(divisions.id, Number(value)));
      if (!division) throw unknownAudience();
      return {
        label: `Families of ${division.program} · ${division.name} (this season)`,
        recipients: await households(db, and(eq(registrations.divisionId, division.id), thisSeason)),
      };
    }
    default:
      return {
        label: 'Every family registered this season',
        recipients: await households(db, thisSeason),
      };
  }
}
