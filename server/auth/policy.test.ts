import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles } from '../db/schema/athletes';
import { children, waiverSignatures } from '../db/schema/families';
import { payments } from '../db/schema/payments';
import { registrations } from '../db/schema/registrations';
import { createTestContext, type TestContext } from '../test/harness';
import {
  admits,
  CAPABILITIES,
  PERMISSION_DENIED,
  policyRole,
  POLICY_ROLES,
  ROUTE_POLICIES,
  type PolicyRole,
  type RouteKey,
  type RoutePolicy,
} from './policy';

let t: TestContext;
/** An access token per demo account, by policy role. */
const tokens = {} as Record<PolicyRole, string>;
const DEMO_EMAIL: Record<PolicyRole, string> = {
  parent: 'parent@demo.test',
  athlete: 'athlete@demo.test',
  coach: 'coach@demo.test',
  staff: 'staff@demo.test',
  recruiter: 'recruiter@demo.test',
  referee: 'referee@demo.test',
};

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  for (const role of POLICY_ROLES) tokens[role] = await t.signIn(DEMO_EMAIL[role]);
}, 60_000);
afterAll(() => t.close());

const POLICIES = ROUTE_POLICIES as Record<RouteKey, RoutePolicy>;
const ROUTE_KEYS = Object.keys(ROUTE_POLICIES) as RouteKey[];

/** Splits a policy key into method and a request path (ids that exist for nobody, trailing slash). */
function request(key: RouteKey) {
  const [method, path] = key.split(' ') as [string, string];
  return { method, url: `/api${path.replace(/:id\b/g, '987654')}/` };
}

/** Calls a route as a caller with an empty body where it takes one. */
function callRoute(key: RouteKey, token?: string) {
  const { method, url } = request(key);
  return t.call(method, url, {
    ...(token === undefined ? {} : { token }),
    ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
    headers: { 'X-Forwarded-For': '192.0.2.77' },
  });
}

describe('the route policy table', () => {
  it('has an entry for every route the app registers under /api, and no entry without a route', () => {
    const registered = new Set(
      t.app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
        .map((route) => `${route.method} ${route.path.slice('/api'.length)}`),
    );
    expect([...registered].sort()).toEqual([...ROUTE_KEYS].sort());
  });

  it.each([
    'GET /auth/children',
    'POST /auth/children',
    'GET /auth/children/:id',
    'PATCH /auth/children/:id',
    'DELETE /auth/children/:id',
    'POST /auth/parent-code-of-conduct/acknowledge',
    'GET /waivers',
    'POST /waivers',
  ] as const)('keeps %s to parents, with the parent portal 403 text (spec 2 §6)', (key) => {
    expect(POLICIES[key].access).toEqual(['parent']);
    expect(POLICIES[key].denied).toBe('Access denied: Parent/Guardian role required for this portal.');
  });

  it.each([
    ['parent_guardian', 'parent'],
    ['PARENT', 'parent'],
    [' Guardian ', 'parent'],
    ['STAFF_ADMIN', 'staff'],
    ['admin', 'staff'],
    ['athlete', 'athlete'],
    ['sponsor', null],
    [null, null],
  ])('maps the stored role %j to %j', (stored, role) => {
    expect(policyRole(stored)).toBe(role);
  });
});

/**
 * The 403 text a demo account gets from a route, or null when it is let through: its role, then
 * the right the route requires (the demo coach has no calendar-editor approval; staff always do).
 */
function refusal(policy: RoutePolicy, role: PolicyRole): string | null {
  if (!admits(policy, role)) return policy.denied ?? PERMISSION_DENIED;
  return policy.requires && role !== 'staff' ? CAPABILITIES[policy.requires].denied : null;
}

describe.each(ROUTE_KEYS)('%s', (key) => {
  const policy = POLICIES[key];

  it(policy.access === 'anyone' ? 'is open without a session' : 'answers 401 without a session', async () => {
    const res = await callRoute(key);
    if (policy.access === 'anyone') {
      expect([401, 403]).not.toContain(res.status);
      expect(res.status).toBeLessThan(500);
    } else {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    }
  });

  it.each(POLICY_ROLES.map((role) => [role, refusal(policy, role) === null] as const))(
    'as %s: admitted %s',
    async (role, admitted) => {
      const res = await callRoute(key, tokens[role]);
      if (admitted) {
        // Bad bodies and unknown ids may still answer 400 or 404; the policy must not refuse.
        expect([401, 403]).not.toContain(res.status);
        expect(res.status).toBeLessThan(500);
        // What a signed-in caller gets is private: no browser or proxy may keep it.
        if (policy.access !== 'anyone') expect(res.headers.get('cache-control')).toBe('no-store');
      } else {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ detail: refusal(policy, role) });
      }
    },
  );

  if (policy.access !== 'anyone') {
    it('answers 401 for a token that is not valid', async () => {
      const res = await callRoute(key, 'not-a-token');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Given token not valid for any token type' });
    });
  }
});

describe("ownership: another parent's (or athlete's) records answer 404", () => {
  let stranger: string;
  /** An athlete who owns nothing of the seeded athletes'. */
  let strangerAthlete: string;
  let adultProfile: number;
  let minorProfile: number;
  let parentId: number;
  let signedChild: number;
  let pendingChild: number;
  let paid: typeof payments.$inferSelect;
  let pending: { registration_id: number; payment_id: number; idempotency_key: string };

  const registrationBody = (child: number) => ({
    kind: 'parent_registration',
    child,
    program: 'track-field',
    shirt_size: 'M',
    shorts_size: 'M',
    glove_size: 'S',
    shoe_size: '6',
    grade: '6',
    age_group: 'TWEEN',
    league_division: 'NFC_NORTH',
    league_county: 'TATE',
    shipping_name: 'Tanya Whitfield',
    shipping_address: {
      address1: '2150 Goodman Rd',
      city: 'Southaven',
      state: 'MS',
      postal_code: '38671',
      country: 'US',
      confirm: true,
    },
  });

  beforeAll(async () => {
    // The first parent is the seeded demo parent: two children, one paid registration.
    const token = tokens.parent;
    const kids = (await t.call('GET', '/api/auth/children/', { token })).body.results;
    [signedChild, pendingChild] = kids.map((kid: { id: number }) => kid.id);
    const [row] = await t.handle.db.select().from(children).where(eq(children.id, signedChild));
    parentId = row!.parentId;
    const succeeded = await t.handle.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, parentId), eq(payments.status, 'succeeded')));
    expect(succeeded).toHaveLength(1);
    paid = succeeded[0]!;
    const venues = (await t.call('GET', '/api/programs/track-field/')).body.locations;
    const started = await t.call('POST', '/api/payments/checkout/', {
      token,
      body: { ...registrationBody(pendingChild), location: venues[0]?.id ?? null },
    });
    expect(started.status).toBe(201);
    pending = started.body;
    stranger = (await t.signUp('parent_guardian')).token;
    strangerAthlete = (await t.signUp('athlete')).token;
    const profiles = await t.handle.db.select().from(athleteProfiles).orderBy(athleteProfiles.id);
    [adultProfile, minorProfile] = profiles.map((profile) => profile.id) as [number, number];
  });

  /**
   * Every id-addressed route, called by a stranger against someone else's records: the other parent
   * (the seeded parent's children and payments; the minor who named parent@demo.test as guardian),
   * or, `as: 'athlete'`, another athlete (the seeded athletes' profiles).
   */
  const ATTEMPTS: Record<string, () => { method: string; url: string; body?: unknown; as?: 'athlete' }[]> = {
    'GET /auth/children/:id': () => [{ method: 'GET', url: `/api/auth/children/${signedChild}/` }],
    'PATCH /auth/children/:id': () => [
      { method: 'PATCH', url: `/api/auth/children/${signedChild}/`, body: { first_name: 'Taken' } },
    ],
    'DELETE /auth/children/:id': () => [{ method: 'DELETE', url: `/api/auth/children/${pendingChild}/` }],
    'POST /waivers': () => [
      {
        method: 'POST',
        url: '/api/waivers/',
        body: { child: pendingChild, signer_name: 'Not The Parent', agree: true, version: '2026-1' },
      },
    ],
    'POST /payments/checkout': () => [
      { method: 'POST', url: '/api/payments/checkout/', body: registrationBody(pendingChild) },
      {
        method: 'POST',
        url: '/api/payments/checkout/',
        body: {
          ...registrationBody(pendingChild),
          kind: 'athlete_registration',
          athlete_profile: adultProfile,
        },
        as: 'athlete',
      },
    ],
    'PATCH /auth/athlete-profiles/:id': () => [
      {
        method: 'PATCH',
        url: `/api/auth/athlete-profiles/${adultProfile}/`,
        body: { recruiter_visible: false },
        as: 'athlete',
      },
      {
        method: 'PATCH',
        url: `/api/auth/athlete-profiles/${minorProfile}/`,
        body: { guardian_email: 'stranger@test.example' },
        as: 'athlete',
      },
    ],
    'POST /auth/athlete-profiles/:id/request-approval': () => [
      { method: 'POST', url: `/api/auth/athlete-profiles/${minorProfile}/request-approval/`, as: 'athlete' },
    ],
    'POST /auth/guardian-approvals/:id/approve': () => [
      { method: 'POST', url: `/api/auth/guardian-approvals/${minorProfile}/approve/` },
      { method: 'POST', url: `/api/auth/guardian-approvals/${adultProfile}/approve/` },
    ],
    'POST /auth/guardian-approvals/:id/decline': () => [
      { method: 'POST', url: `/api/auth/guardian-approvals/${minorProfile}/decline/` },
    ],
    'POST /payments/confirm': () => [
      {
        method: 'POST',
        url: '/api/payments/confirm/',
        body: { ...pending, portal: 'parent', source: 'clv_1TSTstolen', charge_id: null },
      },
    ],
    'POST /payments/verify': () => [
      { method: 'POST', url: '/api/payments/verify/', body: { paymentId: paid.id } },
      { method: 'POST', url: '/api/payments/verify/', body: { registrationId: paid.registrationId } },
      { method: 'POST', url: '/api/payments/verify/', body: { chargeId: paid.chargeId } },
      { method: 'POST', url: '/api/payments/verify/', body: { paymentId: pending.payment_id } },
    ],
  };

  it('covers every route whose policy names an ownership rule', () => {
    const owned = ROUTE_KEYS.filter((key) => POLICIES[key].owner !== undefined);
    expect(Object.keys(ATTEMPTS).sort()).toEqual(owned.sort());
  });

  it.each(Object.keys(ATTEMPTS))('%s answers 404 to the other parent', async (key) => {
    for (const attempt of ATTEMPTS[key]!()) {
      const token = attempt.as === 'athlete' ? strangerAthlete : stranger;
      const res = await t.call(attempt.method, attempt.url, { token, body: attempt.body });
      expect(res.status, JSON.stringify(attempt.body ?? attempt.url)).toBe(404);
      expect(Object.keys(res.body)).toEqual(['detail']);
    }
  });

  it("answers someone else's child exactly like a child that does not exist", async () => {
    const theirs = await t.call('GET', `/api/auth/children/${signedChild}/`, { token: stranger });
    const missing = await t.call('GET', '/api/auth/children/987654/', { token: stranger });
    expect(theirs).toMatchObject({ status: missing.status, body: missing.body });
  });

  it("left the first parent's records as they were", async () => {
    const kids = await t.handle.db.select().from(children).where(eq(children.parentId, parentId));
    expect(kids.map((kid) => [kid.id, kid.firstName])).toEqual([
      [signedChild, 'Marcus'],
      [pendingChild, 'Aaliyah'],
    ]);
    expect(
      await t.handle.db.select().from(waiverSignatures).where(eq(waiverSignatures.childId, pendingChild)),
    ).toEqual([]);
    const [payment] = await t.handle.db.select().from(payments).where(eq(payments.id, pending.payment_id));
    expect(payment).toMatchObject({ status: 'pending', sourceToken: null });
    const regs = await t.handle.db
      .select()
      .from(registrations)
      .where(eq(registrations.childId, pendingChild));
    expect(regs.map((row) => row.userId)).toEqual([parentId]);
  });

  it("left the seeded athletes' profiles as they were", async () => {
    const rows = await t.handle.db.select().from(athleteProfiles).orderBy(athleteProfiles.id);
    expect(
      rows.map((row) => [
        row.id,
        row.recruiterVisible,
        row.guardianEmail,
        row.guardianApprovedAt,
        row.guardianDeclinedAt,
      ]),
    ).toEqual([
      [adultProfile, true, '', null, null],
      [minorProfile, false, 'parent@demo.test', null, null],
    ]);
    // Only the demo athlete's own seeded registration: none was made with someone else's profile.
    const athleteRegistrations = await t.handle.db
      .select()
      .from(registrations)
      .where(eq(registrations.kind, 'athlete_registration'));
    expect(athleteRegistrations.map((row) => [row.athleteProfileId, row.paymentStatus])).toEqual([
      [adultProfile, 'paid'],
    ]);
  });
});
