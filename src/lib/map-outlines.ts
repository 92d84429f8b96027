/**
 * The map's own background, for builds without a tile server: the outlines of Mississippi,
 * Tennessee, Arkansas and Alabama with their counties and the edges of their neighbours, cut at
 * build time from the Census Bureau's TopoJSON (the `us-atlas` package) to what the map shows.
 * src/pages/map/outlines.json.ts serves the result; src/lib/map.ts draws it under the markers.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { Geometry, Position } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { largestPartCentre } from '../domain/geo';

/** A point as Leaflet takes it: [latitude, longitude]. */
export type LatLng = [number, number];

/**
 * Persisted contract: the JSON at /map/outlines.json. Coordinates have three decimals (about 100 m,
 * finer than the 1:10,000,000 source); every line and area is a list of [lat, lng] points.
 */
export interface MapOutlines {
  /** The league states' areas (one ring per part), drawn as land. */
  areas: LatLng[][];
  /** State borders: the league states' and, within the map's reach, their neighbours'. */
  states: LatLng[][];
  /** County borders inside the league states (state borders are drawn once, in `states`). */
  counties: LatLng[][];
  /** County names, each at a point inside its county, shown at closer zooms. */
  labels: { name: string; at: LatLng }[];
}

/** FIPS codes of the league states: Alabama, Arkansas, Mississippi, Tennessee. */
export const LEAGUE_STATES = ['01', '05', '28', '47'];
/** FIPS codes of their neighbours: FL, GA, KY, LA, MO, NC, OK, TX, VA. */
export const NEIGHBOUR_STATES = ['12', '13', '21', '22', '29', '37', '40', '48', '51'];
/** How far beyond the league states' box the map draws their neighbours' edges: about 150 km. */
export const OUTLINE_MARGIN = 1.5;

/** A box as [south, west, north, east], in degrees. */
export type Bounds = readonly [south: number, west: number, north: number, east: number];
type Props = { name: string };
type Identified = { id?: string | number | undefined };

const round = (value: number) => Math.round(value * 1000) / 1000;
const toLatLng = ([lng = 0, lat = 0]: Position): LatLng => [round(lat), round(lng)];
const inside = ([lat, lng]: LatLng, [south, west, north, east]: Bounds) =>
  lat >= south && lat <= north && lng >= west && lng <= east;

/**
 * The parts of a line within `bounds`; each part keeps its first point outside on either side, so
 * the line runs on to the edge of the view.
 */
export function clipLine(line: readonly LatLng[], bounds: Bounds): LatLng[][] {
  const parts: LatLng[][] = [];
  let part: LatLng[] = [];
  line.forEach((point, i) => {
    const near = [line[i - 1], point, line[i + 1]].some((p) => p && inside(p, bounds));
    if (near) part.push(point);
    else if (part.length) {
      parts.push(part);
      part = [];
    }
  });
  if (part.length) parts.push(part);
  return parts.filter((p) => p.length > 1);
}

/** Where a county's name goes: the centre of its largest part. */
function labelPoint(polygons: readonly (readonly Position[][])[]): LatLng {
  return toLatLng(largestPartCentre(polygons));
}

/** The box around some areas, widened by `margin` degrees on every side. */
export function boundsAround(areas: readonly LatLng[][], margin: number): Bounds {
  const lats = areas.flat().map(([lat]) => lat);
  const lngs = areas.flat().map(([, lng]) => lng);
  return [
    Math.min(...lats) - margin,
    Math.min(...lngs) - margin,
    Math.max(...lats) + margin,
    Math.max(...lngs) + margin,
  ];
}

/** Cuts the outlines the map draws out of us-atlas's `counties-10m` topology. */
export function cutOutlines(topology: Topology): MapOutlines {
  const statesObject = topology.objects['states'] as GeometryCollection<Props>;
  const countiesObject = topology.objects['counties'] as GeometryCollection<Props>;
  const stateOf = (geometry: Identified) => String(geometry.id ?? '').slice(0, 2);
  const league = (geometry: Identified) => LEAGUE_STATES.includes(stateOf(geometry));
  const nearby = (geometry: Identified) => league(geometry) || NEIGHBOUR_STATES.includes(stateOf(geometry));
  const polygonsOf = (geometry: Geometry): Position[][][] =>
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];

  const states = feature(topology, statesObject).features.filter(league);
  const counties = feature(topology, countiesObject).features.filter(league);
  const areas = states.flatMap((state) =>
    polygonsOf(state.geometry).map((rings) => (rings[0] ?? []).map(toLatLng)),
  );
  const bounds = boundsAround(areas, OUTLINE_MARGIN);
  const lines = (multi: { coordinates: Position[][] }) =>
    multi.coordinates.flatMap((line) => clipLine(line.map(toLatLng), bounds));
  return {
    areas,
    // Arcs with a nearby state on either side; each border once.
    states: lines(mesh(topology, statesObject, (a, b) => nearby(a) || nearby(b))),
    // Only borders between two counties of one league state: the rest are state borders or coast.
    counties: lines(
      mesh(topology, countiesObject, (a, b) => a !== b && league(a) && stateOf(a) === stateOf(b)),
    ),
    labels: counties
      .map((county) => ({ name: county.properties.name, at: labelPoint(polygonsOf(county.geometry)) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** us-atlas's counties-10m topology (counties, states and nation; unprojected longitude and latitude). */
export function readCountiesTopology(): Topology {
  const file = createRequire(import.meta.url).resolve('us-atlas/counties-10m.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Topology;
}
