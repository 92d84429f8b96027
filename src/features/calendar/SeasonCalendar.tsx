import { useEffect, useRef, useState } from 'react';
import {
  CALENDAR_MESSAGES,
  NO_SEASON_FILTERS,
  SEASONS_PAGE_SIZE,
  hasNextPage,
  hasPreviousPage,
  hasSeasonFilter,
  seasonSummary,
  type SeasonFilters,
} from '../../domain/calendar';
import { errorDetail } from '../../domain/error-message';
import { pageFromPath, pagePath } from '../../domain/paging';
import PageLinks from '../../components/PageLinks';
import type { Season } from '../../domain/types';
import { getSeasons } from './api';
import CalendarFilters, { type FilterOptions } from './CalendarFilters';
import SeasonCard from './SeasonCard';
import './calendar.css';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';

interface Props {
  /** The page built from the snapshot (shown with JS off and until the live page arrives). */
  initialSeasons: Season[];
  initialCount: number;
  /** Which page that is: 1 on /calendar, N on /calendar/page/N (issue 41 item 12). */
  initialPage?: number;
  options: FilterOptions;
}

/** The calendar's address: its page N is built at /calendar/page/N. */
const CALENDAR_PATH = '/calendar';
const calendarPage = (page: number) => pagePath(CALENDAR_PATH, page);

interface PageState {
  results: Season[];
  count: number;
  next: string | null;
  previous: string | null;
  page: number;
  /** Largest page seen for the current filters: the page size of a short last page (§4). */
  pageSize: number;
}

/** /calendar (spec 1 §2.8): filters, summary, paging and the season cards. */
function SeasonCalendar({ initialSeasons, initialCount, initialPage = 1, options }: Props) {
  const [filters, setFilters] = useState<SeasonFilters>(NO_SEASON_FILTERS);
  const [request, setRequest] = useState({ filters: NO_SEASON_FILTERS, page: initialPage });
  const [data, setData] = useState<PageState>({
    results: initialSeasons,
    count: initialCount,
    next: null,
    previous: null,
    page: initialPage,
    pageSize: initialPage > 1 ? SEASONS_PAGE_SIZE : initialSeasons.length,
  });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const listTop = useRef<HTMLDivElement>(null);

  // Loads the requested page: on hydration (a live refresh of page 1) and on every change.
  useEffect(() => {
    const id = ++latest.current;
    setLoading(true);
    getSeasons(request.filters, request.page)
      .then((body) => {
        if (id !== latest.current) return;
        const results = Array.isArray(body.results) ? body.results : [];
        setData((current) => {
          // The live refresh usually matches the built page: keep the same seasons so no card re-renders.
          const same = JSON.stringify(results) === JSON.stringify(current.results);
          return {
            results: same ? current.results : results,
            count: Number(body.count) || 0,
            next: body.next ?? null,
            previous: body.previous ?? null,
            page: request.page,
            pageSize: Math.max(results.length, request.page > 1 ? current.pageSize : 0),
          };
        });
        setError(null);
      })
      .catch((err: unknown) => {
        if (id === latest.current) setError(errorDetail(err) ?? CALENDAR_MESSAGES.loadFailed);
      })
      .finally(() => {
        if (id === latest.current) setLoading(false);
      });
  }, [request]);

  // Back and Forward between pages shown in place (their addresses are the built pages').
  useEffect(() => {
    const follow = () => {
      const page = pageFromPath(CALENDAR_PATH, window.location.pathname);
      if (page !== null) setRequest((current) => ({ ...current, page }));
    };
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  const changeFilters = (next: SeasonFilters) => {
    setFilters(next);
    setRequest({ filters: next, page: 1 });
    if (window.location.pathname !== CALENDAR_PATH) window.history.replaceState(null, '', CALENDAR_PATH);
  };

  const goTo = (page: number) => {
    setRequest({ filters, page });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  const info = {
    count: data.count,
    next: data.next,
    page: data.page,
    resultsLength: data.results.length,
    pageSize: data.pageSize,
  };
  const showPager = hasNextPage(info) || hasPreviousPage(data.page, data.previous);

  return (
    <div className="season-calendar">
      <CalendarFilters filters={filters} options={options} onChange={changeFilters} />
      <div ref={listTop} className="season-calendar__status" aria-live="polite" aria-busy={loading}>
        <p className="season-calendar__summary">{seasonSummary(info)}</p>
        {loading && <p className="season-calendar__loading">Loading seasons…</p>}
      </div>
      {error && (
        <p className="season-calendar__error" role="alert">
          {error}
        </p>
      )}
      {data.results.length === 0 && hasSeasonFilter(request.filters) && !loading && !error && (
        <p className="season-calendar__empty">{CALENDAR_MESSAGES.noMatch}</p>
      )}
      <ul className="season-list">
        {data.results.map((season) => (
          <li key={season.id}>
            <SeasonCard season={season} />
          </li>
        ))}
      </ul>
      {showPager && (
        <PageLinks
          label="Season pages"
          page={data.page}
          hasPrevious={hasPreviousPage(data.page, data.previous)}
          hasNext={hasNextPage(info)}
          href={calendarPage}
          onPage={goTo}
          busy={loading}
        />
      )}
    </div>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(SeasonCalendar);
