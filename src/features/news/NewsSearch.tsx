import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type SubmitEvent } from 'react';
import { $news, loadNews } from './news-store';
import { useHydrated } from './use-hydrated';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';

/**
 * The hero's keyword search. Without JavaScript it is a plain GET form to /news?q=…; hydrated, it
 * searches the live API and the latest list below shows the results. A ?q= on arrival runs at once.
 * The input is uncontrolled so what a visitor typed before hydration is kept.
 */
function NewsSearch() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const { loading } = useStore($news);

  useEffect(() => {
    const initial = new URLSearchParams(window.location.search).get('q')?.trim();
    if (initial && input.current) {
      input.current.value = initial;
      void loadNews(initial, 1);
    }
  }, []);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    window.history.replaceState(null, '', url);
    void loadNews(query, 1);
  };

  return (
    <form className="news-search" role="search" action="/news" method="get" onSubmit={submit}>
      <label htmlFor={`${id}-q`}>Search news</label>
      <div className="news-search-row">
        <input
          ref={input}
          id={`${id}-q`}
          name="q"
          type="search"
          placeholder="Keyword, team or city"
          autoComplete="off"
        />
        <button type="submit" className="btn btn-gold" aria-busy={hydrated && loading}>
          Search
        </button>
      </div>
    </form>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(NewsSearch);
