// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Program } from '../domain/types';
import { setApiBaseResolver } from '../lib/api-client';
import { fakeFetch, json } from '../lib/testing/fake-fetch';
import { $livePlaces } from '../stores/places';
import { refreshPlaces } from './places-refresh';

const program = (id: string, left: number | null): Program => ({
  id,
  name: id,
  locations: [{ id: 3, name: 'Snowden Grove Park' }],
  divisions: [{ id: 11, name: 'Junior' }],
  places_left: left,
  places:
    left === null ? [] : [{ season: 7, location: null, division: null, capacity: 12, places_left: left }],
});

/** The lines as the build wrote them. */
function page(): void {
  document.body.innerHTML = `
    <p class="program-places" data-places-program="volleyball-girls">8 places left</p>
    <p class="program-places" data-places-program="jr-wnba"></p>
    <p class="program-places" data-places-program="nfl-flag-boys">3 places left</p>
    <p class="program-places" data-places-program="archived">Full — join the waitlist</p>`;
}
const line = (id: string) => document.querySelector(`[data-places-program="${id}"]`)!.textContent;
const state = () => document.documentElement.getAttribute('data-places-refresh');

beforeEach(() => {
  setApiBaseResolver(() => 'https://league.test/api');
  $livePlaces.set(null);
  document.documentElement.removeAttribute('data-places-refresh');
  page();
});
afterEach(() => vi.unstubAllGlobals());

describe('refreshPlaces', () => {
  it('reads the active programs once and writes each line in place; a program not answered keeps its line', async () => {
    const { sent } = fakeFetch({
      'GET /programs/': () =>
        json({
          count: 3,
          next: null,
          previous: null,
          results: [program('volleyball-girls', 0), program('jr-wnba', 4), program('nfl-flag-boys', null)],
        }),
    });
    const built = document.querySelector('[data-places-program="volleyball-girls"]');

    await refreshPlaces();

    expect(line('volleyball-girls')).toBe('Full — join the waitlist');
    expect(line('jr-wnba')).toBe('4 places left');
    // No longer limited: the line empties and keeps its place.
    expect(line('nfl-flag-boys')).toBe('');
    expect(line('archived')).toBe('Full — join the waitlist');
    // The same element, its text changed.
    expect(document.querySelector('[data-places-program="volleyball-girls"]')).toBe(built);
    expect($livePlaces.get()).toEqual({ 'volleyball-girls': 0, 'jr-wnba': 4, 'nfl-flag-boys': null });
    expect(state()).toBe('ok');
    expect(sent.map((request) => request.path)).toEqual(['/programs/?active=true&page_size=100&page=1']);
  });

  it('says nothing at or above the threshold, and follows further pages', async () => {
    fakeFetch({
      'GET /programs/': (request) =>
        new URL(request.url).searchParams.get('page') === '1'
          ? json({ count: 2, next: '?page=2', previous: null, results: [program('volleyball-girls', 10)] })
          : json({ count: 2, next: null, previous: '?page=1', results: [program('jr-wnba', 9)] }),
    });

    await refreshPlaces();

    expect(line('volleyball-girls')).toBe('');
    expect(line('jr-wnba')).toBe('9 places left');
  });

  it('leaves the built lines as they are when the API fails', async () => {
    fakeFetch({ 'GET /programs/': () => json({ detail: 'down' }, 503) });

    await refreshPlaces();

    expect(line('volleyball-girls')).toBe('8 places left');
    expect(line('nfl-flag-boys')).toBe('3 places left');
    expect($livePlaces.get()).toBeNull();
    expect(state()).toBe('failed');
  });
});
