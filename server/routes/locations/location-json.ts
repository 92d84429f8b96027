/** The locations (venues) table as JSON: one mapping, answered by /locations/ (spec 1 §3) and /office/venues/. */
import type { Location } from '../../../src/domain/types';
import type { locations } from '../../db/schema/league';

type LocationRow = typeof locations.$inferSelect;

/** The location shape of spec 1 §3. */
export function locationJson(row: LocationRow) {
  return {
    id: row.id,
    name: row.name,
    address_line1: row.addressLine1,
    city: row.city,
    state: row.state,
    postal_code: row.postalCode,
    latitude: row.latitude,
    longitude: row.longitude,
    active: row.active,
  } satisfies Location;
}
