/** /office/season-news/: the news items on a season's News tab of the calendar. */
import { eq } from 'drizzle-orm';
import {
  seasonNewsInputSchema,
  type OfficeSeasonNews,
  type SeasonNewsInput,
} from '../../../src/domain/office/season-news';
import type { Db } from '../../db/client';
import { seasonNewsItems, seasons } from '../../db/schema/league';
import { idFilter, type ListConfig, type RowQuery } from '../../http/list';
import { parseId } from '../../http/query';
import { resourceRoutes } from '../../http/resource';

import { assertExists, type WriteConfig } from '../../http/write';

interface ItemRow {
  item: typeof seasonNewsItems.$inferSelect;
  seasonTitle: string;
}

const itemJson = ({ item, seasonTitle }: ItemRow) =>
  ({
    id: item.id,
    season: item.seasonId,
    season_title: seasonTitle,
    title: item.title,
    summary: item.summary,
    url: item.url,
    published_at: item.publishedAt.toISOString(),
  }) satisfies OfficeSeasonNews;

function itemRows(db: Db, query: RowQuery) {
  return db
    .select({ item: seasonNewsItems, seasonTitle: seasons.title })
    .from(seasonNewsItems)
    .innerJoin(seasons, eq(seasons.id, seasonNewsItems.seasonId))
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
}

const columnsOf = (input: SeasonNewsInput) => ({
  seasonId: input.season,
  title: input.title,
  summary: input.summary,
  url: input.url || null,
  publishedAt: new Date(input.published_at),
});

export const seasonNewsWrites: WriteConfig<number, SeasonNewsInput, OfficeSeasonNews> = {
  entity: 'season_news',
  parseId,
  schema: seasonNewsInputSchema,
  read: async (db, id) => {
    const [row] = await itemRows(db, { where: eq(seasonNewsItems.id, id), orderBy: [], limit: 1, offset: 0 });
    return row ? itemJson(row) : null;
  },
  toInput: (item) => ({ ...item, url: item.url ?? '' }),
  check: async (db, input) => {
    await assertExists(db, seasons, seasons.id, input.season, 'season', 'Choose a season from the list.');
  },
  insert: async (db, input) => {
    const [row] = await db
      .insert(seasonNewsItems)
      .values(columnsOf(input))
      .returning({ id: seasonNewsItems.id });
    return row!.id;
  },
  update: async (db, id, input) => {
    await db.update(seasonNewsItems).set(columnsOf(input)).where(eq(seasonNewsItems.id, id));
  },
  remove: async (db, id) => {
    await db.delete(seasonNewsItems).where(eq(seasonNewsItems.id, id));
  },
  name: (item) => item.title,
};

const itemList: ListConfig<ItemRow, OfficeSeasonNews> = {
  table: seasonNewsItems,
  search: [seasonNewsItems.title, seasonNewsItems.summary],
  filters: { season: idFilter(seasonNewsItems.seasonId) },
  sort: { published_at: seasonNewsItems.publishedAt, title: seasonNewsItems.title },
  defaultOrdering: '-published_at',
  tiebreak: seasonNewsItems.id,
  limits: { defaultSize: 20, maxSize: 200 },
  rows: itemRows,
  json: (_db, rows) => rows.map(itemJson),
};

export const officeSeasonNewsRoutes = resourceRoutes('/office/season-news', itemList, seasonNewsWrites);
