import { and, eq, gte, inArray, isNull, ne, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueDay } from '../../../src/domain/schedule-csv';
import { auditLog } from '../../db/schema/audit';
import { seasons } from '../../db/schema/league';
import { deliveries, notifications } from '../../db/schema/notifications';
import { registrations } from '../../db/schema/registrations';
import { deliverDue } from '../../notify/deliver';
import { createTestContext, type TestContext } from '../../test/harness';
import { newParent, paidRegistration } from '../../test/money';

let t: TestContext;
let staff: string;
/** Three households of Soccer Boys this season (one with two children), one of another program. */
let families: { token: string; user: { id: number; email: string } }[];
let outsider: { token: string; user: { id: number; email: string } };
let programName: string;

beforeAll(async () => {
  t = await createTestContext({ seed: true, env: { MESSAGE_RETRY_DELAY_MS: '1000' } });
  staff = await t.signIn('staff@demo.test');
  programName = (await t.call('GET', '/api/programs/soccer-boys/')).body.name;
  families = [await newParent(t), await newParent(t), await newParent(t)];
  for (const [index, family] of families.entries()) {
    await paidRegistration(t, family, { program: 'soccer-boys', first: `Kid${index}` });
  }
  await paidRegistration(t, families[0]!, { program: 'soccer-boys', first: 'Sibling' });
  outsider = await newParent(t);
  await paidRegistration(t, outsider, { program: 'volleyball-boys', first: 'Other' });
  // A Soccer Boys family of a past season, and one that withdrew (refunded): neither hears.
  const past = await newParent(t);
  const old = await paidRegistration(t, past, { program: 'soccer-boys', first: 'Past' });
  await t.handle.db
    .update(registrations)
    .set({ season: 'Spring 2001', seasonId: null })
    .where(eq(registrations.id, old));
  const gone = await newParent(t);
  const withdrawn = await paidRegistration(t, gone, { program: 'soccer-boys', first: 'Gone' });
  await t.handle.db
    .update(registrations)
    .set({ refundedCents: 25_000 })
    .where(eq(registrations.id, withdrawn));
}, 120_000);
afterAll(() => t.close());

const send = (body: Record<string, unknown>) =>
  t.call('POST', '/api/office/messages/', { token: staff, body });
const mailsAbout = (subject: string) => t.outbox().filter((mail) => mail.subject === subject);

describe('messages to families', () => {
  it('reach exactly the households of one program, one mail each, and show in their portal', async () => {
    const subject = 'Saturday games move to 10 am';
    const created = await send({
      subject,
      body: 'Because of the heat, **every game** on Saturday starts at 10:00 am.',
      audience: 'program:soccer-boys',
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        subject,
        audience_label: `Families of ${programName} (this season)`,
        progress: { recipients: 3, total: 3, sent: 0, queued: 3, done: false },
      },
    });
    // Nothing is mailed by the request itself: the delivery loop does it.
    expect(mailsAbout(subject)).toEqual([]);
    expect(await deliverDue(t.deps)).toBe(3);
    const mails = mailsAbout(subject);
    expect(mails.map((mail) => mail.to).sort()).toEqual(families.map((family) => family.user.email).sort());
    expect(mails[0]!.text).toContain('**every game**');
    // Every mail carries the stop link and the one-click unsubscribe header.
    expect(mails[0]!.text).toMatch(
      /Stop non-essential messages .*: http:\/\/site\.test\/notifications\/stop\?token=/,
    );

    const progress = await t.call('GET', `/api/office/messages/${created.body.id}/`, { token: staff });
    expect(progress.body.progress).toEqual({
      recipients: 3,
      total: 3,
      queued: 0,
      held: 0,
      sent: 3,
      delivered: 0,
      failed: 0,
      bounced: 0,
      unreached: 0,
      channels: { email: 3, sms: 0, push: 0 },
      done: true,
    });
    for (const family of families) {
      const inbox = await t.call('GET', '/api/messages/', { token: family.token });
      expect(inbox.body.results[0]).toMatchObject({ subject, body: expect.stringContaining('every game') });
    }
    expect((await t.call('GET', '/api/messages/', { token: outsider.token })).body.results).toEqual([]);
    const [entry] = await t.handle.db.select().from(auditLog).where(eq(auditLog.entity, 'family_message'));
    expect(entry).toMatchObject({
      action: 'send',
      after: expect.objectContaining({ subject, recipients: 3 }),
    });
    // A second run finds nothing left to send.
    expect(await deliverDue(t.deps)).toBe(0);
  });

  it('marks the one recipient whose mail failed, sends the others, and tries it again on a later run', async () => {
    const subject = 'Picture day on Saturday';
    const created = await send({ subject, body: 'Wear your jersey.', audience: 'program:soccer-boys' });
    const failing = families[1]!.user.email;
    const real = t.deps.mailer.send;
    t.deps.mailer.send = (message) =>
      message.to === failing ? Promise.reject(new Error('451 try again later')) : real(message);
    try {
      await deliverDue(t.deps);
    } finally {
      t.deps.mailer.send = real;
    }
    expect(
      mailsAbout(subject)
        .map((mail) => mail.to)
        .sort(),
    ).toEqual([families[0]!.user.email, families[2]!.user.email].sort());
    const rows = await t.handle.db
      .select({ delivery: deliveries })
      .from(deliveries)
      .innerJoin(notifications, eq(notifications.id, deliveries.notificationId))
      .where(eq(notifications.messageId, created.body.id));
    expect(rows.find(({ delivery }) => delivery.address === failing)?.delivery).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: '451 try again later',
    });
    const progress = await t.call('GET', `/api/office/messages/${created.body.id}/`, { token: staff });
    expect(progress.body.progress).toMatchObject({
      total: 3,
      sent: 2,
      failed: 1,
      queued: 0,
      unreached: 0,
      done: false,
    });

    // Not before its retry time; then it goes.
    expect(await deliverDue(t.deps)).toBe(0);
    expect(await deliverDue(t.deps, new Date(Date.now() + 1500))).toBe(1);
    expect(mailsAbout(subject).map((mail) => mail.to)).toContain(failing);
    const after = await t.call('GET', `/api/office/messages/${created.body.id}/`, { token: staff });
    expect(after.body.progress).toMatchObject({ sent: 3, failed: 0, done: true });
  });

  it('reaches every coach, or everyone registered this season', async () => {
    const coaches = await send({ subject: 'Coaches meeting', body: 'Tuesday 7 pm.', audience: 'coaches' });
    expect(coaches.body).toMatchObject({
      audience_label: 'All coaches',
      progress: { recipients: 2, total: 2 },
    });
    const everyone = await send({ subject: 'Welcome', body: 'Hello families.', audience: 'this-season' });
    // Every household with a child registered (paid or partly refunded) this season: the four above
    // and the demo families of this season.
    const expected = await t.handle.db
      .selectDistinct({ user: registrations.userId })
      .from(registrations)
      .innerJoin(seasons, eq(seasons.id, registrations.seasonId))
      .where(
        and(
          ne(seasons.status, 'COMPLETED'),
          or(isNull(seasons.endDate), gte(seasons.endDate, leagueDay(new Date()))),
          inArray(registrations.status, ['paid', 'partly_refunded']),
          inArray(registrations.kind, ['parent_registration', 'athlete_registration']),
        ),
      );
    expect(expected.map((row) => row.user)).toEqual(
      expect.arrayContaining([...families, outsider].map((family) => family.user.id)),
    );
    expect(everyone.body.progress.recipients).toBe(expected.length);
  });

  it('bounces a mail the server refuses for good (5xx) and never tries it again', async () => {
    const subject = 'Refused for good';
    const created = await send({ subject, body: 'x', audience: 'program:soccer-boys' });
    const refused = families[2]!.user.email;
    const real = t.deps.mailer.send;
    t.deps.mailer.send = (message) =>
      message.to === refused
        ? Promise.reject(Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 }))
        : real(message);
    try {
      await deliverDue(t.deps);
    } finally {
      t.deps.mailer.send = real;
    }
    expect(await deliverDue(t.deps, new Date(Date.now() + 3_600_000))).toBe(0);
    const progress = await t.call('GET', `/api/office/messages/${created.body.id}/`, { token: staff });
    expect(progress.body.progress).toMatchObject({ sent: 2, bounced: 1, failed: 0, done: true });
  });

  it('mails each recipient once when two processes run deliveries at the same time', async () => {
    const subject = 'Two runs at once';
    // Earlier messages' deliveries go first, so the two runs below share only this one's.
    await deliverDue(t.deps);
    await send({ subject, body: 'Once each.', audience: 'program:soccer-boys' });
    const [a, b] = await Promise.all([deliverDue(t.deps), deliverDue(t.deps)]);
    expect(a + b).toBe(3);
    expect(mailsAbout(subject)).toHaveLength(3);
  });

  it('mails only confirmed addresses; the others see the message in their portal', async () => {
    const unconfirmed = await newParent(t, false);
    await paidRegistration(t, unconfirmed, { program: 'soccer-girls', first: 'Una' });
    const created = await send({
      subject: 'Field change',
      body: 'Field 3.',
      audience: 'program:soccer-girls',
    });
    expect(created.body.progress).toMatchObject({ recipients: 1, total: 0, unreached: 1, done: true });
    await deliverDue(t.deps);
    expect(mailsAbout('Field change')).toEqual([]);
    const inbox = await t.call('GET', '/api/messages/', { token: unconfirmed.token });
    expect(inbox.body.results[0]).toMatchObject({ subject: 'Field change' });
  });

  it('refuses an audience that does not exist or has nobody in it, and stores nothing', async () => {
    expect(await send({ subject: 'x', body: 'y', audience: 'program:nope' })).toMatchObject({
      status: 400,
      body: { audience: ['That program, season, division, team or game does not exist.'] },
    });
    expect(await send({ subject: 'x', body: 'y', audience: 'program:volleyball-girls' })).toMatchObject({
      status: 400,
      body: { audience: ['Nobody is in that audience yet, so the message was not sent.'] },
    });
    expect(await send({ subject: 'x', body: 'y', audience: 'everyone' })).toMatchObject({
      status: 400,
      body: { audience: ['Choose who receives the message.'] },
    });
    expect(await send({ subject: '', body: 'y', audience: 'coaches' })).toMatchObject({
      status: 400,
      body: { subject: ['Enter the subject.'] },
    });
  });
});
