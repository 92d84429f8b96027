/** GET /locations/: venues, paged (page_size up to 200), filtered by state, city, ZIP prefix and active. */
import { asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Location } from '../../../src/domain/types';
import { locations } from '../../db/schema/league';
import { booleanFilter, listHandler, type ListConfig } from '../../http/list';
import { escapeLike, listQuery, textQuery } from '../../http/query';
import { keptAnswers } from '../../http/kept-answers';
import { routes } from '../../http/router';
import { locationJson } from './location-json';

/** Venues by state, city and name; filtered by state (or state__in), city, ZIP prefix and active. */
const locationList: ListConfig<typeof locations.$inferSelect, Location> = {
  table: locations,
  filters: {
    state: (c) => {
      const states = listQuery(c, 'state__in') ?? listQuery(c, 'state');
      return states
        ? inArray(
            sql`upper(${locations.state})`,
            states.map((s) => s.toUpperCase()),
          )
        : undefined;
    },
    city: (c, name) => {
      const city = textQuery(c, name);
      return city ? eq(sql`lower(${locations.city})`, city.toLowerCase()) : undefined;
    },
    postal_code: (c, name) => {
      const zip = textQuery(c, name);
      return zip ? like(locations.postalCode, `${escapeLike(zip)}%`) : undefined;
    },
    active: booleanFilter(locations.active),
  },
  order: [asc(locations.state), asc(locations.city), asc(locations.name), asc(locations.id)],
  limits: { defaultSize: 20, maxSize: 200 },
  json: (_db, rows) => rows.map(locationJson),
};

export const locationRoutes = routes('/locations').get(
  '/',
  keptAnswers('locations'),
  listHandler(locationList),
);
