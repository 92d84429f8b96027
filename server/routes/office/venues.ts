/**
 * /office/venues/: the venues (locations) of /locations and the program pages. A venue that seasons,
 * registrations or programs name cannot be deleted; archive it instead (untick Active).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { venueInputSchema, type OfficeVenue, type VenueInput } from '../../../src/domain/office/venues';
import type { Db } from '../../db/client';
import { locations, programLocations, programs, seasons } from '../../db/schema/league';
import { registrations } from '../../db/schema/registrations';
import { booleanFilter, textFilter, type ListConfig } from '../../http/list';
import { parseId } from '../../http/query';
import { resourceRoutes } from '../../http/resource';

import { locationJson } from '../locations/location-json';
import { columnReference, type WriteConfig } from '../../http/write';

type VenueRow = typeof locations.$inferSelect;

async function officeVenues(db: Db, rows: VenueRow[]): Promise<OfficeVenue[]> {
  const ids = rows.map((row) => row.id);
  const listed = ids.length
    ? await db
        .select({ locationId: programLocations.locationId, name: programs.name })
        .from(programLocations)
        .innerJoin(programs, eq(programs.id, programLocations.programId))
        .where(inArray(programLocations.locationId, ids))
        .orderBy(asc(programs.position), asc(programs.name))
    : [];
  return rows.map(
    (row) =>
      ({
        ...locationJson(row),
        program_names: listed.filter((entry) => entry.locationId === row.id).map((entry) => entry.name),
      }) satisfies OfficeVenue,
  );
}

const columnsOf = (input: VenueInput) => ({
  name: input.name,
  addressLine1: input.address_line1,
  city: input.city,
  state: input.state,
  postalCode: input.postal_code,
  latitude: input.latitude,
  longitude: input.longitude,
  active: input.active,
});

export const venueWrites: WriteConfig<number, VenueInput, OfficeVenue> = {
  entity: 'venue',
  parseId,
  schema: venueInputSchema,
  read: async (db, id) =>
    (await officeVenues(db, await db.select().from(locations).where(eq(locations.id, id))))[0] ?? null,
  toInput: ({ program_names: _names, id: _id, ...venue }) => venue,
  insert: async (db, input) => {
    const [row] = await db.insert(locations).values(columnsOf(input)).returning({ id: locations.id });
    return row!.id;
  },
  update: async (db, id, input) => {
    await db.update(locations).set(columnsOf(input)).where(eq(locations.id, id));
  },
  remove: async (db, id) => {
    await db.delete(locations).where(eq(locations.id, id));
  },
  references: [
    columnReference(['season', 'seasons'], seasons, seasons.locationId, seasons.title),
    columnReference(
      ['registration', 'registrations'],
      registrations,
      registrations.locationId,
      registrations.participantName,
    ),
    {
      noun: ['program', 'programs'],
      find: async (db, id) => {
        const rows = await db
          .select({ name: programs.name })
          .from(programLocations)
          .innerJoin(programs, eq(programs.id, programLocations.programId))
          .where(eq(programLocations.locationId, id))
          .orderBy(asc(programs.position));
        return { count: rows.length, names: rows.map((row) => row.name) };
      },
    },
  ],
  name: (venue) => venue.name,
};

const venueList: ListConfig<VenueRow, OfficeVenue> = {
  table: locations,
  search: [locations.name, locations.city, locations.addressLine1, locations.postalCode],
  filters: { active: booleanFilter(locations.active), state: textFilter(locations.state) },
  sort: { name: locations.name, city: locations.city, state: locations.state },
  defaultOrdering: 'name',
  tiebreak: locations.id,
  limits: { defaultSize: 20, maxSize: 200 },
  json: officeVenues,
};

export const officeVenueRoutes = resourceRoutes('/office/venues', venueList, venueWrites, {
  archiveHint: 'Archive it instead: untick Active and save.',
});
