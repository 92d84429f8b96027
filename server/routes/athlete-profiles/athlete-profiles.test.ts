import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles } from '../../db/schema/athletes';
import { athleteWithProfile, storedProfile, yearsAgo } from '../../test/athletes';
import { createTestContext, type TestContext } from '../../test/harness';
import { verifiedSignUp } from '../../test/verification';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(() => t.close());

const stored = (id: number) => storedProfile(t, id);

/** A profile with a value in every field an athlete writes (spec 3 §3). */
const FULL = {
  name: 'Riley Hart',
  guardian_email: '',
  date_of_birth: '2006-02-11',
  gender: 'Female',
  contact_email: 'riley@test.example',
  contact_phone: '901-555-0123',
  primary_sport: 'SOCCER',
  positions: ['CM', 'CB'],
  current_team: 'Bartlett Blaze',
  jersey_number: '8',
  height: '5\'7"',
  weight: '135 lb',
  speed_40: '5.2 s',
  vertical: '24 in',
  bench: '95 lb',
  squat: '185 lb',
  deadlift: '205 lb',
  broad_jump: '7 ft 4 in',
  strength_metrics: 'Yo-yo test level 19',
  season_stats: '2025: 9 goals, 12 assists',
  years_playing: 10,
  past_teams: ['Memphis FC'],
  tournaments: ['Mid-South Cup'],
  awards: ['All-Conference'],
  academic_standing: 'Honor roll',
  school: 'Bartlett High',
  grade_level: '12',
  gpa: '3.8',
  academic_achievements: 'AP Scholar',
  bio: 'Two-way midfielder.',
  career_goals: 'Nursing.',
  role_model: 'My mother.',
  leadership: 'Captain.',
  hs_sports_enabled: true,
  hs_sports: { soccer: { positions: ['CM'], team_mascot: 'Panthers', jersey_number: '8' } },
  club_experience: 'Club since U-10.',
  club_highlights: 'State finalist.',
  highlight_video_url: 'https://www.hudl.com/v/riley',
  profile_photo_url: 'https://images.test/riley.jpg',
  action_photo_urls: ['https://images.test/riley-1.jpg'],
  highlight_media: ['https://youtube.com/watch?v=riley'],
  social_links: { instagram: 'https://instagram.com/riley', youtube: 'https://youtube.com/@riley' },
  waiver_acknowledged: true,
  safe_sport_acknowledged: true,
  recruiter_visible: true,
};

describe('GET /api/auth/athlete-profiles/', () => {
  it('answers an empty page before the athlete saves a profile', async () => {
    const { token } = await t.signUp('athlete');
    const res = await t.call('GET', '/api/auth/athlete-profiles/?page_size=1', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it("answers the caller's own profile in results[0], never another athlete's", async () => {
    const { token, profile } = await athleteWithProfile(t, { name: 'Own Profile' });
    await athleteWithProfile(t, { name: 'Someone Else' });
    const res = await t.call('GET', '/api/auth/athlete-profiles/?page_size=1', { token });
    expect(res.body.count).toBe(1);
    expect(res.body.results[0]).toMatchObject({ id: profile.id, name: 'Own Profile' });
  });
});

describe('POST /api/auth/athlete-profiles/', () => {
  it('creates the profile with every field of spec 3 §3 and answers it (201)', async () => {
    const { token, user } = await t.signUp('athlete');
    const res = await t.call('POST', '/api/auth/athlete-profiles/', { token, body: FULL });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      ...FULL,
      // x is also twitter only when x is given; the other links are kept under their names.
      social_links: FULL.social_links,
      guardian_approved_at: null,
      guardian_declined_at: null,
      approval_requested_at: null,
      coach_feedback_note: null,
      coach_feedback_updated_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await stored(res.body.id)).toMatchObject({
      userId: user.id,
      name: 'Riley Hart',
      dateOfBirth: '2006-02-11',
      yearsPlaying: 10,
      positions: ['CM', 'CB'],
      hsSports: FULL.hs_sports,
      recruiterVisible: true,
    });
  });

  it('answers 400 for a second profile of the same athlete and keeps the first', async () => {
    const { token, profile } = await athleteWithProfile(t, { name: 'First One' });
    const res = await t.call('POST', '/api/auth/athlete-profiles/', { token, body: { name: 'Second One' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      detail: 'You already have an athlete profile. Save your changes to it instead.',
    });
    expect((await stored(profile.id)).name).toBe('First One');
  });

  it('needs a name', async () => {
    const { token } = await t.signUp('athlete');
    expect((await t.call('POST', '/api/auth/athlete-profiles/', { token, body: {} })).body).toEqual({
      name: ['This field is required.'],
    });
    expect(
      (await t.call('POST', '/api/auth/athlete-profiles/', { token, body: { name: '  ' } })).body,
    ).toEqual({ name: ['This field may not be blank.'] });
  });

  it('trims the guardian email and sends x on as twitter too', async () => {
    const { token } = await t.signUp('athlete');
    const res = await t.call('POST', '/api/auth/athlete-profiles/', {
      token,
      body: {
        name: 'Sam Cole',
        guardian_email: '  Mom@Test.Example ',
        social_links: { x: 'https://x.com/sam', hudl: '' },
      },
    });
    expect(res.body.guardian_email).toBe('Mom@Test.Example');
    expect(res.body.social_links).toEqual({ x: 'https://x.com/sam', twitter: 'https://x.com/sam' });
  });

  it('accepts years playing as numeric text and an empty birth date as null', async () => {
    const { token } = await t.signUp('athlete');
    const res = await t.call('POST', '/api/auth/athlete-profiles/', {
      token,
      body: { name: 'Numbers', years_playing: ' 4 ', date_of_birth: '' },
    });
    expect(res.body).toMatchObject({ years_playing: 4, date_of_birth: null });
  });

  it('drops empty per-sport fields', async () => {
    const { token } = await t.signUp('athlete');
    const res = await t.call('POST', '/api/auth/athlete-profiles/', {
      token,
      body: {
        name: 'Sports',
        hs_sports: { wrestling: { weight: '152', class: '', honors: [] }, tennis: null },
      },
    });
    expect(res.body.hs_sports).toEqual({ wrestling: { weight: '152' }, tennis: {} });
  });

  describe.each([
    ['years_playing', 'six', 'Years playing must be a number.'],
    ['years_playing', -1, 'Years playing must be a number.'],
    ['years_playing', ['4'], 'Years playing must be a number.'],
    ['highlight_video_url', 'javascript:alert(1)', 'Enter a valid URL starting with http:// or https://.'],
    ['profile_photo_url', 'ftp://images.test/me.jpg', 'Enter a valid URL starting with http:// or https://.'],
    [
      'action_photo_urls',
      ['https://a.test/1.jpg', 'photo.jpg'],
      'Enter a valid URL starting with http:// or https://.',
    ],
    ['highlight_media', 'https://youtube.com/watch?v=1', 'Expected a list of items.'],
    ['positions', 'QB', 'Expected a list of items.'],
    ['positions', ['QB', 2], 'Not a valid string.'],
    [
      'awards',
      Array.from({ length: 31 }, (_, n) => `Award ${n}`),
      'Ensure this list has no more than 30 items.',
    ],
    ['school', 42, 'Not a valid string.'],
    ['bio', 'x'.repeat(5001), 'Ensure this field has no more than 5000 characters.'],
    ['waiver_acknowledged', 'yes', 'Must be a valid boolean.'],
    ['contact_email', 'riley-at-home', 'Enter a valid email address.'],
    ['guardian_email', 'mom@', 'Enter a valid email address.'],
    ['date_of_birth', '2999-01-01', 'Enter a valid date of birth (YYYY-MM-DD) that is not in the future.'],
    ['date_of_birth', '11/02/2006', 'Enter a valid date of birth (YYYY-MM-DD) that is not in the future.'],
    ['hs_sports', ['football'], 'Expected an object keyed by sport.'],
    ['hs_sports', { cricket: {} }, 'Unknown sport: cricket.'],
    ['hs_sports', { volleyball: { jersey_number: '4' } }, 'Volleyball: unknown field jersey_number.'],
    ['hs_sports', { football: { positions: 'QB' } }, 'Football positions: Expected a list of items.'],
    ['hs_sports', { track_field: 'sprints' }, 'Track and Field: expected an object of fields.'],
    ['social_links', ['https://x.com/me'], 'Expected an object of platform names and links.'],
    [
      'social_links',
      { Instagram: 'https://instagram.com/me' },
      'Link names must be lowercase letters, digits or underscores.',
    ],
    ['social_links', { tiktok: 'tiktok.com/@me' }, 'Enter a valid URL starting with http:// or https://.'],
  ])('%s = %j', (field, value, message) => {
    it(`answers 400 {${field}: ['${message}']} and stores nothing`, async () => {
      const { token, user } = await t.signUp('athlete');
      const res = await t.call('POST', '/api/auth/athlete-profiles/', {
        token,
        body: { name: 'Bad Input', [field]: value },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ [field]: [message] });
      expect(
        await t.handle.db.select().from(athleteProfiles).where(eq(athleteProfiles.userId, user.id)),
      ).toEqual([]);
    });
  });
});

describe('PATCH /api/auth/athlete-profiles/{id}/', () => {
  it('changes only recruiter_visible when that is all it sends (spec 3 §4)', async () => {
    const { token, profile } = await athleteWithProfile(t, { ...FULL, recruiter_visible: false });
    const before = await stored(profile.id);
    const res = await t.call('PATCH', `/api/auth/athlete-profiles/${profile.id}/`, {
      token,
      body: { recruiter_visible: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.recruiter_visible).toBe(true);
    const after = await stored(profile.id);
    expect({ ...after, recruiterVisible: false, updatedAt: before.updatedAt }).toEqual(before);
  });

  it('never lets the owner write the guardian approval or the coach feedback', async () => {
    const { token, profile } = await athleteWithProfile(t, {
      name: 'Self Approver',
      date_of_birth: yearsAgo(15),
    });
    const res = await t.call('PATCH', `/api/auth/athlete-profiles/${profile.id}/`, {
      token,
      body: {
        guardian_approved_at: '2026-01-01T00:00:00Z',
        guardian_approved_by: 1,
        coach_feedback_note: 'Best player ever.',
        user_id: 1,
      },
    });
    expect(res.status).toBe(200);
    expect(await stored(profile.id)).toMatchObject({
      guardianApprovedAt: null,
      guardianApprovedBy: null,
      coachFeedbackNote: null,
      userId: (await stored(profile.id)).userId,
    });
    expect(res.body).toMatchObject({ guardian_approved_at: null, coach_feedback_note: null });
  });

  it('clears an approval when the athlete names another guardian', async () => {
    const parent = await verifiedSignUp(t, 'parent_guardian');
    const { token, profile } = await athleteWithProfile(t, {
      name: 'Changes Guardian',
      date_of_birth: yearsAgo(14),
      guardian_email: parent.user.email,
    });
    await t.call('POST', `/api/auth/guardian-approvals/${profile.id}/approve/`, { token: parent.token });
    expect((await stored(profile.id)).guardianApprovedAt).not.toBeNull();

    // The same address in other letters is the same guardian: the approval stays.
    await t.call('PATCH', `/api/auth/athlete-profiles/${profile.id}/`, {
      token,
      body: { guardian_email: parent.user.email.toUpperCase() },
    });
    expect((await stored(profile.id)).guardianApprovedAt).not.toBeNull();

    const res = await t.call('PATCH', `/api/auth/athlete-profiles/${profile.id}/`, {
      token,
      body: { guardian_email: 'someone.else@test.example' },
    });
    expect(res.body).toMatchObject({
      guardian_email: 'someone.else@test.example',
      guardian_approved_at: null,
    });
    expect(await stored(profile.id)).toMatchObject({ guardianApprovedAt: null, guardianApprovedBy: null });
  });

  it('validates like a create, field by field', async () => {
    const { token, profile } = await athleteWithProfile(t, { name: 'Patch Me' });
    const res = await t.call('PATCH', `/api/auth/athlete-profiles/${profile.id}/`, {
      token,
      body: { years_playing: 'lots' },
    });
    expect(res).toMatchObject({ status: 400, body: { years_playing: ['Years playing must be a number.'] } });
  });

  it('lets staff keep a profile of their own (the portal admits staff, spec 3 §6)', async () => {
    const token = await t.signIn('staff@demo.test');
    const res = await t.call('POST', '/api/auth/athlete-profiles/', {
      token,
      body: { name: 'Angela Brooks' },
    });
    expect(res.status).toBe(201);
    const patched = await t.call('PATCH', `/api/auth/athlete-profiles/${res.body.id}/`, {
      token,
      body: { school: 'Staff U' },
    });
    expect(patched.body.school).toBe('Staff U');
  });
});

describe('POST /api/auth/athlete-profiles/{id}/request-approval/', () => {
  it('e-mails the guardian an approval link and the way to the parent portal, and records when', async () => {
    const { token, profile } = await athleteWithProfile(t, {
      name: 'Maya Minor',
      date_of_birth: yearsAgo(15),
      guardian_email: 'guardian.one@test.example',
    });
    const before = t.outbox().length;
    const res = await t.call('POST', `/api/auth/athlete-profiles/${profile.id}/request-approval/`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      detail: 'We e-mailed guardian.one@test.example a link to approve your profile.',
      approval_requested_at: expect.any(String),
    });
    const mails = t.outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'guardian.one@test.example',
      subject: 'Maya asks you to approve their recruiting profile',
    });
    expect(mails[0]!.text).toContain('http://site.test/portal/parent');
    expect(mails[0]!.text).toMatch(/http:\/\/site\.test\/guardian-approval\?token=[\w-]{43}\n/);
    expect((await stored(profile.id)).approvalRequestedAt?.toISOString()).toBe(
      res.body.approval_requested_at,
    );
  });

  it("answers the spec's message when no guardian email is saved", async () => {
    const { token, profile } = await athleteWithProfile(t, {
      name: 'No Guardian',
      date_of_birth: yearsAgo(16),
    });
    const res = await t.call('POST', `/api/auth/athlete-profiles/${profile.id}/request-approval/`, { token });
    expect(res).toMatchObject({
      status: 400,
      body: { guardian_email: ['Add a parent or guardian email above to request approval.'] },
    });
  });

  it('refuses an athlete of 18 or over, who decides alone', async () => {
    const { token, profile } = await athleteWithProfile(t, {
      name: 'Grown Up',
      date_of_birth: yearsAgo(19),
      guardian_email: 'guardian.three@test.example',
    });
    const res = await t.call('POST', `/api/auth/athlete-profiles/${profile.id}/request-approval/`, { token });
    expect(res).toMatchObject({
      status: 400,
      body: { detail: 'Athletes 18 or over choose their own recruiter visibility.' },
    });
  });

  it('asks again after a decline, which puts the athlete back to pending', async () => {
    const parent = await verifiedSignUp(t, 'parent_guardian');
    const { token, profile } = await athleteWithProfile(t, {
      name: 'Asks Twice',
      date_of_birth: yearsAgo(13),
      guardian_email: parent.user.email,
    });
    await t.call('POST', `/api/auth/guardian-approvals/${profile.id}/decline/`, { token: parent.token });
    expect((await stored(profile.id)).guardianDeclinedAt).not.toBeNull();
    const res = await t.call('POST', `/api/auth/athlete-profiles/${profile.id}/request-approval/`, { token });
    expect(res.status).toBe(200);
    expect((await stored(profile.id)).guardianDeclinedAt).toBeNull();
    const listed = await t.call('GET', '/api/auth/guardian-approvals/', { token: parent.token });
    expect(listed.body.results).toMatchObject([{ id: profile.id, status: 'PENDING' }]);
  });
});
