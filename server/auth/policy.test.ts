import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aidApplications } from '../db/schema/aid';
import { athleteComments, athleteProfiles } from '../db/schema/athletes';
import { programCapacities, waitlistEntries } from '../db/schema/capacity';
import { events } from '../db/schema/events';
import { childGuardians, children, waiverSignatures } from '../db/schema/families';
import { games, seasons } from '../db/schema/league';
import { teams } from '../db/schema/teams';
import { payments } from '../db/schema/payments';
import { refundRequests } from '../db/schema/refunds';
import { scoreReports } from '../db/schema/schedule';
import { registrations } from '../db/schema/registrations';
import { COACH_MESSAGES } from '../../src/domain/coach';
import { createTestContext, signInEveryRole, type TestContext } from '../test/harness';
import { registerAndPay, signWaiverFor } from '../test/registrations';
import { appRoutes } from '../test/routes';
import { runningStorm } from '../test/teams';
import { verifiedSignUp } from '../test/verification';
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
let tokens: Record<PolicyRole, string>;
/** A coach who holds no program (the demo coach holds NFL FLAG Boys). */
let ungrantedCoach: string;

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  tokens = await signInEveryRole(t);
  ungrantedCoach = (await t.signUp('coach')).token;
}, 60_000);
afterAll(() => t.close());

const POLICIES = ROUTE_POLICIES as Record<RouteKey, RoutePolicy>;
/** Every route the app registers (Hono's own list), read before the tests run. */
const REGISTERED = appRoutes();
/** The /api routes the app registers, by policy key: the walk below calls each of them. */
const ROUTE_KEYS = REGISTERED.filter((route) => route.area === 'api').map((route) => route.key as RouteKey);

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
    expect([...ROUTE_KEYS].sort()).toEqual(Object.keys(ROUTE_POLICIES).sort());
    expect(ROUTE_KEYS.filter((key) => !(key in ROUTE_POLICIES))).toEqual([]);
  });

  it('knows every registered route: the API under /api, the card provider under /sandbox/clover', () => {
    expect(REGISTERED.filter((route) => route.area === 'other').map((route) => route.key)).toEqual([]);
  });

  it('gives every id-addressed route that a parent, athlete, coach or recruiter may call an ownership rule', () => {
    // A role that may address records by id must be limited to its own; staff see everyone's, and
    // public records (programs, news…) belong to nobody. Records of a program (its events, season
    // and roster) name the calendar right instead, which keeps each coach to the programs granted
    // (walked below: a coach of program A against program B).
    const unowned = ROUTE_KEYS.filter((key) => {
      const policy = POLICIES[key];
      const addressed = /\/:[a-z]/i.test(key) || policy.owner !== undefined;
      return (
        addressed &&
        policy.access !== 'anyone' &&
        STRANGERS.some((role) => admits(policy, role)) &&
        !policy.owner &&
        !policy.requires
      );
    });
    expect(unowned).toEqual([]);
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

  it('keeps every league office route (/office/…) to staff, admin and staff_admin', () => {
    const office = ROUTE_KEYS.filter((key) => key.split(' ')[1]!.startsWith('/office/'));
    expect(office).toContain('GET /office/site');
    for (const key of office) expect(POLICIES[key].access, key).toEqual(['staff']);
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

describe('the league office (/office/…): staff only', () => {
  const OFFICE = ROUTE_KEYS.filter((key) => key.split(' ')[1]!.startsWith('/office/'));
  const WRITES = OFFICE.filter((key) => !key.startsWith('GET '));

  it('covers every office resource: list, create, read, change and delete, the audit log, the site status and image uploads', () => {
    const bases = [
      'programs',
      'venues',
      'seasons',
      'games',
      'season-news',
      'news',
      'content',
      'sponsors',
      'social-feeds',
      'teams',
      'league-divisions',
      'counties',
      // Issue 41 item 15: the office's people (changes an admin's, checked in the handler).
      'people',
      // Issue 37: a season's price and ways to pay, promo codes.
      'season-prices',
      'promo-codes',
    ];
    expect([...OFFICE].sort()).toEqual(
      [
        'GET /office/audit',
        'GET /office/site',
        'POST /office/site/rebuild',
        // Issue 39: attendance per team, game states.
        'GET /office/attendance',
        'GET /office/game-day',
        'POST /office/game-day/bulk',
        'POST /office/game-day/:id/state',
        // Issue 20: the money views, refunds, exports, waivers, messages and the first screen.
        'GET /office/overview',
        'GET /office/registrations',
        'GET /office/registrations/:id',
        'POST /office/registrations/:id/refunds',
        'GET /office/exports/registrations',
        'GET /office/exports/payments',
        'GET /office/exports/uniform-orders',
        'GET /office/exports/uniform-sizes',
        'GET /office/waivers',
        'POST /office/waivers/reminders',
        'GET /office/messages',
        'POST /office/messages',
        'GET /office/messages/:id',
        'GET /office/coaches',
        'GET /office/rosters',
        'PATCH /office/rosters/:id',
        'POST /office/rosters/auto-fill',
        'POST /office/uploads',
        // Issue 21: waitlists.
        'GET /office/waitlist',
        'POST /office/waitlist/:id/move',
        'POST /office/waitlist/:id/remove',
        'POST /office/waitlist/:id/offer',
        // Issue 21: financial aid.
        'GET /office/aid',
        'POST /office/aid/:id/decide',
        // Issue 38: schedules, standings with coin tosses, playoff brackets.
        'GET /office/schedules/:id',
        'PUT /office/schedules/:id',
        'POST /office/schedules/:id/generate',
        'POST /office/schedules/:id/draft',
        'POST /office/schedules/:id/publish',
        'POST /office/schedules/:id/replan',
        'GET /office/standings/:id',
        'POST /office/standings/:id/coin-toss',
        'GET /office/brackets',
        'POST /office/brackets',
        'DELETE /office/brackets/:id',
        // Issue 37: the league's price list, families' plans, recorded payments.
        'GET /office/league-prices',
        'GET /office/league-prices/:id',
        'PATCH /office/league-prices/:id',
        'GET /office/plans',
        'POST /office/installments/:id/change',
        'GET /office/registrations/:id/payments',
        'POST /office/registrations/:id/payments',
        ...bases.flatMap((base) => [
          `GET /office/${base}`,
          `POST /office/${base}`,
          `GET /office/${base}/:id`,
          `PATCH /office/${base}/:id`,
          `DELETE /office/${base}/:id`,
        ]),
      ].sort(),
    );
    for (const key of OFFICE) expect(POLICIES[key].access, key).toEqual(['staff']);
  });

  it.each(WRITES)(
    '%s refuses a coach, parent, athlete, recruiter, referee and an anonymous caller',
    async (key) => {
      const { method, url } = request(key);
      const body = { name: 'Taken over', title: 'Taken over', active: false };
      expect((await t.call(method, url.replace('987654', '1'), { body })).status).toBe(401);
      for (const role of ['coach', 'parent', 'athlete', 'recruiter', 'referee'] as const) {
        const res = await t.call(method, url.replace('987654', '1'), { token: tokens[role], body });
        expect(res, `${key} as ${role}`).toMatchObject({ status: 403, body: { detail: PERMISSION_DENIED } });
      }
    },
  );
});

/**
 * The 403 text a caller gets from a route, or null when it is let through: its role, then the
 * right the route requires. The demo coach holds a program (NFL FLAG Boys) and staff hold every
 * one, so both pass the right; `ungranted` is a coach who holds none.
 */
function refusal(policy: RoutePolicy, role: PolicyRole | 'ungranted'): string | null {
  if (!admits(policy, role === 'ungranted' ? 'coach' : role)) return policy.denied ?? PERMISSION_DENIED;
  return policy.requires && role === 'ungranted' ? CAPABILITIES[policy.requires].denied : null;
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

  it.each(
    [...POLICY_ROLES, 'ungranted' as const].map((role) => [role, refusal(policy, role) === null] as const),
  )('as %s: admitted %s', async (role, admitted) => {
    const res = await callRoute(key, role === 'ungranted' ? ungrantedCoach : tokens[role]);
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
  });

  if (policy.access !== 'anyone') {
    it('answers 401 for a token that is not valid', async () => {
      const res = await callRoute(key, 'not-a-token');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Given token not valid for any token type' });
    });
  }
});

/**
 * The local card provider at /sandbox/clover is a separate service, as Clover is: it has no entry in
 * the API's policy table and ignores the API's tokens. Its card-field files are public; its token
 * endpoint needs the public key (apikey header) and its charge endpoint the private token, so
 * every API caller, signed in or not, is refused there without them.
 */
const SANDBOX_ACCESS: Record<string, 'public' | 'public key' | 'private token' | 'account'> = {
  'GET /sandbox/clover/sdk.js': 'public',
  'GET /sandbox/clover/elements/field.js': 'public',
  'GET /sandbox/clover/elements/field.css': 'public',
  'GET /sandbox/clover/elements/field.html': 'public',
  'POST /sandbox/clover/v1/tokens': 'public key',
  'POST /sandbox/clover/v1/charges': 'private token',
  'POST /sandbox/clover/v1/refunds': 'private token',
  // Card-on-file customers (issue 37): a payment plan's saved card.
  'POST /sandbox/clover/v1/customers': 'private token',
  'PUT /sandbox/clover/v1/customers/:id{[A-Z0-9]{13}}': 'private token',
  // The SMS sandbox (issue 39) takes Twilio's Basic credentials of its account, nothing else.
  'POST /sandbox/sms/2010-04-01/Accounts/:account/Messages.json': 'account',
  'GET /sandbox/sms/2010-04-01/Accounts/:account/Messages.json': 'account',
  'GET /sandbox/sms/2010-04-01/Accounts/:account/Messages/:sid{SM[0-9a-f]{32}\\.json}': 'account',
};
const SANDBOX_ROUTES = REGISTERED.filter((route) => route.area === 'sandbox').map((route) => route.key);

describe('the sandbox providers (/sandbox/clover, /sandbox/sms), outside the API policy', () => {
  it('classifies every route it registers', () => {
    expect([...SANDBOX_ROUTES].sort()).toEqual(Object.keys(SANDBOX_ACCESS).sort());
  });

  describe.each(SANDBOX_ROUTES)('%s', (key) => {
    const [method, pattern] = key.split(' ') as [string, string];
    const path = pattern
      .replace(':account', 'AC00000000000000000000000000000000')
      .replace(/:sid\{.*\}$/, `SM${'0'.repeat(32)}.json`);
    it.each([null, ...POLICY_ROLES])('as %s with an API token only', async (role) => {
      const res = await t.call(method, path, {
        ...(role === null ? {} : { token: tokens[role] }),
        ...(method === 'POST' ? { body: { card: { number: '4242424242424242' }, amount: 100 } } : {}),
        headers: { 'X-Forwarded-For': '192.0.2.77', 'idempotency-key': `walk-${role}` },
      });
      if (SANDBOX_ACCESS[key] === 'public') {
        expect(res.status).toBe(200);
      } else if (SANDBOX_ACCESS[key] === 'account') {
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ code: 20003, message: 'Authenticate' });
      } else {
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ error: { type: 'authentication_error', code: 'invalid_key' } });
      }
    });
  });
});

/** The second account of each role that owns records, trying the first one's records. */
const STRANGERS = ['parent', 'athlete', 'coach', 'recruiter'] as const satisfies readonly PolicyRole[];
type Stranger = (typeof STRANGERS)[number];

describe("ownership: a second parent's, athlete's, coach's or recruiter's attempts on the first one's records answer 404", () => {
  /** A new account per stranger role, owning nothing of the seeded accounts'. */
  const strangers = {} as Record<Stranger, string>;
  let adultProfile: number;
  let minorProfile: number;
  let parentId: number;
  let signedChild: number;
  let pendingChild: number;
  let paid: typeof payments.$inferSelect;
  let pending: { registration_id: number; payment_id: number; idempotency_key: string };
  let waitlistEntry: number;
  let aidApplication: number;
  /** The demo parent's invitation of a second guardian for Marcus (issue 37), to another address. */
  let guardianLink: number;
  let startedGame: number;
  /** The demo coach's team (issue 39: a coach's game day is kept to the coach's own teams). */
  let coachTeam: number;

  const registrationBody = (child: number) => ({
    kind: 'parent_registration',
    child,
    // The program's one season open for registration (issue 19): the upcoming Junior League.
    program: 'nfl-flag-boys',
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
    coachTeam = await runningStorm(t);
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
    const venues = (await t.call('GET', '/api/programs/nfl-flag-boys/')).body.locations;
    // A checkout waiting for payment: Marcus (waiver signed) for a second program.
    const started = await t.call('POST', '/api/payments/checkout/', {
      token,
      body: { ...registrationBody(signedChild), location: venues[0]?.id ?? null },
    });
    expect(started.status).toBe(201);
    pending = started.body;
    // The first parent waits for a place for Aaliyah (an offering row without a limit is enough).
    const [offering] = await t.handle.db
      .insert(programCapacities)
      .values({ programId: 'nfl-flag-boys', locationId: null, divisionId: null, capacity: null })
      .returning();
    const [season] = await t.handle.db.select({ id: seasons.id }).from(seasons).limit(1);
    const [entry] = await t.handle.db
      .insert(waitlistEntries)
      .values({
        capacityId: offering!.id,
        seasonId: season!.id,
        userId: parentId,
        kind: 'parent_registration',
        subject: `child:${pendingChild}|program:nfl-flag-boys|season:${season!.id}`,
        childId: pendingChild,
        participantName: 'Aaliyah Whitfield',
        form: registrationBody(pendingChild),
        rank: 1,
      })
      .returning();
    waitlistEntry = entry!.id;
    const [link] = await t.handle.db
      .insert(childGuardians)
      .values({ childId: signedChild, email: 'second.guardian@walk.test', invitedById: parentId })
      .returning();
    guardianLink = link!.id;
    // The seeded parent's financial aid application for Aaliyah, with a document.
    const [aid] = await t.handle.db
      .select({ id: aidApplications.id })
      .from(aidApplications)
      .where(eq(aidApplications.childId, pendingChild));
    aidApplication = aid!.id;
    await t.handle.db
      .update(aidApplications)
      .set({ document: 'aid/walk/letter.pdf', documentType: 'application/pdf' })
      .where(eq(aidApplications.id, aidApplication));
    // A game of the season under way that has started (the demo coach heads the Southaven Storm).
    const [running] = await t.handle.db
      .select({ id: games.id })
      .from(games)
      .innerJoin(seasons, eq(seasons.id, games.seasonId))
      .where(and(eq(seasons.status, 'IN_PROGRESS'), eq(games.homeTeam, 'Southaven Storm')))
      .limit(1);
    startedGame = running!.id;
    strangers.parent = (await t.signUp('parent_guardian')).token;
    strangers.athlete = (await t.signUp('athlete')).token;
    strangers.coach = (await t.signUp('coach')).token;
    strangers.recruiter = (await t.signUp('recruiter')).token;
    const profiles = await t.handle.db.select().from(athleteProfiles).orderBy(athleteProfiles.id);
    [adultProfile, minorProfile] = profiles.map((profile) => profile.id) as [number, number];
  });

  /**
   * Every id-addressed route, called by a stranger against someone else's records: the other parent
   * (the seeded parent's children and payments; the minor who named parent@demo.test as guardian),
   * or, `as: 'athlete'`, another athlete (the seeded athletes' profiles). An attempt without `as`
   * is made by every stranger role the route admits.
   */
  const ATTEMPTS: Record<string, () => { method: string; url: string; body?: unknown; as?: Stranger }[]> = {
    'GET /coach/teams/:id/occasions': () => [
      { method: 'GET', url: `/api/coach/teams/${coachTeam}/occasions/` },
    ],
    'PUT /coach/teams/:id/attendance': () => [
      {
        method: 'PUT',
        url: `/api/coach/teams/${coachTeam}/attendance/`,
        body: { kind: 'game', id: 1, players: [{ registration: paid.registrationId, present: true }] },
      },
    ],
    'GET /coach/teams/:id/messages': () => [
      { method: 'GET', url: `/api/coach/teams/${coachTeam}/messages/` },
    ],
    'POST /coach/teams/:id/messages': () => [
      {
        method: 'POST',
        url: `/api/coach/teams/${coachTeam}/messages/`,
        body: { subject: 'Mine', body: 'Now' },
      },
    ],
    'GET /coach/teams/:id/practices': () => [
      { method: 'GET', url: `/api/coach/teams/${coachTeam}/practices/` },
    ],
    'POST /coach/teams/:id/practices': () => [
      {
        method: 'POST',
        url: `/api/coach/teams/${coachTeam}/practices/`,
        body: {
          title: 'Practice',
          weekday: 2,
          start_time: '18:00',
          duration_minutes: 60,
          starts_on: '2030-01-01',
          until: '2030-01-31',
        },
      },
    ],
    'DELETE /coach/teams/:id/practices/:series': () => [
      { method: 'DELETE', url: `/api/coach/teams/${coachTeam}/practices/1/` },
    ],
    'GET /auth/children/:id': () => [{ method: 'GET', url: `/api/auth/children/${signedChild}/` }],
    'PATCH /auth/children/:id': () => [
      { method: 'PATCH', url: `/api/auth/children/${signedChild}/`, body: { first_name: 'Taken' } },
    ],
    'DELETE /auth/children/:id': () => [{ method: 'DELETE', url: `/api/auth/children/${pendingChild}/` }],
    'GET /auth/children/:id/guardians': () => [
      { method: 'GET', url: `/api/auth/children/${signedChild}/guardians/` },
    ],
    'POST /auth/children/:id/guardians': () => [
      {
        method: 'POST',
        url: `/api/auth/children/${signedChild}/guardians/`,
        body: { email: 'stranger.link@walk.test' },
      },
    ],
    'DELETE /auth/children/:id/guardians/:link': () => [
      { method: 'DELETE', url: `/api/auth/children/${signedChild}/guardians/${guardianLink}/` },
    ],
    'POST /auth/guardian-invitations/:id/accept': () => [
      { method: 'POST', url: `/api/auth/guardian-invitations/${guardianLink}/accept/` },
    ],
    'POST /waivers': () => [
      {
        method: 'POST',
        url: '/api/waivers/',
        body: { child: pendingChild, signer_name: 'Not The Parent', agree: true, version: '2026-1' },
      },
    ],
    'POST /payments/checkout': () => [
      { method: 'POST', url: '/api/payments/checkout/', body: registrationBody(pendingChild), as: 'parent' },
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
    'GET /registrations/availability': () => [
      {
        method: 'GET',
        url: `/api/registrations/availability/?child=${pendingChild}&program=nfl-flag-boys`,
      },
    ],
    'PUT /auth/emergency-info': () => [
      {
        method: 'PUT',
        url: '/api/auth/emergency-info/',
        body: { child: signedChild, contact_name: 'Not The Parent', allergies: 'none' },
      },
    ],
    'POST /payments/confirm': () => [
      {
        method: 'POST',
        url: '/api/payments/confirm/',
        body: { ...pending, portal: 'parent', source: 'clv_1TSTstolen', charge_id: null },
      },
    ],
    'GET /registrations/:id/receipt': () => [
      { method: 'GET', url: `/api/registrations/${paid.registrationId}/receipt/` },
      { method: 'GET', url: `/api/registrations/${pending.registration_id}/receipt/` },
    ],
    // Issue 20: a family asks for a refund of its own paid registration only.
    'POST /waitlist': () => [
      { method: 'POST', url: '/api/waitlist/', body: registrationBody(pendingChild), as: 'parent' },
      {
        method: 'POST',
        url: '/api/waitlist/',
        body: {
          ...registrationBody(pendingChild),
          kind: 'athlete_registration',
          athlete_profile: adultProfile,
        },
        as: 'athlete',
      },
    ],
    'DELETE /waitlist/:id': () => [{ method: 'DELETE', url: `/api/waitlist/${waitlistEntry}/` }],
    // Financial aid (issue 21 item 3): only for the household's own child; its application and document.
    'POST /aid': () => [
      {
        method: 'POST',
        url: '/api/aid/',
        body: { child: signedChild, season: 1, household_size: 3, statement: 'Mine now', consent: true },
      },
    ],
    'DELETE /aid/:id': () => [{ method: 'DELETE', url: `/api/aid/${aidApplication}/` }],
    'GET /aid/:id/document': () => [{ method: 'GET', url: `/api/aid/${aidApplication}/document/` }],
    'POST /registrations/:id/refund-request': () => [
      {
        method: 'POST',
        url: `/api/registrations/${paid.registrationId}/refund-request/`,
        body: { reason: 'Please refund this registration to me.' },
      },
    ],
    // Issue 41 item 5: a team's roster is its coaches'; another coach's attempt answers 404.
    'GET /teams/:id/roster': () => [{ method: 'GET', url: `/api/teams/${coachTeam}/roster/`, as: 'coach' }],
    'GET /teams/:id/roster.csv': () => [
      { method: 'GET', url: `/api/teams/${coachTeam}/roster.csv`, as: 'coach' },
    ],
    // Issue 38: a game's score is reported by a head coach of one of its teams; another coach's 404.
    'POST /games/:id/score-reports': () => [
      {
        method: 'POST',
        url: `/api/games/${startedGame}/score-reports/`,
        body: { home_score: 99, away_score: 0 },
        as: 'coach',
      },
    ],
    // Issue 37: a family's payment plan and another card for it.
    'GET /registrations/:id/plan': () => [
      { method: 'GET', url: `/api/registrations/${paid.registrationId}/plan/` },
    ],
    'POST /registrations/:id/plan/card': () => [
      {
        method: 'POST',
        url: `/api/registrations/${paid.registrationId}/plan/card/`,
        body: { source: 'clv_walk_token_0001' },
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

  describe.each(Object.keys(ATTEMPTS))('%s', (key) => {
    const policy = POLICIES[key as RouteKey];
    it.each(STRANGERS.map((role) => [role, admits(policy, role)] as const))(
      'as a second %s (admitted %s): 404, or the role refusal that names no record',
      async (role, admitted) => {
        const all = ATTEMPTS[key]!();
        const mine = all.filter((attempt) => attempt.as === undefined || attempt.as === role);
        if (!admitted) {
          // Refused for the role before any id is read: the same answer whether the record exists.
          const res = await t.call(all[0]!.method, all[0]!.url, {
            token: strangers[role],
            body: all[0]!.body,
          });
          expect(res).toMatchObject({ status: 403, body: { detail: policy.denied ?? PERMISSION_DENIED } });
          return;
        }
        // Every role the route admits must be tried against someone else's records.
        expect(mine.length, `no attempt as ${role}`).toBeGreaterThan(0);
        for (const attempt of mine) {
          const res = await t.call(attempt.method, attempt.url, {
            token: strangers[role],
            body: attempt.body,
          });
          expect(res.status, JSON.stringify(attempt.body ?? attempt.url)).toBe(404);
          expect(Object.keys(res.body)).toEqual(['detail']);
        }
      },
    );
  });

  it("answers someone else's child exactly like a child that does not exist", async () => {
    const theirs = await t.call('GET', `/api/auth/children/${signedChild}/`, { token: strangers.parent });
    const missing = await t.call('GET', '/api/auth/children/987654/', { token: strangers.parent });
    expect(theirs).toMatchObject({ status: missing.status, body: missing.body });
  });

  it("left the first parent's records as they were", async () => {
    const [aid] = await t.handle.db
      .select()
      .from(aidApplications)
      .where(eq(aidApplications.id, aidApplication));
    expect(aid).toMatchObject({ status: 'pending', userId: parentId, childId: pendingChild });
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
    const regs = await t.handle.db.select().from(registrations).where(eq(registrations.childId, signedChild));
    expect(regs.map((row) => row.userId)).toEqual([parentId, parentId]);
    // No stranger's score report was taken for a game of the demo coach's team.
    expect(await t.handle.db.select().from(scoreReports).where(eq(scoreReports.gameId, startedGame))).toEqual(
      [],
    );
    // Nobody asked for a refund of the first parent's registration in their name.
    expect(
      await t.handle.db
        .select()
        .from(refundRequests)
        .where(eq(refundRequests.registrationId, paid.registrationId)),
    ).toEqual([]);
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

/**
 * Program scope (issue 17 item 5): calendar-editor rights are granted per program, so a coach of
 * program A (volleyball-girls, approved through the request flow) addressing program B (NFL FLAG
 * Boys: the seeded roster, its upcoming season, a team event) gets 403 with the spec's text where
 * the request names B, and 404 where it addresses one of B's records by id
 * (server/auth/coach-scope.ts). The same request aimed at A goes through, so the refusal is the
 * scope's and not a bad request's.
 */
describe('a coach of program A against program B: 403 for the program, 404 for its records', () => {
  const A = 'volleyball-girls';
  const B = 'nfl-flag-boys';
  let coachA: string;
  let jordan: number;
  let marcus: number;
  let seasonOf: Record<string, number>;
  let eventOf: Record<string, number>;
  /** A second event of each program, for deleting. */
  let spareOf: Record<string, number>;

  const csv = () => {
    const form = new FormData();
    form.set(
      'file',
      new File(['kickoff,home_team,away_team\r\n2031-09-13 09:00,Walk Home,Walk Away\r\n'], 'schedule.csv', {
        type: 'text/csv',
      }),
    );
    return form;
  };
  const upload = (program: string) => {
    const form = csv();
    form.set('season', String(seasonOf[program]));
    return form;
  };
  /** Coach A's team in program A: a coach's events are their teams' (issue 41 item 6). */
  let teamOfA: number;
  const teamEvent = (program: string) => ({
    program_id: program,
    ...(program === A ? { team_id: teamOfA } : {}),
    title: `Walk ${program}`,
    starts_at: '2031-04-01T23:00:00Z',
    ends_at: '2031-04-02T00:00:00Z',
  });

  type Attempt = { method: string; url: string; body?: unknown; status: 403 | 404; detail: string };
  /** Per program-scoped route: the calls aimed at B, each with the answer it must get. */
  const ATTEMPTS: Record<string, () => Attempt[]> = {
    'GET /auth/coach/athletes': () => [
      {
        method: 'GET',
        url: `/api/auth/coach/athletes/?program=${B}`,
        status: 403,
        detail: CAPABILITIES.rosterAccess.denied,
      },
    ],
    'POST /auth/coach/athletes/:id/feedback': () => [
      {
        method: 'POST',
        url: `/api/auth/coach/athletes/${jordan}/feedback/`,
        body: { note: 'Walk.', program_id: B },
        status: 403,
        detail: CAPABILITIES.rosterAccess.denied,
      },
      {
        method: 'POST',
        url: `/api/auth/coach/athletes/${jordan}/feedback/`,
        body: { note: 'Walk.', program_id: A },
        status: 404,
        detail: 'Not found.',
      },
    ],
    'POST /events': () => [
      {
        method: 'POST',
        url: '/api/events/',
        body: teamEvent(B),
        status: 403,
        detail: CAPABILITIES.calendarEditor.denied,
      },
    ],
    'PATCH /events/:id': () => [
      {
        method: 'PATCH',
        url: `/api/events/${eventOf[B]}/`,
        body: { title: 'Walked' },
        status: 404,
        detail: 'Not found.',
      },
    ],
    'DELETE /events/:id': () => [
      { method: 'DELETE', url: `/api/events/${eventOf[B]}/`, status: 404, detail: 'Not found.' },
    ],
    'POST /auth/coach/children/:id/feedback': () => [
      {
        method: 'POST',
        url: `/api/auth/coach/children/${marcus}/feedback/`,
        body: { note: 'Walk.', program_id: B },
        status: 403,
        detail: CAPABILITIES.rosterAccess.denied,
      },
      {
        method: 'POST',
        url: `/api/auth/coach/children/${marcus}/feedback/`,
        body: { note: 'Walk.', program_id: A },
        status: 404,
        detail: 'Not found.',
      },
    ],
    'POST /events/season-games/bulk-upload': () => [
      {
        method: 'POST',
        url: '/api/events/season-games/bulk-upload/',
        body: upload(B),
        status: 404,
        detail: 'Not found.',
      },
    ],
  };
  /** The same calls aimed at A, which the coach may make. */
  const CONTROLS: Record<string, () => { method: string; url: string; body?: unknown }> = {
    'GET /auth/coach/athletes': () => ({ method: 'GET', url: `/api/auth/coach/athletes/?program=${A}` }),
    'POST /events': () => ({ method: 'POST', url: '/api/events/', body: teamEvent(A) }),
    'PATCH /events/:id': () => ({
      method: 'PATCH',
      url: `/api/events/${eventOf[A]}/`,
      body: { notes: 'ok' },
    }),
    'DELETE /events/:id': () => ({ method: 'DELETE', url: `/api/events/${spareOf[A]}/` }),
    'POST /events/season-games/bulk-upload': () => ({
      method: 'POST',
      url: '/api/events/season-games/bulk-upload/',
      body: upload(A),
    }),
  };

  beforeAll(async () => {
    coachA = (await t.signUp('coach')).token;
    const asked = await t.call('POST', '/api/events/calendar-editor-requests/', {
      token: coachA,
      body: { program: A },
    });
    const approved = await t.call('PATCH', `/api/staff/calendar-editor-requests/${asked.body.id}/`, {
      token: tokens.staff,
      body: { status: 'APPROVED' },
    });
    expect(approved.status).toBe(200);
    const [seasonOfA] = await t.handle.db
      .select()
      .from(seasons)
      .where(eq(seasons.programId, A))
      .orderBy(seasons.id);
    const me = (await t.call('GET', '/api/auth/me/', { token: coachA })).body as { id: number };
    const team = await t.call('POST', '/api/office/teams/', {
      token: tokens.staff,
      body: { season: seasonOfA!.id, name: 'Walk Volleys', head_coach: me.id },
    });
    expect(team.status, JSON.stringify(team.body)).toBe(201);
    teamOfA = team.body.id;
    const [profile] = await t.handle.db.select().from(athleteProfiles).orderBy(athleteProfiles.id);
    jordan = profile!.id;
    marcus = (await t.handle.db.select().from(children).orderBy(children.id))[0]!.id;
    seasonOf = {};
    eventOf = {};
    spareOf = {};
    for (const program of [A, B]) {
      const [season] = await t.handle.db
        .select()
        .from(seasons)
        .where(eq(seasons.programId, program))
        .orderBy(seasons.id);
      seasonOf[program] = season!.id;
      const made = await t.call('POST', '/api/events/', { token: tokens.staff, body: teamEvent(program) });
      eventOf[program] = made.body.id;
      const spare = await t.call('POST', '/api/events/', {
        token: tokens.staff,
        body: { ...teamEvent(program), title: `Spare ${program}` },
      });
      spareOf[program] = spare.body.id;
    }
  });

  it('covers every route whose policy requires a calendar right', () => {
    const scoped = ROUTE_KEYS.filter((key) => POLICIES[key].requires !== undefined);
    expect(Object.keys(ATTEMPTS).sort()).toEqual(scoped.sort());
  });

  describe.each(Object.keys(ATTEMPTS))('%s', (key) => {
    it('refuses the coach of A at B', async () => {
      for (const attempt of ATTEMPTS[key]!()) {
        const res = await t.call(attempt.method, attempt.url, { token: coachA, body: attempt.body });
        expect(res, `${attempt.method} ${attempt.url} ${JSON.stringify(attempt.body ?? '')}`).toMatchObject({
          status: attempt.status,
          body: { detail: attempt.detail },
        });
        expect(Object.keys(res.body)).toEqual(['detail']);
      }
    });

    if (CONTROLS[key]) {
      it('lets the coach of A make the same call at A', async () => {
        const control = CONTROLS[key]!();
        const res = await t.call(control.method, control.url, { token: coachA, body: control.body });
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      });
    }
  });

  it("left B's records as they were", async () => {
    const [event] = await t.handle.db.select().from(events).where(eq(events.id, eventOf[B]!));
    expect(event?.title).toBe(`Walk ${B}`);
    // Only staff's event of B: the coach of A added none.
    expect(
      await t.handle.db
        .select()
        .from(events)
        .where(eq(events.title, `Walk ${B}`)),
    ).toHaveLength(1);
    expect(
      (await t.handle.db.select().from(games).where(eq(games.seasonId, seasonOf[B]!))).filter(
        (game) => game.homeTeam === 'Walk Home',
      ),
    ).toEqual([]);
    expect(
      (await t.handle.db.select().from(athleteComments)).filter((comment) => comment.note === 'Walk.'),
    ).toEqual([]);
  });
});

/**
 * Team scope (issue 19): where a season has teams, a coach's players and team events are their own
 * team's. A coach put on team A (the upcoming Junior League's Horn Lake Hawks) addressing team B
 * (the Southaven Storm of the season under way: Marcus and Jordan, coach@demo.test) gets 403 where
 * the request names team B and 404 where it addresses one of team B's players or events by id;
 * the same calls aimed at team A go through.
 */
describe('a coach of team A against team B: 403 for the team, 404 for its players and events', () => {
  let coachA: { token: string; id: number };
  let teamA: number;
  let teamB: number;
  let jordan: number;
  let marcus: number;
  let childA: number;
  const eventOf: Record<'A' | 'B', number> = { A: 0, B: 0 };
  const spareOf: Record<'A' | 'B', number> = { A: 0, B: 0 };
  let running: number;

  const teamEvent = (team: number, title: string) => ({
    program_id: 'nfl-flag-boys',
    team_id: team,
    title,
    starts_at: '2031-04-01T23:00:00Z',
    ends_at: '2031-04-02T00:00:00Z',
  });
  const schedule = (season: number, home: string) => {
    const form = new FormData();
    form.set('season', String(season));
    form.set(
      'file',
      new File(
        [`kickoff,home_team,away_team\r\n2031-09-13 09:00,${home},Hernando Tigers\r\n`],
        'schedule.csv',
        {
          type: 'text/csv',
        },
      ),
    );
    return form;
  };

  type Attempt = { method: string; url: string; body?: unknown; status: 403 | 404; detail: string };
  const ATTEMPTS: Record<string, () => Attempt[]> = {
    'GET /auth/coach/athletes': () => [
      {
        method: 'GET',
        url: `/api/auth/coach/athletes/?program=nfl-flag-boys&team=${teamB}`,
        status: 403,
        detail: CAPABILITIES.rosterAccess.denied,
      },
    ],
    'POST /auth/coach/athletes/:id/feedback': () => [
      {
        method: 'POST',
        url: `/api/auth/coach/athletes/${jordan}/feedback/`,
        body: { note: 'Walk team.', program_id: 'nfl-flag-boys' },
        status: 404,
        detail: 'Not found.',
      },
    ],
    'POST /auth/coach/children/:id/feedback': () => [
      {
        method: 'POST',
        url: `/api/auth/coach/children/${marcus}/feedback/`,
        body: { note: 'Walk team.', program_id: 'nfl-flag-boys' },
        status: 404,
        detail: 'Not found.',
      },
    ],
    'POST /events': () => [
      {
        method: 'POST',
        url: '/api/events/',
        body: teamEvent(teamB, 'Walk team B'),
        status: 403,
        detail: CAPABILITIES.calendarEditor.denied,
      },
    ],
    'PATCH /events/:id': () => [
      {
        method: 'PATCH',
        url: `/api/events/${eventOf.B}/`,
        body: { title: 'Walked' },
        status: 404,
        detail: 'Not found.',
      },
    ],
    'DELETE /events/:id': () => [
      { method: 'DELETE', url: `/api/events/${eventOf.B}/`, status: 404, detail: 'Not found.' },
    ],
    'POST /events/season-games/bulk-upload': () => [
      {
        method: 'POST',
        url: '/api/events/season-games/bulk-upload/',
        body: schedule(running, 'Southaven Storm'),
        status: 404,
        detail: 'Not found.',
      },
    ],
  };
  const CONTROLS: Record<string, () => { method: string; url: string; body?: unknown }> = {
    'GET /auth/coach/athletes': () => ({
      method: 'GET',
      url: `/api/auth/coach/athletes/?program=nfl-flag-boys&team=${teamA}`,
    }),
    'POST /auth/coach/children/:id/feedback': () => ({
      method: 'POST',
      url: `/api/auth/coach/children/${childA}/feedback/`,
      body: { note: 'Good start.', program_id: 'nfl-flag-boys' },
    }),
    'POST /events': () => ({ method: 'POST', url: '/api/events/', body: teamEvent(teamA, 'Hawks practice') }),
    'PATCH /events/:id': () => ({ method: 'PATCH', url: `/api/events/${eventOf.A}/`, body: { notes: 'ok' } }),
    'DELETE /events/:id': () => ({ method: 'DELETE', url: `/api/events/${spareOf.A}/` }),
    'POST /events/season-games/bulk-upload': () => ({
      method: 'POST',
      url: '/api/events/season-games/bulk-upload/',
      body: schedule(juniorSeason, 'Horn Lake Hawks'),
    }),
  };
  let juniorSeason: number;

  beforeAll(async () => {
    const account = await t.signUp('coach');
    coachA = { token: account.token, id: account.user.id };
    const [storm] = await t.handle.db
      .select({ id: teams.id, season: teams.seasonId })
      .from(teams)
      .innerJoin(seasons, eq(seasons.id, teams.seasonId))
      .where(and(eq(teams.name, 'Southaven Storm'), eq(seasons.status, 'IN_PROGRESS')));
    teamB = storm!.id;
    running = storm!.season;
    const [hawks] = await t.handle.db
      .select({ id: teams.id, season: teams.seasonId })
      .from(teams)
      .innerJoin(seasons, eq(seasons.id, teams.seasonId))
      .where(and(eq(teams.name, 'Horn Lake Hawks'), eq(seasons.status, 'SCHEDULED')));
    teamA = hawks!.id;
    juniorSeason = hawks!.season;
    const placed = await t.call('PATCH', `/api/office/teams/${teamA}/`, {
      token: tokens.staff,
      body: { head_coach: coachA.id },
    });
    expect(placed.status).toBe(200);
    // A player of team A: a new family's child, registered for the Junior League and put on the Hawks.
    const parent = await verifiedSignUp(t, 'parent_guardian');
    childA = (
      await t.call('POST', '/api/auth/children/', {
        token: parent.token,
        body: { first_name: 'Walk', last_name: 'Hawk', date_of_birth: '2013-05-01', gender: 'Male' },
      })
    ).body.id;
    await signWaiverFor(t, parent.token, childA);
    const registration = await registerAndPay(t, parent.token, childA, { season: juniorSeason });
    expect(
      (
        await t.call('PATCH', `/api/office/rosters/${registration}/`, {
          token: tokens.staff,
          body: { team: teamA },
        })
      ).status,
    ).toBe(200);
    const [profile] = await t.handle.db.select().from(athleteProfiles).orderBy(athleteProfiles.id);
    jordan = profile!.id;
    marcus = (await t.handle.db.select().from(children).orderBy(children.id))[0]!.id;
    for (const [side, team] of [
      ['A', teamA],
      ['B', teamB],
    ] as const) {
      eventOf[side] = (
        await t.call('POST', '/api/events/', { token: tokens.staff, body: teamEvent(team, `Walk ${side}`) })
      ).body.id;
      spareOf[side] = (
        await t.call('POST', '/api/events/', { token: tokens.staff, body: teamEvent(team, `Spare ${side}`) })
      ).body.id;
    }
  });

  it('covers every route whose policy requires a calendar right', () => {
    const scoped = ROUTE_KEYS.filter((key) => POLICIES[key].requires !== undefined);
    expect(Object.keys(ATTEMPTS).sort()).toEqual(scoped.sort());
  });

  describe.each(Object.keys(ATTEMPTS))('%s', (key) => {
    it('refuses the coach of team A at team B', async () => {
      for (const attempt of ATTEMPTS[key]!()) {
        const res = await t.call(attempt.method, attempt.url, { token: coachA.token, body: attempt.body });
        expect(res, `${attempt.method} ${attempt.url}`).toMatchObject({
          status: attempt.status,
          body: { detail: attempt.detail },
        });
        expect(Object.keys(res.body)).toEqual(['detail']);
      }
    });

    if (CONTROLS[key]) {
      it('lets the coach of team A make the same call at team A', async () => {
        const control = CONTROLS[key]!();
        const res = await t.call(control.method, control.url, { token: coachA.token, body: control.body });
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      });
    }
  });

  it("shows the coach of team A none of team B's players, and left team B's records as they were", async () => {
    const roster = await t.call('GET', '/api/auth/coach/athletes/?program=nfl-flag-boys', {
      token: coachA.token,
    });
    expect(roster.body.results.map((entry: { name: string }) => entry.name)).toEqual(['Walk Hawk']);
    const [event] = await t.handle.db.select().from(events).where(eq(events.id, eventOf.B));
    expect(event?.title).toBe('Walk B');
    expect(
      (await t.handle.db.select().from(athleteComments)).filter((comment) => comment.note === 'Walk team.'),
    ).toEqual([]);
    expect(
      (await t.handle.db.select().from(games).where(eq(games.seasonId, running))).filter((game) =>
        game.kickoff.toISOString().startsWith('2031-09-13'),
      ),
    ).toEqual([]);
  });
});

describe('a coach’s events reach only the teams they coach; a whole program is staff’s (issue 41 item 6)', () => {
  const post = (token: string, team: number | null, title: string) =>
    t.call('POST', '/api/events/', {
      token,
      body: {
        program_id: 'nfl-flag-boys',
        team_id: team,
        title,
        starts_at: '2031-05-01T23:00:00Z',
        ends_at: '2031-05-02T00:00:00Z',
      },
    });
  let storm: number;
  let hawks: number;

  beforeAll(async () => {
    const running = await t.handle.db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .innerJoin(seasons, eq(seasons.id, teams.seasonId))
      .where(eq(seasons.status, 'IN_PROGRESS'));
    storm = running.find((team) => team.name === 'Southaven Storm')!.id;
    hawks = running.find((team) => team.name === 'Horn Lake Hawks')!.id;
  });

  it('refuses the demo coach, who holds NFL FLAG Boys and coaches one team of it, a post to every team', async () => {
    const refused = await post(tokens.coach, null, 'Walk whole program');
    expect(refused).toMatchObject({ status: 403, body: { detail: COACH_MESSAGES.programWideForStaff } });
    const other = await post(tokens.coach, hawks, 'Walk other team');
    expect(other).toMatchObject({ status: 403, body: { detail: COACH_MESSAGES.editAccessNeeded } });
    const own = await post(tokens.coach, storm, 'Walk own team');
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const rows = await t.handle.db.select({ title: events.title }).from(events);
    expect(rows.map((row) => row.title)).not.toContain('Walk whole program');
    expect(rows.map((row) => row.title)).not.toContain('Walk other team');
  });

  it('lets staff post to the whole program, and keeps the coach from changing or deleting that post', async () => {
    const posted = await post(tokens.staff, null, 'Walk league notice');
    expect(posted.status).toBe(201);
    const patched = await t.call('PATCH', `/api/events/${posted.body.id}/`, {
      token: tokens.coach,
      body: { title: 'Walk changed' },
    });
    expect(patched).toMatchObject({ status: 403, body: { detail: COACH_MESSAGES.programWideForStaff } });
    const removed = await t.call('DELETE', `/api/events/${posted.body.id}/`, { token: tokens.coach });
    expect(removed.status).toBe(403);
    const [row] = await t.handle.db.select().from(events).where(eq(events.id, posted.body.id));
    expect(row?.title).toBe('Walk league notice');
  });
});
