/** Reading press_articles: shared by /press/ (everything) and /news/ (news articles only). */
import type { Context } from 'hono';
import { and, desc, eq } from 'drizzle-orm';
import type { PressArticle } from '../../../src/domain/types';
import type { AppEnv } from '../../context';
import { pressArticles } from '../../db/schema/content';
import { notFound } from '../../http/errors';
import { listPage, textFilter, type ListConfig } from '../../http/list';
import { parseId } from '../../http/query';
import { articleJson } from './article-json';

/** Articles newest first; news only with `search` (title and text), or everything with an exact `title`. */
const articleList = (newsOnly: boolean): ListConfig<typeof pressArticles.$inferSelect, PressArticle> => ({
  table: pressArticles,
  ...(newsOnly
    ? { scope: eq(pressArticles.kind, 'news'), search: [pressArticles.title, pressArticles.content] }
    : {}),
  filters: { title: textFilter(pressArticles.title) },
  order: [desc(pressArticles.publishedAt), desc(pressArticles.id)],
  limits: { defaultSize: 10, maxSize: 100 },
  json: (_db, rows) => rows.map(articleJson),
});
const NEWS_LIST = articleList(true);
const PRESS_LIST = articleList(false);

/** Lists articles newest first; `newsOnly` limits to news and enables `search`, else `title` filters exactly. */
export async function listArticles(c: Context<AppEnv>, newsOnly: boolean) {
  return c.json(await listPage(c, newsOnly ? NEWS_LIST : PRESS_LIST));
}

/** One article by id (news only when `newsOnly`), else 404. */
export async function getArticle(c: Context<AppEnv>, newsOnly: boolean) {
  const id = parseId(c.req.param('id'));
  if (id === null) throw notFound();
  const [row] = await c.var.deps.db
    .select()
    .from(pressArticles)
    .where(and(eq(pressArticles.id, id), newsOnly ? eq(pressArticles.kind, 'news') : undefined));
  if (!row) throw notFound();
  return c.json(articleJson(row));
}
