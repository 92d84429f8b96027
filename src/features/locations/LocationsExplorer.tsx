import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  NO_FILTERS,
  cityOptions,
  filterLocations,
  hasActiveFilter,
  locationMetrics,
  mapPoints,
  nextSelection,
  pageHolding,
  pageOf,
  zipFromSearch,
  type LocationFilters,
} from '../../domain/locations';
import { pageFromPath } from '../../domain/paging';
import type { Location } from '../../domain/types';
import LeagueMapView from './LeagueMapView';
import LocationFiltersForm from './LocationFiltersForm';
import LocationResults from './LocationResults';
import { useLiveLocations } from './use-live-locations';
import { useZipInUrl } from './use-zip-in-url';
import './locations-explorer.css';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';

interface Props {
  /** Venues from the build-time snapshot with their programs attached (shown with JS off). */
  initialLocations: Location[];
  /** The page of cards built here: 1 on /locations, N on /locations/page/N (issue 41 item 12). */
  initialPage?: number;
  metricLabels: { venues: string; states: string; programs: string };
  searchTitle: string;
  searchIntro: string;
}

/** The venue list's address: its page N is built at /locations/page/N. */
const LOCATIONS_PATH = '/locations';

/** /locations (spec 1 §2.7): hero metrics, filters, result cards and the venue map. */
function LocationsExplorer({
  initialLocations,
  initialPage = 1,
  metricLabels,
  searchTitle,
  searchIntro,
}: Props) {
  const { locations, loading, error, syncError } = useLiveLocations(initialLocations);
  const [filters, setFilters] = useState<LocationFilters>(NO_FILTERS);
  const [page, setPage] = useState(initialPage);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [hoveredId, setHoveredId] = useState<string | null>(null);

  // The ZIP arrives in the query (?zip=38654 from the home search); read it after hydration.
  useEffect(() => {
    const zip = zipFromSearch(window.location.search);
    if (zip) setFilters((current) => ({ ...current, zip }));
  }, []);
  useZipInUrl(filters.zip);

  const results = useMemo(() => filterLocations(locations, filters), [locations, filters]);
  const points = useMemo(() => mapPoints(locations), [locations]);
  const metrics = useMemo(() => locationMetrics(locations), [locations]);
  const cities = useMemo(() => cityOptions(locations), [locations]);
  const current = pageOf(results, page);

  useEffect(() => {
    setSelectedId((selected) => nextSelection(results, filters, selected));
  }, [results, filters]);

  // Back and Forward between pages shown in place (their addresses are the built pages').
  useEffect(() => {
    const follow = () => setPage(pageFromPath(LOCATIONS_PATH, window.location.pathname) ?? 1);
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  const changeFilters = (next: LocationFilters) => {
    setFilters(next);
    setPage(1);
    // Filtered results start at their first page, which is the list's own address.
    if (window.location.pathname !== LOCATIONS_PATH) {
      window.history.replaceState(window.history.state, '', `${LOCATIONS_PATH}${window.location.search}`);
    }
  };

  const select = useCallback(
    (id: string) => {
      setSelectedId(id);
      const holding = pageHolding(results, id);
      if (holding !== null) setPage(holding);
    },
    [results],
  );

  return (
    <div className="locations">
      <div className="locations-metrics">
        <dl className="wrap locations-metrics__list">
          <div>
            <dt>{metricLabels.venues}</dt>
            <dd>{metrics.venues}</dd>
          </div>
          <div>
            <dt>{metricLabels.states}</dt>
            <dd>{metrics.states}</dd>
          </div>
          <div>
            <dt>{metricLabels.programs}</dt>
            <dd>{metrics.programs}</dd>
          </div>
        </dl>
      </div>

      <section className="section wrap" aria-labelledby="locations-search-title">
        <h2 id="locations-search-title" className="locations__title">
          {searchTitle}
        </h2>
        <p className="locations__intro">{searchIntro}</p>
        <LocationFiltersForm filters={filters} cities={cities} onChange={changeFilters} />
        <div className="locations__status" aria-live="polite">
          {loading && locations.length === 0 && <p>Loading locations…</p>}
        </div>
        {error && (
          <p className="locations__alert" role="alert">
            {error}
          </p>
        )}
        {syncError && (
          <p className="locations__alert" role="alert">
            {syncError}
          </p>
        )}
        <div className="locations__layout">
          <div className="locations__map">
            <LeagueMapView
              label="Map of league venues"
              points={points}
              selectedId={selectedId}
              highlightedId={hoveredId}
              onSelect={select}
            />
          </div>
          <LocationResults
            page={current}
            total={results.length}
            hasFilter={hasActiveFilter(filters)}
            loading={loading && locations.length === 0}
            selectedId={selectedId}
            onSelect={select}
            onHover={setHoveredId}
            onPage={setPage}
          />
        </div>
      </section>
    </div>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(LocationsExplorer);
