/**
 * /office/news/ and /office/content/: news articles (listed on /news; pinned ones lead its
 * spotlight) and content items (policies, FAQs, bios: texts the site reads by their exact title).
 * Both are press articles of their own kind.
 */
import { and, eq, ne } from 'drizzle-orm';
import {
  contentInputSchema,
  newsInputSchema,
  type ContentInput,
  type NewsInput,
  type OfficeContent,
  type OfficeNews,
} from '../../../src/domain/office/news';
import type { Db } from '../../db/client';
import { pressArticles } from '../../db/schema/content';
import { fieldError } from '../../http/errors';
import { booleanFilter, type ListConfig } from '../../http/list';
import { parseId } from '../../http/query';
import { resourceRoutes } from '../../http/resource';

import { type WriteConfig } from '../../http/write';
import { officeContentJson, officeNewsJson } from '../press/article-json';

type ArticleRow = typeof pressArticles.$inferSelect;
type Kind = 'news' | 'content';

/** One article of this kind, or null. */
async function readArticle(db: Db, kind: Kind, id: number) {
  const [row] = await db
    .select()
    .from(pressArticles)
    .where(and(eq(pressArticles.id, id), eq(pressArticles.kind, kind)));
  return row ?? null;
}

/** Writes of one kind of article: the columns its input sets. */
function articleWrites<Input, Json extends object>(
  kind: Kind,
  schema: WriteConfig<number, Input, Json>['schema'],
  json: (row: ArticleRow) => Json,
  columnsOf: (input: Input) => Partial<typeof pressArticles.$inferInsert>,
  extra: Pick<WriteConfig<number, Input, Json>, 'toInput' | 'check'>,
): WriteConfig<number, Input, Json> {
  return {
    entity: kind,
    parseId,
    schema,
    read: async (db, id) => {
      const row = await readArticle(db, kind, id);
      return row ? json(row) : null;
    },
    ...extra,
    insert: async (db, input) => {
      const [row] = await db
        .insert(pressArticles)
        .values({ kind, title: '', ...columnsOf(input) })
        .returning({ id: pressArticles.id });
      return row!.id;
    },
    update: async (db, id, input) => {
      await db.update(pressArticles).set(columnsOf(input)).where(eq(pressArticles.id, id));
    },
    remove: async (db, id) => {
      await db.delete(pressArticles).where(eq(pressArticles.id, id));
    },
    name: (record) => (record as { title: string }).title,
  };
}

export const newsWrites = articleWrites<NewsInput, OfficeNews>(
  'news',
  newsInputSchema,
  officeNewsJson,
  (input) => ({
    title: input.title,
    content: input.content,
    url: input.url || null,
    publishedAt: new Date(input.published_at),
    pinned: input.pinned,
    image: input.image || null,
    imageAlt: input.image_alt,
  }),
  { toInput: (article) => ({ ...article, url: article.url ?? '', image: article.image ?? '' }) },
);

export const contentWrites = articleWrites<ContentInput, OfficeContent>(
  'content',
  contentInputSchema,
  officeContentJson,
  (input) => ({ title: input.title, content: input.content }),
  {
    toInput: (item) => ({ ...item }),
    // The site reads a content item by its exact title: two with one title would hide one.
    check: async (db, input, id) => {
      const [same] = await db
        .select({ id: pressArticles.id })
        .from(pressArticles)
        .where(
          and(
            eq(pressArticles.kind, 'content'),
            eq(pressArticles.title, input.title),
            id === null ? undefined : ne(pressArticles.id, id),
          ),
        );
      if (same) throw fieldError({ title: ['Another content item has this title; edit that one instead.'] });
    },
  },
);

const newsList: ListConfig<ArticleRow, OfficeNews> = {
  table: pressArticles,
  scope: eq(pressArticles.kind, 'news'),
  search: [pressArticles.title, pressArticles.content],
  filters: { pinned: booleanFilter(pressArticles.pinned) },
  sort: { published_at: pressArticles.publishedAt, title: pressArticles.title },
  defaultOrdering: '-published_at',
  tiebreak: pressArticles.id,
  limits: { defaultSize: 20, maxSize: 100 },
  json: (_db, rows) => rows.map(officeNewsJson),
};

const contentList: ListConfig<ArticleRow, OfficeContent> = {
  ...newsList,
  scope: eq(pressArticles.kind, 'content'),
  filters: {},
  sort: { title: pressArticles.title, published_at: pressArticles.publishedAt },
  defaultOrdering: 'title',
  json: (_db, rows) => rows.map(officeContentJson),
};

export const officeNewsRoutes = resourceRoutes('/office/news', newsList, newsWrites);

export const officeContentRoutes = resourceRoutes('/office/content', contentList, contentWrites);
