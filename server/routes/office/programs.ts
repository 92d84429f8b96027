/**
 * /office/programs/: the programs the public program pages are built from. Staff list, create,
 * change and delete them (a program that registrations, seasons, events or coaches' requests name
 * is archived instead: untick Active). A program's divisions and venues are edited with it.
 */
import { and, asc, eq, inArray, isNotNull, max, notInArray, sql } from 'drizzle-orm';
import { SPORTS } from '../../../src/domain/programs';
import {
  CAPACITY_MESSAGES,
  programInputSchema,
  slugOf,
  type OfficeOfferingPlaces,
  type OfficeProgram,
  type ProgramInput,
} from '../../../src/domain/office/programs';
import { leagueToday, registrationWindow } from '../../../src/domain/season-registration';
import type { Db } from '../../db/client';
import { placesLeft, rehomePlaces } from '../../registrations/places';
import { afterPlacesOpened } from '../../registrations/waitlist-offers';
import { programFields } from '../programs/program-json';
import { programCapacities } from '../../db/schema/capacity';
import { calendarEditorRequests, events } from '../../db/schema/events';
import { divisions, locations, programLocations, programs, seasons } from '../../db/schema/league';
import { registrations } from '../../db/schema/registrations';
import { seasonChoice } from '../../registrations/season-of';
import { fieldError } from '../../http/errors';
import { booleanFilter, choiceFilter, listHandler, type ListConfig } from '../../http/list';
import { routes } from '../../http/router';
import {
  columnReference,
  createRecord,
  deleteRecord,
  readRecord,
  updateRecord,
  type WriteConfig,
} from '../../http/write';

type ProgramRow = typeof programs.$inferSelect;

/** The program's own columns as the office edits them. */
const officeProgramColumns = programFields(
  'id',
  'name',
  'sport',
  'description',
  'logo',
  'register_url',
  'active',
  'position',
  'age_groups',
  'min_age',
  'max_age',
  'min_players',
);

/** Programs as the office sees them: their divisions and every venue they list (active or not). */
async function officePrograms(db: Db, rows: ProgramRow[]): Promise<OfficeProgram[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [divisionRows, venueRows, capacityRows] = await Promise.all([
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
      .where(inArray(programLocations.programId, ids))
      .orderBy(asc(locations.name), asc(locations.id)),
    db
      .select()
      .from(programCapacities)
      .where(and(inArray(programCapacities.programId, ids), isNotNull(programCapacities.capacity)))
      .orderBy(asc(programCapacities.id)),
  ]);
  return rows.map(
    (row) =>
      ({
        ...officeProgramColumns(row),
        divisions: divisionRows.filter((d) => d.programId === row.id).map(({ id, name }) => ({ id, name })),
        venues: venueRows
          .filter((v) => v.programId === row.id)
          .map(({ id, name, city, state }) => ({ id, name, city, state })),
        capacities: capacityRows
          .filter((c) => c.programId === row.id)
          .map((c) => ({
            venue: c.locationId,
            division: divisionRows.find((d) => d.id === c.divisionId)?.name ?? null,
            season: c.seasonId,
            capacity: c.capacity!,
          })),
      }) satisfies OfficeProgram,
  );
}

/**
 * The programs with how their limited offerings stand (the list's answer): each season taking
 * registrations now or later, and any other season where places are held or offered or families wait.
 */
async function listedPrograms(db: Db, rows: ProgramRow[]): Promise<OfficeProgram[]> {
  const listed = await officePrograms(db, rows);
  if (listed.length === 0) return listed;
  const now = new Date();
  const places = await placesLeft(
    db,
    listed.map((program) => program.id),
    now,
  );
  const seasonIds = [...new Set(places.map((place) => place.seasonId))];
  const seasonRows =
    seasonIds.length === 0 ? [] : await db.select().from(seasons).where(inArray(seasons.id, seasonIds));
  const today = leagueToday(now);
  const shown = places.flatMap((place) => {
    const season = seasonRows.find((row) => row.id === place.seasonId);
    if (!season) return [];
    const window = registrationWindow(seasonChoice(season), today);
    const live = place.held + place.offered + place.waiting > 0;
    return window === 'open' || window === 'upcoming' || live ? [{ place, season }] : [];
  });
  return listed.map((program) => ({
    ...program,
    places: shown
      .filter(({ place }) => place.capacity.programId === program.id)
      .sort(
        (a, b) =>
          (a.season.startDate ?? '9999').localeCompare(b.season.startDate ?? '9999') ||
          a.season.id - b.season.id ||
          a.place.capacity.id - b.place.capacity.id,
      )
      .map(
        ({ place, season }) =>
          ({
            venue: place.capacity.locationId,
            division: program.divisions.find((d) => d.id === place.capacity.divisionId)?.name ?? null,
            season: season.id,
            capacity_season: place.capacity.seasonId,
            season_title: season.title,
            capacity: place.capacity.capacity!,
            paid: place.paid,
            held: place.held,
            offered: place.offered,
            waiting: place.waiting,
            left: place.left,
          }) satisfies OfficeOfferingPlaces,
      ),
  }));
}

async function readProgram(db: Db, id: string): Promise<OfficeProgram | null> {
  const rows = await db.select().from(programs).where(eq(programs.id, id));
  return (await officePrograms(db, rows))[0] ?? null;
}

const columnsOf = (input: ProgramInput) => ({
  name: input.name,
  sport: input.sport,
  description: input.description,
  logo: input.logo || null,
  registerUrl: input.register_url || null,
  active: input.active,
  ageGroups: input.age_groups,
  minAge: input.min_age,
  maxAge: input.max_age,
  minPlayers: input.min_players,
});

/**
 * Makes the program's divisions the given names, in order: kept names keep their ids (seasons and
 * registrations name divisions by id); a removed one that a season or registration names is refused.
 */
async function saveDivisions(db: Db, programId: string, names: readonly string[]) {
  const current = await db.select().from(divisions).where(eq(divisions.programId, programId));
  const wanted = new Map(names.map((name, position) => [name.toLowerCase(), { name, position }]));
  const removed = current.filter((row) => !wanted.has(row.name.toLowerCase()));
  if (removed.length > 0) {
    const ids = removed.map((row) => row.id);
    const [inSeasons, inRegistrations] = await Promise.all([
      db.select({ id: seasons.divisionId }).from(seasons).where(inArray(seasons.divisionId, ids)),
      db
        .select({ id: registrations.divisionId })
        .from(registrations)
        .where(inArray(registrations.divisionId, ids)),
    ]);
    const used = removed.filter((row) => [...inSeasons, ...inRegistrations].some((ref) => ref.id === row.id));
    if (used.length > 0) {
      throw fieldError({
        divisions: [
          `${used.map((row) => row.name).join(', ')} cannot be removed: seasons or registrations use ${used.length === 1 ? 'it' : 'them'}.`,
        ],
      });
    }
    await db.delete(divisions).where(inArray(divisions.id, ids));
  }
  for (const row of current) {
    const keep = wanted.get(row.name.toLowerCase());
    if (keep)
      await db
        .update(divisions)
        .set({ name: keep.name, position: keep.position })
        .where(eq(divisions.id, row.id));
  }
  const known = new Set(current.map((row) => row.name.toLowerCase()));
  const added = [...wanted.values()].filter((entry) => !known.has(entry.name.toLowerCase()));
  if (added.length > 0) await db.insert(divisions).values(added.map((entry) => ({ programId, ...entry })));
}

/**
 * Makes the program's capacities these (after its divisions and venues are saved): a listed
 * offering gets its number; one no longer listed becomes unlimited (its row is kept, with the
 * places held against it). The PATCH handler then offers raised capacity to the waitlist, and a
 * cleared one to every family waiting on it.
 */
async function saveCapacities(db: Db, programId: string, input: ProgramInput) {
  const [divisionRows, seasonRows] = await Promise.all([
    db.select().from(divisions).where(eq(divisions.programId, programId)),
    db.select({ id: seasons.id }).from(seasons).where(eq(seasons.programId, programId)),
  ]);
  const wanted = input.capacities.map((item, index) => {
    if (item.venue !== null && !input.venues.includes(item.venue)) {
      throw fieldError({ capacities: [`${index + 1}: ${CAPACITY_MESSAGES.venue}`] });
    }
    const division =
      item.division === null
        ? null
        : divisionRows.find((row) => row.name.toLowerCase() === item.division!.toLowerCase());
    if (division === undefined)
      throw fieldError({ capacities: [`${index + 1}: ${CAPACITY_MESSAGES.division}`] });
    if (item.season !== null && !seasonRows.some((row) => row.id === item.season))
      throw fieldError({ capacities: [`${index + 1}: ${CAPACITY_MESSAGES.season}`] });
    return {
      locationId: item.venue,
      divisionId: division?.id ?? null,
      seasonId: item.season,
      capacity: item.capacity,
    };
  });
  const current = await db.select().from(programCapacities).where(eq(programCapacities.programId, programId));
  const key = (row: { locationId: number | null; divisionId: number | null; seasonId: number | null }) =>
    `${row.locationId}|${row.divisionId}|${row.seasonId}`;
  for (const row of current) {
    const keep = wanted.find((item) => key(item) === key(row));
    const capacity = keep ? keep.capacity : null;
    if (row.capacity !== capacity) {
      await db.update(programCapacities).set({ capacity }).where(eq(programCapacities.id, row.id));
    }
  }
  const added = wanted.filter((item) => !current.some((row) => key(row) === key(item)));
  if (added.length > 0) {
    await db.insert(programCapacities).values(added.map((item) => ({ programId, ...item })));
  }
  // Places taken and families waiting move to the offering that counts them now.
  await rehomePlaces(db, programId);
}

/** Makes the program's venues exactly these. */
async function saveVenues(db: Db, programId: string, venueIds: readonly number[]) {
  await db
    .delete(programLocations)
    .where(
      venueIds.length > 0
        ? and(
            eq(programLocations.programId, programId),
            notInArray(programLocations.locationId, [...venueIds]),
          )
        : eq(programLocations.programId, programId),
    );
  if (venueIds.length > 0) {
    await db
      .insert(programLocations)
      .values(venueIds.map((locationId) => ({ programId, locationId })))
      .onConflictDoNothing();
  }
}

export const programWrites: WriteConfig<string, ProgramInput, OfficeProgram> = {
  entity: 'program',
  parseId: (raw) => (raw && /^[a-z0-9-]{1,60}$/.test(raw) ? raw : null),
  schema: programInputSchema,
  read: readProgram,
  toInput: (program) => ({
    ...program,
    logo: program.logo ?? '',
    register_url: program.register_url ?? '',
    divisions: program.divisions.map((division) => division.name),
    venues: program.venues.map((venue) => venue.id),
  }),
  check: async (db, input) => {
    if (input.venues.length === 0) return;
    const found = await db
      .select({ id: locations.id })
      .from(locations)
      .where(inArray(locations.id, input.venues));
    if (found.length !== input.venues.length) throw fieldError({ venues: ['Choose venues from the list.'] });
  },
  insert: async (db, input) => {
    const id = input.id || slugOf(input.name);
    if (!id) throw fieldError({ id: ['Give the program an address name of letters or digits.'] });
    const [last] = await db.select({ position: max(programs.position) }).from(programs);
    await db.insert(programs).values({ id, ...columnsOf(input), position: (last?.position ?? -1) + 1 });
    await saveDivisions(db, id, input.divisions);
    await saveVenues(db, id, input.venues);
    await saveCapacities(db, id, input);
    return id;
  },
  update: async (db, id, input) => {
    await db.update(programs).set(columnsOf(input)).where(eq(programs.id, id));
    await saveDivisions(db, id, input.divisions);
    await saveVenues(db, id, input.venues);
    await saveCapacities(db, id, input);
  },
  remove: async (db, id) => {
    await db.delete(programs).where(eq(programs.id, id));
  },
  references: [
    columnReference(
      ['registration', 'registrations'],
      registrations,
      registrations.programId,
      sql<string>`${registrations.participantName} || ' (' || ${registrations.season} || ')'`,
    ),
    columnReference(['season', 'seasons'], seasons, seasons.programId, seasons.title),
    columnReference(['team event', 'team events'], events, events.programId, events.title),
    columnReference(
      ['calendar-editor request', 'calendar-editor requests'],
      calendarEditorRequests,
      calendarEditorRequests.programId,
      sql<string>`'request #' || ${calendarEditorRequests.id}`,
    ),
  ],
  name: (program) => program.name,
  unique: { field: 'id', message: 'Another program already has this address name; choose another.' },
};

const programList: ListConfig<ProgramRow, OfficeProgram> = {
  table: programs,
  search: [programs.name, programs.id, programs.description],
  filters: {
    active: booleanFilter(programs.active),
    sport: choiceFilter(programs.sport, SPORTS),
  },
  sort: { position: programs.position, name: programs.name, sport: programs.sport },
  defaultOrdering: 'position',
  tiebreak: programs.id,
  limits: { defaultSize: 20, maxSize: 200 },
  json: listedPrograms,
};

export const officeProgramRoutes = routes('/office/programs')
  .get('/', listHandler(programList))
  .post('/', (c) => createRecord(c, programWrites))
  .get('/:id', (c) => readRecord(c, programWrites))
  .patch('/:id', async (c) => {
    const answer = await updateRecord(c, programWrites);
    // Raised or cleared capacity goes to the families waiting at once (the sweep would offer it within a round).
    await afterPlacesOpened(
      c.var.deps,
      { programId: c.req.param('id') },
      'Offering places after a capacity change failed (the sweep offers them):',
    );
    return answer;
  })
  .delete('/:id', (c) =>
    deleteRecord(c, { ...programWrites, archiveHint: 'Archive it instead: untick Active and save.' }),
  );
