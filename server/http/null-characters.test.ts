import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema/inbox';
import { createTestContext, type TestContext } from '../test/harness';
import { hasNullCharacter, NULL_CHARACTERS } from './null-characters';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(() => t.close());

describe('NUL characters in requests', () => {
  it.each([
    ['/api/locations/?city=%00', 'city'],
    ['/api/locations/?state=MS&postal_code=38%0071', 'postal_code'],
    ['/api/news/?search=%00', 'search'],
    ['/api/programs/?location=%00', 'location'],
    ['/api/events/seasons/?program=a%00', 'program'],
    // A repeated parameter: the handler reads the first value, so every value is checked.
    ['/api/press/?search=%00&search=', 'search'],
    // Names of Object's own properties are parameters like any other (a 500 once, found by fuzzing).
    ['/api/press/?valueOf=%00', 'valueOf'],
    ['/api/press/?__proto__=%00', '__proto__'],
    ['/api/press/?constructor=%00&toString=', 'constructor'],
  ])('GET %s answers 400 naming the filter', async (url, field) => {
    const res = await t.call('GET', url);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ [field]: [NULL_CHARACTERS] });
  });

  it('answers 404 for a path with one', async () => {
    const res = await t.call('GET', '/api/programs/nfl%00flag/');
    expect(res).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
  });

  it('refuses a body field with one, nested or not, and stores nothing', async () => {
    const before = await t.handle.db.select().from(contactMessages);
    const res = await t.call('POST', '/api/contact/', {
      body: { name: 'Rae\u0000', email: 'rae@example.org', message: 'Hello', tags: [{ a: '\u0000' }] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ name: [NULL_CHARACTERS], tags: [NULL_CHARACTERS] });
    expect(await t.handle.db.select().from(contactMessages)).toEqual(before);
  });

  it('finds one in keys, nested values and file names only', () => {
    expect(hasNullCharacter({ ok: ['fine', { deep: 'x\u0000' }] })).toBe(true);
    expect(hasNullCharacter({ 'k\u0000': 1 })).toBe(true);
    expect(hasNullCharacter(new File(['\u0000'], 'photo.jpg'))).toBe(false);
    expect(hasNullCharacter({ text: 'plain ünïcödé 😀', n: 0, none: null })).toBe(false);
  });
});
