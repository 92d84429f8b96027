import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../db/schema/league';
import { auditEntries } from '../../test/audit';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let staff: string;

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
}, 60_000);
afterAll(() => t.close());

const venue = {
  name: 'Tunica Riverpark Fields',
  address_line1: '1 Riverpark Dr',
  city: 'Tunica',
  state: 'ms',
  postal_code: '38676',
  latitude: 34.69,
  longitude: -90.38,
};

describe('office venues', () => {
  let id: number;

  it('creates a venue (the state as its code), audited, and /api/locations/ lists it', async () => {
    const res = await t.call('POST', '/api/office/venues/', { token: staff, body: venue });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...venue, state: 'MS', active: true, program_names: [] });
    id = res.body.id;
    const [entry] = await auditEntries(t, 'venue', id);
    expect(entry).toMatchObject({
      action: 'create',
      before: null,
      after: { name: venue.name, city: 'Tunica' },
    });
    const open = await t.call('GET', '/api/locations/?city=Tunica');
    expect(open.body.results.map((l: { name: string }) => l.name)).toEqual([venue.name]);
  });

  it('archives it by unticking Active: the public list drops it, the audit keeps before and after', async () => {
    const res = await t.call('PATCH', `/api/office/venues/${id}/`, { token: staff, body: { active: false } });
    expect(res.body.active).toBe(false);
    expect((await auditEntries(t, 'venue', id)).at(-1)).toMatchObject({
      action: 'update',
      before: { active: true },
      after: { active: false },
    });
    const open = await t.call('GET', '/api/locations/?city=Tunica&active=true');
    expect(open.body.results).toEqual([]);
  });

  it.each([
    [{ ...venue, state: 'Mississippi' }, { state: ['The state can be at most 2 characters.'] }],
    [{ ...venue, state: '1X' }, { state: ['Enter the state as its two-letter code, e.g. MS.'] }],
    [{ ...venue, postal_code: '386' }, { postal_code: ['Enter a 5-digit ZIP code, e.g. 38671.'] }],
    [{ ...venue, latitude: 95 }, { latitude: ['The latitude must be a number from -90 to 90.'] }],
    [
      { ...venue, longitude: null },
      { latitude: ['Give both latitude and longitude, or neither (use Find on map).'] },
    ],
    [{ ...venue, city: '  ' }, { city: ['Enter the city.'] }],
  ])('refuses %j with %j', async (body, errors) => {
    const res = await t.call('POST', '/api/office/venues/', { token: staff, body });
    expect(res).toMatchObject({ status: 400, body: errors });
  });

  it('refuses to delete a venue with seasons, naming the seasons and programs that refer to it', async () => {
    const [snowden] = await t.handle.db
      .select()
      .from(locations)
      .where(eq(locations.name, 'Snowden Grove Park'));
    const res = await t.call('DELETE', `/api/office/venues/${snowden!.id}/`, { token: staff });
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(
      /^Snowden Grove Park cannot be deleted: 2 seasons \(.+ NFL FLAG Football Boys, .+\), 1 registration \(Marcus Whitfield\) and 2 programs \(NFL FLAG Football Boys, NFL FLAG Football Girls\) refer to it\. Archive it instead: untick Active and save\.$/,
    );
  });

  it('deletes a venue nothing refers to', async () => {
    expect((await t.call('DELETE', `/api/office/venues/${id}/`, { token: staff })).status).toBe(204);
    expect(await t.handle.db.select().from(locations).where(eq(locations.id, id))).toEqual([]);
    expect((await auditEntries(t, 'venue', id)).at(-1)).toMatchObject({ action: 'delete', after: null });
  });
});
