/**
 * The news list state shared by the hero search and the latest list (two islands). `data` stays
 * null until the visitor searches or pages: the list then shows the page it was built with.
 */
import { atom } from 'nanostores';
import { NEWS_LIST_ERROR } from '../../domain/news';
import { errorDetail } from '../../domain/error-message';
import type { PressArticle } from '../../domain/types';
import { getNews } from './get-news';

export interface NewsPageData {
  page: number;
  results: PressArticle[];
  count: number;
  next: string | null;
  previous: string | null;
}

export interface NewsState {
  query: string;
  data: NewsPageData | null;
  loading: boolean;
  error: string | null;
}

export const $news = atom<NewsState>({ query: '', data: null, loading: false, error: null });

let latestRequest = 0;

/** Loads page `page` of the articles matching `query`; an older answer arriving late is ignored. */
export async function loadNews(query: string, page: number): Promise<void> {
  const request = ++latestRequest;
  $news.set({ ...$news.get(), query, loading: true, error: null });
  try {
    const body = await getNews(query, page);
    if (request !== latestRequest) return;
    $news.set({
      query,
      data: {
        page,
        results: Array.isArray(body.results) ? body.results : [],
        count: typeof body.count === 'number' ? body.count : 0,
        next: body.next ?? null,
        previous: body.previous ?? null,
      },
      loading: false,
      error: null,
    });
  } catch (error) {
    if (request !== latestRequest) return;
    $news.set({ ...$news.get(), loading: false, error: errorDetail(error) ?? NEWS_LIST_ERROR });
  }
}
