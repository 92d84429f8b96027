/**
 * /office/seasons/: every field the calendar shows, the administrative details and the registration
 * window. A season with games cannot be deleted (delete or move its games first).
 */
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  SEASON_PLACE_MESSAGES,
  seasonInputSchema,
  SEASON_STATUS_CHOICES,
  type OfficeSeason,
  type SeasonInput,
} from '../../../src/domain/office/seasons';
import type { Db } from '../../db/client';
import { leagueCounties, leagueDivisions } from '../../db/schema/geography';
import { divisions, games, locations, programs, seasonDetails, seasons } from '../../db/schema/league';
import { aidApplications } from '../../db/schema/aid';
import { registrations } from '../../db/schema/registrations';
import { teams } from '../../db/schema/teams';
import { fieldError } from '../../http/errors';
import { choiceFilter, idFilter, textFilter, type ListConfig, type RowQuery } from '../../http/list';
import { parseId } from '../../http/query';
import { resourceRoutes } from '../../http/resource';

import { assertExists, columnReference, type WriteConfig } from '../../http/write';

interface SeasonPageRow {
  season: typeof seasons.$inferSelect;
  programName: string | null;
  locationName: string | null;
  divisionName: string | null;
}

/** Seasons with their program, venue and division names, details and number of games. */
async function officeSeasons(db: Db, rows: SeasonPageRow[]): Promise<OfficeSeason[]> {
  const ids = rows.map((row) => row.season.id);
  if (ids.length === 0) return [];
  const [detailRows, gameCounts] = await Promise.all([
    db
      .select()
      .from(seasonDetails)
      .where(inArray(seasonDetails.seasonId, ids))
      .orderBy(asc(seasonDetails.position), asc(seasonDetails.id)),
    db
      .select({ seasonId: games.seasonId, n: count() })
      .from(games)
      .where(inArray(games.seasonId, ids))
      .groupBy(games.seasonId),
  ]);
  return rows.map(
    ({ season, programName, locationName, divisionName }) =>
      ({
        id: season.id,
        title: season.title,
        subtitle: season.subtitle ?? '',
        status: season.status as OfficeSeason['status'],
        start_date: season.startDate,
        end_date: season.endDate,
        season_label: season.seasonLabel ?? '',
        program: season.programId,
        program_name: programName,
        location: season.locationId,
        location_name: locationName,
        division: season.divisionId,
        division_name: divisionName,
        league_division: season.leagueDivision ?? '',
        league_county: season.leagueCounty ?? '',
        notes: season.notes ?? '',
        details: detailRows
          .filter((d) => d.seasonId === season.id)
          .map(({ label, value }) => ({ label, value })),
        registration_opens_on: season.registrationOpensOn,
        registration_closes_on: season.registrationClosesOn,
        game_count: gameCounts.find((g) => g.seasonId === season.id)?.n ?? 0,
      }) satisfies OfficeSeason,
  );
}

/** Reads a page of seasons with the names of what they point to. */
function seasonRows(db: Db, query: RowQuery) {
  return db
    .select({
      season: seasons,
      programName: programs.name,
      locationName: locations.name,
      divisionName: divisions.name,
    })
    .from(seasons)
    .leftJoin(programs, eq(programs.id, seasons.programId))
    .leftJoin(locations, eq(locations.id, seasons.locationId))
    .leftJoin(divisions, eq(divisions.id, seasons.divisionId))
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
}

async function readSeason(db: Db, id: number) {
  const rows = await seasonRows(db, { where: eq(seasons.id, id), orderBy: [], limit: 1, offset: 0 });
  return (await officeSeasons(db, rows))[0] ?? null;
}

const columnsOf = (input: SeasonInput) => ({
  title: input.title,
  subtitle: input.subtitle || null,
  status: input.status,
  startDate: input.start_date,
  endDate: input.end_date,
  seasonLabel: input.season_label || null,
  programId: input.program || null,
  locationId: input.location,
  divisionId: input.division,
  leagueDivision: input.league_division || null,
  leagueCounty: input.league_county || null,
  notes: input.notes || null,
  registrationOpensOn: input.registration_opens_on,
  registrationClosesOn: input.registration_closes_on,
});

async function saveDetails(db: Db, seasonId: number, details: SeasonInput['details']) {
  await db.delete(seasonDetails).where(eq(seasonDetails.seasonId, seasonId));
  if (details.length > 0) {
    await db
      .insert(seasonDetails)
      .values(details.map((detail, position) => ({ seasonId, ...detail, position })));
  }
}

export const seasonWrites: WriteConfig<number, SeasonInput, OfficeSeason> = {
  entity: 'season',
  parseId,
  schema: seasonInputSchema,
  read: readSeason,
  toInput: (season) => season as unknown as Record<string, unknown>,
  check: async (db, input) => {
    if (input.program)
      await assertExists(
        db,
        programs,
        programs.id,
        input.program,
        'program',
        'Choose a program from the list.',
      );
    if (input.location !== null)
      await assertExists(
        db,
        locations,
        locations.id,
        input.location,
        'location',
        'Choose a venue from the list.',
      );
    if (input.division !== null) {
      const [division] = await db.select().from(divisions).where(eq(divisions.id, input.division));
      if (!division || division.programId !== input.program) {
        throw fieldError({ division: ["Choose one of the program's divisions."] });
      }
    }
    if (input.league_division) {
      await assertExists(
        db,
        leagueDivisions,
        leagueDivisions.code,
        input.league_division,
        'league_division',
        SEASON_PLACE_MESSAGES.division,
      );
    }
    if (input.league_county) {
      const [county] = await db
        .select()
        .from(leagueCounties)
        .where(eq(leagueCounties.code, input.league_county));
      if (!county) throw fieldError({ league_county: [SEASON_PLACE_MESSAGES.county] });
      if (input.league_division && county.divisionCode !== input.league_division) {
        throw fieldError({ league_county: [SEASON_PLACE_MESSAGES.countyOutside] });
      }
    }
  },
  insert: async (db, input) => {
    const [row] = await db.insert(seasons).values(columnsOf(input)).returning({ id: seasons.id });
    await saveDetails(db, row!.id, input.details);
    return row!.id;
  },
  update: async (db, id, input) => {
    await db.update(seasons).set(columnsOf(input)).where(eq(seasons.id, id));
    const before = await db
      .select({ label: seasonDetails.label, value: seasonDetails.value })
      .from(seasonDetails)
      .where(eq(seasonDetails.seasonId, id))
      .orderBy(asc(seasonDetails.position), asc(seasonDetails.id));
    // Details are rewritten only when they changed (their table is behind the public calendar).
    if (JSON.stringify(before) !== JSON.stringify(input.details)) await saveDetails(db, id, input.details);
  },
  remove: async (db, id) => {
    await db.delete(seasons).where(eq(seasons.id, id));
  },
  references: [
    columnReference(
      ['game', 'games'],
      games,
      games.seasonId,
      sql<string>`${games.homeTeam} || ' vs ' || ${games.awayTeam}`,
      'Delete its games first.',
    ),
    columnReference(['team', 'teams'], teams, teams.seasonId, teams.name, 'Delete its teams first.'),
    columnReference(
      ['registration', 'registrations'],
      registrations,
      registrations.seasonId,
      registrations.participantName,
    ),
    // Aid applications are records a family made (issue 21): the season stays while any names it.
    columnReference(
      ['financial aid application', 'financial aid applications'],
      aidApplications,
      aidApplications.seasonId,
      aidApplications.childName,
    ),
  ],
  name: (season) => season.title,
};

const seasonList: ListConfig<SeasonPageRow, OfficeSeason> = {
  table: seasons,
  search: [seasons.title, seasons.subtitle, seasons.seasonLabel],
  filters: {
    status: choiceFilter(seasons.status, SEASON_STATUS_CHOICES),
    program: textFilter(seasons.programId),
    location: idFilter(seasons.locationId),
  },
  sort: { start_date: seasons.startDate, title: seasons.title, status: seasons.status },
  defaultOrdering: '-start_date',
  tiebreak: seasons.id,
  limits: { defaultSize: 20, maxSize: 200 },
  rows: seasonRows,
  json: officeSeasons,
};

export const officeSeasonRoutes = resourceRoutes('/office/seasons', seasonList, seasonWrites, {
  archiveHint: 'To keep it as a record, mark it Completed instead.',
});
