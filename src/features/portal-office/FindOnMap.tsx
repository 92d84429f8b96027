import { useEffect, useId, useRef, useState } from 'react';
import type { FormAside } from '../../components/portal/resource/resource-table';
import type { PointPicker } from '../../lib/map';

/** A coordinate as the form keeps it (5 decimals: about a metre). */
const fixed = (value: number) => value.toFixed(5);

const pointOf = (values: Record<string, string>) => {
  const lat = Number(values['latitude']);
  const lng = Number(values['longitude']);
  return values['latitude'] && values['longitude'] && Number.isFinite(lat) && Number.isFinite(lng)
    ? { lat, lng }
    : null;
};

/**
 * 'Find on map' beside a venue's latitude and longitude: the site's own map (src/lib/map.ts, loaded
 * when opened; no outside host without configured tiles) where a tap or a click places the venue,
 * and the marker can be dragged; the fields follow, and typed coordinates move the marker.
 */
const FindOnMap: FormAside = ({ values, set }) => {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const picker = useRef<PointPicker | null>(null);
  const regionId = useId();
  const point = pointOf(values);

  useEffect(() => {
    if (!open || !container.current) return;
    let cancelled = false;
    void import('../../lib/map')
      .then(async (map) => {
        await map.loadMapStyles();
        if (cancelled || !container.current) return;
        picker.current = map.createPointPicker(container.current, {
          point,
          onPick: ({ lat, lng }) => {
            set('latitude', fixed(lat));
            set('longitude', fixed(lng));
          },
        });
      })
      .catch(() => setProblem('The map could not be loaded right now; type the coordinates instead.'));
    return () => {
      cancelled = true;
      picker.current?.destroy();
      picker.current = null;
    };
  }, [open]);

  // Typed coordinates move the marker.
  useEffect(() => {
    picker.current?.show(point);
  }, [values['latitude'], values['longitude']]);

  return (
    <div className="find-on-map">
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide map' : 'Find on map'}
      </button>
      <div id={regionId} hidden={!open}>
        <p className="field-hint">
          Tap the map where the venue is; drag the marker to fine-tune. The latitude and longitude follow.
        </p>
        {problem && (
          <p className="portal-alert-inline" role="alert">
            {problem}
          </p>
        )}
        {open && (
          <div
            ref={container}
            className="find-on-map-canvas league-map"
            role="application"
            aria-label="Map: tap to place the venue"
          />
        )}
      </div>
    </div>
  );
};

export default FindOnMap;
