/** Reading press_articles: shared by /press/ (everything) and /news/ (news articles only). */
import type { Context } from 'hono';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PressArticle } from '../../../src/domain/types';
import type { AppEnv } from '../../context';
import { pressArticles } from '../../db/schema/content';
import { notFound } from '../../http/errors';
import { pageRequest, pageResponse } from '../../http/pagination';
import { escapeLike, parseId, textQuery } from '../../http/query';

type ArticleRow = typeof pressArticles.$inferSelect;

/** The press article shape of spec 1 §3. */
export function articleJson(row: ArticleRow) {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    content: row.content,
    url: row.url,
    published_at: row.publishedAt.toISOString(),
    pinned: row.pinned,
    image: row.image,
    image_alt: row.imageAlt,
  } satisfies PressArticle;
}

/** Lists articles newest first; `newsOnly` limits to news and enables `search`, else `title` filters exactly. */
export async function listArticles(c: Context<AppEnv>, newsOnly: boolean) {
  const { db } = c.var.deps;
  const request = pageRequest(c, { defaultSize: 10, maxSize: 100 });
  const filters: SQL[] = [];
  if (newsOnly) filters.push(eq(pressArticles.kind, 'news'));
  const title = textQuery(c, 'title');
  if (title) filters.push(eq(pressArticles.title, title));
  const search = textQuery(c, 'search');
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    const match = or(ilike(pressArticles.title, pattern), ilike(pressArticles.content, pattern));
    if (match) filters.push(match);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(pressArticles).where(where);
  const rows = await db
    .select()
    .from(pressArticles)
    .where(where)
    .orderBy(desc(pressArticles.publishedAt), desc(pressArticles.id))
    .limit(request.pageSize)
    .offset(request.offset);
  return c.json(pageResponse(c, request, total?.n ?? 0, rows.map(articleJson)));
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
