/**
 * Plane geometry on longitude and latitude for the league's maps and geography (GeoJSON positions
 * as [longitude, latitude]): a ring's centre and whether a polygon holds a point. Distances at the
 * scale of a county or a state, where the plane is close enough.
 */
import type { Position } from 'geojson';

/** The area-weighted centre of a ring as [longitude, latitude] (its first point if it has no area). */
export function ringCentre(ring: readonly Position[]): { at: Position; area: number } {
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < ring.length - 1; i += 1) {
    const [x0 = 0, y0 = 0] = ring[i] ?? [];
    const [x1 = 0, y1 = 0] = ring[i + 1] ?? [];
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  if (area === 0) return { at: ring[0] ?? [0, 0], area: 0 };
  return { at: [x / (3 * area), y / (3 * area)], area: Math.abs(area / 2) };
}

/** The centre of the largest part of a (multi)polygon, given as its parts' rings. */
export function largestPartCentre(polygons: readonly (readonly Position[][])[]): Position {
  const centres = polygons.map((rings) => ringCentre(rings[0] ?? []));
  return centres.reduce((best, next) => (next.area > best.area ? next : best), { at: [0, 0], area: -1 }).at;
}

/** Whether a ring holds a point (ray casting; a point on the edge may fall either way). */
function ringHolds(ring: readonly Position[], [x, y]: Position): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > y! !== yj > y! && x! < ((xj - xi) * (y! - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether a (multi)polygon, given as its parts' rings (outer first, then holes), holds a point. */
export function polygonsHold(polygons: readonly (readonly Position[][])[], point: Position): boolean {
  return polygons.some(
    ([outer = [], ...holes]) => ringHolds(outer, point) && !holes.some((hole) => ringHolds(hole, point)),
  );
}

/** The plane distance between two positions, in degrees (for "nearest", never for miles). */
export function planeDistance([x0 = 0, y0 = 0]: Position, [x1 = 0, y1 = 0]: Position): number {
  return Math.hypot(x1 - x0, y1 - y0);
}
