/**
 * The league's divisions and counties as the rules read them (src/domain/leagues.ts): one read of
 * league_divisions and league_counties, in display order.
 */
import { asc, eq } from 'drizzle-orm';
import type { LeagueGeography } from '../../src/domain/leagues';
import type { Db } from '../db/client';
import { leagueCounties, leagueDivisions } from '../db/schema/geography';

/** The divisions with their counties (each division's counties by name). */
export async function loadGeography(db: Db): Promise<LeagueGeography> {
  const [divisionRows, countyRows] = await Promise.all([
    db.select().from(leagueDivisions).orderBy(asc(leagueDivisions.position), asc(leagueDivisions.code)),
    db.select().from(leagueCounties).orderBy(asc(leagueCounties.name), asc(leagueCounties.code)),
  ]);
  return divisionRows.map((division) => ({
    value: division.code,
    label: division.label,
    conference: division.conference === 'AFC' ? 'AFC' : 'NFC',
    counties: countyRows
      .filter((county) => county.divisionCode === division.code)
      .map((county) => ({ value: county.code, label: county.name, state: county.state })),
  }));
}

/** Whether a county code (any case) is one of the league's. */
export async function countyExists(db: Db, code: string): Promise<boolean> {
  if (!code) return false;
  const [row] = await db
    .select({ code: leagueCounties.code })
    .from(leagueCounties)
    .where(eq(leagueCounties.code, code.toUpperCase()));
  return row !== undefined;
}
