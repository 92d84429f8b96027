import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectTokenStore, setApiBaseResolver } from '../../lib/api-client';
import { fakeFetch, json } from '../../lib/testing/fake-fetch';
import { cachedLoader, loadPartners, loadSponsors } from './api';

const page = (results: unknown[], next: string | null) => ({ count: 0, next, previous: null, results });

beforeEach(() => {
  vi.useFakeTimers();
  connectTokenStore({ get: () => null, set: () => {} });
  setApiBaseResolver(() => 'https://league.test/api');
  loadSponsors.clear();
  loadPartners.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('cachedLoader', () => {
  it('reuses the answer for 5 minutes and loads again after that', async () => {
    const load = vi.fn(async () => load.mock.calls.length);
    const get = cachedLoader(load);

    await expect(get()).resolves.toBe(1);
    vi.advanceTimersByTime(5 * 60 * 1000 - 1);
    await expect(get()).resolves.toBe(1);
    expect(load).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    await expect(get()).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between calls made while it is under way', async () => {
    let finish!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const get = cachedLoader(load);

    const first = get();
    const second = get();
    finish('done');

    await expect(Promise.all([first, second])).resolves.toEqual(['done', 'done']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failure: the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok');
    const get = cachedLoader(load);

    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again after clear()', async () => {
    const load = vi.fn(async () => 'x');
    const get = cachedLoader(load);
    await get();
    get.clear();
    await get();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('loadSponsors', () => {
  it('follows every page of /sponsors/ and serves the list from memory for 5 minutes', async () => {
    const server = fakeFetch({
      'GET /sponsors/': [
        () => json(page([{ id: 1, name: 'A', tier: 'gold' }], 'https://league.test/api/sponsors/?page=2')),
        () => json(page([{ id: 2, name: 'B', tier: 'silver' }], null)),
        () => json(page([{ id: 3, name: 'C', tier: 'gold' }], null)),
      ],
    });

    await expect(loadSponsors()).resolves.toEqual([
      { id: 1, name: 'A', tier: 'gold' },
      { id: 2, name: 'B', tier: 'silver' },
    ]);
    expect(server.calls('GET /sponsors/').map((r) => new URL(r.url).searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);

    vi.advanceTimersByTime(4 * 60 * 1000);
    await loadSponsors();
    expect(server.calls('GET /sponsors/')).toHaveLength(2);

    vi.advanceTimersByTime(60 * 1000);
    await expect(loadSponsors()).resolves.toEqual([{ id: 3, name: 'C', tier: 'gold' }]);
    expect(server.calls('GET /sponsors/')).toHaveLength(3);
  });

  it('stops after 100 pages', async () => {
    const server = fakeFetch({
      'GET /sponsors/': () =>
        json(page([{ id: 1, name: 'A' }], 'https://league.test/api/sponsors/?page=next')),
    });
    await expect(loadSponsors()).resolves.toHaveLength(100);
    expect(server.calls('GET /sponsors/')).toHaveLength(100);
  });

  it('passes a server error on to the caller', async () => {
    fakeFetch({ 'GET /sponsors/': () => json({ detail: 'Down for maintenance' }, 503) });
    await expect(loadSponsors()).rejects.toMatchObject({ data: { detail: 'Down for maintenance' } });
  });
});

describe('loadPartners', () => {
  it('reads /sponsors/partners/ with the same paging and cache', async () => {
    const server = fakeFetch({
      'GET /sponsors/partners/': () => json(page([{ id: 9, name: 'Parks Alliance' }], null)),
    });
    await expect(loadPartners()).resolves.toEqual([{ id: 9, name: 'Parks Alliance' }]);
    await loadPartners();
    expect(server.calls('GET /sponsors/partners/')).toHaveLength(1);
  });
});
