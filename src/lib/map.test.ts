// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLeagueMap, type LeagueMap } from './map';

let current: LeagueMap | null = null;
afterEach(() => {
  current?.destroy();
  current = null;
  document.body.innerHTML = '';
});

/** A map in a fresh container, with fetch recorded (the outlines answer with empty lists). */
function mapWith(tiles: { url: string; attribution: string }) {
  const fetch = vi.fn(async () =>
    Response.json({ areas: [], states: [], counties: [], labels: [] }, { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  const container = document.body.appendChild(document.createElement('div'));
  current = createLeagueMap(container, { tiles });
  return { container, fetch };
}

describe('createLeagueMap', () => {
  it('without a tile server, loads the embedded outlines and credits the Census Bureau', () => {
    const { container, fetch } = mapWith({ url: '', attribution: '' });
    expect(fetch).toHaveBeenCalledWith('/map/outlines.json');
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toBe(
      'Outlines: U.S. Census Bureau',
    );
    expect(container.querySelector('.leaflet-tile-pane')?.children).toHaveLength(0);
  });

  it('with a tile server, shows its tiles and attribution and loads no outlines', () => {
    const { container, fetch } = mapWith({
      url: 'https://tiles.example.org/{z}/{x}/{y}.png',
      attribution: 'Tiles by Example',
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(container.querySelector('.leaflet-tile-pane')?.children).toHaveLength(1);
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toContain(
      'Tiles by Example',
    );
    expect(container.classList.contains('league-map--no-tiles')).toBe(false);
  });
});
