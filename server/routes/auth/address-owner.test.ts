/**
 * Address ownership decides (issue 36 item 1). The attack: a stranger signs up with a guardian's
 * address before the guardian does; the guardian then receives our genuine confirmation mail, and
 * following it used to confirm the stranger's account, which could then approve the minor into the
 * recruiter roster. Now the link confirms only inside a session of the account it was sent for, the
 * page names that account and offers "This wasn't me", and whoever proves the address (that choice,
 * or a password reset) takes it over: the stranger loses it, its sessions and what it did under it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { recruiterAccessRequests } from '../../db/schema/athletes';
import { users } from '../../db/schema/auth';
import { athleteWithProfile, recruiterWith, rosterEntry, storedProfile, yearsAgo } from '../../test/athletes';
import { createTestContext, type TestContext } from '../../test/harness';
import { mailedToken } from '../../test/verification';

let t: TestContext;
let recruiter: string;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
  recruiter = (await recruiterWith(t, 'APPROVED')).token;
}, 60_000);
afterAll(() => t.close());

const onRoster = async (name: string) => (await rosterEntry(t, recruiter, name)) !== undefined;

/** A 15-year-old naming `guardian` as their parent or guardian. */
const minorNaming = (name: string, guardian: string) =>
  athleteWithProfile(t, {
    name,
    date_of_birth: yearsAgo(15),
    guardian_email: guardian,
    school: 'Olive Branch High',
  });

/** A stranger signs up as a parent with the guardian's address (a session of their own). */
async function squat(email: string) {
  const res = await t.call('POST', '/api/auth/register/', {
    headers: { 'X-Forwarded-For': '198.51.100.66' },
    body: {
      email,
      password: 'Squat-pass-1',
      first_name: 'Sly',
      last_name: 'Stranger',
      role: 'parent_guardian',
    },
  });
  expect(res.status).toBe(201);
  return {
    token: res.body.access as string,
    refresh: res.body.refresh as string,
    id: res.body.user.id as number,
  };
}

/** The owner resets the account's password through the link mailed to `address`. */
async function resetThroughMailbox(address: string, password: string) {
  const before = t.outbox().length;
  expect((await t.call('POST', '/api/auth/password/reset/', { body: { email: address } })).status).toBe(200);
  // The mail goes out after the answer.
  const mail = await vi.waitFor(
    () =>
      t
        .outbox()
        .slice(before)
        .find((m) => m.to === address) ?? Promise.reject(new Error('no mail yet')),
  );
  const [, uid, token] = /uid=([^&\s]+)&token=([A-Za-z0-9_-]+)/.exec(mail.text)!;
  return t.call('POST', '/api/auth/password/reset/confirm/', { body: { uid, token, password } });
}

const me = (token: string) => t.call('GET', '/api/auth/me/', { token });
const approve = (token: string, profile: number) =>
  t.call('POST', `/api/auth/guardian-approvals/${profile}/approve/`, { token });
const entriesOf = (entity: string, entityId: number | string) =>
  t.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);

describe('the confirmation link in the guardian’s mailbox', () => {
  it('confirms nothing outside a session of the account it was sent for: the stranger stays unconfirmed and cannot approve', async () => {
    const minor = await minorNaming('Nia Squatted', 'nia.guardian@test.example');
    const stranger = await squat('nia.guardian@test.example');
    const link = mailedToken(t, 'nia.guardian@test.example', '/verify-email')!;

    // The guardian follows the genuine mail, not signed in…
    const anonymous = await t.call('POST', '/api/auth/email/verify/', { body: { token: link } });
    expect(anonymous.status).toBe(401);
    // …or signed in to an account of their own.
    const other = await t.call('POST', '/api/auth/email/verify/', {
      token: await t.signIn('parent@demo.test'),
      body: { token: link },
    });
    expect(other).toMatchObject({
      status: 403,
      body: {
        detail:
          'This link confirms the address of another account. Sign in to the account it was sent for to confirm it.',
      },
    });
    expect((await me(stranger.token)).body.email_verified).toBe(false);
    expect((await approve(stranger.token, minor.profile.id)).status).toBe(403);
    expect(await storedProfile(t, minor.profile.id)).toMatchObject({ guardianApprovedAt: null });
    expect(await onRoster('Nia Squatted')).toBe(false);
  });

  it('names the account that asked (its name, when it was created) before anything is decided', async () => {
    const stranger = await squat('who.asked@test.example');
    const link = mailedToken(t, 'who.asked@test.example', '/verify-email')!;
    const res = await t.call('POST', '/api/auth/email/verify/lookup/', { body: { token: link } });
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, stranger.id));
    expect(res).toMatchObject({
      status: 200,
      body: {
        email: 'who.asked@test.example',
        account: { name: 'Sly Stranger', created_at: row!.createdAt.toISOString() },
      },
    });
    // Looking decides nothing: the link still works.
    expect((await t.call('POST', '/api/auth/email/verify/lookup/', { body: { token: link } })).status).toBe(
      200,
    );
    const bad = await t.call('POST', '/api/auth/email/verify/lookup/', { body: { token: 'B'.repeat(43) } });
    expect(bad.status).toBe(400);
  });

  it('confirms inside the session of the account it was sent for (mailbox and password together)', async () => {
    const { token, user } = await t.signUp('parent_guardian', 'both.proofs@test.example');
    const link = mailedToken(t, user.email, '/verify-email')!;
    const res = await t.call('POST', '/api/auth/email/verify/', { token, body: { token: link } });
    expect(res).toMatchObject({
      status: 200,
      body: { detail: 'Thank you: your e-mail address is confirmed.' },
    });
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ emailVerifiedVia: 'session', emailVerifiedAt: expect.any(Date) });
  });
});

describe('“This wasn’t me”', () => {
  it('takes the address over: the stranger loses it and its sessions, its requests are withdrawn and audited, and the owner can sign up', async () => {
    const address = 'dana.owner@test.example';
    const stranger = await squat(address);
    // The stranger also asked for recruiter access under the address (staff approved it).
    await t.handle.db.insert(recruiterAccessRequests).values({ userId: stranger.id, status: 'APPROVED' });
    const link = mailedToken(t, address, '/verify-email')!;

    const res = await t.call('POST', '/api/auth/email/verify/disown/', {
      body: { token: link },
      headers: { 'X-Forwarded-For': '203.0.113.77' },
    });
    expect(res).toMatchObject({
      status: 200,
      body: {
        email: address,
        detail: `Thank you. ${address} no longer belongs to that account: its sign-ins have ended and anything it approved or requested with your address is withdrawn. You can now create your own account with it.`,
      },
    });
    // Its sessions end at once, access and refresh alike.
    expect((await me(stranger.token)).status).toBe(401);
    expect((await t.call('POST', '/api/auth/refresh/', { body: { refresh: stranger.refresh } })).status).toBe(
      401,
    );
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, stranger.id));
    expect(row!.email).toMatch(/^released-\d+-\d+@address-released\.invalid$/);
    expect(row!.emailVerifiedAt).toBeNull();
    const [request] = await t.handle.db
      .select()
      .from(recruiterAccessRequests)
      .where(eq(recruiterAccessRequests.userId, stranger.id));
    expect(request).toMatchObject({ status: 'DENIED', reviewNote: expect.stringMatching(/^Withdrawn: /) });
    expect((await entriesOf('recruiter_access_request', request!.id)).map((e) => e.action)).toEqual([
      'withdraw',
    ]);
    const [released] = await entriesOf('user', stranger.id);
    expect(released).toMatchObject({
      action: 'release_address',
      before: { email: address },
      ipAddress: '203.0.113.77',
    });
    // The link is spent, and the stranger's password opens nothing under the address.
    expect((await t.call('POST', '/api/auth/email/verify/disown/', { body: { token: link } })).status).toBe(
      400,
    );
    const signIn = await t.call('POST', '/api/auth/login/', {
      body: { email: address, password: 'Squat-pass-1' },
    });
    expect(signIn.status).toBe(401);
    // The owner signs up with their own address.
    const owner = await t.call('POST', '/api/auth/register/', {
      headers: { 'X-Forwarded-For': '203.0.113.78' },
      body: {
        email: address,
        password: 'Owner-pass-1',
        first_name: 'Dana',
        last_name: 'Owner',
        role: 'parent_guardian',
      },
    });
    expect(owner.status).toBe(201);
  });
});

describe('a password reset of an account whose address its password holder never proved', () => {
  it('withdraws the approvals the stranger gave (audited), hides the minor again and ends its sessions', async () => {
    const address = 'kai.guardian@test.example';
    const minor = await minorNaming('Kai Withdrawn', address);
    const stranger = await squat(address);
    // The state the old link left: the owner's click confirmed the stranger's account.
    await t.handle.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, stranger.id));
    expect((await approve(stranger.token, minor.profile.id)).status).toBe(200);
    expect(await onRoster('Kai Withdrawn')).toBe(true);

    // The owner resets the password through their mailbox.
    expect((await resetThroughMailbox(address, 'Owner-pass-2')).status).toBe(200);

    expect(await storedProfile(t, minor.profile.id)).toMatchObject({
      guardianApprovedAt: null,
      guardianApprovedBy: null,
    });
    expect(await onRoster('Kai Withdrawn')).toBe(false);
    const decisions = await entriesOf('athlete_profile', minor.profile.id);
    expect(decisions.map((entry) => entry.action)).toEqual(['approve', 'revoke']);
    expect(decisions[1]!.note).toMatch(
      /^Withdrawn: kai\.guardian@test\.example was proven by a password reset/,
    );
    expect((await me(stranger.token)).status).toBe(401);
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, stranger.id));
    expect(row!.emailVerifiedVia).toBe('reset');
  });

  it('leaves the approvals of an account that proved its address in a session alone', async () => {
    const address = 'lee.guardian@test.example';
    const minor = await minorNaming('Lee Kept', address);
    const { token, user } = await t.signUp('parent_guardian', address);
    const link = mailedToken(t, address, '/verify-email')!;
    expect((await t.call('POST', '/api/auth/email/verify/', { token, body: { token: link } })).status).toBe(
      200,
    );
    expect((await approve(token, minor.profile.id)).status).toBe(200);
    expect((await resetThroughMailbox(address, 'Owner-pass-3')).status).toBe(200);
    expect(await storedProfile(t, minor.profile.id)).toMatchObject({ guardianApprovedBy: user.id });
    expect(await onRoster('Lee Kept')).toBe(true);
  });
});
