/**
 * The consent matrix (issue 9): which athletes GET /auth/recruiter/athletes/ shows, to whom. Rows are
 * athletes by age and consent; columns are callers. Only an approved recruiter gets a roster, and it
 * holds exactly the athletes the rules let recruiters see, on every page and with every filter.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles, recruiterProfileViews } from '../../db/schema/athletes';
import { users } from '../../db/schema/auth';
import { athleteWithProfile, recruiterWith, turnsEighteenTomorrow, yearsAgo } from '../../test/athletes';
import { createTestContext, type TestContext } from '../../test/harness';
import { verifiedSignUp } from '../../test/verification';
import { adultBirthCutoff } from '../../../src/domain/athlete-profile';

let t: TestContext;
let parent: { token: string; user: { id: number; email: string } };
beforeAll(async () => {
  t = await createTestContext({ seed: true });
  parent = await verifiedSignUp(t, 'parent_guardian');
}, 60_000);
afterAll(() => t.close());

/** One athlete of the matrix: how old, what they and their guardian chose, and whether recruiters see them. */
interface Row {
  name: string;
  date_of_birth: string | null;
  recruiter_visible: boolean;
  approved: boolean;
  sport: string;
  visible: boolean;
}

const MATRIX: Row[] = [
  {
    name: 'Minor Pending',
    date_of_birth: yearsAgo(15),
    recruiter_visible: false,
    approved: false,
    sport: 'FOOTBALL',
    visible: false,
  },
  // Switching visibility on does not stand in for a guardian.
  {
    name: 'Minor Pending Visible',
    date_of_birth: yearsAgo(16),
    recruiter_visible: true,
    approved: false,
    sport: 'FOOTBALL',
    visible: false,
  },
  {
    name: 'Minor Approved',
    date_of_birth: yearsAgo(14),
    recruiter_visible: false,
    approved: true,
    sport: 'BASKETBALL',
    visible: true,
  },
  {
    name: 'Turns Eighteen Tomorrow Pending',
    date_of_birth: turnsEighteenTomorrow(),
    recruiter_visible: true,
    approved: false,
    sport: 'SOCCER',
    visible: false,
  },
  {
    name: 'No Birth Date Pending',
    date_of_birth: null,
    recruiter_visible: true,
    approved: false,
    sport: 'VOLLEYBALL',
    visible: false,
  },
  {
    name: 'No Birth Date Approved',
    date_of_birth: null,
    recruiter_visible: false,
    approved: true,
    sport: 'VOLLEYBALL',
    visible: true,
  },
  {
    name: 'Adult Hidden',
    date_of_birth: yearsAgo(19),
    recruiter_visible: false,
    approved: false,
    sport: 'FOOTBALL',
    visible: false,
  },
  // A guardian's approval does not stand in for an adult's own choice.
  {
    name: 'Adult Hidden Though Approved',
    date_of_birth: yearsAgo(20),
    recruiter_visible: false,
    approved: true,
    sport: 'FOOTBALL',
    visible: false,
  },
  {
    name: 'Adult Visible',
    date_of_birth: yearsAgo(19),
    recruiter_visible: true,
    approved: false,
    sport: 'TRACK',
    visible: true,
  },
  {
    name: 'Eighteen Today Visible',
    date_of_birth: adultBirthCutoff(),
    recruiter_visible: true,
    approved: false,
    sport: 'BASEBALL',
    visible: true,
  },
];

/** Profile ids by matrix name, plus the seeded demo athletes. */
const ids = new Map<string, number>();
/** The names recruiters may see: the matrix's visible rows and athlete@demo.test (the minor demo is pending). */
const VISIBLE = [...MATRIX.filter((row) => row.visible).map((row) => row.name), 'Jordan Ellis'];

beforeAll(async () => {
  for (const row of MATRIX) {
    const { profile } = await athleteWithProfile(t, {
      name: row.name,
      date_of_birth: row.date_of_birth,
      recruiter_visible: row.recruiter_visible,
      primary_sport: row.sport,
      guardian_email: parent.user.email,
      school: 'Matrix High',
    });
    ids.set(row.name, profile.id);
    if (row.approved) {
      // Approved by the guardian through the parent portal's API (for an adult, as an approval given
      // before their 18th birthday would still be on record).
      const res = await t.call('POST', `/api/auth/guardian-approvals/${profile.id}/approve/`, {
        token: parent.token,
      });
      expect(res.status).toBe(200);
    }
  }
  const seeded = await t.handle.db.select().from(athleteProfiles);
  for (const profile of seeded) if (!ids.has(profile.name)) ids.set(profile.name, profile.id);
}, 60_000);

const roster = (token: string | undefined, query = '') =>
  t.call('GET', `/api/auth/recruiter/athletes/${query}`, token === undefined ? {} : { token });

const names = (body: { results: { name: string }[] }) => body.results.map((athlete) => athlete.name).sort();

describe('an approved recruiter', () => {
  let token: string;
  beforeAll(async () => {
    token = await t.signIn('recruiter@demo.test');
  });

  it('sees exactly the athletes the consent rules show', async () => {
    const res = await roster(token, '?page_size=100');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual([...VISIBLE].sort());
    expect(res.body.count).toBe(VISIBLE.length);
  });

  it.each(MATRIX.map((row) => [row.name, row.visible] as const))('%s: shown %s', async (name, visible) => {
    const res = await roster(token, '?page_size=100');
    expect(res.body.results.some((athlete: { id: number }) => athlete.id === ids.get(name))).toBe(visible);
  });

  it.each([
    ['FOOTBALL', ['Jordan Ellis']],
    ['basketball', ['Minor Approved']],
    ['VOLLEYBALL', ['No Birth Date Approved']],
    ['SOCCER', []],
    ['OTHER', ['Adult Visible', 'Eighteen Today Visible']],
  ])('with sport=%s sees only consented athletes of that sport: %j', async (sport, expected) => {
    const res = await roster(token, `?sport=${sport}&page_size=100`);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual([...expected].sort());
  });

  it('never meets a hidden athlete on any page', async () => {
    const seen: string[] = [];
    let url: string | null = '?page_size=1';
    while (url) {
      const res = await roster(token, url);
      expect(res.status).toBe(200);
      seen.push(...names(res.body));
      url = res.body.next ? new URL(res.body.next).search : null;
    }
    expect(seen.sort()).toEqual([...VISIBLE].sort());
  });

  it('gets the roster fields of spec 3 §3 and no more: no birth date, guardian or social links', async () => {
    const res = await roster(token, '?sport=FOOTBALL');
    expect(res.body.results).toEqual([
      {
        id: ids.get('Jordan Ellis'),
        name: 'Jordan Ellis',
        primary_sport: 'FOOTBALL',
        current_team: 'Southaven Storm',
        contact_email: 'athlete@demo.test',
        contact_phone: '662-555-0188',
        school: 'Northwest Mississippi Community College',
        grade_level: 'COLLEGE',
        gpa: '3.6',
        bio: expect.stringContaining('Dual-threat quarterback'),
        highlight_video_url: 'https://www.hudl.com/video/3/demo/jordan-ellis-2025',
        season_stats: expect.stringContaining('2,140 passing yards'),
        academic_achievements: expect.any(String),
        comments: [
          {
            note: 'Quick release and calm under pressure; film study habits are the best on the team.',
            author: 'Darnell Price',
            author_role: 'coach',
            program: 'NFL FLAG Football Boys',
            updated_at: expect.any(String),
          },
        ],
      },
    ]);
  });

  it('answers 400 for a sport outside the filter', async () => {
    const res = await roster(token, '?sport=CRICKET');
    expect(res).toMatchObject({
      status: 400,
      body: { sport: ['Select a valid choice. Use FOOTBALL, BASKETBALL, SOCCER, VOLLEYBALL or OTHER.'] },
    });
  });

  it('stops seeing an athlete whose account is switched off', async () => {
    const { user, profile } = await athleteWithProfile(t, {
      name: 'Switched Off',
      date_of_birth: yearsAgo(22),
      recruiter_visible: true,
    });
    expect(names((await roster(token, '?page_size=100')).body)).toContain('Switched Off');
    await t.handle.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const res = await roster(token, '?page_size=100');
    expect(res.body.results.map((a: { id: number }) => a.id)).not.toContain(profile.id);
  });
});

describe('callers without an approved request', () => {
  it.each([
    ['a pending recruiter', 'PENDING'],
    ['a denied recruiter', 'DENIED'],
    ['a recruiter with no request', null],
  ] as const)('%s gets 403 and no athlete', async (_label, status) => {
    const { token } = await recruiterWith(t, status);
    const res = await roster(token, '?page_size=100');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'Recruiter access has not been approved yet.' });
  });

  it('recruiter2@demo.test (no request yet) gets 403', async () => {
    const res = await roster(await t.signIn('recruiter2@demo.test'));
    expect(res).toMatchObject({
      status: 403,
      body: { detail: 'Recruiter access has not been approved yet.' },
    });
  });

  it.each([
    'parent@demo.test',
    'athlete@demo.test',
    'minor@demo.test',
    'coach@demo.test',
    'staff@demo.test',
    'referee@demo.test',
  ])('%s (not a recruiter) gets 403', async (email) => {
    const res = await roster(await t.signIn(email));
    expect(res).toMatchObject({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
  });

  it('anonymous callers get 401', async () => {
    const res = await roster(undefined);
    expect(res).toMatchObject({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
  });
});

describe('guardian approval moves a minor onto the roster and off again', () => {
  it('pending, approved, declined, then a new guardian', async () => {
    const token = await t.signIn('recruiter@demo.test');
    const minor = await athleteWithProfile(t, {
      name: 'Moving Minor',
      date_of_birth: yearsAgo(15),
      guardian_email: parent.user.email,
    });
    const shown = async () => names((await roster(token, '?page_size=100')).body).includes('Moving Minor');
    expect(await shown()).toBe(false);
    await t.call('POST', `/api/auth/guardian-approvals/${minor.profile.id}/approve/`, {
      token: parent.token,
    });
    expect(await shown()).toBe(true);
    await t.call('POST', `/api/auth/guardian-approvals/${minor.profile.id}/decline/`, {
      token: parent.token,
    });
    expect(await shown()).toBe(false);
    await t.call('POST', `/api/auth/guardian-approvals/${minor.profile.id}/approve/`, {
      token: parent.token,
    });
    await t.call('PATCH', `/api/auth/athlete-profiles/${minor.profile.id}/`, {
      token: minor.token,
      body: { guardian_email: 'new.guardian@test.example' },
    });
    expect(await shown()).toBe(false);
  });

  it('an adult who switches visibility off disappears at once', async () => {
    const token = await t.signIn('recruiter@demo.test');
    const adult = await athleteWithProfile(t, {
      name: 'Toggling Adult',
      date_of_birth: yearsAgo(21),
      recruiter_visible: true,
    });
    expect(names((await roster(token, '?page_size=100')).body)).toContain('Toggling Adult');
    await t.call('PATCH', `/api/auth/athlete-profiles/${adult.profile.id}/`, {
      token: adult.token,
      body: { recruiter_visible: false },
    });
    expect(names((await roster(token, '?page_size=100')).body)).not.toContain('Toggling Adult');
  });
});

describe('the view log', () => {
  it('records who saw which athlete and when, for each athlete a roster answer shows', async () => {
    const recruiter = await recruiterWith(t, 'APPROVED');
    const started = Date.now();
    const res = await roster(recruiter.token, '?sport=BASKETBALL');
    expect(names(res.body)).toEqual(['Minor Approved']);
    const rows = await t.handle.db
      .select()
      .from(recruiterProfileViews)
      .where(eq(recruiterProfileViews.recruiterId, recruiter.user.id));
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        recruiterId: recruiter.user.id,
        recruiterEmail: recruiter.user.email,
        athleteProfileId: ids.get('Minor Approved'),
        context: 'roster',
        viewedAt: expect.any(Date),
      },
    ]);
    expect(rows[0]!.viewedAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(rows[0]!.viewedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('logs each showing, and nothing for a refused caller or a hidden athlete', async () => {
    const recruiter = await recruiterWith(t, 'APPROVED');
    await roster(recruiter.token, '?page_size=100');
    await roster(recruiter.token, '?page_size=100');
    const mine = await t.handle.db
      .select()
      .from(recruiterProfileViews)
      .where(eq(recruiterProfileViews.recruiterId, recruiter.user.id));
    expect(mine).toHaveLength(2 * VISIBLE.length);
    const hidden = await t.handle.db
      .select()
      .from(recruiterProfileViews)
      .where(eq(recruiterProfileViews.athleteProfileId, ids.get('Minor Pending')!));
    expect(hidden).toEqual([]);

    const pending = await recruiterWith(t, 'PENDING');
    await roster(pending.token);
    expect(
      await t.handle.db
        .select()
        .from(recruiterProfileViews)
        .where(eq(recruiterProfileViews.recruiterId, pending.user.id)),
    ).toEqual([]);
  });
});
