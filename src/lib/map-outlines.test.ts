import { describe, expect, it } from 'vitest';
import {
  boundsAround,
  clipLine,
  cutOutlines,
  OUTLINE_MARGIN,
  readCountiesTopology,
  type LatLng,
} from './map-outlines';

const outlines = cutOutlines(readCountiesTopology());
const points = (lines: LatLng[][]) => lines.flat();

describe('clipLine', () => {
  const box = [0, 0, 10, 10] as const;

  it('keeps a line inside the box whole', () => {
    expect(
      clipLine(
        [
          [1, 1],
          [2, 2],
          [3, 3],
        ],
        box,
      ),
    ).toEqual([
      [
        [1, 1],
        [2, 2],
        [3, 3],
      ],
    ]);
  });

  it('cuts the part outside, keeping one point beyond the edge so the line reaches it', () => {
    expect(
      clipLine(
        [
          [5, 5],
          [5, 9],
          [5, 12],
          [5, 20],
          [5, 30],
        ],
        box,
      ),
    ).toEqual([
      [
        [5, 5],
        [5, 9],
        [5, 12],
      ],
    ]);
  });

  it('splits a line that leaves and comes back', () => {
    expect(
      clipLine(
        [
          [5, 5],
          [5, 11],
          [5, 20],
          [5, 30],
          [5, 11],
          [5, 5],
        ],
        box,
      ),
    ).toEqual([
      [
        [5, 5],
        [5, 11],
      ],
      [
        [5, 11],
        [5, 5],
      ],
    ]);
  });

  it('drops a line that never comes near', () => {
    expect(
      clipLine(
        [
          [20, 20],
          [30, 30],
        ],
        box,
      ),
    ).toEqual([]);
  });
});

describe('the outlines cut from us-atlas', () => {
  it('has the four league states as land and a name for each of their 319 counties', () => {
    expect(outlines.areas.length).toBeGreaterThanOrEqual(4);
    expect(outlines.labels).toHaveLength(82 + 95 + 75 + 67);
  });

  it("puts DeSoto County's name inside DeSoto County, Mississippi", () => {
    const desoto = outlines.labels.filter((label) => label.name === 'DeSoto');
    expect(desoto).toHaveLength(1);
    const [lat, lng] = desoto[0]!.at;
    expect(lat).toBeGreaterThan(34.75);
    expect(lat).toBeLessThan(35.0);
    expect(lng).toBeGreaterThan(-90.3);
    expect(lng).toBeLessThan(-89.7);
  });

  it('spans the league states, from western Arkansas to eastern Tennessee and down to the Gulf', () => {
    expect(boundsAround(outlines.areas, 0).map(Math.round)).toEqual([30, -95, 37, -82]);
  });

  it("draws the neighbours' edges only as far as the map reaches", () => {
    const [south, west, north, east] = boundsAround(outlines.areas, OUTLINE_MARGIN);
    const all = points(outlines.states);
    // Texas's border with Oklahoma runs past 100° W; only its stretch near Arkansas is kept.
    expect(Math.min(...all.map(([, lng]) => lng))).toBeGreaterThan(west - 0.5);
    expect(Math.max(...all.map(([, lng]) => lng))).toBeLessThan(east + 0.5);
    expect(Math.min(...all.map(([lat]) => lat))).toBeGreaterThan(south - 0.5);
    expect(Math.max(...all.map(([lat]) => lat))).toBeLessThan(north + 0.5);
  });

  it('draws county borders all across the league states and nowhere else', () => {
    // Memphis (Shelby County, TN) sits on county borders; Atlanta (Fulton County, GA) must have none near.
    const near = ([lat, lng]: LatLng, [plat, plng]: LatLng) =>
      Math.abs(lat - plat) < 0.3 && Math.abs(lng - plng) < 0.3;
    expect(points(outlines.counties).some((p) => near(p, [35.15, -89.9]))).toBe(true);
    // Johnson City (Washington County, TN), in the far east of the league.
    expect(points(outlines.counties).some((p) => near(p, [36.31, -82.35]))).toBe(true);
    expect(points(outlines.counties).some((p) => near(p, [33.75, -84.39]))).toBe(false);
  });

  it('stays small enough to load with the map', () => {
    expect(JSON.stringify(outlines).length).toBeLessThan(160_000);
  });
});
