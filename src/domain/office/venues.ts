/** Venues (locations) as the league office edits them (/office/venues/). */
import * as v from 'valibot';
import { flag, optionalText, requiredText } from './fields';

const coordinate = (label: string, limit: number) => {
  const message = `The ${label} must be a number from -${limit} to ${limit}.`;
  return v.optional(
    v.nullable(v.pipe(v.number(message), v.minValue(-limit, message), v.maxValue(limit, message))),
    null,
  );
};

export const venueInputSchema = v.pipe(
  v.object({
    name: requiredText('venue name', 120),
    address_line1: optionalText('street address', 200),
    city: requiredText('city', 80),
    state: v.pipe(
      requiredText('state', 2),
      v.toUpperCase(),
      v.regex(/^[A-Z]{2}$/, 'Enter the state as its two-letter code, e.g. MS.'),
    ),
    postal_code: v.pipe(
      optionalText('ZIP code', 10),
      v.check(
        (value) => value === '' || /^\d{5}(-\d{4})?$/.test(value),
        'Enter a 5-digit ZIP code, e.g. 38671.',
      ),
    ),
    latitude: coordinate('latitude', 90),
    longitude: coordinate('longitude', 180),
    active: flag('active', true),
  }),
  v.forward(
    v.check(
      (venue) => (venue.latitude === null) === (venue.longitude === null),
      'Give both latitude and longitude, or neither (use Find on map).',
    ),
    ['latitude'],
  ),
);

export type VenueInput = v.InferOutput<typeof venueInputSchema>;

/** A venue as the office lists and edits it. */
export interface OfficeVenue {
  id: number;
  name: string;
  address_line1: string;
  city: string;
  state: string;
  postal_code: string;
  latitude: number | null;
  longitude: number | null;
  active: boolean;
  /** The programs that list it. */
  program_names: string[];
}
