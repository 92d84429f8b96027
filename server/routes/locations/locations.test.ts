import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(() => t.close());

const list = async (query: string) => (await t.call('GET', `/api/locations/${query}`)).body;

describe('GET /api/locations/', () => {
  it('returns venues with coordinates as numbers, 20 to a page by default', async () => {
    const res = await t.call('GET', '/api/locations/');
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThanOrEqual(15);
    expect(res.body.results.length).toBeLessThanOrEqual(20);
    const venue = res.body.results[0];
    expect(venue).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      address_line1: expect.any(String),
      city: expect.any(String),
      state: expect.any(String),
      postal_code: expect.stringMatching(/^\d{5}$/),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      active: expect.any(Boolean),
    });
  });

  it('serves a full load of up to 200 in one page', async () => {
    const body = await list('?page_size=200');
    expect(body.results).toHaveLength(body.count);
    expect(body.next).toBeNull();
  });

  it('covers all four states', async () => {
    const body = await list('?page_size=200&state__in=MS,TN,AR,AL');
    expect(new Set(body.results.map((l: { state: string }) => l.state))).toEqual(
      new Set(['MS', 'TN', 'AR', 'AL']),
    );
  });

  it('filters by a comma list of states, any case', async () => {
    const body = await list('?page_size=200&state__in=ar,al');
    expect(body.count).toBeGreaterThan(0);
    expect(body.results.every((l: { state: string }) => ['AR', 'AL'].includes(l.state))).toBe(true);
  });

  it('matches the city exactly, without regard to case', async () => {
    const body = await list('?city=memphis');
    expect(body.count).toBe(2);
    expect(body.results.every((l: { city: string }) => l.city === 'Memphis')).toBe(true);
    expect((await list('?city=Memph')).count).toBe(0);
    expect((await list('?city=west%20memphis')).count).toBe(1);
  });

  it('matches a ZIP by prefix', async () => {
    const body = await list('?postal_code=386&page_size=200');
    expect(body.count).toBeGreaterThan(3);
    expect(body.results.every((l: { postal_code: string }) => l.postal_code.startsWith('386'))).toBe(true);
    expect((await list('?postal_code=38672')).results.map((l: { name: string }) => l.name)).toEqual([
      'Snowden Grove Park',
    ]);
    expect((await list('?postal_code=3_%25')).count).toBe(0);
  });

  it('filters on active', async () => {
    const all = await list('?page_size=200');
    const active = await list('?page_size=200&active=true');
    const inactive = await list('?active=false');
    expect(inactive.results.map((l: { name: string }) => l.name)).toEqual(['Horn Lake City Park']);
    expect(active.count + inactive.count).toBe(all.count);
  });

  it('rejects an active value that is not a boolean', async () => {
    const res = await t.call('GET', '/api/locations/?active=maybe');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ active: ['Enter a valid boolean: true or false.'] });
  });

  it('caps page_size at 200 and follows next links to the end', async () => {
    const body = await list('?page_size=5000');
    expect(body.results.length).toBe(body.count);
    let next: string | null = '/api/locations/?page_size=7';
    const names: string[] = [];
    while (next) {
      const page: { next: string | null; results: { name: string }[] } = (
        await t.call('GET', next.replace('http://localhost', ''))
      ).body;
      names.push(...page.results.map((l: { name: string }) => l.name));
      next = page.next;
    }
    expect(names).toHaveLength(body.count);
  });
});
