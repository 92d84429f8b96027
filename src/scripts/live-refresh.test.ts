// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentKey } from '../domain/live-content';
import { setApiBaseResolver } from '../lib/api-client';
import { fakeFetch, json, type SentRequest } from '../lib/testing/fake-fetch';
import { refreshLiveContent } from './live-refresh';

const POLICY_MESSAGE = 'Failed to load one or more policies. Displaying default information while we retry.';

/** A LiveContent block as the build writes it: showing `shown` (fetched text) with its default kept. */
function block(title: string, rule: string, shown: string, defaultHtml: string, builtHtml: string): string {
  return `<div class="live-content" data-live-title="${title}" data-live-rule="${rule}" data-live-key="${contentKey(shown)}">
    <div data-live-body>${builtHtml}</div>
    <template data-live-default>${defaultHtml}</template>
  </div>`;
}

function page(status: { message: string; detail?: boolean }, ...blocks: string[]): void {
  document.body.innerHTML = `<p id="live-status" data-message="${status.message}"${status.detail ? ' data-detail' : ''} hidden></p>${blocks.join('')}`;
}

const content = (text: string) => () =>
  json({ count: 1, next: null, previous: null, results: [{ content: text }] });
const down = () => json({ error: 'down' }, 500);
const byTitle = (answers: Record<string, () => Response>) => (request: SentRequest) => {
  const title = new URL(request.url).searchParams.get('title') ?? '';
  return (answers[title] ?? down)();
};
const titlesAsked = (sent: SentRequest[]) =>
  sent.map((request) => new URL(request.url).searchParams.get('title'));

const status = () => document.getElementById('live-status')!;
const body = (title: string) =>
  document.querySelector<HTMLElement>(`[data-live-title="${title}"] > [data-live-body]`)!;
const state = () => document.documentElement.getAttribute('data-live-content');

/** Lets fetches, the renderer's import and DOM updates finish without moving the clock. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) {
    await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

beforeAll(async () => {
  // Loaded once up front, as the browser caches it: the refresh's own import then resolves at once.
  await import('../lib/live-render');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  setApiBaseResolver(() => 'https://league.test/api');
  document.documentElement.removeAttribute('data-live-content');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('refreshLiveContent', () => {
  it('leaves a block alone when the content service still has the text it was built with', async () => {
    page(
      { message: POLICY_MESSAGE },
      block('Terms', 'policy', 'Built terms', '<p>Default</p>', '<p>Built terms</p>'),
    );
    const built = body('Terms').firstElementChild;
    fakeFetch({ 'GET /press/': content('Built terms') });

    refreshLiveContent();
    await settle();

    expect(body('Terms').firstElementChild).toBe(built);
    expect(status().hidden).toBe(true);
    expect(state()).toBe('ok');
  });

  it('shows new text, sanitized, and falls back to the default for outdated refund copy', async () => {
    page(
      { message: POLICY_MESSAGE },
      block('Terms', 'policy', 'Built terms', '<p>Default terms</p>', '<p>Built terms</p>'),
      block('Refunds', 'policy', 'Built refunds', '<p>Default refunds</p>', '<p>Built refunds</p>'),
    );
    fakeFetch({
      'GET /press/': byTitle({
        Terms: content('<p>New <strong>terms</strong></p><img src="x.png" alt="" onerror="alert(1)">'),
        Refunds: content('Full Refunds before. Partial Refunds after.'),
      }),
    });

    refreshLiveContent();
    await settle();

    expect(body('Terms').innerHTML).toContain('New <strong>terms</strong>');
    expect(body('Terms').innerHTML).not.toContain('onerror');
    expect(body('Refunds').textContent).toBe('Default refunds');
  });

  it('puts the default back and says so when a policy fails, then retries only what failed', async () => {
    page(
      { message: POLICY_MESSAGE },
      block('Terms', 'policy', 'Built terms', '<p>Default terms</p>', '<p>Built terms</p>'),
      block('Privacy', 'policy', 'Built privacy', '<p>Default privacy</p>', '<p>Built privacy</p>'),
    );
    const server = fakeFetch({ 'GET /press/': byTitle({ Privacy: content('Built privacy') }) });

    refreshLiveContent();
    await settle();

    expect(status().textContent).toBe(POLICY_MESSAGE);
    expect(status().hidden).toBe(false);
    expect(state()).toBe('failed');
    expect(body('Terms').textContent).toBe('Default terms');
    expect(body('Privacy').textContent).toBe('Built privacy');

    server.sent.length = 0;
    await vi.advanceTimersByTimeAsync(3_999);
    expect(server.sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(new Set(titlesAsked(server.sent))).toEqual(new Set(['Terms']));
  });

  it('keeps retrying after 4 s, 15 s and then every minute, and recovers when the service does', async () => {
    page(
      { message: POLICY_MESSAGE },
      block('Terms', 'policy', 'Built terms', '<p>Default</p>', '<p>Built</p>'),
    );
    let healthy = false;
    const server = fakeFetch({ 'GET /press/': () => (healthy ? content('Back again')() : down()) });

    refreshLiveContent();
    await settle();
    const attempts = () => server.sent.length;
    const afterFirst = attempts();
    for (const wait of [4_000, 15_000, 60_000, 60_000]) {
      const before = attempts();
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(attempts()).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      await settle();
      expect(attempts()).toBeGreaterThan(before);
    }
    expect(attempts()).toBeGreaterThan(afterFirst);
    expect(status().textContent).toBe(POLICY_MESSAGE);

    healthy = true;
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(status().hidden).toBe(true);
    expect(status().textContent).toBe('');
    expect(body('Terms').textContent?.trim()).toBe('Back again');
    expect(state()).toBe('ok');
  });

  it("keeps the FAQ list on failure and shows the server's detail, else the page's message", async () => {
    const faqs =
      '<div class="faq-list"><details class="faq-item"><summary>Built question?</summary><p>A.</p></details></div>';
    page(
      { message: 'Failed to load FAQs', detail: true },
      block('FAQs', 'faq', '**Built question?**\nA.', '', faqs),
    );
    fakeFetch({ 'GET /press/': () => json({ detail: 'Content service is resting.' }, 503) });

    refreshLiveContent();
    await settle();

    expect(status().textContent).toBe('Content service is resting.');
    expect(body('FAQs').textContent).toContain('Built question?');

    document.documentElement.removeAttribute('data-live-content');
    page(
      { message: 'Failed to load FAQs', detail: true },
      block('FAQs', 'faq', '**Built question?**\nA.', '', faqs),
    );
    fakeFetch({ 'GET /press/': () => json({ message: 'upstream connect error' }, 500) });
    refreshLiveContent();
    await settle();
    expect(status().textContent).toBe('Failed to load FAQs');
  });

  it('keeps FAQ items the visitor opened open, and focus on the same question, when new FAQs arrive', async () => {
    const faqs =
      '<div class="faq-list"><details class="faq-item"><summary><span class="faq-question">Who can play?</span></summary><p>Old.</p></details></div>';
    page(
      { message: 'Failed to load FAQs', detail: true },
      block('FAQs', 'faq', '**Who can play?**\nOld.', '', faqs),
    );
    const summary = document.querySelector<HTMLElement>('summary')!;
    summary.parentElement!.setAttribute('open', '');
    summary.focus();
    fakeFetch({ 'GET /press/': content('**Who can play?**\nAges 11 to 17.\n**When?**\nFall.') });

    refreshLiveContent();
    await settle();

    const items = document.querySelectorAll('details.faq-item');
    expect(items).toHaveLength(2);
    expect(items[0]!.hasAttribute('open')).toBe(true);
    expect(items[0]!.textContent).toContain('Ages 11 to 17.');
    expect(items[1]!.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(items[0]!.querySelector('summary'));
  });
});
