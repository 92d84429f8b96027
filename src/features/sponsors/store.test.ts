import { beforeEach, describe, expect, it } from 'vitest';
import { connectTokenStore, setApiBaseResolver } from '../../lib/api-client';
import { fakeFetch, json } from '../../lib/testing/fake-fetch';
import { loadPartners, loadSponsors } from './api';
import { $partners, $sponsors, refreshPartners, refreshSponsors } from './store';

const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

beforeEach(() => {
  connectTokenStore({ get: () => null, set: () => {} });
  setApiBaseResolver(() => 'https://league.test/api');
  loadSponsors.clear();
  loadPartners.clear();
  $sponsors.set({ items: null, error: null });
  $partners.set({ items: null, error: null });
});

describe('refreshSponsors', () => {
  it('stores the live list', async () => {
    fakeFetch({ 'GET /sponsors/': () => json(page([{ id: 1, name: 'A', tier: 'gold' }])) });
    await refreshSponsors();
    expect($sponsors.get()).toEqual({ items: [{ id: 1, name: 'A', tier: 'gold' }], error: null });
  });

  it('keeps the last list and records the error when a load fails', async () => {
    $sponsors.set({ items: [{ id: 1, name: 'A' }], error: null });
    fakeFetch({ 'GET /sponsors/': () => json({ detail: 'Down' }, 503) });
    await refreshSponsors();
    expect($sponsors.get().items).toEqual([{ id: 1, name: 'A' }]);
    expect($sponsors.get().error).toMatchObject({ data: { detail: 'Down' } });
  });
});

describe('refreshPartners', () => {
  it('stores the live partners and clears an earlier error', async () => {
    $partners.set({ items: null, error: new Error('offline') });
    fakeFetch({ 'GET /sponsors/partners/': () => json(page([{ id: 9, name: 'Parks' }])) });
    await refreshPartners();
    expect($partners.get()).toEqual({ items: [{ id: 9, name: 'Parks' }], error: null });
  });
});
