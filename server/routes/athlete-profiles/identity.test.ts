/**
 * Consent holds only for the facts it was given for (issue 17 items 1, 4): once set, a birth date
 * changes only through staff (audited, in the same transaction); any change of birth date, name or
 * school, by anyone, and any change of phone once approved, switches recruiter_visible off, clears
 * the guardian approval and puts the profile back to pending.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { athleteWithProfile, recruiterWith, rosterEntry, storedProfile, yearsAgo } from '../../test/athletes';
import { createTestContext, type TestContext } from '../../test/harness';
import { verifiedSignUp } from '../../test/verification';

let t: TestContext;
let recruiter: string;
let staff: string;
let guardian: { token: string; user: { id: number; email: string } };
beforeAll(async () => {
  t = await createTestContext({ seed: true });
  recruiter = (await recruiterWith(t, 'APPROVED')).token;
  staff = await t.signIn('staff@demo.test');
  guardian = await verifiedSignUp(t, 'parent_guardian');
}, 60_000);
afterAll(() => t.close());

const BIRTH_DATE_LOCKED =
  'Your birth date is on file and only the league office can change it. Contact the league office to correct it.';

/** The roster entry of `name` an approved recruiter gets, or undefined. */
const entryOf = (name: string) => rosterEntry(t, recruiter, name);

const patch = (id: number, token: string, body: Record<string, unknown>) =>
  t.call('PATCH', `/api/auth/athlete-profiles/${id}/`, { token, body });
const staffPatch = (id: number, body: Record<string, unknown>, token = staff) =>
  t.call('PATCH', `/api/staff/athlete-profiles/${id}/`, {
    token,
    body,
    headers: { 'X-Forwarded-For': '192.0.2.44' },
  });

/** A 15-year-old whose guardian approved through the parent portal; on the roster. */
async function approvedMinor(name: string) {
  const minor = await athleteWithProfile(t, {
    name,
    date_of_birth: yearsAgo(15),
    guardian_email: guardian.user.email,
    school: 'Hernando High',
    contact_phone: '662-555-0101',
    contact_email: `${name.split(' ')[0]!.toLowerCase()}@test.example`,
    grade_level: '10',
  });
  const approved = await t.call('POST', `/api/auth/guardian-approvals/${minor.profile.id}/approve/`, {
    token: guardian.token,
  });
  expect(approved.status).toBe(200);
  expect(await entryOf(name)).toBeDefined();
  return minor;
}

describe('the birth date of a minor', () => {
  it('a 15-year-old who PATCHes date_of_birth=2000-01-01 with recruiter_visible never reaches the roster', async () => {
    const minor = await athleteWithProfile(t, {
      name: 'Kid Claims Adult',
      date_of_birth: yearsAgo(15),
      school: 'Olive Branch Middle',
      grade_level: '9',
      contact_email: 'kid@test.example',
    });
    const res = await patch(minor.profile.id, minor.token, {
      date_of_birth: '2000-01-01',
      recruiter_visible: true,
    });
    expect(res).toMatchObject({ status: 400, body: { date_of_birth: [BIRTH_DATE_LOCKED] } });
    expect(await storedProfile(t, minor.profile.id)).toMatchObject({
      dateOfBirth: yearsAgo(15),
      recruiterVisible: false,
    });
    expect(await entryOf('Kid Claims Adult')).toBeUndefined();
    // The switch alone does not stand in for a guardian either.
    expect((await patch(minor.profile.id, minor.token, { recruiter_visible: true })).status).toBe(200);
    expect(await entryOf('Kid Claims Adult')).toBeUndefined();
  });

  it('sending the birth date on file again (the whole form is saved) is no change', async () => {
    const minor = await approvedMinor('Same Birthday');
    const res = await patch(minor.profile.id, minor.token, {
      date_of_birth: yearsAgo(15),
      bio: 'Point guard.',
    });
    expect(res.status).toBe(200);
    expect(await entryOf('Same Birthday')).toBeDefined();
  });

  it('cannot be cleared by the owner either', async () => {
    const minor = await athleteWithProfile(t, { name: 'Clears Birthday', date_of_birth: yearsAgo(16) });
    const res = await patch(minor.profile.id, minor.token, { date_of_birth: null });
    expect(res).toMatchObject({ status: 400, body: { date_of_birth: [BIRTH_DATE_LOCKED] } });
  });

  it('a first birth date, given by the owner, switches recruiter_visible off in the same request', async () => {
    const athlete = await athleteWithProfile(t, { name: 'First Birthday', recruiter_visible: true });
    const res = await patch(athlete.profile.id, athlete.token, {
      date_of_birth: yearsAgo(19),
      recruiter_visible: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ date_of_birth: yearsAgo(19), recruiter_visible: false });
    expect(await entryOf('First Birthday')).toBeUndefined();
  });
});

describe('staff correct a birth date', () => {
  it('through PATCH /staff/athlete-profiles/:id/, audited in the same transaction; consent starts over', async () => {
    const minor = await approvedMinor('Office Corrected');
    const before = await storedProfile(t, minor.profile.id);
    const res = await staffPatch(minor.profile.id, {
      date_of_birth: yearsAgo(16),
      note: 'Birth certificate checked at the office.',
    });
    expect(res).toMatchObject({
      status: 200,
      body: { date_of_birth: yearsAgo(16), guardian_approved_at: null, recruiter_visible: false },
    });
    expect(await storedProfile(t, minor.profile.id)).toMatchObject({
      dateOfBirth: yearsAgo(16),
      guardianApprovedAt: null,
      guardianDeclinedAt: null,
      recruiterVisible: false,
    });
    expect(await entryOf('Office Corrected')).toBeUndefined();
    const entries = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'athlete_profile'), eq(auditLog.action, 'update')));
    expect(entries.filter((row) => row.entityId === String(minor.profile.id))).toMatchObject([
      {
        actorEmail: 'staff@demo.test',
        before: { date_of_birth: before.dateOfBirth },
        after: { date_of_birth: yearsAgo(16) },
        note: 'Birth certificate checked at the office.',
        ipAddress: '192.0.2.44',
      },
    ]);
  });

  it('refuses the athlete, the guardian and a coach (staff only)', async () => {
    const minor = await athleteWithProfile(t, { name: 'Not Theirs', date_of_birth: yearsAgo(14) });
    for (const token of [minor.token, guardian.token, await t.signIn('coach@demo.test')]) {
      const res = await staffPatch(minor.profile.id, { date_of_birth: '2000-01-01' }, token);
      expect(res.status).toBe(403);
    }
    expect((await storedProfile(t, minor.profile.id)).dateOfBirth).toBe(yearsAgo(14));
  });

  it('answers 404 for a profile that does not exist and 400 for a bad date, storing nothing', async () => {
    expect((await staffPatch(987654, { date_of_birth: yearsAgo(15), note: 'Checked.' })).status).toBe(404);
    const minor = await athleteWithProfile(t, { name: 'Bad Date', date_of_birth: yearsAgo(14) });
    const res = await staffPatch(minor.profile.id, { date_of_birth: '2099-01-01' });
    expect(res).toMatchObject({
      status: 400,
      body: { date_of_birth: ['Enter a valid date of birth (YYYY-MM-DD) that is not in the future.'] },
    });
    expect((await storedProfile(t, minor.profile.id)).dateOfBirth).toBe(yearsAgo(14));
  });
});

describe('an approval does not survive the facts it approved', () => {
  it.each([
    ['name', { name: 'Someone Else Entirely' }],
    ['school', { school: 'A Different School' }],
    ['phone', { contact_phone: '901-555-0199' }],
  ])(
    'a change of %s by the athlete puts the profile back to pending and off the roster',
    async (field, change) => {
      const name = `Changes ${field[0]!.toUpperCase()}${field.slice(1)}`;
      const minor = await approvedMinor(name);
      const res = await patch(minor.profile.id, minor.token, change);
      expect(res).toMatchObject({
        status: 200,
        body: { guardian_approved_at: null, guardian_declined_at: null },
      });
      expect(await storedProfile(t, minor.profile.id)).toMatchObject({
        guardianApprovedAt: null,
        guardianApprovedVia: null,
        guardianApprovedEmail: null,
      });
      expect(await entryOf(name)).toBeUndefined();
      expect(await entryOf('Someone Else Entirely')).toBeUndefined();
      const listed = await t.call('GET', '/api/auth/guardian-approvals/', { token: guardian.token });
      expect(listed.body.results.find((row: { id: number }) => row.id === minor.profile.id)).toMatchObject({
        status: 'PENDING',
      });
    },
  );

  it('other fields (bio, GPA, stats) leave the approval as it is', async () => {
    const minor = await approvedMinor('Keeps Approval');
    const res = await patch(minor.profile.id, minor.token, {
      bio: 'Left-footed.',
      gpa: '3.9',
      season_stats: '12 goals',
    });
    expect(res.status).toBe(200);
    expect(await entryOf('Keeps Approval')).toMatchObject({ gpa: '3.9' });
  });

  it("an adult's own visibility is switched off by a change of name or school", async () => {
    const adult = await athleteWithProfile(t, {
      name: 'Visible Adult',
      date_of_birth: yearsAgo(20),
      school: 'Ole Miss',
      recruiter_visible: true,
    });
    expect(await entryOf('Visible Adult')).toBeDefined();
    const res = await patch(adult.profile.id, adult.token, { school: 'Somewhere Else' });
    expect(res.body.recruiter_visible).toBe(false);
    expect(await entryOf('Visible Adult')).toBeUndefined();
    // The adult decides again, for the new facts.
    expect((await patch(adult.profile.id, adult.token, { recruiter_visible: true })).status).toBe(200);
    expect(await entryOf('Visible Adult')).toMatchObject({ school: 'Somewhere Else' });
  });
});
