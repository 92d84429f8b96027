/**
 * Prices the office edits (issue 37): /office/league-prices/ (the league's list: one record, id 1),
 * /office/season-prices/ (a season's own price and ways to pay, by the season's id; deleting one
 * puts the season back on the league's list) and /office/promo-codes/ (a code that was used cannot
 * be deleted: untick Active). Every write goes through the write kit, audited in its transaction;
 * league and season prices are among the tables the site is built from, so an edit rebuilds it.
 */
import { asc, eq } from 'drizzle-orm';
import {
  dollarsText,
  leaguePriceInputSchema,
  PROMO_MESSAGES,
  promoInputSchema,
  seasonPriceInputSchema,
  type LeaguePriceInput,
  type OfficeLeaguePrice,
  type OfficePromoCode,
  type OfficeSeasonPrice,
  type PromoInput,
  type SeasonPriceInput,
} from '../../../src/domain/office/prices';
import type { Db } from '../../db/client';
import { programs, seasons } from '../../db/schema/league';
import { leaguePrices, promoCodes, promoRedemptions, seasonPrices } from '../../db/schema/prices';
import { registrations } from '../../db/schema/registrations';
import { fieldError } from '../../http/errors';
import { booleanFilter, idFilter, listHandler, textFilter, type ListConfig } from '../../http/list';
import { parseId } from '../../http/query';
import { routes } from '../../http/router';
import {
  assertExists,
  columnReference,
  createRecord,
  deleteRecord,
  readRecord,
  updateRecord,
  type WriteConfig,
} from '../../http/write';

// --- The league's list -------------------------------------------------------------------------

type LeagueRow = typeof leaguePrices.$inferSelect;

const leagueJson = (row: LeagueRow): OfficeLeaguePrice => ({
  id: 1,
  fee: dollarsText(row.feeCents),
  uniform: dollarsText(row.uniformCents),
  referee_training: dollarsText(row.refereeTrainingCents),
});

export const leaguePriceWrites: WriteConfig<number, LeaguePriceInput, OfficeLeaguePrice> = {
  entity: 'league_prices',
  parseId: (raw) => (raw === '1' ? 1 : null),
  schema: leaguePriceInputSchema,
  read: async (db, id) => {
    const [row] = await db.select().from(leaguePrices).where(eq(leaguePrices.id, id));
    return row ? leagueJson(row) : null;
  },
  toInput: ({ id: _id, ...price }) => price,
  insert: () => Promise.reject(new Error('The league has one price list.')),
  update: async (db, _id, input) => {
    await db
      .update(leaguePrices)
      .set({
        feeCents: input.fee,
        uniformCents: input.uniform,
        refereeTrainingCents: input.referee_training,
        updatedAt: new Date(),
      })
      .where(eq(leaguePrices.id, 1));
  },
  name: () => 'The league price list',
};

const leagueList: ListConfig<LeagueRow, OfficeLeaguePrice> = {
  table: leaguePrices,
  search: [],
  filters: {},
  sort: { id: leaguePrices.id },
  defaultOrdering: 'id',
  tiebreak: leaguePrices.id,
  limits: { defaultSize: 1, maxSize: 1 },
  json: async (_db, rows) => rows.map(leagueJson),
};

export const officeLeaguePriceRoutes = routes('/office/league-prices')
  .get('/', listHandler(leagueList))
  .get('/:id', (c) => readRecord(c, leaguePriceWrites))
  .patch('/:id', (c) => updateRecord(c, leaguePriceWrites));

// --- A season's price ---------------------------------------------------------------------------

type SeasonPriceRow = typeof seasonPrices.$inferSelect;

async function officeSeasonPrices(db: Db, rows: SeasonPriceRow[]): Promise<OfficeSeasonPrice[]> {
  if (rows.length === 0) return [];
  const names = await db
    .select({ id: seasons.id, title: seasons.title, program: programs.name })
    .from(seasons)
    .leftJoin(programs, eq(programs.id, seasons.programId));
  return rows.map((row) => {
    const season = names.find((item) => item.id === row.seasonId);
    return {
      id: row.seasonId,
      season: row.seasonId,
      season_title: season?.title ?? '',
      program_name: season?.program ?? null,
      fee: dollarsText(row.feeCents),
      uniform: dollarsText(row.uniformCents),
      early_bird: dollarsText(row.earlyBirdCents),
      early_bird_until: row.earlyBirdUntil,
      late_fee: dollarsText(row.lateFeeCents),
      late_fee_from: row.lateFeeFrom,
      sibling_second: dollarsText(row.siblingSecondCents),
      sibling_later: dollarsText(row.siblingLaterCents),
      pay_in_full: row.payInFull,
      plan_deposit: dollarsText(row.planDepositCents),
      plan_dates: row.planDates,
      division_fees: row.divisionFees,
    } satisfies OfficeSeasonPrice;
  });
}

const seasonColumns = (input: SeasonPriceInput) => ({
  feeCents: input.fee,
  uniformCents: input.uniform,
  earlyBirdCents: input.early_bird,
  earlyBirdUntil: input.early_bird_until,
  lateFeeCents: input.late_fee,
  lateFeeFrom: input.late_fee_from,
  siblingSecondCents: input.sibling_second,
  siblingLaterCents: input.sibling_later,
  payInFull: input.pay_in_full,
  planDepositCents: input.plan_deposit,
  planDates: input.plan_dates,
  divisionFees: input.division_fees,
  updatedAt: new Date(),
});

export const seasonPriceWrites: WriteConfig<number, SeasonPriceInput, OfficeSeasonPrice> = {
  entity: 'season_price',
  parseId,
  schema: seasonPriceInputSchema,
  read: async (db, id) =>
    (
      await officeSeasonPrices(db, await db.select().from(seasonPrices).where(eq(seasonPrices.seasonId, id)))
    )[0] ?? null,
  toInput: ({ id: _id, season_title: _t, program_name: _p, ...price }) => price,
  check: async (db, input, id) => {
    await assertExists(db, seasons, seasons.id, input.season!, 'season', 'Choose a valid season.');
    if (id !== null && input.season !== id) {
      throw fieldError({ season: ['A price stays with its season: delete it and price the other season.'] });
    }
  },
  insert: async (db, input) => {
    const [row] = await db
      .insert(seasonPrices)
      .values({ seasonId: input.season!, ...seasonColumns(input) })
      .returning({ id: seasonPrices.seasonId });
    return row!.id;
  },
  update: async (db, id, input) => {
    await db.update(seasonPrices).set(seasonColumns(input)).where(eq(seasonPrices.seasonId, id));
  },
  remove: async (db, id) => {
    await db.delete(seasonPrices).where(eq(seasonPrices.seasonId, id));
  },
  unique: { field: 'season', message: 'This season has its price already: edit it.' },
  name: (price) => `The price of ${price.season_title}`,
};

const seasonPriceList: ListConfig<SeasonPriceRow, OfficeSeasonPrice> = {
  table: seasonPrices,
  search: [],
  filters: { season: idFilter(seasonPrices.seasonId) },
  sort: { season: seasonPrices.seasonId, updated: seasonPrices.updatedAt },
  defaultOrdering: '-updated',
  tiebreak: seasonPrices.seasonId,
  limits: { defaultSize: 20, maxSize: 200 },
  json: officeSeasonPrices,
};

export const officeSeasonPriceRoutes = routes('/office/season-prices')
  .get('/', listHandler(seasonPriceList))
  .post('/', (c) => createRecord(c, seasonPriceWrites))
  .get('/:id', (c) => readRecord(c, seasonPriceWrites))
  .patch('/:id', (c) => updateRecord(c, seasonPriceWrites))
  .delete('/:id', (c) => deleteRecord(c, seasonPriceWrites));

// --- Promo codes ---------------------------------------------------------------------------------

type PromoRow = typeof promoCodes.$inferSelect;

async function officePromos(db: Db, rows: PromoRow[]): Promise<OfficePromoCode[]> {
  if (rows.length === 0) return [];
  const [seasonRows, programRows] = await Promise.all([
    db.select({ id: seasons.id, title: seasons.title }).from(seasons),
    db.select({ id: programs.id, name: programs.name }).from(programs).orderBy(asc(programs.position)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    kind: row.kind as OfficePromoCode['kind'],
    amount: row.kind === 'amount' ? dollarsText(row.value) : '',
    percent: row.kind === 'percent' ? row.value : null,
    season: row.seasonId,
    season_title: seasonRows.find((item) => item.id === row.seasonId)?.title ?? null,
    program: row.programId,
    program_name: programRows.find((item) => item.id === row.programId)?.name ?? null,
    max_uses: row.maxUses,
    uses: row.uses,
    expires_on: row.expiresOn,
    active: row.active,
    note: row.note,
  }));
}

const promoColumns = (input: PromoInput) => ({
  code: input.code,
  kind: input.kind,
  value: input.kind === 'amount' ? input.amount! : input.percent!,
  seasonId: input.season,
  programId: input.program || null,
  maxUses: input.max_uses,
  expiresOn: input.expires_on,
  active: input.active,
  note: input.note,
});

export const promoWrites: WriteConfig<number, PromoInput, OfficePromoCode> = {
  entity: 'promo_code',
  parseId,
  schema: promoInputSchema,
  read: async (db, id) =>
    (await officePromos(db, await db.select().from(promoCodes).where(eq(promoCodes.id, id))))[0] ?? null,
  toInput: ({ id: _id, uses: _u, season_title: _s, program_name: _p, ...promo }) => promo,
  check: async (db, input, id) => {
    if (input.season !== null) {
      await assertExists(db, seasons, seasons.id, input.season, 'season', 'Choose a valid season.');
    }
    if (input.program) {
      await assertExists(db, programs, programs.id, input.program, 'program', 'Choose a valid program.');
    }
    if (id !== null && input.max_uses !== null) {
      const [row] = await db.select({ uses: promoCodes.uses }).from(promoCodes).where(eq(promoCodes.id, id));
      if (row && row.uses > input.max_uses) {
        throw fieldError({
          max_uses: [`The code has been used ${row.uses} times: the limit cannot be lower.`],
        });
      }
    }
  },
  insert: async (db, input) => {
    const [row] = await db.insert(promoCodes).values(promoColumns(input)).returning({ id: promoCodes.id });
    return row!.id;
  },
  update: async (db, id, input) => {
    await db.update(promoCodes).set(promoColumns(input)).where(eq(promoCodes.id, id));
  },
  remove: async (db, id) => {
    await db.delete(promoCodes).where(eq(promoCodes.id, id));
  },
  references: [
    columnReference(
      ['registration', 'registrations'],
      promoRedemptions,
      promoRedemptions.promoCodeId,
      promoRedemptions.childKey,
    ),
  ],
  unique: { field: 'code', message: PROMO_MESSAGES.codeTaken },
  name: (promo) => promo.code,
};

const promoList: ListConfig<PromoRow, OfficePromoCode> = {
  table: promoCodes,
  search: [promoCodes.code, promoCodes.note],
  filters: {
    active: booleanFilter(promoCodes.active),
    season: idFilter(promoCodes.seasonId),
    program: textFilter(promoCodes.programId),
  },
  sort: { code: promoCodes.code, created: promoCodes.createdAt },
  defaultOrdering: 'code',
  tiebreak: promoCodes.id,
  limits: { defaultSize: 20, maxSize: 200 },
  json: officePromos,
};

export const officePromoRoutes = routes('/office/promo-codes')
  .get('/', listHandler(promoList))
  .post('/', (c) => createRecord(c, promoWrites))
  .get('/:id', (c) => readRecord(c, promoWrites))
  .patch('/:id', (c) => updateRecord(c, promoWrites))
  .delete('/:id', (c) =>
    deleteRecord(c, { ...promoWrites, archiveHint: 'Untick Active instead to stop it being used.' }),
  );

/** Who used a code (the registrations' participants), for the office record. */
export async function promoUses(db: Db, id: number) {
  return db
    .select({ registration: registrations.id, participant: registrations.participantName })
    .from(promoRedemptions)
    .innerJoin(registrations, eq(registrations.id, promoRedemptions.registrationId))
    .where(eq(promoRedemptions.promoCodeId, id));
}
