import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { waiverSignatures } from '../../db/schema/families';
import { waiverReminders } from '../../db/schema/messages';
import { registrations } from '../../db/schema/registrations';
import { createTestContext, type TestContext } from '../../test/harness';
import { newParent, paidRegistration, seasonWithDates } from '../../test/money';

let t: TestContext;
let staff: string;
let season: number;
let household: { id: number; email: string };
let unconfirmed: { id: number };

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
  season = await seasonWithDates(t, 'volleyball-boys', 10, 24 * 30);
  const parent = await newParent(t);
  household = parent.user;
  const registration = await paidRegistration(t, parent, {
    season,
    program: 'volleyball-boys',
    first: 'Theo',
  });
  // A new waiver version was published after Theo's family signed: drop the current signature.
  const [row] = await t.handle.db.select().from(registrations).where(eq(registrations.id, registration));
  await t.handle.db.delete(waiverSignatures).where(eq(waiverSignatures.childId, row!.childId!));
  const other = await newParent(t, false);
  unconfirmed = other.user;
  const second = await paidRegistration(t, other, { season, program: 'volleyball-boys', first: 'Uma' });
  const [secondRow] = await t.handle.db.select().from(registrations).where(eq(registrations.id, second));
  await t.handle.db.delete(waiverSignatures).where(eq(waiverSignatures.childId, secondRow!.childId!));
  // A child who signed stays off the list.
  await paidRegistration(t, await newParent(t), { season, program: 'volleyball-boys', first: 'Wes' });
}, 120_000);
afterAll(() => t.close());

const remind = (id: number) =>
  t.call('POST', '/api/office/waivers/reminders/', { token: staff, body: { household: id } });

describe('GET /api/office/waivers/', () => {
  it('lists the registered children of a season whose household has not signed the current waiver', async () => {
    const res = await t.call('GET', `/api/office/waivers/?season=${season}&ordering=participant`, {
      token: staff,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 2, households: 2, version: expect.any(String) });
    expect(res.body.results).toMatchObject([
      {
        participant_name: 'Theo Rivers',
        household: { id: household.id, email_confirmed: true, reminders_sent: 0 },
      },
      { participant_name: 'Uma Rivers', household: { id: unconfirmed.id, email_confirmed: false } },
    ]);
  });

  it('filters by program like the registration list', async () => {
    const res = await t.call('GET', '/api/office/waivers/?program=volleyball-boys', { token: staff });
    expect(res.body.count).toBe(2);
    expect(
      (await t.call('GET', '/api/office/waivers/?program=soccer-boys', { token: staff })).body.count,
    ).toBe(0);
  });
});

describe('POST /api/office/waivers/reminders/', () => {
  it('mails the household, counts it, and refuses a second reminder the same day with a readable message', async () => {
    const first = await remind(household.id);
    expect(first).toMatchObject({
      status: 201,
      body: { household: household.id, participants: 'Theo Rivers', reminders_sent: 1, reminded_today: 1 },
    });
    const mails = t.outbox().filter((mail) => mail.to === household.email);
    expect(mails.at(-1)).toMatchObject({ subject: 'Please sign the league participation waiver' });
    expect(mails.at(-1)!.text).toContain('signed for: Theo Rivers');
    expect(mails.at(-1)!.text).toContain('http://site.test/portal/parent');

    const second = await remind(household.id);
    expect(second).toMatchObject({
      status: 429,
      body: {
        detail: 'A waiver reminder already went to this household today. You can send the next one tomorrow.',
      },
    });
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(t.outbox().filter((mail) => mail.to === household.email)).toHaveLength(mails.length);
    expect(
      await t.handle.db.select().from(waiverReminders).where(eq(waiverReminders.householdId, household.id)),
    ).toHaveLength(1);

    const list = await t.call('GET', `/api/office/waivers/?season=${season}&ordering=participant`, {
      token: staff,
    });
    expect(list.body.reminded_today).toBe(1);
    expect(list.body.results[0].household).toMatchObject({ reminders_sent: 1, reminded_today: true });
    const [entry] = await t.handle.db.select().from(auditLog).where(eq(auditLog.entity, 'waiver_reminder'));
    expect(entry).toMatchObject({ action: 'send', actorEmail: 'staff@demo.test' });
  });

  it('mails no household that has not confirmed its address, and none without a child missing the waiver', async () => {
    expect(await remind(unconfirmed.id)).toMatchObject({
      status: 409,
      body: {
        detail:
          'This household has not confirmed its e-mail address, so no reminder is mailed to it. Call the family instead.',
      },
    });
    const coachId = (await t.call('GET', '/api/auth/me/', { token: await t.signIn('coach@demo.test') })).body
      .id;
    expect(await remind(coachId)).toMatchObject({
      status: 400,
      body: { detail: 'This household has no registered child missing the current waiver.' },
    });
  });

  it('gives the day’s reminder back when the mail could not be sent', async () => {
    const parent = await newParent(t);
    const id = await paidRegistration(t, parent, { season, program: 'volleyball-boys', first: 'Xan' });
    const [row] = await t.handle.db.select().from(registrations).where(eq(registrations.id, id));
    await t.handle.db.delete(waiverSignatures).where(eq(waiverSignatures.childId, row!.childId!));
    const send = t.deps.mailer.send;
    t.deps.mailer.send = () => Promise.reject(new Error('SMTP down'));
    try {
      expect(await remind(parent.user.id)).toMatchObject({
        status: 503,
        body: { detail: 'The reminder could not be sent right now. Please try again in a few minutes.' },
      });
    } finally {
      t.deps.mailer.send = send;
    }
    expect((await remind(parent.user.id)).status).toBe(201);
  });
});
