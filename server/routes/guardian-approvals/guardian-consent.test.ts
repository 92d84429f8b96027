/**
 * Guardian consent counts only from whoever holds the guardian's address (issue 17 item 2): the
 * link mailed to guardian_email (single use, GUARDIAN_LINK_TTL_DAYS, only its hash stored), or a
 * parent account that confirmed that address. Each decision records who, when, how and from where;
 * the guardian can revoke in the parent portal and the athlete leaves the roster at once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { linkTokens } from '../../db/schema/links';
import { athleteWithProfile, recruiterWith, rosterEntry, storedProfile, yearsAgo } from '../../test/athletes';
import { createTestContext, type TestContext } from '../../test/harness';
import { mailedToken, verifiedSignUp } from '../../test/verification';

let t: TestContext;
let recruiter: string;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
  recruiter = (await recruiterWith(t, 'APPROVED')).token;
}, 60_000);
afterAll(() => t.close());

const onRoster = async (name: string) => (await rosterEntry(t, recruiter, name)) !== undefined;

const CONFIRM_FIRST =
  'Confirm your e-mail address before approving: open the link we sent you, or send a new one from the notice at the top of this page.';
const LINK_INVALID = 'This approval link is invalid, used or expired. Ask the athlete to send a new request.';

/** A 15-year-old naming `guardian`, who asked for approval (the league mailed the guardian a link). */
async function minorAsking(name: string, guardian: string) {
  const minor = await athleteWithProfile(t, {
    name,
    date_of_birth: yearsAgo(15),
    guardian_email: guardian,
    school: 'Southaven High',
  });
  const asked = await t.call('POST', `/api/auth/athlete-profiles/${minor.profile.id}/request-approval/`, {
    token: minor.token,
  });
  expect(asked.status).toBe(200);
  return minor;
}

const decisions = (profileId: number) =>
  t.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'athlete_profile'), eq(auditLog.entityId, String(profileId))))
    .orderBy(auditLog.id);

describe('a stranger who registers the guardian address first', () => {
  it('cannot approve: the child stays off every recruiter roster', async () => {
    const minor = await minorAsking('Imani Target', 'real.guardian@test.example');
    const stranger = await t.signUp('parent_guardian', 'real.guardian@test.example');

    const approve = await t.call('POST', `/api/auth/guardian-approvals/${minor.profile.id}/approve/`, {
      token: stranger.token,
    });
    expect(approve).toMatchObject({ status: 403, body: { detail: CONFIRM_FIRST } });
    expect(await storedProfile(t, minor.profile.id)).toMatchObject({
      guardianApprovedAt: null,
      guardianApprovedBy: null,
    });
    expect(await onRoster('Imani Target')).toBe(false);
    // Nor do they read who named the address: names, birth dates and schools stay hidden.
    const listed = await t.call('GET', '/api/auth/guardian-approvals/', { token: stranger.token });
    expect(listed).toMatchObject({ status: 403, body: { detail: CONFIRM_FIRST } });
    expect(JSON.stringify(listed.body)).not.toContain('Imani');
  });

  it('cannot confirm the address either: the confirmation link went to the real owner', async () => {
    const stranger = await t.signUp('parent_guardian', 'other.guardian@test.example');
    const forged = await t.call('POST', '/api/auth/email/verify/', {
      token: stranger.token,
      body: { token: 'A'.repeat(43) },
    });
    expect(forged.status).toBe(400);
    const me = await t.call('GET', '/api/auth/me/', { token: stranger.token });
    expect(me.body.email_verified).toBe(false);
  });
});

describe('an athlete naming their own address as guardian', () => {
  const OWN = 'Name your parent or guardian here, not your own e-mail address.';

  it('is refused on create and on edit, so the approval link never reaches the athlete', async () => {
    const { token, user } = await t.signUp('athlete', 'self.guardian@test.example');
    const created = await t.call('POST', '/api/auth/athlete-profiles/', {
      token,
      body: {
        name: 'Self Guardian',
        date_of_birth: yearsAgo(15),
        guardian_email: ' Self.Guardian@Test.Example ',
      },
    });
    expect(created).toMatchObject({ status: 400, body: { guardian_email: [OWN] } });
    const ok = await t.call('POST', '/api/auth/athlete-profiles/', {
      token,
      body: { name: 'Self Guardian', date_of_birth: yearsAgo(15) },
    });
    expect(ok.status).toBe(201);
    const patched = await t.call('PATCH', `/api/auth/athlete-profiles/${ok.body.id}/`, {
      token,
      body: { guardian_email: user.email },
    });
    expect(patched).toMatchObject({ status: 400, body: { guardian_email: [OWN] } });
    expect((await storedProfile(t, ok.body.id)).guardianEmail).toBe('');
  });
});

describe('approval from a parent account that confirmed the address', () => {
  it('counts, and records who, when, how (portal) and the IP, also in the audit log', async () => {
    const parent = await verifiedSignUp(t, 'parent_guardian');
    const minor = await minorAsking('Portal Approved', parent.user.email);
    const res = await t.call('POST', `/api/auth/guardian-approvals/${minor.profile.id}/approve/`, {
      token: parent.token,
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(res).toMatchObject({ status: 200, body: { status: 'APPROVED', guardian_approved_via: 'portal' } });
    expect(await storedProfile(t, minor.profile.id)).toMatchObject({
      guardianApprovedAt: expect.any(Date),
      guardianApprovedBy: parent.user.id,
      guardianApprovedVia: 'portal',
      guardianApprovedEmail: parent.user.email,
      guardianApprovedIp: '203.0.113.9',
    });
    expect(await onRoster('Portal Approved')).toBe(true);
    expect(await decisions(minor.profile.id)).toMatchObject([
      {
        actorId: parent.user.id,
        actorEmail: parent.user.email,
        action: 'approve',
        ipAddress: '203.0.113.9',
        after: { status: 'APPROVED', via: 'portal', email: parent.user.email },
      },
    ]);
  });

  it('can be revoked in the parent portal: the athlete leaves the roster at once', async () => {
    const parent = await verifiedSignUp(t, 'parent_guardian');
    const minor = await minorAsking('Revoked Later', parent.user.email);
    await t.call('POST', `/api/auth/guardian-approvals/${minor.profile.id}/approve/`, {
      token: parent.token,
    });
    expect(await onRoster('Revoked Later')).toBe(true);
    const res = await t.call('POST', `/api/auth/guardian-approvals/${minor.profile.id}/decline/`, {
      token: parent.token,
    });
    expect(res).toMatchObject({ status: 200, body: { status: 'DECLINED', guardian_approved_at: null } });
    expect(await onRoster('Revoked Later')).toBe(false);
    expect((await decisions(minor.profile.id)).map((row) => row.action)).toEqual(['approve', 'revoke']);
  });
});

describe('the approval link mailed to the guardian', () => {
  const lookup = (token: unknown) => t.call('POST', '/api/guardian-consent/lookup/', { body: { token } });
  const decide = (token: unknown, decision: string, ip = '198.51.100.23') =>
    t.call('POST', '/api/guardian-consent/decide/', {
      body: { token, decision },
      headers: { 'X-Forwarded-For': ip },
    });

  it('shows the athlete and approves once, without an account; the approval records the link and IP', async () => {
    const minor = await minorAsking('Link Approved', 'link.guardian@test.example');
    const token = mailedToken(t, 'link.guardian@test.example', '/guardian-approval')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const seen = await lookup(token);
    expect(seen).toMatchObject({
      status: 200,
      body: {
        athlete: { id: minor.profile.id, name: 'Link Approved', school: 'Southaven High', status: 'PENDING' },
        guardian_email: 'link.guardian@test.example',
        expires_at: expect.any(String),
      },
    });
    const days = (Date.parse(seen.body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const res = await decide(token, 'approve');
    expect(res).toMatchObject({
      status: 200,
      body: { detail: "Thank you. You approved Link's recruiting profile.", status: 'APPROVED' },
    });
    expect(await storedProfile(t, minor.profile.id)).toMatchObject({
      guardianApprovedVia: 'link',
      guardianApprovedEmail: 'link.guardian@test.example',
      guardianApprovedBy: null,
      guardianApprovedIp: '198.51.100.23',
    });
    expect(await onRoster('Link Approved')).toBe(true);
    expect(await decisions(minor.profile.id)).toMatchObject([
      { actorId: null, action: 'approve', ipAddress: '198.51.100.23', after: { via: 'link' } },
    ]);

    // Single use.
    expect(await decide(token, 'decline')).toMatchObject({ status: 400, body: { detail: LINK_INVALID } });
    expect(await lookup(token)).toMatchObject({ status: 400, body: { detail: LINK_INVALID } });
    expect(await onRoster('Link Approved')).toBe(true);
  });

  it('stores only the hash of the token', async () => {
    const minor = await minorAsking('Hashed Link', 'hash.guardian@test.example');
    const token = mailedToken(t, 'hash.guardian@test.example', '/guardian-approval')!;
    const rows = await t.handle.db
      .select()
      .from(linkTokens)
      .where(eq(linkTokens.athleteProfileId, minor.profile.id));
    expect(rows.map((row) => [row.purpose, row.email])).toEqual([
      ['guardian_approval', 'hash.guardian@test.example'],
    ]);
    expect(rows[0]!.tokenHash).not.toContain(token);
  });

  it('a decline through the link keeps the athlete hidden', async () => {
    const minor = await minorAsking('Link Declined', 'decline.guardian@test.example');
    const res = await decide(
      mailedToken(t, 'decline.guardian@test.example', '/guardian-approval'),
      'decline',
    );
    expect(res).toMatchObject({ status: 200, body: { status: 'DECLINED' } });
    expect(await storedProfile(t, minor.profile.id)).toMatchObject({
      guardianApprovedAt: null,
      guardianDeclinedAt: expect.any(Date),
    });
    expect(await onRoster('Link Declined')).toBe(false);
  });

  it('expires', async () => {
    const minor = await minorAsking('Late Guardian', 'late.guardian@test.example');
    await t.handle.db
      .update(linkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(linkTokens.athleteProfileId, minor.profile.id));
    const res = await decide(mailedToken(t, 'late.guardian@test.example', '/guardian-approval'), 'approve');
    expect(res).toMatchObject({ status: 400, body: { detail: LINK_INVALID } });
    expect(await onRoster('Late Guardian')).toBe(false);
  });

  it('dies when the athlete names another guardian', async () => {
    const minor = await minorAsking('Switched Guardian', 'first.guardian@test.example');
    await t.call('PATCH', `/api/auth/athlete-profiles/${minor.profile.id}/`, {
      token: minor.token,
      body: { guardian_email: 'second.guardian@test.example' },
    });
    const res = await decide(mailedToken(t, 'first.guardian@test.example', '/guardian-approval'), 'approve');
    expect(res).toMatchObject({ status: 400, body: { detail: LINK_INVALID } });
    expect(await onRoster('Switched Guardian')).toBe(false);
  });

  it.each([['A'.repeat(43)], ['short'], [''], [null], [7]])(
    'a made-up token %j is refused',
    async (token) => {
      for (const res of [await lookup(token), await decide(token, 'approve')]) {
        expect(res.status).toBe(400);
        expect(Object.values(res.body).flat().join(' ')).toMatch(/\w/);
      }
    },
  );

  it('answers a decision other than approve or decline with a field error', async () => {
    await minorAsking('Odd Decision', 'odd.guardian@test.example');
    const res = await decide(mailedToken(t, 'odd.guardian@test.example', '/guardian-approval'), 'maybe');
    expect(res).toMatchObject({ status: 400, body: { decision: ['Choose approve or decline.'] } });
  });
});
