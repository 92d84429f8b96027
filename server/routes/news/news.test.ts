import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { SEED_NEWS } from '../../seed/press';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(() => t.close());

describe('GET /api/news/', () => {
  it('lists only news articles, newest first, with an external url on some', async () => {
    const res = await t.call('GET', '/api/news/?page_size=100');
    expect(res.body.count).toBe(SEED_NEWS.length);
    expect(res.body.results.every((a: { kind: string }) => a.kind === 'news')).toBe(true);
    expect(res.body.results[0].title).toBe('Fall Flag Football Registration Is Open');
    expect(res.body.results.some((a: { url: string | null }) => a.url?.startsWith('https://'))).toBe(true);
  });

  it('pages ten at a time by default', async () => {
    const res = await t.call('GET', '/api/news/?page_size=4');
    expect(res.body.results).toHaveLength(4);
    expect(res.body.next).toContain('page=2');
    const last = await t.call('GET', '/api/news/?page_size=4&page=3');
    expect(last.body.results).toHaveLength(SEED_NEWS.length - 8);
  });

  it('searches title and content without regard to case', async () => {
    const byTitle = await t.call('GET', '/api/news/?search=CHAMPIONSHIP');
    expect(byTitle.body.results.map((a: { title: string }) => a.title)).toContain(
      "Girls' Flag Football Championship Weekend Recap",
    );
    const byContent = await t.call('GET', '/api/news/?search=two%20hundred');
    expect(byContent.body.results.map((a: { title: string }) => a.title)).toEqual([
      'Jr. NBA Clinic Draws 200 Players to Liberty Park',
    ]);
    const none = await t.call('GET', '/api/news/?search=zzzz');
    expect(none.body.count).toBe(0);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const res = await t.call('GET', '/api/news/?search=%25');
    expect(res.body.count).toBe(0);
  });
});

describe('GET /api/news/{id}/', () => {
  it('returns a news article and 404 for a content item', async () => {
    const news = (await t.call('GET', '/api/news/')).body.results[0];
    expect((await t.call('GET', `/api/news/${news.id}/`)).body.title).toBe(news.title);
    const faq = (await t.call('GET', '/api/press/?title=FAQs')).body.results[0];
    const res = await t.call('GET', `/api/news/${faq.id}/`);
    expect(res.status).toBe(404);
  });
});
