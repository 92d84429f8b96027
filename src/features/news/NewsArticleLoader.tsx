import { useEffect, useState } from 'react';
import { detailIdFromPath } from '../../domain/detail-route';
import { errorDetail } from '../../domain/error-message';
import { NEWS_ARTICLE_ERROR } from '../../domain/news';
import type { PressArticle } from '../../domain/types';
import { errorStatus } from '../../lib/api-client';
import { getNewsArticle } from './get-news';
import NewsArticleView from './NewsArticleView';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';

interface Props {
  /** Appended to the document title ("Article title | League name"). */
  siteName: string;
}

type State =
  | { status: 'loading' }
  | { status: 'ready'; article: PressArticle; bodyHtml: string }
  | { status: 'error'; message: string };

/**
 * An article published after the build (spec 1 §2.5, §8): the id comes from the address and the
 * article from GET /news/{id}/. An id the API does not know (404) goes home; other failures show
 * the server's detail or 'Failed to load article'.
 */
function NewsArticleLoader({ siteName }: Props) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const id = detailIdFromPath(window.location.pathname, 'news');
    if (!id) {
      window.location.replace('/');
      return;
    }
    let live = true;
    // The renderer comes with the article: a page built with its article never loads it.
    Promise.all([getNewsArticle(id), import('../../lib/markdown')]).then(
      ([article, { renderContent }]) => {
        if (live) setState({ status: 'ready', article, bodyHtml: renderContent(article.content) });
      },
      (error: unknown) => {
        if (!live) return;
        if (errorStatus(error) === 404) window.location.replace('/');
        else setState({ status: 'error', message: errorDetail(error) ?? NEWS_ARTICLE_ERROR });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (state.status === 'ready') document.title = `${state.article.title} | ${siteName}`;
  }, [state, siteName]);

  if (state.status === 'ready') return <NewsArticleView article={state.article} bodyHtml={state.bodyHtml} />;
  return (
    <div className="wrap news-article">
      <p className="news-back">
        <a href="/news">← Back to news</a>
      </p>
      <h1 className="news-article-title">News article</h1>
      {state.status === 'loading' ? (
        <p role="status">Loading article…</p>
      ) : (
        <p className="news-error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(NewsArticleLoader);
