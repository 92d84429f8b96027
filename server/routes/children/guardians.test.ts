/**
 * A child's second guardian (issue 37): invited by the parent who added the child (mailed),
 * accepted only by the invited address's account once it is confirmed, revocable by the first
 * guardian; links are kept and audited, and an accepted one makes one household for the sibling
 * discount. Attacks: a stranger who signed up with the invited address first (unconfirmed), another
 * family accepting, listing or revoking, inviting one's own address.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_GUARDIAN_TEXT } from '../../../src/domain/second-guardians';
import { childGuardians } from '../../db/schema/families';
import { householdAccounts } from '../../registrations/household';
import { auditEntries } from '../../test/audit';
import { createTestContext, type TestContext } from '../../test/harness';
import { addChildWithWaiver } from '../../test/registrations';
import { verifiedSignUp } from '../../test/verification';

let t: TestContext;
let first: { token: string; user: { id: number; email: string } };
let child: number;

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  first = await verifiedSignUp(t, 'parent_guardian');
  child = await addChildWithWaiver(t, first.token, 'Nia');
}, 120_000);

afterAll(() => t?.close());

const invite = (token: string, email: string, to = child) =>
  t.call('POST', `/api/auth/children/${to}/guardians/`, { token, body: { email } });

describe('a second guardian', () => {
  it('is invited by mail, cannot be accepted by a stranger who squatted the address, and is accepted by its confirmed owner', async () => {
    const address = `second.${Date.now()}@families.test`;
    // A stranger signs up with the address first and never confirms it.
    const squatter = await t.signUp('parent_guardian', address);

    const invited = await invite(first.token, ` ${address.toUpperCase()} `);
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body).toMatchObject({
      child,
      email: address,
      status: 'pending',
      child_name: 'Nia Rivers',
    });
    const mail = t.outbox().find((m) => m.to === address && m.subject.startsWith('You are invited'));
    expect(mail?.subject).toBe('You are invited as a guardian of Nia Rivers');
    expect(mail?.text).toContain('/portal/parent');

    const refused = await t.call('POST', `/api/auth/guardian-invitations/${invited.body.id}/accept/`, {
      token: squatter.token,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(SECOND_GUARDIAN_TEXT.confirmFirst);
    const [stored] = await t.handle.db
      .select()
      .from(childGuardians)
      .where(eq(childGuardians.id, invited.body.id));
    expect(stored).toMatchObject({ status: 'pending', userId: null });
    expect(await householdAccounts(t.handle.db, first.user.id)).toEqual([first.user.id]);
  });

  it('links two accounts into one household when the confirmed address accepts; the first guardian revokes it, and the record stays', async () => {
    const owner = await verifiedSignUp(t, 'parent_guardian');
    const invited = await invite(first.token, owner.user.email);
    expect(invited.status).toBe(201);

    const listed = await t.call('GET', '/api/auth/guardian-invitations/', { token: owner.token });
    expect(listed.body.results.map((row: { id: number }) => row.id)).toContain(invited.body.id);
    const accepted = await t.call('POST', `/api/auth/guardian-invitations/${invited.body.id}/accept/`, {
      token: owner.token,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    expect((await householdAccounts(t.handle.db, owner.user.id)).sort()).toEqual(
      [first.user.id, owner.user.id].sort(),
    );
    // Accepted once: again is 404 (nothing pending for this account).
    expect(
      (
        await t.call('POST', `/api/auth/guardian-invitations/${invited.body.id}/accept/`, {
          token: owner.token,
        })
      ).status,
    ).toBe(404);

    const revoked = await t.call('DELETE', `/api/auth/children/${child}/guardians/${invited.body.id}/`, {
      token: first.token,
    });
    expect(revoked.status).toBe(204);
    const [kept] = await t.handle.db
      .select()
      .from(childGuardians)
      .where(eq(childGuardians.id, invited.body.id));
    expect(kept).toMatchObject({ status: 'revoked', userId: owner.user.id });
    expect(kept!.revokedAt).not.toBeNull();
    expect(await householdAccounts(t.handle.db, owner.user.id)).toEqual([owner.user.id]);
    const listing = await t.call('GET', `/api/auth/children/${child}/guardians/`, { token: first.token });
    expect(listing.body.results.find((row: { id: number }) => row.id === invited.body.id).status).toBe(
      'revoked',
    );

    const audit = await auditEntries(t, 'child_guardian', invited.body.id);
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
  });

  it('refuses one’s own address, the same address twice and a bad address, with the field’s message', async () => {
    const own = await invite(first.token, first.user.email);
    expect(own.status).toBe(400);
    expect(own.body.email).toEqual([SECOND_GUARDIAN_TEXT.ownAddress]);
    const address = `twice.${Date.now()}@families.test`;
    expect((await invite(first.token, address)).status).toBe(201);
    const twice = await invite(first.token, address);
    expect(twice.status).toBe(400);
    expect(twice.body.email).toEqual([SECOND_GUARDIAN_TEXT.alreadyInvited]);
    const bad = await invite(first.token, 'not an address');
    expect(bad.status).toBe(400);
    expect(bad.body.email).toEqual([SECOND_GUARDIAN_TEXT.invalidEmail]);
  });

  it('answers 404 to another family inviting, listing or revoking for the child, and accepting someone else’s invitation', async () => {
    const other = await verifiedSignUp(t, 'parent_guardian');
    const address = `other.${Date.now()}@families.test`;
    const invited = await invite(first.token, address);
    expect((await invite(other.token, `x.${Date.now()}@families.test`)).status).toBe(404);
    expect(
      (await t.call('GET', `/api/auth/children/${child}/guardians/`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (
        await t.call('DELETE', `/api/auth/children/${child}/guardians/${invited.body.id}/`, {
          token: other.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('POST', `/api/auth/guardian-invitations/${invited.body.id}/accept/`, {
          token: other.token,
        })
      ).status,
    ).toBe(404);
    const [stored] = await t.handle.db
      .select()
      .from(childGuardians)
      .where(eq(childGuardians.id, invited.body.id));
    expect(stored!.status).toBe('pending');
  });

  it('stores one invitation and mails once when the same invitation is sent 20 times at once; the rest are told it is already invited', async () => {
    const address = `rush.${Date.now()}@families.test`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => invite(first.token, address)));
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer.body.email).toEqual([SECOND_GUARDIAN_TEXT.alreadyInvited]);
    const stored = await t.handle.db.select().from(childGuardians).where(eq(childGuardians.email, address));
    expect(stored).toHaveLength(1);
    expect(t.outbox().filter((mail) => mail.to === address)).toHaveLength(1);
  });

  it('accepts once when the invited account accepts 20 times at once', async () => {
    const owner = await verifiedSignUp(t, 'parent_guardian');
    const invited = await invite(first.token, owner.user.email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('POST', `/api/auth/guardian-invitations/${invited.body.id}/accept/`, { token: owner.token }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200,
      ...Array.from({ length: 19 }, () => 404),
    ]);
    const audit = await auditEntries(t, 'child_guardian', invited.body.id);
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update']);
  });
});
