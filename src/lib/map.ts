/**
 * The league map: Leaflet with marker clustering and the §9 constants. Browser-only; islands load
 * it with a dynamic import once the map is visible, and Leaflet's CSS comes with it.
 *
 * Tiles are optional. PUBLIC_MAP_TILE_URL (e.g. 'https://tile.openstreetmap.org/{z}/{x}/{y}.png')
 * and PUBLIC_MAP_TILE_ATTRIBUTION (e.g. '&copy; OpenStreetMap contributors') set them at build
 * time; without a URL the map draws the site's own outlines (/map/outlines.json: the league states,
 * their counties and neighbours' edges, loaded with the map) and contacts no outside host.
 */
import L from 'leaflet';
// The plugin extends the global L that Leaflet sets on import, so it must come after it.
import 'leaflet.markercluster';
// As a URL, not an import: a page that never shows a map never carries Leaflet's styles.
import stylesUrl from './map-styles.css?url';
import { MAP, cityState, flyToZoom, mapView, popupContent, type MapPoint } from '../domain/locations';
import type { MapOutlines } from './map-outlines';

export interface TileConfig {
  url: string;
  attribution: string;
}

/** The tile server configured for this build ('' when none). */
export const tileConfig: TileConfig = {
  url: (import.meta.env.PUBLIC_MAP_TILE_URL as string | undefined)?.trim() ?? '',
  attribution: (import.meta.env.PUBLIC_MAP_TILE_ATTRIBUTION as string | undefined)?.trim() ?? '',
};

export interface LeagueMapOptions {
  /** Called when a visitor picks a venue's marker. */
  onSelect?: (id: string) => void;
  tiles?: TileConfig;
}

export interface LeagueMap {
  /** Replaces the markers and frames them (§9: default view, one point at 12, or padded bounds). */
  setPoints(points: readonly MapPoint[]): void;
  /** Marks one venue's marker (hovered card), or none. */
  highlight(id: string | null): void;
  /** Flies to a venue (0.75 s, zoom at least 12) and opens its popup. */
  focus(id: string | null): void;
  destroy(): void;
}

const markerIcon = (active: boolean) =>
  L.icon({
    iconUrl: active ? '/map/marker-active.svg' : '/map/marker.svg',
    iconSize: [28, 40],
    iconAnchor: [14, 39],
    popupAnchor: [0, -34],
    className: active ? 'league-marker league-marker--active' : 'league-marker',
  });

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) => {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
};

/** The popup of a venue, built as DOM nodes so no server text is read as HTML. */
function popupNode(point: MapPoint): HTMLElement {
  const { location } = point;
  const root = element('div', undefined, 'league-popup');
  root.append(element('strong', location.name));
  const place = [location.address_line1, cityState(location)].filter(Boolean).join(', ');
  if (place) root.append(element('p', place));
  const content = popupContent(location);
  if (content.kind === 'none') {
    root.append(element('p', content.text));
  } else {
    const list = element('ul');
    for (const name of content.programs) list.append(element('li', name));
    const link = element('a', content.linkText);
    link.href = content.href;
    root.append(list, link);
  }
  return root;
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

let styles: Promise<void> | null = null;

/** Adds Leaflet's stylesheet to the page once and waits for it. */
export function loadMapStyles(): Promise<void> {
  styles ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesUrl;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error('Failed to load map data'));
    document.head.append(link);
  });
  return styles;
}

/** County names show from this zoom on (closer in, a county is wide enough for its name). */
export const COUNTY_LABEL_ZOOM = 9;

let outlines: Promise<MapOutlines> | null = null;

/** Fetches the embedded outlines once (built by src/pages/map/outlines.json.ts). */
export function loadOutlines(): Promise<MapOutlines> {
  outlines ??= fetch('/map/outlines.json')
    .then((response) => {
      if (!response.ok) throw new Error(`Map outlines: ${response.status}`);
      return response.json() as Promise<MapOutlines>;
    })
    .catch((error: unknown) => {
      // The next map tries again.
      outlines = null;
      throw error;
    });
  return outlines;
}

/** Draws the outlines in their own panes under the markers; county names only at closer zooms. */
function drawOutlines(map: L.Map, { areas, states, counties, labels }: MapOutlines): void {
  const pane = map.createPane('league-outlines');
  pane.style.zIndex = '250';
  const labelPane = map.createPane('league-county-labels');
  labelPane.style.zIndex = '450';
  // The names are scenery: the venue markers and the results list carry what the map means.
  labelPane.setAttribute('aria-hidden', 'true');
  const style = { pane: 'league-outlines', interactive: false } as const;
  L.polygon(areas, { ...style, stroke: false, fillColor: '#f7f8f3', fillOpacity: 1 }).addTo(map);
  L.polyline(counties, { ...style, color: '#8d9bb0', weight: 0.8 }).addTo(map);
  L.polyline(states, { ...style, color: '#3d5573', weight: 1.6 }).addTo(map);
  const names = L.layerGroup(
    labels.map(({ name, at }) => {
      const text = document.createElement('span');
      text.textContent = name;
      return L.tooltip(at, {
        content: text,
        pane: 'league-county-labels',
        className: 'league-county-label',
        direction: 'center',
        permanent: true,
        interactive: false,
      });
    }),
  );
  const showNames = () => {
    if (map.getZoom() >= COUNTY_LABEL_ZOOM) names.addTo(map);
    else names.remove();
  };
  map.on('zoomend', showNames);
  showNames();
}

/**
 * A league map in `container`: the §9 view, tiles when configured, else the site's own outlines.
 * `isRemoved` tells the outline loader whether the map is still there when they arrive.
 */
function baseMap(container: HTMLElement, tiles: TileConfig, isRemoved: () => boolean): L.Map {
  const map = L.map(container, {
    center: MAP.center,
    zoom: MAP.zoom,
    // Marker clustering needs a maximum zoom, which a map without tiles does not otherwise have.
    minZoom: 3,
    maxZoom: 18,
    scrollWheelZoom: MAP.scrollWheelZoom,
  });
  if (tiles.url) {
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18 }).addTo(map);
  } else {
    container.classList.add('league-map--no-tiles');
    map.attributionControl.setPrefix(false).addAttribution('Outlines: U.S. Census Bureau');
    // Without them the markers still stand on a plain background: nothing to report.
    loadOutlines()
      .then((data) => {
        if (!isRemoved()) drawOutlines(map, data);
      })
      .catch(() => {});
  }
  return map;
}

/** Creates the map in `container` (call loadMapStyles first). */
export function createLeagueMap(container: HTMLElement, options: LeagueMapOptions = {}): LeagueMap {
  let removed = false;
  const map = baseMap(container, options.tiles ?? tileConfig, () => removed);
  const cluster = L.markerClusterGroup({ maxClusterRadius: MAP.clusterRadius });
  map.addLayer(cluster);

  const markers = new Map<string, L.Marker>();
  let highlighted: string | null = null;
  /** Stops waiting to open the popup of the venue last flown to. */
  let cancelFocus: (() => void) | undefined;

  const setActive = (id: string | null, active: boolean) => {
    const marker = id === null ? undefined : markers.get(id);
    if (!marker) return;
    marker.setIcon(markerIcon(active));
    marker.setZIndexOffset(active ? 1000 : 0);
  };

  return {
    setPoints(points) {
      cluster.clearLayers();
      markers.clear();
      for (const point of points) {
        const marker = L.marker([point.lat, point.lng], {
          icon: markerIcon(point.id === highlighted),
          title: point.location.name,
          alt: point.location.name,
          keyboard: true,
        });
        marker.bindPopup(() => popupNode(point));
        // Leaflet turns Enter on a focused marker into a click, so keyboard users select too.
        marker.on('click', () => options.onSelect?.(point.id));
        markers.set(point.id, marker);
      }
      cluster.addLayers([...markers.values()]);
      const view = mapView(points);
      if (view.kind === 'center') map.setView(view.center, view.zoom);
      else map.fitBounds(L.latLngBounds(view.points).pad(view.padding));
    },
    highlight(id) {
      if (id === highlighted) return;
      setActive(highlighted, false);
      highlighted = id;
      setActive(id, true);
    },
    focus(id) {
      const marker = id === null ? undefined : markers.get(id);
      if (!marker) return;
      const target = marker.getLatLng();
      cancelFocus?.();
      const openWhenShown = () => {
        cancelFocus?.();
        if (cluster.getVisibleParent(marker) === marker) marker.openPopup();
        else cluster.zoomToShowLayer(marker, () => marker.openPopup());
      };
      // The end of an earlier move (the first fit, a zoom still running) must not open the popup
      // before the map has reached the venue; a timer covers a flight that never reports its end.
      const onMoveEnd = () => {
        const offCentre = map.latLngToContainerPoint(target).distanceTo(map.getSize().divideBy(2));
        if (offCentre <= 2) openWhenShown();
      };
      // A visitor who drags the map during the flight has taken over: no popup pulls it back.
      const onDrag = () => cancelFocus?.();
      const timer = setTimeout(openWhenShown, MAP.flyToSeconds * 1000 + 500);
      cancelFocus = () => {
        map.off('moveend', onMoveEnd);
        map.off('dragstart', onDrag);
        clearTimeout(timer);
        cancelFocus = undefined;
      };
      map.on('moveend', onMoveEnd);
      map.on('dragstart', onDrag);
      map.flyTo(target, flyToZoom(map.getZoom()), {
        duration: MAP.flyToSeconds,
        animate: !reducedMotion(),
      });
    },
    destroy() {
      cancelFocus?.();
      removed = true;
      map.remove();
    },
  };
}

/** A point on the map as latitude and longitude. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A map on which staff place a venue: one marker, moved by a tap or a click (or dragged). */
export interface PointPicker {
  /** Moves the marker (and the view) to a point typed elsewhere, or removes it. */
  show(point: LatLng | null): void;
  destroy(): void;
}

/** Creates a point picker in `container` (call loadMapStyles first); `onPick` hears each new point. */
export function createPointPicker(
  container: HTMLElement,
  options: { point: LatLng | null; onPick: (point: LatLng) => void; tiles?: TileConfig },
): PointPicker {
  let removed = false;
  const map = baseMap(container, options.tiles ?? tileConfig, () => removed);
  let marker: L.Marker | null = null;
  const place = (point: LatLng, fly: boolean) => {
    if (!marker) {
      marker = L.marker([point.lat, point.lng], {
        icon: markerIcon(true),
        draggable: true,
        keyboard: true,
        title: 'Venue',
      });
      marker.on('dragend', () => {
        const at = marker!.getLatLng();
        options.onPick({ lat: at.lat, lng: at.lng });
      });
      marker.addTo(map);
    } else {
      marker.setLatLng([point.lat, point.lng]);
    }
    if (fly) map.setView([point.lat, point.lng], Math.max(map.getZoom(), MAP.flyToMinZoom));
  };
  if (options.point) place(options.point, true);
  map.on('click', (event: L.LeafletMouseEvent) => {
    const point = { lat: event.latlng.lat, lng: event.latlng.lng };
    place(point, false);
    options.onPick(point);
  });
  return {
    show(point) {
      if (point) place(point, true);
      else if (marker) {
        marker.remove();
        marker = null;
      }
    },
    destroy() {
      removed = true;
      map.remove();
    },
  };
}
