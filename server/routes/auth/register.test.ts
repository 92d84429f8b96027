import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OWASP_ARGON2_COST } from '../../auth/password';
import { users } from '../../db/schema/auth';
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
    // Stored as the county's code (the league's counties are data: GET /league/divisions/).
    expect(coach.body.user).toMatchObject({ role: 'coach', coach_county: 'TATE' });
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

const THROTTLED = 'Too many sign-up attempts. Please wait a while and try again.';
const DUPLICATE = 'An account with this email already exists.';
const account = (email: string) => ({ ...valid, email, role: 'parent_guardian' });
const registerFrom = (t: TestContext, body: Record<string, unknown>, ip: string) =>
  t.call('POST', '/api/auth/register/', { body, headers: { 'X-Forwarded-For': ip } });

describe('registration throttles', () => {
  let a: TestContext;
  beforeAll(async () => {
    // Room in the hash queue for every sign-up the throttle lets through at once.
    a = await createTestContext({ seed: true, env: { HASH_QUEUE_SIZE: '64' } });
  }, 60_000);
  afterAll(() => a.close());

  it('cannot be used to test a list of addresses: 20 an hour from one address, then 429', async () => {
    const taken = ['parent@demo.test', 'coach@demo.test', 'staff@demo.test', 'referee@demo.test'];
    const answers = [];
    for (let i = 0; i < 40; i += 1) {
      answers.push(await registerFrom(a, account(taken[i % taken.length]!), '203.0.113.11'));
    }
    const told = answers.filter((res) => res.status === 400);
    expect(told).toHaveLength(20);
    for (const res of told) expect(res.body).toEqual({ email: [DUPLICATE] });
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(20);
    expect(refused[0]!.body).toEqual({ detail: THROTTLED });
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts 30 sign-ups sent at once from one address before hashing any password', async () => {
    const hash = vi.spyOn(a.deps.passwords, 'hash');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => registerFrom(a, account(`burst${i}@example.org`), '203.0.113.12')),
    );
    const created = answers.filter((res) => res.status === 201).length;
    expect(created).toBe(20);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(10);
    expect(hash.mock.calls.length).toBe(20);
  });

  it('limits one e-mail address to 5 attempts an hour, from any connection', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await registerFrom(a, account('sought.after@example.org'), `198.51.100.${40 + i}`)).status,
      );
    }
    expect(statuses).toEqual([201, 400, 400, 400, 400, 429]);
  });
});

describe('password hashing under a flood of sign-ups', () => {
  let f: TestContext;
  let member: string;
  beforeAll(async () => {
    // A real hashing cost and a queue of one running and one waiting hash.
    f = await createTestContext({
      passwordCost: OWASP_ARGON2_COST,
      env: { HASH_CONCURRENCY: '1', HASH_QUEUE_SIZE: '1' },
    });
    member = (await f.signUp('parent_guardian')).user.email;
  }, 60_000);
  afterAll(() => f.close());

  it('answers 503 with Retry-After when the queue is full, stores nothing then, and keeps signing in', async () => {
    const flood = Array.from({ length: 16 }, (_, i) =>
      registerFrom(f, account(`flood${i}@example.org`), `198.18.0.${i + 1}`),
    );
    const signIn = f.call('POST', '/api/auth/login/', {
      body: { email: member, password: 'a-Strong-pass-1' },
      headers: { 'X-Forwarded-For': '198.18.1.1' },
    });
    const answers = await Promise.all(flood);
    const busy = answers.filter((res) => res.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.body).toEqual({
      detail: 'The server is busy right now. Please try again in a few seconds.',
    });
    expect(busy[0]!.headers.get('retry-after')).toBe('2');
    const created = answers.filter((res) => res.status === 201).length;
    expect(created + busy.length).toBe(16);
    const [stored] = await f.handle.db.select({ n: count() }).from(users);
    expect(stored?.n).toBe(created + 1);
    // The sign-in had a line of its own and went ahead of the waiting sign-ups.
    expect((await signIn).status).toBe(200);
  });
});
