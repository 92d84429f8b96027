/**
 * The league's conference divisions and counties, edited in the office (issue 19 item 4):
 * /office/league-divisions/ (code, name, conference, order) and /office/counties/ (name, state,
 * division). Codes are stable (registrations, seasons and coach accounts store them): a division's
 * is chosen when it is added, a county's is made from its name and state. A division with counties
 * or seasons, or a county that seasons, registrations or coaches name, cannot be deleted. The
 * public list is GET /league/divisions/ (server/routes/league/index.ts).
 */
import { count, eq, inArray, sql } from 'drizzle-orm';
import { countyCode } from '../../../src/domain/leagues';
import {
  countyInputSchema,
  GEOGRAPHY_MESSAGES,
  leagueDivisionInputSchema,
  type CountyInput,
  type LeagueDivisionInput,
  type OfficeCounty,
  type OfficeLeagueDivision,
} from '../../../src/domain/office/geography';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { leagueCounties, leagueDivisions } from '../../db/schema/geography';
import { seasons } from '../../db/schema/league';
import { registrations } from '../../db/schema/registrations';
import { fieldError } from '../../http/errors';
import { textFilter, type ListConfig, type RowQuery } from '../../http/list';
import { resourceRoutes } from '../../http/resource';
import { columnReference, type WriteConfig } from '../../http/write';

/** A code from a path (any case), or null. */
const codeId = (raw: string | undefined) =>
  raw && /^[A-Za-z][A-Za-z0-9_]{0,59}$/.test(raw) ? raw.toUpperCase() : null;

type DivisionRow = typeof leagueDivisions.$inferSelect;

async function officeDivisions(db: Db, rows: DivisionRow[]): Promise<OfficeLeagueDivision[]> {
  const codes = rows.map((row) => row.code);
  const counts = codes.length
    ? await db
        .select({ code: leagueCounties.divisionCode, n: count() })
        .from(leagueCounties)
        .where(inArray(leagueCounties.divisionCode, codes))
        .groupBy(leagueCounties.divisionCode)
    : [];
  return rows.map((row) => ({
    id: row.code,
    code: row.code,
    label: row.label,
    conference: row.conference === 'AFC' ? 'AFC' : 'NFC',
    position: row.position,
    county_count: counts.find((entry) => entry.code === row.code)?.n ?? 0,
  }));
}

export const leagueDivisionWrites: WriteConfig<string, LeagueDivisionInput, OfficeLeagueDivision> = {
  entity: 'league_division',
  parseId: codeId,
  schema: leagueDivisionInputSchema,
  read: async (db, code) =>
    (
      await officeDivisions(db, await db.select().from(leagueDivisions).where(eq(leagueDivisions.code, code)))
    )[0] ?? null,
  toInput: ({ id: _id, county_count: _count, ...division }) => division,
  insert: async (db, input) => {
    await db.insert(leagueDivisions).values({
      code: input.code,
      label: input.label,
      conference: input.conference,
      position: input.position,
    });
    return input.code;
  },
  // The code stays: registrations and seasons store it.
  update: async (db, code, input) => {
    await db
      .update(leagueDivisions)
      .set({ label: input.label, conference: input.conference, position: input.position })
      .where(eq(leagueDivisions.code, code));
  },
  remove: async (db, code) => {
    await db.delete(leagueDivisions).where(eq(leagueDivisions.code, code));
  },
  references: [
    columnReference(['county', 'counties'], leagueCounties, leagueCounties.divisionCode, leagueCounties.name),
    columnReference(['season', 'seasons'], seasons, seasons.leagueDivision, seasons.title),
  ],
  name: (division) => division.label,
  unique: { field: 'code', message: GEOGRAPHY_MESSAGES.duplicateDivision },
};

const divisionList: ListConfig<DivisionRow, OfficeLeagueDivision> = {
  table: leagueDivisions,
  search: [leagueDivisions.label, leagueDivisions.code],
  sort: { position: leagueDivisions.position, label: leagueDivisions.label },
  defaultOrdering: 'position',
  tiebreak: leagueDivisions.code,
  limits: { defaultSize: 50, maxSize: 200 },
  json: officeDivisions,
};

interface CountyPageRow {
  county: typeof leagueCounties.$inferSelect;
  divisionLabel: string | null;
}

function countyRows(db: Db, query: RowQuery) {
  return db
    .select({ county: leagueCounties, divisionLabel: leagueDivisions.label })
    .from(leagueCounties)
    .leftJoin(leagueDivisions, eq(leagueDivisions.code, leagueCounties.divisionCode))
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
}

const countyJson = ({ county, divisionLabel }: CountyPageRow): OfficeCounty => ({
  id: county.code,
  code: county.code,
  name: county.name,
  state: county.state,
  division: county.divisionCode,
  division_label: divisionLabel ?? county.divisionCode,
});

export const countyWrites: WriteConfig<string, CountyInput, OfficeCounty> = {
  entity: 'county',
  parseId: codeId,
  schema: countyInputSchema,
  read: async (db, code) => {
    const [row] = await countyRows(db, {
      where: eq(leagueCounties.code, code),
      orderBy: [],
      limit: 1,
      offset: 0,
    });
    return row ? countyJson(row) : null;
  },
  toInput: ({ id: _id, division_label: _label, ...county }) => county,
  check: async (db, input) => {
    const [division] = await db
      .select({ code: leagueDivisions.code })
      .from(leagueDivisions)
      .where(eq(leagueDivisions.code, input.division));
    if (!division) throw fieldError({ division: [GEOGRAPHY_MESSAGES.unknownDivision] });
  },
  insert: async (db, input) => {
    const code = countyCode(input.name, input.state);
    await db.insert(leagueCounties).values({
      code,
      name: input.name,
      state: input.state,
      divisionCode: input.division,
    });
    return code;
  },
  // The code stays: registrations, seasons and coach accounts store it.
  update: async (db, code, input) => {
    await db
      .update(leagueCounties)
      .set({ name: input.name, state: input.state, divisionCode: input.division })
      .where(eq(leagueCounties.code, code));
  },
  remove: async (db, code) => {
    await db.delete(leagueCounties).where(eq(leagueCounties.code, code));
  },
  references: [
    columnReference(['season', 'seasons'], seasons, seasons.leagueCounty, seasons.title),
    columnReference(
      ['registration', 'registrations'],
      registrations,
      registrations.leagueCounty,
      registrations.participantName,
    ),
    columnReference(
      ['coach account', 'coach accounts'],
      users,
      users.coachCounty,
      sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    ),
  ],
  name: (county) => `${county.name} (${county.state})`,
  unique: { field: 'name', message: GEOGRAPHY_MESSAGES.duplicateCounty },
};

const countyList: ListConfig<CountyPageRow, OfficeCounty> = {
  table: leagueCounties,
  search: [leagueCounties.name, leagueCounties.code],
  filters: { state: textFilter(leagueCounties.state), division: textFilter(leagueCounties.divisionCode) },
  sort: { name: leagueCounties.name, state: leagueCounties.state, division: leagueCounties.divisionCode },
  defaultOrdering: 'name',
  tiebreak: leagueCounties.code,
  limits: { defaultSize: 50, maxSize: 200 },
  rows: countyRows,
  json: (_db, rows) => rows.map(countyJson),
};

export const officeLeagueDivisionRoutes = resourceRoutes(
  '/office/league-divisions',
  divisionList,
  leagueDivisionWrites,
);

export const officeCountyRoutes = resourceRoutes('/office/counties', countyList, countyWrites);
