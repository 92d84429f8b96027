import { useEffect, useMemo, useState } from 'react';
import { LOCATION_MESSAGES, attachPrograms, mapPoints } from '../../domain/locations';
import type { Location, Program } from '../../domain/types';
import { getHomeMapLocations } from './api';
import LeagueMapView from './LeagueMapView';
import './home-map-preview.css';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';

interface Props {
  /** Venues from the build-time snapshot, shown until the live list arrives (and with JS off). */
  initialLocations?: Location[];
  /** Programs (snapshot) matched to venues for the popups; without them popups say 'Programs coming soon.' */
  programs?: Pick<Program, 'id' | 'name' | 'locations' | 'location_names' | 'location'>[];
}

type Status = 'idle' | 'loading' | 'ready' | 'error';

/** Home page map preview (spec 1 §2.3): venues in MS, TN, AR and AL. Hydrate with client:painted="visible". */
function HomeMapPreview({ initialLocations = [], programs = [] }: Props) {
  const [locations, setLocations] = useState<Location[]>(initialLocations);
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    let active = true;
    setStatus('loading');
    getHomeMapLocations()
      .then((list) => {
        if (!active) return;
        setLocations(list);
        setStatus('ready');
      })
      .catch(() => {
        if (active) setStatus('error');
      });
    return () => {
      active = false;
    };
  }, []);

  const points = useMemo(() => mapPoints(attachPrograms(locations, programs)), [locations, programs]);
  const count = locations.length;

  return (
    <div className="home-map">
      {status === 'error' && (
        <p className="home-map__error" role="alert">
          {LOCATION_MESSAGES.homeMapFailed}
        </p>
      )}
      <LeagueMapView label="Map of league venues" points={status === 'error' ? [] : points} />
      <div className="home-map__footer">
        <p aria-live="polite">
          {status === 'error'
            ? LOCATION_MESSAGES.homeMapFooterFailed
            : count > 0
              ? `${count} ${count === 1 ? 'venue' : 'venues'} across Mississippi, Tennessee, Arkansas and Alabama`
              : status === 'loading'
                ? 'Loading venues…'
                : 'Venues across Mississippi, Tennessee, Arkansas and Alabama'}
        </p>
        <a className="home-map__link" href="/locations">
          Browse all locations
        </a>
      </div>
    </div>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(HomeMapPreview);
