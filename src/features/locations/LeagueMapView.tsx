import { useEffect, useRef, useState } from 'react';
import { LOCATION_MESSAGES, type MapPoint } from '../../domain/locations';
import type { LeagueMap } from '../../lib/map';
import './league-map.css';

interface Props {
  /** Accessible name of the map region. */
  label: string;
  points: readonly MapPoint[];
  selectedId?: string | null;
  highlightedId?: string | null;
  onSelect?: (id: string) => void;
}

/** The venue map; Leaflet (and its CSS) is loaded only once the map scrolls into view. */
export default function LeagueMapView({
  label,
  points,
  selectedId = null,
  highlightedId = null,
  onSelect,
}: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeagueMap | null>(null);
  const onSelectRef = useRef(onSelect);
  const [hydrated, setHydrated] = useState(false);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    setHydrated(true);
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    const start = () => {
      import('../../lib/map')
        .then(async ({ createLeagueMap, loadMapStyles }) => {
          await loadMapStyles();
          if (cancelled) return;
          mapRef.current = createLeagueMap(container, { onSelect: (id) => onSelectRef.current?.(id) });
          setReady(true);
        })
        .catch((err: unknown) => {
          if (!cancelled)
            setError(err instanceof Error && err.message ? err.message : LOCATION_MESSAGES.mapFailed);
        });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(container);
    return () => {
      cancelled = true;
      observer.disconnect();
      mapRef.current?.destroy();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready) mapRef.current?.setPoints(points);
  }, [ready, points]);

  useEffect(() => {
    if (ready) mapRef.current?.highlight(highlightedId ?? selectedId);
  }, [ready, highlightedId, selectedId]);

  useEffect(() => {
    if (ready && selectedId) mapRef.current?.focus(selectedId);
  }, [ready, selectedId]);

  return (
    <div className="league-map" role="region" aria-label={label}>
      <div ref={containerRef} className="league-map__canvas" data-map-ready={ready ? 'true' : 'false'} />
      {hydrated && !ready && !error && (
        <p className="league-map__status" aria-hidden="true">
          Loading map…
        </p>
      )}
      <noscript>
        <p className="league-map__status">Turn on JavaScript to explore the venue map.</p>
      </noscript>
      {error && (
        <p className="league-map__status league-map__status--error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
