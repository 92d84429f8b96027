/**
 * Issue 41 item 15: the office's people. Staff read the list; an admin invites (the mailed link sets
 * the password and the person signs in as staff), changes roles and removes people, each audited;
 * the last admin stays; an account of someone else's (a family's) is never turned into staff.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE_MESSAGES } from '../../../src/domain/office/people';
import { users } from '../../db/schema/auth';
import { auditEntries } from '../../test/audit';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let admin: string;
let plain: string;

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  admin = await t.signIn('staff@demo.test');
  plain = await t.signIn('office@demo.test');
}, 60_000);
afterAll(() => t.close());

const invite = (token: string, email: string, role = 'staff') =>
  t.call('POST', '/api/office/people/', {
    token,
    body: { first_name: 'Robin', last_name: 'Lane', email, role },
  });

/** The link of the newest invitation mailed to `email`, as its uid and token. */
function invitation(email: string) {
  const mail = t
    .outbox()
    .filter((message) => message.to === email)
    .at(-1);
  const link = /https?:\/\/\S+\/reset-password\?uid=([\w-]+)&token=([\w-]+)/.exec(mail?.text ?? '');
  return { mail, uid: link?.[1] ?? '', token: link?.[2] ?? '' };
}

describe('the office’s people', () => {
  it('lists the demo admin and the demo staff to staff, with their roles', async () => {
    const list = await t.call('GET', '/api/office/people/', { token: plain });
    expect(list.status).toBe(200);
    expect(list.body.results).toEqual([
      expect.objectContaining({
        name: 'Angela Brooks',
        email: 'staff@demo.test',
        role: 'admin',
        status: 'active',
      }),
      expect.objectContaining({
        name: 'Marcus Tate',
        email: 'office@demo.test',
        role: 'staff',
        status: 'active',
      }),
    ]);
  });

  it('keeps inviting, changing and removing to admins', async () => {
    const refused = await invite(plain, 'refused@league.example');
    expect(refused).toMatchObject({ status: 403, body: { detail: PEOPLE_MESSAGES.adminOnly } });
    const [office] = (await t.call('GET', '/api/office/people/?search=office@demo.test', { token: plain }))
      .body.results;
    expect(
      (await t.call('PATCH', `/api/office/people/${office.id}/`, { token: plain, body: { role: 'admin' } }))
        .status,
    ).toBe(403);
    expect((await t.call('DELETE', `/api/office/people/${office.id}/`, { token: plain })).status).toBe(403);
    expect(await t.handle.db.select().from(users).where(eq(users.email, 'refused@league.example'))).toEqual(
      [],
    );
  });

  it('invites by e-mail: the link sets the password, and the person signs in to the office as staff', async () => {
    const email = 'robin.lane@league.example';
    const res = await invite(admin, email);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Robin Lane', email, role: 'staff', status: 'invited' });
    expect((await auditEntries(t, 'office_person', res.body.id))[0]).toMatchObject({
      action: 'create',
      after: { email, role: 'staff' },
    });
    const { mail, uid, token } = invitation(email);
    expect(mail?.subject).toBe('You are invited to the league office');
    expect(mail?.text).toContain('You are invited to the league office as staff.');
    // Before the link is followed, no password opens the account.
    expect((await t.call('POST', '/api/auth/login/', { body: { email, password: '!invited' } })).status).toBe(
      401,
    );
    const set = await t.call('POST', '/api/auth/password/reset/confirm/', {
      body: { uid, token, password: 'Office-pass-41!' },
    });
    expect(set.status).toBe(200);
    const login = await t.call('POST', '/api/auth/login/', { body: { email, password: 'Office-pass-41!' } });
    expect(login.status).toBe(200);
    const me = await t.call('GET', '/api/auth/me/', { token: login.body.access });
    expect(me.body).toMatchObject({ role: 'staff', email_verified: true });
    expect((await t.call('GET', '/api/office/people/', { token: login.body.access })).status).toBe(200);
    expect((await invite(login.body.access, 'another@league.example')).status).toBe(403);
  });

  it('refuses to make staff of an account that is someone’s own, and bad input, storing nothing', async () => {
    const taken = await invite(admin, 'Parent@Demo.test');
    expect(taken).toMatchObject({ status: 400, body: { email: [PEOPLE_MESSAGES.taken] } });
    const [parent] = await t.handle.db.select().from(users).where(eq(users.email, 'parent@demo.test'));
    expect(parent?.role).toBe('parent_guardian');
    const bad = await t.call('POST', '/api/office/people/', {
      token: admin,
      body: { first_name: '', last_name: 'Lane', email: 'not an address', role: 'owner' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['email', 'first_name', 'role']);
  });

  it('makes one account of twenty identical invitations sent at once', async () => {
    const email = 'twenty@league.example';
    const answers = await Promise.all(Array.from({ length: 20 }, () => invite(admin, email)));
    expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 400)).toBe(true);
    const rows = await t.handle.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    expect(rows).toHaveLength(1);
  });

  it('changes a role, audited; keeps the last admin; removes a person, who can no longer sign in', async () => {
    const [office] = (await t.call('GET', '/api/office/people/?search=office@demo.test', { token: admin }))
      .body.results;
    const [angela] = (await t.call('GET', '/api/office/people/?search=staff@demo.test', { token: admin }))
      .body.results;
    // The only admin can neither become staff nor be removed.
    const demote = await t.call('PATCH', `/api/office/people/${angela.id}/`, {
      token: admin,
      body: { role: 'staff' },
    });
    expect(demote).toMatchObject({
      status: 409,
      body: { detail: PEOPLE_MESSAGES.lastAdmin('Angela Brooks') },
    });
    const removeLast = await t.call('DELETE', `/api/office/people/${angela.id}/`, { token: admin });
    expect(removeLast).toMatchObject({
      status: 409,
      body: { detail: PEOPLE_MESSAGES.lastAdmin('Angela Brooks') },
    });

    const promoted = await t.call('PATCH', `/api/office/people/${office.id}/`, {
      token: admin,
      body: { role: 'admin' },
    });
    expect(promoted).toMatchObject({ status: 200, body: { role: 'admin' } });
    expect((await auditEntries(t, 'office_person', office.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { role: 'staff' },
      after: { role: 'admin' },
    });
    // With two admins, each may make the other staff, but not both at once: the second is refused,
    // as the last admin (409) or, when the first committed before it was read, as staff (403).
    const both = await Promise.all([
      t.call('PATCH', `/api/office/people/${angela.id}/`, { token: plain, body: { role: 'staff' } }),
      t.call('PATCH', `/api/office/people/${office.id}/`, { token: admin, body: { role: 'staff' } }),
    ]);
    const [won, refused] = [...both].sort((a, b) => a.status - b.status);
    expect(won!.status).toBe(200);
    expect([403, 409]).toContain(refused!.status);
    const admins = (await t.call('GET', '/api/office/people/', { token: admin })).body.results.filter(
      (person: { role: string }) => person.role === 'admin',
    );
    expect(admins).toHaveLength(1);
    // Back to the demo's roles.
    const stillAdmin = admins[0].email === 'staff@demo.test' ? admin : plain;
    await t.call('PATCH', `/api/office/people/${angela.id}/`, { token: stillAdmin, body: { role: 'admin' } });
    await t.call('PATCH', `/api/office/people/${office.id}/`, { token: admin, body: { role: 'staff' } });

    const email = 'leaving@league.example';
    const joined = await invite(admin, email);
    const { uid, token } = invitation(email);
    await t.call('POST', '/api/auth/password/reset/confirm/', {
      body: { uid, token, password: 'Office-pass-41!' },
    });
    const session = (
      await t.call('POST', '/api/auth/login/', { body: { email, password: 'Office-pass-41!' } })
    ).body.access;
    const removed = await t.call('DELETE', `/api/office/people/${joined.body.id}/`, { token: admin });
    expect(removed.status).toBe(204);
    expect((await t.call('GET', '/api/office/people/', { token: session })).status).toBe(401);
    expect(
      (await t.call('POST', '/api/auth/login/', { body: { email, password: 'Office-pass-41!' } })).status,
    ).toBe(401);
    const list = (await t.call('GET', '/api/office/people/', { token: admin })).body.results;
    expect(list.map((person: { email: string }) => person.email)).not.toContain(email);
    expect((await auditEntries(t, 'office_person', joined.body.id)).at(-1)).toMatchObject({
      action: 'delete',
    });
    // Invited again later, the same account comes back (its history stays one).
    const again = await invite(admin, email);
    expect(again).toMatchObject({ status: 201, body: { id: joined.body.id, status: 'invited' } });
  });
});
