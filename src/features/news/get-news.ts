/** Live news calls (spec 1 §2.5, §9): GET /news/?search=&page=&page_size=10 and GET /news/{id}/. */
import { NEWS_PAGE_SIZE } from '../../domain/news';
import type { Page, PressArticle } from '../../domain/types';
import { api } from '../../lib/api-client';

/** One page of articles, filtered by `search` (title and content) when given. */
export function getNews(search: string, page: number): Promise<Page<PressArticle>> {
  const query: Record<string, string | number> = { page, page_size: NEWS_PAGE_SIZE };
  if (search.trim()) query.search = search.trim();
  return api<Page<PressArticle>>('/news/', { query });
}

/** One article by id. */
export function getNewsArticle(id: string): Promise<PressArticle> {
  return api<PressArticle>(`/news/${encodeURIComponent(id)}/`);
}
