// @vitest-environment jsdom
import { cleanStores } from 'nanostores';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiBaseResolver } from '../../lib/api-client';
import { mutateCache } from '../../lib/query';
import { fakeFetch, json } from '../../lib/testing/fake-fetch';
import { cleanup, render, settle } from '../../lib/testing/render';
import SiteStatus, { $siteStatus } from './SiteStatus';

const live = {
  state: 'live',
  started_at: null,
  finished_at: '2026-11-24T19:40:00Z',
  last_good_at: '2026-11-24T19:40:00Z',
  pending: false,
  log_tail: '',
  mode: 'local',
};

beforeEach(() => setApiBaseResolver(() => 'https://league.test/api'));
afterEach(async () => {
  await cleanup();
  cleanStores($siteStatus);
  // Each test starts with nothing known of the site.
  mutateCache('/office/site/');
});

describe('SiteStatus', () => {
  it('shows the site updating, asks again after 5 s, then shows the failure with its log in a disclosure', async () => {
    const server = fakeFetch({
      'GET /office/site/': [
        () => json({ ...live, state: 'updating', started_at: '2026-11-24T20:02:00Z', pending: true }),
        () =>
          json({
            ...live,
            state: 'failed',
            finished_at: '2026-11-24T20:03:00Z',
            log_tail: 'error: src/pages/news.astro: Unexpected token',
          }),
      ],
    });
    const page = await render(<SiteStatus />);
    await settle();
    expect(page.querySelector('[role="status"]')?.textContent).toBe(
      'Public site: Updating… (started 14:02) · another update is queued',
    );

    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5_100));
    });
    await settle();
    expect(server.calls('GET /office/site/')).toHaveLength(2);
    expect(page.querySelector('[role="status"]')?.textContent).toBe(
      'Public site: Update failed — last good site from 13:40 is live',
    );
    const log = page.querySelector('details')!;
    expect(log.querySelector('summary')?.textContent).toBe('Why the update failed');
    expect(log.querySelector('pre')?.textContent).toBe('error: src/pages/news.astro: Unexpected token');
  }, 15_000);

  it('says Live, and that the status is unavailable when the API does not answer it', async () => {
    fakeFetch({ 'GET /office/site/': () => json(live) });
    const page = await render(<SiteStatus />);
    await settle();
    expect(page.querySelector('[role="status"]')?.textContent).toBe('Public site: Live');
    await cleanup();
    cleanStores($siteStatus);
    mutateCache('/office/site/');

    fakeFetch({ 'GET /office/site/': () => json({ detail: 'Not found.' }, 404) });
    const missing = await render(<SiteStatus />);
    await settle();
    expect(missing.textContent).toBe('Public site: status unavailable right now.');
  });

  it('says why a build failed and when it is tried again, and asks for a rebuild with Rebuild now (issue 41 item 9)', async () => {
    const failed = {
      ...live,
      state: 'failed',
      finished_at: '2026-11-24T20:03:00Z',
      log_tail: 'astro build failed (exit 1).',
      attempt: 1,
      retry_at: '2026-11-24T20:05:00Z',
      problem: 'Building the pages failed: src/pages/news.astro: Unexpected token',
    };
    const server = fakeFetch({
      'GET /office/site/': () => json(failed),
      'POST /office/site/rebuild/': () => json({ ...failed, pending: true }, 202),
    });
    const page = await render(<SiteStatus />);
    await settle();
    expect(page.querySelector('.site-status-problem')?.textContent).toBe(
      'Why: Building the pages failed: src/pages/news.astro: Unexpected token Trying again at 14:05 (attempt 2 of 6).',
    );
    const button = [...page.querySelectorAll('button')].find((item) => item.textContent === 'Rebuild now')!;
    await act(async () => button.click());
    await settle();
    expect(server.calls('POST /office/site/rebuild/')).toHaveLength(1);
    expect(page.querySelector('[role="alert"]')).toBeNull();
  });

  it('offers no Rebuild now where nothing rebuilds the site', async () => {
    fakeFetch({ 'GET /office/site/': () => json({ ...live, mode: 'off' }) });
    const page = await render(<SiteStatus />);
    await settle();
    expect(page.textContent).toBe('Public site: Live');
  });
});
