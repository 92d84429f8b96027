import { useStore } from '@nanostores/react';
import { useEffect, useRef, type MouseEvent } from 'react';
import {
  LIST_EXCERPT,
  NEWS_EMPTY_MESSAGE,
  NEWS_PAGE_SIZE,
  canGoNext,
  canGoPrev,
  newsPageHref,
  pageCount,
} from '../../domain/news';
import NewsCard from './NewsCard';
import { $news, loadNews, type NewsPageData, type NewsState } from './news-store';
import { useHydrated } from './use-hydrated';
import './news.css';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';

const BUILT_STATE: NewsState = { query: '', data: null, loading: false, error: null };

interface Props {
  /** The page built from the snapshot (page 1 on /news, page N on /news/page/N). */
  initial: NewsPageData;
  title: string;
}

/**
 * The latest list with Prev/Next (spec 1 §2.5). Built as static HTML with links to the built list
 * pages; hydrated, Prev/Next and the hero search load pages from the live API instead.
 */
function NewsBrowser({ initial, title }: Props) {
  const hydrated = useHydrated();
  const stored = useStore($news);
  const { query, data, loading, error } = hydrated ? stored : BUILT_STATE;
  const view = data ?? initial;
  const heading = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);
  const paging = {
    page: view.page,
    pageSize: NEWS_PAGE_SIZE,
    count: view.count,
    next: view.next,
    previous: view.previous,
  };
  const prev = canGoPrev(paging);
  const next = canGoNext(paging);
  const pages = pageCount(view.count, NEWS_PAGE_SIZE);

  useEffect(() => {
    if (!loading && moveFocus.current) {
      moveFocus.current = false;
      heading.current?.focus();
    }
  }, [loading]);

  const go = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    moveFocus.current = true;
    void loadNews(query, page);
  };

  const status = loading
    ? 'Loading news…'
    : query && data
      ? `${view.count} ${view.count === 1 ? 'article matches' : 'articles match'} “${query}”.`
      : '';

  return (
    <section className="news-latest" aria-labelledby="news-latest-title" aria-busy={loading}>
      <h2 id="news-latest-title" ref={heading} tabIndex={-1}>
        {query && data ? `Results for “${query}”` : title}
      </h2>
      <p className="news-status" role="status">
        {status}
      </p>
      {error && (
        <p className="news-error" role="alert">
          {error}
        </p>
      )}
      {view.results.length ? (
        <ul className="news-list">
          {view.results.map((article) => (
            <li key={article.id}>
              <NewsCard article={article} excerptLength={LIST_EXCERPT} />
            </li>
          ))}
        </ul>
      ) : (
        !loading && <p className="news-empty">{NEWS_EMPTY_MESSAGE}</p>
      )}
      {(prev || next) && (
        <nav className="news-pager" aria-label="News pages">
          {prev ? (
            <a
              className="news-pager-link"
              href={newsPageHref(Math.max(1, view.page - 1))}
              rel="prev"
              onClick={go(Math.max(1, view.page - 1))}
            >
              Prev
            </a>
          ) : (
            <span className="news-pager-link is-disabled">Prev</span>
          )}
          <span className="news-pager-info">
            Page {view.page} of {Math.max(pages, view.page)}
          </span>
          {next ? (
            <a
              className="news-pager-link"
              href={newsPageHref(view.page + 1)}
              rel="next"
              onClick={go(view.page + 1)}
            >
              Next
            </a>
          ) : (
            <span className="news-pager-link is-disabled">Next</span>
          )}
        </nav>
      )}
    </section>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(NewsBrowser);
