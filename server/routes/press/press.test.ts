import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { SEED_CONTENT, SEED_NEWS } from '../../seed/press';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(() => t.close());

describe('GET /api/press/', () => {
  it('lists news articles and content items, newest first, ten to a page', async () => {
    const res = await t.call('GET', '/api/press/?page=1');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(SEED_CONTENT.length + SEED_NEWS.length);
    expect(res.body.results).toHaveLength(10);
    const dates = res.body.results.map((a: { published_at: string }) => a.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(SEED_CONTENT.map((item) => item.title))(
    'finds the content item titled %j by exact title',
    async (title) => {
      const res = await t.call('GET', `/api/press/?title=${encodeURIComponent(title)}`);
      expect(res.body.count).toBe(1);
      expect(res.body.results[0]).toMatchObject({ title, content: expect.any(String) });
      expect(res.body.results[0].content.length).toBeGreaterThan(100);
    },
  );

  it('matches titles exactly, not by substring', async () => {
    const res = await t.call('GET', '/api/press/?title=Policy');
    expect(res.body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('keeps the refund policy usable by the site (not both "Full Refunds" and "Partial Refunds")', async () => {
    const res = await t.call(
      'GET',
      `/api/press/?title=${encodeURIComponent('Policy: Refund & Cancellation Policy')}`,
    );
    const text: string = res.body.results[0].content;
    expect(text.includes('Full Refunds') && text.includes('Partial Refunds')).toBe(false);
  });

  it('writes FAQs as bold question lines followed by answers', async () => {
    const res = await t.call('GET', '/api/press/?title=FAQs');
    const lines: string[] = res.body.results[0].content.split('\n').filter(Boolean);
    expect(lines[0]).toMatch(/^\*\*.+\?\*\*$/);
    expect(lines.filter((l) => /^\*\*.+\*\*$/.test(l)).length).toBeGreaterThanOrEqual(5);
  });
});

describe('GET /api/press/{id}/', () => {
  it('returns one article', async () => {
    const list = await t.call('GET', '/api/press/');
    const first = list.body.results[0];
    const res = await t.call('GET', `/api/press/${first.id}/`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(first);
  });

  it.each(['999999', 'abc'])('answers %s with 404', async (id) => {
    const res = await t.call('GET', `/api/press/${id}/`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });
});
