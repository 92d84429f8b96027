import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children } from '../../db/schema/families';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(() => t.close());

const sam = { first_name: 'Sam', last_name: 'Rivers', date_of_birth: '2013-04-02', gender: 'Male' };

async function addChild(token: string, body: Record<string, unknown> = sam) {
  const res = await t.call('POST', '/api/auth/children/', { token, body });
  expect(res.status).toBe(201);
  return res.body as { id: number };
}

const storedChild = async (id: number) =>
  (await t.handle.db.select().from(children).where(eq(children.id, id)))[0];

describe('POST /api/auth/children/', () => {
  it('adds a child for the parent and answers it with the waiver Pending', async () => {
    const { token, user } = await t.signUp('parent_guardian');
    const res = await t.call('POST', '/api/auth/children/', {
      token,
      body: { ...sam, first_name: '  Sam ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      first_name: 'Sam',
      last_name: 'Rivers',
      name: 'Sam Rivers',
      date_of_birth: '2013-04-02',
      gender: 'Male',
      waiver_signed: false,
      archived: false,
      created_at: expect.any(String),
    });
    expect(await storedChild(res.body.id)).toMatchObject({
      parentId: user.id,
      firstName: 'Sam',
      lastName: 'Rivers',
      dateOfBirth: '2013-04-02',
      gender: 'Male',
    });
  });

  it('needs a first and last name and answers the spec messages as field errors', async () => {
    const { token } = await t.signUp('parent_guardian');
    const res = await t.call('POST', '/api/auth/children/', {
      token,
      body: { first_name: ' ', gender: 'Male' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      first_name: ['First name is required.'],
      last_name: ['Last name is required.'],
    });
  });

  it.each([
    ['a date in the future', '2999-01-01', 'Date of birth cannot be in the future.'],
    ['31 February', '2016-02-31', 'Enter the date of birth as a date.'],
    ['a date that is not ISO', '04/02/2013', 'Enter the date of birth as a date.'],
  ])('refuses %s as the date of birth', async (_, date, message) => {
    const { token } = await t.signUp('parent_guardian');
    const res = await t.call('POST', '/api/auth/children/', { token, body: { ...sam, date_of_birth: date } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ date_of_birth: [message] });
  });

  it('refuses a gender other than Male or Female', async () => {
    const { token } = await t.signUp('parent_guardian');
    const res = await t.call('POST', '/api/auth/children/', { token, body: { ...sam, gender: 'male' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ gender: ['Choose Male or Female.'] });
  });

  it('answers 403 with the parent portal text for another role and 401 without a session', async () => {
    const { token, user } = await t.signUp('coach');
    const res = await t.call('POST', '/api/auth/children/', { token, body: sam });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'Access denied: Parent/Guardian role required for this portal.' });
    const anonymous = await t.call('POST', '/api/auth/children/', { body: sam });
    expect(anonymous.status).toBe(401);
    expect(await t.handle.db.select().from(children).where(eq(children.parentId, user.id))).toEqual([]);
  });
});

describe('GET /api/auth/children/', () => {
  it("lists only the parent's own children, oldest first", async () => {
    const mine = await t.signUp('parent_guardian');
    const other = await t.signUp('parent_guardian');
    const first = await addChild(mine.token);
    await addChild(other.token, { ...sam, first_name: 'Other' });
    const second = await addChild(mine.token, { ...sam, first_name: 'Ava', gender: 'Female' });
    const res = await t.call('GET', '/api/auth/children/', { token: mine.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 2, next: null, previous: null });
    expect(res.body.results.map((kid: { id: number; name: string }) => [kid.id, kid.name])).toEqual([
      [first.id, 'Sam Rivers'],
      [second.id, 'Ava Rivers'],
    ]);
  });

  it('answers an empty list for a parent without children', async () => {
    const { token } = await t.signUp('parent_guardian');
    const res = await t.call('GET', '/api/auth/children/', { token });
    expect(res.body).toMatchObject({ count: 0, results: [] });
  });
});

describe('/api/auth/children/:id/', () => {
  it('reads, edits and removes the parent’s own child', async () => {
    const { token } = await t.signUp('parent_guardian');
    const { id } = await addChild(token);
    const read = await t.call('GET', `/api/auth/children/${id}/`, { token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, name: 'Sam Rivers', waiver_signed: false });

    const edited = await t.call('PATCH', `/api/auth/children/${id}/`, {
      token,
      body: { first_name: 'Samuel', date_of_birth: '2013-05-02' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id,
      first_name: 'Samuel',
      last_name: 'Rivers',
      name: 'Samuel Rivers',
      date_of_birth: '2013-05-02',
      gender: 'Male',
    });
    expect(await storedChild(id)).toMatchObject({ firstName: 'Samuel', dateOfBirth: '2013-05-02' });

    const removed = await t.call('DELETE', `/api/auth/children/${id}/`, { token });
    expect(removed.status).toBe(204);
    expect(await storedChild(id)).toBeUndefined();
    expect((await t.call('GET', `/api/auth/children/${id}/`, { token })).status).toBe(404);
  });

  it('refuses an edit that blanks a name or moves the birth date into the future, and keeps the row', async () => {
    const { token } = await t.signUp('parent_guardian');
    const { id } = await addChild(token);
    const blank = await t.call('PATCH', `/api/auth/children/${id}/`, { token, body: { last_name: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ last_name: ['Last name is required.'] });
    const future = await t.call('PATCH', `/api/auth/children/${id}/`, {
      token,
      body: { date_of_birth: '2999-12-31' },
    });
    expect(future.body).toEqual({ date_of_birth: ['Date of birth cannot be in the future.'] });
    expect(await storedChild(id)).toMatchObject({ lastName: 'Rivers', dateOfBirth: '2013-04-02' });
  });

  it("answers 404 for another parent's child on read, edit and remove, and changes nothing", async () => {
    const owner = await t.signUp('parent_guardian');
    const stranger = await t.signUp('parent_guardian');
    const { id } = await addChild(owner.token);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { first_name: 'Hijacked' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.call(method, `/api/auth/children/${id}/`, { token: stranger.token, body });
      expect(res.status, method).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
    expect(await storedChild(id)).toMatchObject({ firstName: 'Sam', parentId: owner.user.id });
  });

  it('answers 404 for an id that is not a number or does not exist', async () => {
    const { token } = await t.signUp('parent_guardian');
    expect((await t.call('GET', '/api/auth/children/abc/', { token })).status).toBe(404);
    expect((await t.call('GET', '/api/auth/children/999999/', { token })).status).toBe(404);
  });
});
