import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(() => t.close());

const valid = {
  email: 'new.parent@example.org',
  password: 'Sunny-Days-9',
  first_name: 'Rae',
  last_name: 'Lowry',
  role: 'PARENT_GUARDIAN',
  coach_county: '',
};
const register = (body: Record<string, unknown>) => t.call('POST', '/api/auth/register/', { body });

describe('POST /api/auth/register/', () => {
  it('creates the account, answers 201 with tokens, and stores the role lowercased', async () => {
    const res = await register(valid);
    expect(res.status).toBe(201);
    expect(res.body.access).toEqual(expect.any(String));
    expect(res.body.refresh).toEqual(expect.any(String));
    expect(res.body.user).toMatchObject({
      email: 'new.parent@example.org',
      role: 'parent_guardian',
      name: 'Rae Lowry',
    });
    const me = await t.call('GET', '/api/auth/me/', { token: res.body.access });
    expect(me.body.email).toBe('new.parent@example.org');
  });

  it('lets the new account sign in with its password', async () => {
    const res = await t.call('POST', '/api/auth/login/', {
      body: { email: valid.email, password: valid.password },
    });
    expect(res.status).toBe(200);
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const res = await register({ ...valid, email: 'New.Parent@Example.org' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: ['An account with this email already exists.'] });
  });

  it('allows names to be left out', async () => {
    const res = await register({ email: 'nameless@example.org', password: 'Quiet-Field-4', role: 'athlete' });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ first_name: '', last_name: '', name: 'nameless@example.org' });
  });

  it('requires a coaching county for coaches', async () => {
    const res = await register({ ...valid, email: 'coach2@example.org', role: 'coach', coach_county: ' ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ coach_county: ['Please choose your coaching county.'] });
  });

  it('keeps the county for coaches and drops it for other roles', async () => {
    const coach = await register({
      ...valid,
      email: 'coach3@example.org',
      role: 'Coach',
      coach_county: 'Tate',
    });
    expect(coach.body.user).toMatchObject({ role: 'coach', coach_county: 'Tate' });
    const referee = await register({
      ...valid,
      email: 'ref2@example.org',
      role: 'referee',
      coach_county: 'Tate',
    });
    expect(referee.body.user).toMatchObject({ role: 'referee', coach_county: null });
  });

  it.each(['staff_admin', 'admin', 'sponsor', ''])('refuses the role %j', async (role) => {
    const res = await register({ ...valid, email: `role-${role || 'blank'}@example.org`, role });
    expect(res.status).toBe(400);
    expect(res.body.role[0]).toMatch(role ? /is not a valid choice/ : /may not be blank/);
  });

  describe.each([
    ['short1!', 'Password must be at least 8 characters.'],
    ['onlyletters', 'Password must include letters, numbers and symbols.'],
    ['letters123', 'Password must include letters, numbers and symbols.'],
    ['12345678!', 'Password must include letters, numbers and symbols.'],
  ])('the password %j', (password, message) => {
    it(`is refused with "${message}"`, async () => {
      const res = await register({ ...valid, email: 'weak@example.org', password });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ password: [message] });
    });
  });

  it('reports every missing required field at once', async () => {
    const res = await register({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
      role: ['This field is required.'],
    });
  });

  it('refuses an address that is not an e-mail', async () => {
    const res = await register({ ...valid, email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: ['Enter a valid email address.'] });
  });
});
