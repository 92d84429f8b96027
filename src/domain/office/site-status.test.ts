import { describe, expect, it } from 'vitest';
import { sitePollDelay, siteStatusText, type SiteStatus } from './site-status';

const status = (extra: Partial<SiteStatus>): SiteStatus => ({
  state: 'live',
  started_at: null,
  finished_at: null,
  last_good_at: null,
  pending: false,
  log_tail: '',
  mode: 'local',
  ...extra,
});

describe('siteStatusText', () => {
  it.each([
    [status({}), 'Live'],
    [status({ state: 'updating', started_at: '2026-11-24T20:02:00Z' }), 'Updating… (started 14:02)'],
    [status({ state: 'updating' }), 'Updating…'],
    [
      status({ state: 'failed', last_good_at: '2026-11-24T19:40:00Z', log_tail: 'astro build failed' }),
      'Update failed — last good site from 13:40 is live',
    ],
    [status({ state: 'failed' }), 'Update failed — the last good site is live'],
  ])('%j reads %s (league time)', (value, text) => {
    expect(siteStatusText(value)).toBe(text);
  });
});

describe('sitePollDelay', () => {
  it('asks every 5 s while an update runs or waits, every 30 s otherwise', () => {
    expect(sitePollDelay(status({ state: 'updating' }))).toBe(5_000);
    expect(sitePollDelay(status({ pending: true }))).toBe(5_000);
    expect(sitePollDelay(status({}))).toBe(30_000);
    expect(sitePollDelay(status({ state: 'failed' }))).toBe(30_000);
    expect(sitePollDelay(undefined)).toBe(30_000);
  });
});
