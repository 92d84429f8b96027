/** GET /programs/ (paged; active, sport, location filters) and GET /programs/{id}/. */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { SPORTS } from '../../../src/domain/leagues';
import type { Program } from '../../../src/domain/types';
import type { Db } from '../../db/client';
import { leagueToday, openSeasons } from '../../../src/domain/season-registration';
import { placesLeft } from '../../registrations/places';
import { divisions, locations, programLocations, programs, seasons } from '../../db/schema/league';
import { seasonChoice } from '../../registrations/season-of';
import { notFound } from '../../http/errors';
import { booleanFilter, listHandler, type ListConfig } from '../../http/list';
import { choiceQuery, parseId, textQuery } from '../../http/query';
import { keptAnswers } from '../../http/kept-answers';
import { routes } from '../../http/router';
import { programFields } from './program-json';

// Places left change with checkouts, holds running out and waitlists (issue 21).
const PROGRAM_TABLES = [
  'programs',
  'divisions',
  'program_locations',
  'locations',
  'seasons',
  'program_capacities',
  'place_holds',
  'waitlist_entries',
] as const;

type ProgramRow = typeof programs.$inferSelect;

/** The program's own columns, in the order of spec 1 §3's shape (its divisions and venues go between). */
const programHead = programFields(
  'id',
  'name',
  'description',
  'logo',
  'sport',
  'active',
  'register_url',
  'age_groups',
);
const programAges = programFields('min_age', 'max_age');

const SPORT_VALUES = SPORTS.map((sport) => sport.value);

/** Programs with their divisions and venues, in the shape of spec 1 §3 (Program, server). */
async function programsJson(db: Db, rows: ProgramRow[]) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const now = new Date();
  const [divisionRows, locationRows, seasonRows, places] = await Promise.all([
    db
      .select()
      .from(divisions)
      .where(inArray(divisions.programId, ids))
      .orderBy(asc(divisions.position), asc(divisions.id)),
    db
      .select({
        programId: programLocations.programId,
        id: locations.id,
        name: locations.name,
        city: locations.city,
        state: locations.state,
      })
      .from(programLocations)
      .innerJoin(locations, eq(locations.id, programLocations.locationId))
      .where(and(inArray(programLocations.programId, ids), eq(locations.active, true)))
      .orderBy(asc(locations.name)),
    db.select().from(seasons).where(inArray(seasons.programId, ids)),
    placesLeft(db, ids, now),
  ]);
  const choices = seasonRows.map(seasonChoice);
  const today = leagueToday(now);
  return rows.map((row) => {
    const venues = locationRows
      .filter((l) => l.programId === row.id)
      .map(({ id, name, city, state }) => ({ id, name, city, state }));
    // Places of the limited offerings in the season the forms preselect (the soonest open one).
    const season = openSeasons(choices, row.id, today)[0];
    const offered = season ? places.filter((place) => place.seasonId === Number(season.id)) : [];
    const programPlaces = offered.map((place) => ({
      season: place.seasonId,
      location: place.capacity.locationId,
      division: place.capacity.divisionId,
      capacity: place.capacity.capacity!,
      places_left: place.left,
    }));
    return {
      ...programHead(row),
      divisions: divisionRows.filter((d) => d.programId === row.id).map(({ id, name }) => ({ id, name })),
      locations: venues,
      location_names: venues.map((venue) => venue.name),
      location: venues[0]?.name ?? null,
      ...programAges(row),
      places_left: offered.length === 0 ? null : offered.reduce((sum, place) => sum + place.left, 0),
      places: programPlaces,
    } satisfies Program;
  });
}

/** Programs in their editors' order; filtered by active, sport and venue (an id, or a name in any case). */
const programList: ListConfig<ProgramRow, Program> = {
  table: programs,
  filters: {
    active: booleanFilter(programs.active),
    sport: (c, name) => {
      const sport = choiceQuery(c, name, SPORT_VALUES);
      return sport ? eq(programs.sport, sport) : undefined;
    },
    location: (c, name) => {
      const location = textQuery(c, name);
      if (!location) return undefined;
      const locationId = parseId(location);
      const venue = c.var.deps.db
        .select({ programId: programLocations.programId })
        .from(programLocations)
        .innerJoin(locations, eq(locations.id, programLocations.locationId))
        .where(
          or(
            locationId === null ? undefined : eq(locations.id, locationId),
            eq(sql`lower(${locations.name})`, location.toLowerCase()),
          ),
        );
      return inArray(programs.id, venue);
    },
  },
  order: [asc(programs.position), asc(programs.name)],
  limits: { defaultSize: 20, maxSize: 200 },
  json: programsJson,
};

export const programRoutes = routes('/programs')
  .get('/', keptAnswers(...PROGRAM_TABLES), listHandler(programList))
  .get('/:id', keptAnswers(...PROGRAM_TABLES), async (c) => {
    const { db } = c.var.deps;
    const [row] = await db
      .select()
      .from(programs)
      .where(eq(programs.id, c.req.param('id')));
    if (!row) throw notFound();
    const [program] = await programsJson(db, [row]);
    return c.json(program);
  });
