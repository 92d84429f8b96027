/**
 * What the league mails to an address nobody has confirmed yet (issue 17 item 2): receipts (they
 * name the child) wait until the address is confirmed and then all go out once; a password reset
 * still goes (or the owner of a mistyped account could never get in) but says plainly that the
 * address is unconfirmed, and following it confirms the address, since only its holder can.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments } from '../../db/schema/payments';
import { createTestContext, type TestContext } from '../../test/harness';
import { registrationBody, signWaiverFor } from '../../test/registrations';
import { followVerificationLink } from '../../test/verification';

let t: TestContext;
let venue: number;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
  venue = (await t.call('GET', '/api/programs/nfl-flag-boys/')).body.locations[0].id;
}, 60_000);
afterAll(() => t.close());

const receiptsTo = (email: string) =>
  t.outbox().filter((mail) => mail.to === email && mail.subject.startsWith('Receipt:'));

async function paidRegistration(token: string, first: string) {
  const child = await t.call('POST', '/api/auth/children/', {
    token,
    body: { first_name: first, last_name: 'Hale', date_of_birth: '2013-04-02', gender: 'Female' },
  });
  await signWaiverFor(t, token, child.body.id);
  const started = await t.call('POST', '/api/payments/checkout/', {
    token,
    body: registrationBody(child.body.id, { location: venue }),
  });
  const paid = await t.call('POST', '/api/payments/confirm/', {
    token,
    body: { ...started.body, portal: 'parent', source: await t.cardToken(), charge_id: null },
  });
  expect(paid.status).toBe(200);
  return started.body.payment_id as number;
}

describe('receipts', () => {
  it('wait for a confirmed address, then every kept receipt goes out once', async () => {
    const { token, user } = await t.signUp('parent_guardian');
    const first = await paidRegistration(token, 'Riley');
    const second = await paidRegistration(token, 'Rowan');
    expect(receiptsTo(user.email)).toEqual([]);
    const held = await t.handle.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(held.map((row) => [row.id, row.status, row.receiptSentAt])).toEqual([
      [first, 'succeeded', null],
      [second, 'succeeded', null],
    ]);

    expect((await followVerificationLink(t, user.email, token)).status).toBe(200);
    expect(
      receiptsTo(user.email)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual([
      'Receipt: Program registration for Riley Hale',
      'Receipt: Program registration for Rowan Hale',
    ]);
    const sent = await t.handle.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(sent.every((row) => row.receiptSentAt !== null)).toBe(true);

    // A confirmed payer's next receipt goes at once.
    await paidRegistration(token, 'Reese');
    expect(receiptsTo(user.email)).toHaveLength(3);
  });
});

describe('password resets', () => {
  const requestReset = (email: string) => t.call('POST', '/api/auth/password/reset/', { body: { email } });
  // The reset mail goes out after the answer (it never waits for a delivery): wait for it.
  const resetMailTo = (email: string) =>
    vi.waitFor(() => {
      const mail = t
        .outbox()
        .filter((sent) => sent.to === email && sent.subject === 'Reset your password')
        .at(-1);
      if (!mail) throw new Error(`no reset mail to ${email} yet`);
      return mail;
    });

  it('to an unconfirmed address say so plainly; following one confirms the address', async () => {
    const { token, user } = await t.signUp('parent_guardian');
    expect((await requestReset(user.email)).status).toBe(200);
    const mail = await resetMailTo(user.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain(
      'This e-mail address has not been confirmed on the league site yet. If you did not create an account with it, ignore this e-mail.',
    );
    const link = new URL(/http\S+reset-password\S+/.exec(mail.text)![0]);
    const done = await t.call('POST', '/api/auth/password/reset/confirm/', {
      body: {
        uid: link.searchParams.get('uid'),
        token: link.searchParams.get('token'),
        password: 'Fresh-Start-7',
      },
    });
    expect(done.status).toBe(200);
    const login = await t.call('POST', '/api/auth/login/', {
      body: { email: user.email, password: 'Fresh-Start-7' },
    });
    const me = await t.call('GET', '/api/auth/me/', { token: login.body.access ?? token });
    expect(me.body.email_verified).toBe(true);
  });

  it('to a confirmed address carry no such line', async () => {
    expect((await requestReset('referee@demo.test')).status).toBe(200);
    expect((await resetMailTo('referee@demo.test')).text).not.toContain('has not been confirmed');
  });
});
