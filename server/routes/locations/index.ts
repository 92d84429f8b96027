/** GET /locations/: venues, paged (page_size up to 200), filtered by state, city, ZIP prefix and active. */
import { and, asc, count, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { Location } from '../../../src/domain/types';
import { locations } from '../../db/schema/league';
import { pageRequest, pageResponse } from '../../http/pagination';
import { booleanQuery, escapeLike, listQuery, textQuery } from '../../http/query';
import { keptAnswers } from '../../http/kept-answers';
import { routes } from '../../http/router';

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

export const locationRoutes = routes('/locations').get('/', keptAnswers('locations'), async (c) => {
  const { db } = c.var.deps;
  const request = pageRequest(c, { defaultSize: 20, maxSize: 200 });
  const filters: SQL[] = [];
  const states = listQuery(c, 'state__in') ?? listQuery(c, 'state');
  if (states)
    filters.push(
      inArray(
        sql`upper(${locations.state})`,
        states.map((s) => s.toUpperCase()),
      ),
    );
  const city = textQuery(c, 'city');
  if (city) filters.push(eq(sql`lower(${locations.city})`, city.toLowerCase()));
  const zip = textQuery(c, 'postal_code');
  if (zip) filters.push(like(locations.postalCode, `${escapeLike(zip)}%`));
  const active = booleanQuery(c, 'active');
  if (active !== undefined) filters.push(eq(locations.active, active));
  const where = filters.length > 0 ? and(...filters) : undefined;

  const [total] = await db.select({ n: count() }).from(locations).where(where);
  const rows = await db
    .select()
    .from(locations)
    .where(where)
    .orderBy(asc(locations.state), asc(locations.city), asc(locations.name), asc(locations.id))
    .limit(request.pageSize)
    .offset(request.offset);
  return c.json(pageResponse(c, request, total?.n ?? 0, rows.map(locationJson)));
});
