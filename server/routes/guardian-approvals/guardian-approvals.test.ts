import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteWithProfile, storedProfile, yearsAgo } from '../../test/athletes';
import { createTestContext, type TestContext } from '../../test/harness';
import { verifiedSignUp } from '../../test/verification';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(() => t.close());

const stored = (id: number) => storedProfile(t, id);

describe('GET /api/auth/guardian-approvals/', () => {
  it('shows parent@demo.test the demo minor who named them, pending', async () => {
    const token = await t.signIn('parent@demo.test');
    const res = await t.call('GET', '/api/auth/guardian-approvals/', { token });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      {
        id: expect.any(Number),
        name: 'Jasmine Whitfield',
        date_of_birth: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        primary_sport: 'FOOTBALL',
        school: 'Southaven High School',
        current_team: 'DeSoto Lady Storm',
        status: 'PENDING',
        guardian_approved_at: null,
        guardian_declined_at: null,
        guardian_approved_via: null,
        approval_requested_at: expect.any(String),
      },
    ]);
  });

  it('matches the guardian e-mail without regard to case or spaces, and leaves adults out', async () => {
    const parent = await verifiedSignUp(t, 'parent_guardian', 'Case.Parent@Test.Example');
    const minor = await athleteWithProfile(t, {
      name: 'Case Minor',
      date_of_birth: yearsAgo(12),
      guardian_email: '  case.parent@TEST.example ',
    });
    await athleteWithProfile(t, {
      name: 'Grown Child',
      date_of_birth: yearsAgo(25),
      guardian_email: 'case.parent@test.example',
    });
    const res = await t.call('GET', '/api/auth/guardian-approvals/', { token: parent.token });
    expect(res.body.results.map((row: { id: number; name: string }) => [row.id, row.name])).toEqual([
      [minor.profile.id, 'Case Minor'],
    ]);
  });

  it('lists nothing for a parent no athlete named', async () => {
    const { token } = await verifiedSignUp(t, 'parent_guardian');
    const res = await t.call('GET', '/api/auth/guardian-approvals/', { token });
    expect(res.body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});

describe('approving and declining', () => {
  it('the named guardian approves: the time and the approving account are stored', async () => {
    const parent = await verifiedSignUp(t, 'parent_guardian');
    const minor = await athleteWithProfile(t, {
      name: 'Approved Minor',
      date_of_birth: yearsAgo(15),
      guardian_email: parent.user.email,
    });
    const res = await t.call('POST', `/api/auth/guardian-approvals/${minor.profile.id}/approve/`, {
      token: parent.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: minor.profile.id,
      status: 'APPROVED',
      guardian_approved_at: expect.any(String),
      guardian_declined_at: null,
    });
    const row = await stored(minor.profile.id);
    expect(row.guardianApprovedAt?.toISOString()).toBe(res.body.guardian_approved_at);
    expect(row.guardianApprovedBy).toBe(parent.user.id);
    // The athlete sees it on their own profile.
    const own = await t.call('GET', '/api/auth/athlete-profiles/', { token: minor.token });
    expect(own.body.results[0].guardian_approved_at).toBe(res.body.guardian_approved_at);
  });

  it('a decline withdraws an approval and is stored with its time', async () => {
    const parent = await verifiedSignUp(t, 'parent_guardian');
    const minor = await athleteWithProfile(t, {
      name: 'Declined Minor',
      date_of_birth: yearsAgo(15),
      guardian_email: parent.user.email,
    });
    await t.call('POST', `/api/auth/guardian-approvals/${minor.profile.id}/approve/`, {
      token: parent.token,
    });
    const res = await t.call('POST', `/api/auth/guardian-approvals/${minor.profile.id}/decline/`, {
      token: parent.token,
    });
    expect(res.body).toMatchObject({
      status: 'DECLINED',
      guardian_approved_at: null,
      guardian_declined_at: expect.any(String),
    });
    expect(await stored(minor.profile.id)).toMatchObject({
      guardianApprovedAt: null,
      guardianApprovedBy: null,
    });
  });

  it('a guardian whose e-mail does not match is refused with 404 and changes nothing', async () => {
    const named = await verifiedSignUp(t, 'parent_guardian');
    const other = await verifiedSignUp(t, 'parent_guardian');
    const minor = await athleteWithProfile(t, {
      name: 'Protected Minor',
      date_of_birth: yearsAgo(13),
      guardian_email: named.user.email,
    });
    for (const action of ['approve', 'decline']) {
      const res = await t.call('POST', `/api/auth/guardian-approvals/${minor.profile.id}/${action}/`, {
        token: other.token,
      });
      expect(res).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    }
    const listed = await t.call('GET', '/api/auth/guardian-approvals/', { token: other.token });
    expect(listed.body.results).toEqual([]);
    expect(await stored(minor.profile.id)).toMatchObject({
      guardianApprovedAt: null,
      guardianDeclinedAt: null,
    });
  });

  it('an account of another role holding the e-mail cannot approve (parents only)', async () => {
    const coach = await t.signUp('coach');
    const minor = await athleteWithProfile(t, {
      name: 'Coach Named',
      date_of_birth: yearsAgo(13),
      guardian_email: coach.user.email,
    });
    const res = await t.call('POST', `/api/auth/guardian-approvals/${minor.profile.id}/approve/`, {
      token: coach.token,
    });
    expect(res).toMatchObject({
      status: 403,
      body: { detail: 'Access denied: Parent/Guardian role required for this portal.' },
    });
    expect((await stored(minor.profile.id)).guardianApprovedAt).toBeNull();
  });

  it('the athlete cannot approve themselves through the guardian route', async () => {
    const minor = await athleteWithProfile(t, {
      name: 'Self Approval',
      date_of_birth: yearsAgo(14),
      guardian_email: 'someone@test.example',
    });
    const res = await t.call('POST', `/api/auth/guardian-approvals/${minor.profile.id}/approve/`, {
      token: minor.token,
    });
    expect(res.status).toBe(403);
    expect((await stored(minor.profile.id)).guardianApprovedAt).toBeNull();
  });
});
