import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sponsors } from '../../db/schema/content';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(() => t.close());

describe('GET /api/sponsors/', () => {
  it('lists active sponsors gold first, then silver, then community', async () => {
    const res = await t.call('GET', '/api/sponsors/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 8, next: null, previous: null });
    const tiers = res.body.results.map((s: { tier: string }) => s.tier);
    expect(tiers).toEqual(
      [...tiers].sort(
        (a, b) => ['gold', 'silver', 'community'].indexOf(a) - ['gold', 'silver', 'community'].indexOf(b),
      ),
    );
    expect(new Set(tiers)).toEqual(new Set(['gold', 'silver', 'community']));
    expect(res.body.results[0]).toEqual({
      id: expect.any(Number),
      name: 'Delta Ridge Bank',
      url: 'https://example.org/delta-ridge-bank',
      logo: '/sponsors/delta-ridge-bank.svg',
      logo_url: '/sponsors/delta-ridge-bank.svg',
      description: expect.any(String),
      tier: 'gold',
      write_up: expect.stringContaining('flag football'),
      active: true,
    });
  });

  it('drops inactive sponsors', async () => {
    const res = await t.call('GET', '/api/sponsors/');
    expect(res.body.results.map((s: { name: string }) => s.name)).not.toContain('Hometown Media');
    expect(res.body.results.every((s: { active: boolean }) => s.active)).toBe(true);
  });

  it('pages with absolute next and previous links', async () => {
    await t.handle.db
      .insert(sponsors)
      .values(
        Array.from({ length: 20 }, (_, i) => ({ kind: 'sponsor', name: `Booster ${i}`, tier: 'community' })),
      );
    const first = await t.call('GET', '/api/sponsors/');
    expect(first.body.count).toBe(28);
    expect(first.body.results).toHaveLength(20);
    expect(first.body.next).toBe('http://localhost/api/sponsors/?page=2');
    const second = await t.call('GET', '/api/sponsors/?page=2');
    expect(second.body.results).toHaveLength(8);
    expect(second.body.next).toBeNull();
    expect(second.body.previous).toBe('http://localhost/api/sponsors/');
  });

  it.each(['0', 'abc', '99'])('answers page=%s with 404 "Invalid page."', async (page) => {
    const res = await t.call('GET', `/api/sponsors/?page=${page}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Invalid page.' });
  });
});

describe('GET /api/sponsors/partners/', () => {
  it('lists the strategic partners (more than six) separately from sponsors', async () => {
    const res = await t.call('GET', '/api/sponsors/partners/?page=1');
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThan(6);
    expect(res.body.results.map((p: { name: string }) => p.name)).toContain('Tri-State Officials');
    expect(res.body.results.map((p: { name: string }) => p.name)).not.toContain('Delta Ridge Bank');
  });
});
