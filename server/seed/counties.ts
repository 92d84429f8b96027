/**
 * The counties around the league's venues (issue 41 item 3): families in Tennessee, Arkansas and
 * Alabama had only Mississippi's counties to pick from. For each seeded venue, the county it stands
 * in and that county's neighbours, in the league's four states, from the Census Bureau's public
 * county list (the `us-atlas` package: names, FIPS codes and shapes). Each county not yet in the
 * league joins the conference division of the nearest of the spec's 32 Mississippi counties, which
 * stay where the spec puts them. Codes follow the office's rule (NAME_STATE, e.g. SHELBY_TN).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { count, inArray } from 'drizzle-orm';
import type { Geometry, Position } from 'geojson';
import { feature, neighbors } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { largestPartCentre, planeDistance, polygonsHold } from '../../src/domain/geo';
import { countyCode, type LEAGUE_STATES } from '../../src/domain/leagues';
import type { Db } from '../db/client';
import { leagueCounties } from '../db/schema/geography';
import { SEED_VENUES } from './venues';

/** FIPS state codes of the league's states. */
const STATE_BY_FIPS: Record<string, (typeof LEAGUE_STATES)[number]['value']> = {
  '28': 'MS',
  '47': 'TN',
  '05': 'AR',
  '01': 'AL',
};

/** A county of the league as the seed adds it. */
export interface PlannedCounty {
  code: string;
  name: string;
  state: string;
  divisionCode: string;
}

/** A county already in the league (the spec's Mississippi ones): its code, name and division. */
export interface KnownCounty {
  code: string;
  name: string;
  state: string;
  divisionCode: string;
}

const polygonsOf = (geometry: Geometry | null): Position[][][] =>
  geometry?.type === 'Polygon'
    ? [geometry.coordinates]
    : geometry?.type === 'MultiPolygon'
      ? geometry.coordinates
      : [];

const sameName = (a: string, b: string) => a.localeCompare(b, 'en-US', { sensitivity: 'base' }) === 0;

/**
 * The counties of the league's states that hold a venue or border one that does, not yet known,
 * each with the division of the nearest known county of its own state's Mississippi anchors (the
 * spec's counties); in state and name order.
 */
export function countiesAroundVenues(
  topology: Topology,
  venues: readonly { latitude: number; longitude: number }[],
  known: readonly KnownCounty[],
): PlannedCounty[] {
  const all = topology.objects['counties'] as GeometryCollection<{ name: string }>;
  // The league's states only (about 320 of the country's 3,231 counties); they border each other.
  const object = {
    ...all,
    geometries: all.geometries.filter((geometry) => String(geometry.id ?? '').slice(0, 2) in STATE_BY_FIPS),
  };
  const shapes = feature(topology, object).features;
  const around = neighbors(object.geometries);
  const stateOf = (index: number) => STATE_BY_FIPS[String(shapes[index]?.id ?? '').slice(0, 2)];
  const chosen = new Set<number>();
  for (const venue of venues) {
    const at: Position = [venue.longitude, venue.latitude];
    const home = shapes.findIndex(
      (shape, index) => stateOf(index) && polygonsHold(polygonsOf(shape.geometry), at),
    );
    if (home === -1) continue;
    for (const index of [home, ...(around[home] ?? [])]) if (stateOf(index)) chosen.add(index);
  }
  const centreOf = (index: number) => largestPartCentre(polygonsOf(shapes[index]!.geometry));
  // The known counties' places, found by name in their state.
  const anchors = known.flatMap((county) => {
    const index = shapes.findIndex(
      (shape, i) => stateOf(i) === county.state && sameName(shape.properties.name, county.name),
    );
    return index === -1 ? [] : [{ county, at: centreOf(index) }];
  });
  const isKnown = (name: string, state: string) =>
    known.some((county) => county.state === state && sameName(county.name, name));
  return [...chosen]
    .flatMap((index) => {
      const name = shapes[index]!.properties.name;
      const state = stateOf(index)!;
      if (isKnown(name, state) || anchors.length === 0) return [];
      const at = centreOf(index);
      const nearest = anchors.reduce((best, next) =>
        planeDistance(next.at, at) < planeDistance(best.at, at) ? next : best,
      );
      return [{ code: countyCode(name, state), name, state, divisionCode: nearest.county.divisionCode }];
    })
    .sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name));
}

/** us-atlas's counties topology (unprojected longitude and latitude). */
function countiesTopology(): Topology {
  const file = createRequire(import.meta.url).resolve('us-atlas/counties-10m.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Topology;
}

/**
 * Adds the counties around the seeded venues while the league holds only the counties the
 * migrations put there (the spec's 32); returns how many were added.
 */
export async function seedCounties(db: Db): Promise<number> {
  const known = await db.select().from(leagueCounties);
  const [added] = await db
    .select({ n: count() })
    .from(leagueCounties)
    .where(inArray(leagueCounties.state, ['TN', 'AR', 'AL']));
  if ((added?.n ?? 0) > 0 || known.length === 0) return 0;
  const planned = countiesAroundVenues(countiesTopology(), SEED_VENUES, known);
  if (planned.length === 0) return 0;
  const rows = await db.insert(leagueCounties).values(planned).onConflictDoNothing().returning();
  return rows.length;
}
