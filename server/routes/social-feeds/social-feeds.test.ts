import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(() => t.close());

describe('GET /api/social-feeds/', () => {
  it('lists active feeds by position, each with what its type needs', async () => {
    const res = await t.call('GET', '/api/social-feeds/?active=true&ordering=position');
    expect(res.status).toBe(200);
    const feeds = res.body.results;
    expect(feeds.map((f: { position: number }) => f.position)).toEqual([1, 2]);
    for (const feed of feeds) {
      expect(feed).toEqual({
        id: expect.any(Number),
        slug: expect.any(String),
        label: expect.any(String),
        type: expect.stringMatching(/^(iframe|embed)$/),
        embed_url: feed.type === 'iframe' ? expect.stringMatching(/^https:\/\//) : null,
        embed_html: feed.type === 'embed' ? expect.any(String) : null,
        link: expect.stringMatching(/^https:\/\//),
        script_url: feed.type === 'embed' ? expect.stringMatching(/^https:\/\//) : null,
        position: expect.any(Number),
        active: true,
      });
    }
  });

  it('includes inactive feeds when not filtering, and orders by -position', async () => {
    const res = await t.call('GET', '/api/social-feeds/?ordering=-position');
    expect(res.body.results.map((f: { slug: string }) => f.slug)).toEqual(['instagram', 'x', 'facebook']);
  });

  it('refuses an unknown ordering', async () => {
    const res = await t.call('GET', '/api/social-feeds/?ordering=secret');
    expect(res.status).toBe(400);
    expect(res.body.ordering).toBeDefined();
  });
});
