/**
 * /office/teams/ (issue 19 item 2): a season's teams: name, colour, division (one of the season
 * program's), home venue, head coach and assistants (coach accounts). The name is unique within the
 * season; renaming a team renames it in its season's games and standings (games name teams by
 * name). A team with players cannot be deleted, nor moved to another season. Every write is
 * audited. GET /office/coaches/ lists the coach accounts the office puts on teams.
 */
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  TEAM_MESSAGES,
  teamInputSchema,
  type OfficeCoach,
  type OfficeTeam,
  type TeamInput,
} from '../../../src/domain/office/teams';
import { roleMeaning } from '../../../src/domain/role-map';
import { personName } from '../../audit/log';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { events } from '../../db/schema/events';
import { divisions, games, locations, programs, seasons, standings } from '../../db/schema/league';
import { registrations } from '../../db/schema/registrations';
import { teamCoaches, teamPlayers, teams } from '../../db/schema/teams';
import { fieldError } from '../../http/errors';
import { idFilter, type ListConfig, type ListFilter, type RowQuery } from '../../http/list';
import { paginateArray } from '../../http/pagination';
import { escapeLike, parseId, textQuery } from '../../http/query';
import { resourceRoutes } from '../../http/resource';
import { routes } from '../../http/router';
import { assertExists, columnReference, type WriteConfig } from '../../http/write';

interface TeamPageRow {
  team: typeof teams.$inferSelect;
  seasonTitle: string;
  programId: string | null;
  programName: string | null;
  divisionName: string | null;
  locationName: string | null;
}

function teamRows(db: Db, query: RowQuery) {
  return db
    .select({
      team: teams,
      seasonTitle: seasons.title,
      programId: seasons.programId,
      programName: programs.name,
      divisionName: divisions.name,
      locationName: locations.name,
    })
    .from(teams)
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .leftJoin(programs, eq(programs.id, seasons.programId))
    .leftJoin(divisions, eq(divisions.id, teams.divisionId))
    .leftJoin(locations, eq(locations.id, teams.locationId))
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
}

/** Teams with their coaches and number of players. */
async function officeTeams(db: Db, rows: TeamPageRow[]): Promise<OfficeTeam[]> {
  const ids = rows.map((row) => row.team.id);
  if (ids.length === 0) return [];
  const [coachRows, playerCounts] = await Promise.all([
    db
      .select({ teamId: teamCoaches.teamId, role: teamCoaches.role, user: users })
      .from(teamCoaches)
      .innerJoin(users, eq(users.id, teamCoaches.userId))
      .where(inArray(teamCoaches.teamId, ids))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
    db
      .select({ teamId: teamPlayers.teamId, n: count() })
      .from(teamPlayers)
      .where(inArray(teamPlayers.teamId, ids))
      .groupBy(teamPlayers.teamId),
  ]);
  return rows.map(({ team, seasonTitle, programId, programName, divisionName, locationName }) => {
    const coaches = coachRows.filter((row) => row.teamId === team.id);
    const head = coaches.find((row) => row.role === 'head');
    const assistants = coaches.filter((row) => row.role !== 'head');
    return {
      id: team.id,
      season: team.seasonId,
      season_title: seasonTitle,
      program: programId,
      program_name: programName,
      division: team.divisionId,
      division_name: divisionName,
      name: team.name,
      colour: team.colour,
      location: team.locationId,
      location_name: locationName,
      head_coach: head?.user.id ?? null,
      assistants: assistants.map((row) => row.user.id),
      coach_names: [
        ...(head ? [`${personName(head.user)} (head coach)`] : []),
        ...assistants.map((row) => personName(row.user)),
      ],
      player_count: playerCounts.find((row) => row.teamId === team.id)?.n ?? 0,
    } satisfies OfficeTeam;
  });
}

async function readTeam(db: Db, id: number) {
  const rows = await teamRows(db, { where: eq(teams.id, id), orderBy: [], limit: 1, offset: 0 });
  return (await officeTeams(db, rows))[0] ?? null;
}

const columnsOf = (input: TeamInput) => ({
  seasonId: input.season,
  name: input.name,
  colour: input.colour,
  divisionId: input.division,
  locationId: input.location,
});

async function saveCoaches(db: Db, teamId: number, input: TeamInput) {
  await db.delete(teamCoaches).where(eq(teamCoaches.teamId, teamId));
  const rows = [
    ...(input.head_coach === null ? [] : [{ teamId, userId: input.head_coach, role: 'head' }]),
    ...input.assistants.map((userId) => ({ teamId, userId, role: 'assistant' })),
  ];
  if (rows.length > 0) await db.insert(teamCoaches).values(rows);
}

/** Whether every id is a coach account. */
async function areCoaches(db: Db, ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const rows = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return rows.length === new Set(ids).size && rows.every((row) => roleMeaning(row.role)?.policy === 'coach');
}

export const teamWrites: WriteConfig<number, TeamInput, OfficeTeam> = {
  entity: 'team',
  parseId,
  schema: teamInputSchema,
  read: readTeam,
  toInput: (team) => team as unknown as Record<string, unknown>,
  check: async (db, input, id) => {
    await assertExists(db, seasons, seasons.id, input.season, 'season', 'Choose a season from the list.');
    if (input.division !== null) {
      const [row] = await db
        .select({ division: divisions.programId, season: seasons.programId })
        .from(divisions)
        .innerJoin(seasons, eq(seasons.id, input.season))
        .where(eq(divisions.id, input.division));
      if (!row || row.division !== row.season) throw fieldError({ division: [TEAM_MESSAGES.division] });
    }
    if (input.location !== null) {
      await assertExists(
        db,
        locations,
        locations.id,
        input.location,
        'location',
        'Choose a venue from the list.',
      );
    }
    if (input.head_coach !== null && !(await areCoaches(db, [input.head_coach]))) {
      throw fieldError({ head_coach: [TEAM_MESSAGES.notCoach] });
    }
    if (!(await areCoaches(db, input.assistants))) throw fieldError({ assistants: [TEAM_MESSAGES.notCoach] });
    if (id !== null) {
      const [current] = await db.select({ season: teams.seasonId }).from(teams).where(eq(teams.id, id));
      const [players] = await db.select({ n: count() }).from(teamPlayers).where(eq(teamPlayers.teamId, id));
      if (current && current.season !== input.season && (players?.n ?? 0) > 0) {
        throw fieldError({ season: [TEAM_MESSAGES.moveWithPlayers] });
      }
    }
  },
  insert: async (db, input) => {
    const [row] = await db.insert(teams).values(columnsOf(input)).returning({ id: teams.id });
    await saveCoaches(db, row!.id, input);
    return row!.id;
  },
  update: async (db, id, input) => {
    const [before] = await db.select().from(teams).where(eq(teams.id, id));
    await db.update(teams).set(columnsOf(input)).where(eq(teams.id, id));
    await saveCoaches(db, id, input);
    // Games and standings name the team: a new name (or spelling) follows it there.
    if (before && before.name !== input.name && before.seasonId === input.season) {
      const old = before.name.toLowerCase();
      await db
        .update(games)
        .set({ homeTeam: input.name })
        .where(and(eq(games.seasonId, before.seasonId), eq(sql`lower(${games.homeTeam})`, old)));
      await db
        .update(games)
        .set({ awayTeam: input.name })
        .where(and(eq(games.seasonId, before.seasonId), eq(sql`lower(${games.awayTeam})`, old)));
      await db
        .update(standings)
        .set({ teamName: input.name })
        .where(and(eq(standings.seasonId, before.seasonId), eq(sql`lower(${standings.teamName})`, old)));
    }
  },
  remove: async (db, id) => {
    await db.delete(teams).where(eq(teams.id, id));
  },
  references: [
    {
      noun: ['player', 'players'],
      find: async (db, id) => {
        const rows = await db
          .select({ name: registrations.participantName })
          .from(teamPlayers)
          .innerJoin(registrations, eq(registrations.id, teamPlayers.registrationId))
          .where(eq(teamPlayers.teamId, id))
          .orderBy(asc(registrations.participantName));
        return { count: rows.length, names: rows.map((row) => row.name) };
      },
      remedy: 'Move its players to other teams first.',
    },
    columnReference(
      ['team event', 'team events'],
      events,
      events.teamId,
      events.title,
      'Delete its events first (an event keeps its team).',
    ),
  ],
  name: (team) => team.name,
  unique: { field: 'name', message: TEAM_MESSAGES.duplicateName },
};

/**
 * Teams of a program: through their season, as a subquery, since the list's count reads the teams
 * table alone (a join column there failed the count: "missing FROM-clause entry for seasons").
 */
const programFilter: ListFilter = (c, name) => {
  const value = textQuery(c, name);
  return value === undefined
    ? undefined
    : inArray(
        teams.seasonId,
        sql`(select ${seasons.id} from ${seasons} where ${seasons.programId} = ${value})`,
      );
};

const teamList: ListConfig<TeamPageRow, OfficeTeam> = {
  table: teams,
  search: [teams.name],
  filters: { season: idFilter(teams.seasonId), program: programFilter },
  sort: { name: teams.name, season: seasons.title },
  defaultOrdering: 'name',
  tiebreak: teams.id,
  limits: { defaultSize: 20, maxSize: 200 },
  rows: teamRows,
  json: officeTeams,
};

export const officeTeamRoutes = resourceRoutes('/office/teams', teamList, teamWrites);

/** The coach accounts (for the team form), by name; `search` in the name or e-mail. */
export const officeCoachRoutes = routes('/office/coaches').get('/', async (c) => {
  const { db } = c.var.deps;
  const search = textQuery(c, 'search');
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.role})`, 'coach'),
        eq(users.isActive, true),
        pattern
          ? or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  const coaches = rows.map(
    (row) => ({ id: row.id, name: personName(row), email: row.email }) satisfies OfficeCoach,
  );
  return c.json(paginateArray(c, coaches, { defaultSize: 200, maxSize: 500 }));
});
