import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SANDBOX_SMS } from '../env';
import { createDeps } from '../deps';
import { openDatabase } from '../db/client';
import { deliveries, notifications, sandboxSmsMessages } from '../db/schema/notifications';
import { gamePeople } from '../messages/audience';
import { createTestContext, TEST_PASSWORD_COST, type TestContext } from '../test/harness';
import {
  browserSubscription,
  gameDay,
  startPushService,
  type GameDay,
  type TestPushService,
} from '../test/game-day';
import { deliverDue, pollTexts } from './deliver';
import { notify } from './notify';
import { games } from '../db/schema/league';

let t: TestContext;
let push: TestPushService;
let day: GameDay;
let staff: string;

/** The texts the SMS sandbox took for a number, oldest first. */
async function textsTo(number: string) {
  return t.handle.db
    .select()
    .from(sandboxSmsMessages)
    .where(eq(sandboxSmsMessages.to, number))
    .orderBy(sandboxSmsMessages.createdAt);
}

/** Confirms a mobile number for a family through the API, reading the code from the sandbox. */
async function confirmPhone(token: string, number: string) {
  expect((await t.call('POST', '/api/auth/phone/', { token, body: { number } })).status).toBe(201);
  await deliverDue(t.deps);
  const [text] = (await textsTo(number)).slice(-1);
  const code = /code to confirm this number is (\d{6})/.exec(text!.body)![1]!;
  const confirmed = await t.call('POST', '/api/auth/phone/confirm/', { token, body: { code } });
  expect(confirmed).toMatchObject({ status: 200, body: { phone: { confirmed: true } } });
}

/** A game-day notice about `day`'s game, as game changes are sent. */
async function gameNotice(
  subject: string,
  options: { urgent?: boolean; essential?: boolean; now?: Date } = {},
) {
  const [game] = await t.handle.db.select().from(games).where(eq(games.id, day.game));
  const people = await gamePeople(t.handle.db, game!);
  return notify(
    t.handle.db,
    { smsAvailable: true },
    {
      kind: 'game_change',
      subject,
      text: `${game!.homeTeam} v ${game!.awayTeam}: ${subject}.`,
      recipients: people.recipients,
      audienceLabel: 'Both teams',
      urgent: options.urgent ?? true,
      essential: options.essential ?? true,
      gameDay: true,
      gameId: day.game,
    },
    options.now,
  );
}

async function deliveriesOf(notice: number) {
  return t.handle.db.select().from(deliveries).where(eq(deliveries.notificationId, notice));
}

beforeAll(async () => {
  push = await startPushService();
  t = await createTestContext({
    seed: true,
    env: { PUSH_ENDPOINT_ORIGINS: push.origin, SANDBOX_SMS_DELIVER_MS: '0', MESSAGE_RETRY_DELAY_MS: '1000' },
  });
  staff = await t.signIn('staff@demo.test');
  day = await gameDay(t, { homeFamilies: 2, awayFamilies: 1 });
  // The first home family takes texts and push; the away family texts only.
  await confirmPhone(day.home.families[0]!.token, '+16625550101');
  await confirmPhone(day.away.families[0]!.token, '+16625550103');
  const subscribed = await t.call('POST', '/api/auth/push-subscriptions/', {
    token: day.home.families[0]!.token,
    body: browserSubscription(`${push.origin}/push/home-0`),
  });
  expect(subscribed).toMatchObject({ status: 201, body: { push_devices: 1 } });
}, 180_000);
afterAll(async () => {
  await t.close();
  await push.close();
});

describe('the notification path', () => {
  it('sends one change exactly once per person and channel when two processes deliver at once', async () => {
    const stored = await gameNotice('Delayed 30 minutes');
    const rows = await deliveriesOf(stored!.id);
    const by = (user: number) =>
      rows
        .filter((row) => row.userId === user)
        .map((row) => row.channel)
        .sort();
    expect(by(day.home.families[0]!.user.id)).toEqual(['email', 'push', 'sms']);
    expect(by(day.home.families[1]!.user.id)).toEqual(['email']);
    expect(by(day.away.families[0]!.user.id)).toEqual(['email', 'sms']);
    expect(by(day.home.coach.id)).toEqual(['email']);
    expect(by(day.away.coach.id)).toEqual(['email']);

    // A second API process: its own connection on PostgreSQL (one PGlite serves one process).
    const url = inject('postgresAdminUrl') ? (t.handle as { url?: string }).url : undefined;
    const other = url ? await openDatabase({ url }) : null;
    const second = other
      ? createDeps(t.config, other.db, { passwordCost: TEST_PASSWORD_COST })
      : { ...t.deps };
    const before = t.outbox().length;
    const pushesBefore = push.received.length;
    try {
      const [a, b] = await Promise.all([deliverDue(t.deps), deliverDue(second)]);
      expect(a + b).toBe(rows.length);
    } finally {
      await other?.close();
    }
    const mails = t
      .outbox()
      .slice(before)
      .filter((mail) => mail.subject === 'Delayed 30 minutes');
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [...day.home.families, ...day.away.families]
        .map((f) => f.user.email)
        .concat(
          await Promise.all(
            [day.home.coach, day.away.coach].map(async (coach) => (await emailOf(coach.id))!),
          ),
        )
        .sort(),
    );
    expect(
      (await textsTo('+16625550101')).filter((text) => text.body.startsWith('Delayed 30 minutes')),
    ).toHaveLength(1);
    expect(
      (await textsTo('+16625550103')).filter((text) => text.body.startsWith('Delayed 30 minutes')),
    ).toHaveLength(1);
    expect(push.received.slice(pushesBefore)).toEqual([
      expect.objectContaining({ path: '/push/home-0', urgency: 'high', ttl: '86400' }),
    ]);
    // Texts read delivered once the provider says so; push is delivered once the service took it.
    await pollTexts(t.deps, new Date(Date.now() + 5_000));
    const after = await deliveriesOf(stored!.id);
    expect(after.filter((row) => row.channel === 'sms').map((row) => row.status)).toEqual([
      'delivered',
      'delivered',
    ]);
    expect(after.find((row) => row.channel === 'push')?.status).toBe('delivered');
    expect(after.filter((row) => row.channel === 'email').every((row) => row.status === 'sent')).toBe(true);
  });

  it('puts an answer link for the family’s own player in the mail, and the stop link in every mail and text', async () => {
    const before = t.outbox().length;
    await gameNotice('Field changed');
    await deliverDue(t.deps);
    const family = day.home.families[1]!;
    const mail = t
      .outbox()
      .slice(before)
      .find((m) => m.to === family.user.email && m.subject === 'Field changed')!;
    expect(mail.text).toMatch(/Who is coming\? .*: http:\/\/site\.test\/availability\?token=[\w.-]+/);
    expect(mail.text).toMatch(
      /Stop non-essential messages .*: http:\/\/site\.test\/notifications\/stop\?token=/,
    );
    const coachMail = t
      .outbox()
      .slice(before)
      .find((m) => m.to === (day.home.coach as { email?: string }).email);
    expect(coachMail?.text ?? '').not.toContain('/availability?token=');
    const [text] = (await textsTo('+16625550103')).slice(-1);
    expect(text!.body).toMatch(/Stop non-urgent texts: http:\/\/site\.test\/notifications\/stop\?token=/);
  });

  it('still sends a cancellation to someone who stopped non-essential messages, and nothing else', async () => {
    const family = day.home.families[1]!;
    const before = t.outbox().length;
    await gameNotice('Lights out');
    await deliverDue(t.deps);
    const mail = t
      .outbox()
      .slice(before)
      .find((m) => m.to === family.user.email)!;
    const token = /notifications\/stop\?token=([\w.-]+)/.exec(mail.text)![1]!;
    expect(await t.call('POST', '/api/notify/stop/', { body: { token } })).toMatchObject({
      status: 200,
      body: {
        detail:
          'You will no longer get non-essential messages. Game changes such as cancellations still reach you.',
      },
    });
    // A forged or altered link stops nothing.
    expect(
      await t.call('POST', '/api/notify/stop/', { body: { token: `${token.slice(0, -2)}xx` } }),
    ).toMatchObject({
      status: 400,
    });
    const message = await t.call('POST', '/api/office/messages/', {
      token: staff,
      body: { subject: 'Team photos', body: 'Saturday.', audience: `team:${day.home.id}` },
    });
    expect(message.status).toBe(201);
    const cancelled = await gameNotice('Cancelled: field closed', { essential: true });
    const [photoNotice] = await t.handle.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.messageId, message.body.id));
    expect((await deliveriesOf(photoNotice!.id)).filter((row) => row.userId === family.user.id)).toEqual([]);
    expect((await deliveriesOf(cancelled!.id)).filter((row) => row.userId === family.user.id)).toHaveLength(
      1,
    );
    // The portal still shows both.
    const inbox = await t.call('GET', '/api/messages/?page_size=50', { token: family.token });
    expect(inbox.body.results.map((row: { subject: string }) => row.subject)).toEqual(
      expect.arrayContaining(['Team photos', 'Cancelled: field closed']),
    );
  });

  it('holds a notice that is not urgent during quiet hours and sends an urgent one at once', async () => {
    const family = day.away.families[0]!;
    const saved = await t.call('PUT', '/api/auth/notification-settings/', {
      token: family.token,
      body: {
        email: true,
        sms: true,
        push: true,
        non_essential: true,
        quiet_start: '21:00',
        quiet_end: '07:00',
      },
    });
    expect(saved).toMatchObject({ status: 200, body: { quiet_start: '21:00', quiet_end: '07:00' } });
    // 11:30 PM league time (CST, UTC-6) on a winter night; quiet hours end at 7:00 AM, 13:00 UTC.
    const night = new Date('2027-01-16T05:30:00Z');
    const calm = await gameNotice('Reminder: bring water', { urgent: false, essential: false, now: night });
    const held = (await deliveriesOf(calm!.id)).filter((row) => row.userId === family.user.id);
    expect(held.map((row) => [row.channel, row.held, row.nextAttemptAt.toISOString()])).toEqual(
      expect.arrayContaining([
        ['email', 'quiet hours', '2027-01-16T13:00:00.000Z'],
        ['sms', 'quiet hours', '2027-01-16T13:00:00.000Z'],
      ]),
    );
    const urgent = await gameNotice('Lightning: 30-minute delay', { urgent: true, now: night });
    expect(
      (await deliveriesOf(urgent!.id)).filter((row) => row.userId === family.user.id && row.held),
    ).toEqual([]);
    await deliverDue(t.deps, new Date('2027-01-16T06:00:00Z'));
    const waiting = await t.handle.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.notificationId, calm!.id), eq(deliveries.userId, family.user.id)));
    expect(waiting.map((row) => row.status)).toEqual(['queued', 'queued']);
    await deliverDue(t.deps, new Date('2027-01-16T13:00:01Z'));
    const sent = await t.handle.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.notificationId, calm!.id), eq(deliveries.userId, family.user.id)));
    expect(sent.map((row) => row.status).sort()).toEqual(['sent', 'sent']);
    await t.call('PUT', '/api/auth/notification-settings/', {
      token: family.token,
      body: { email: true, sms: true, push: true, non_essential: true, quiet_start: null, quiet_end: null },
    });
  });

  it('mails a game-day notice about a family’s own child to an unconfirmed address, but not an office message', async () => {
    const unconfirmed = await gameDay(t, { homeFamilies: 1, awayFamilies: 1, unconfirmed: 1 });
    const family = unconfirmed.home.families[0]!;
    const [game] = await t.handle.db.select().from(games).where(eq(games.id, unconfirmed.game));
    const people = await gamePeople(t.handle.db, game!);
    const notice = await notify(
      t.handle.db,
      { smsAvailable: true },
      {
        kind: 'game_change',
        subject: 'Moved to Field 3',
        text: 'Moved.',
        recipients: people.recipients,
        audienceLabel: 'Both teams',
        essential: true,
        gameDay: true,
        gameId: unconfirmed.game,
      },
    );
    expect(
      (await deliveriesOf(notice!.id)).filter((row) => row.userId === family.user.id).map((r) => r.channel),
    ).toEqual(['email']);
    const message = await t.call('POST', '/api/office/messages/', {
      token: staff,
      body: { subject: 'Fundraiser', body: 'Bake sale.', audience: `team:${unconfirmed.home.id}` },
    });
    expect(message.body.progress).toMatchObject({ unreached: 1 });
  });

  it('bounces a text to a number that cannot take texts, and retries one the provider refused for now', async () => {
    const family = day.home.families[1]!;
    await confirmPhoneDirect(family.user.id, '+15005550009');
    const notice = await gameNotice('Bounce test');
    await deliverDue(t.deps);
    const row = (await deliveriesOf(notice!.id)).find(
      (d) => d.userId === family.user.id && d.channel === 'sms',
    )!;
    expect(row).toMatchObject({ status: 'bounced', attempts: 1 });
    expect(row.lastError).toContain('21614');
    // A provider outage: failed, then sent on the retry after the stated wait.
    const real = t.deps.sms!.send;
    t.deps.sms!.send = async () => ({ ok: false, permanent: false, reason: '20503: Service unavailable' });
    const outage = await gameNotice('Outage test');
    try {
      await deliverDue(t.deps);
    } finally {
      t.deps.sms!.send = real;
    }
    const failed = (await deliveriesOf(outage!.id)).filter((d) => d.channel === 'sms');
    expect(failed.every((d) => d.status === 'failed' && d.attempts === 1)).toBe(true);
    expect(await deliverDue(t.deps)).toBe(0);
    await deliverDue(t.deps, new Date(Date.now() + 1_100));
    const retried = (await deliveriesOf(outage!.id)).filter((d) => d.channel === 'sms');
    expect(retried.map((d) => [d.status, d.attempts])).toEqual(expect.arrayContaining([['sent', 2]]));
  });

  it('forgets a push device the push service says is gone, and bounces when none is left', async () => {
    push.answer = (path) => (path === '/push/home-0' ? 410 : 201);
    try {
      const notice = await gameNotice('Gone test');
      await deliverDue(t.deps);
      const row = (await deliveriesOf(notice!.id)).find((d) => d.channel === 'push')!;
      expect(row).toMatchObject({ status: 'bounced' });
      const settings = await t.call('GET', '/api/auth/notification-settings/', {
        token: day.home.families[0]!.token,
      });
      expect(settings.body.push_devices).toBe(0);
    } finally {
      push.answer = () => 201;
    }
  });

  it('refuses a push endpoint of a service that is not allowed, and a bad phone number, storing nothing', async () => {
    const family = day.home.families[0]!;
    expect(
      await t.call('POST', '/api/auth/push-subscriptions/', {
        token: family.token,
        body: browserSubscription('http://169.254.169.254/latest/meta-data'),
      }),
    ).toMatchObject({ status: 400, body: { endpoint: ['This push service is not one we can send to.'] } });
    expect(
      await t.call('POST', '/api/auth/phone/', { token: family.token, body: { number: '555' } }),
    ).toMatchObject({
      status: 400,
      body: { number: ['Enter a mobile number with its area code, like (662) 555-0134.'] },
    });
    expect(
      await t.call('POST', '/api/auth/phone/confirm/', { token: family.token, body: { code: '000000' } }),
    ).toMatchObject({
      status: 400,
    });
  });

  it('settles a text from Twilio’s signed status callback and refuses an unsigned one', async () => {
    const { twilioSignature } = await import('./channels/sms');
    const [sent] = await t.handle.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.channel, 'sms'), inArray(deliveries.status, ['sent', 'delivered'])))
      .limit(1);
    await t.handle.db.update(deliveries).set({ status: 'sent' }).where(eq(deliveries.id, sent!.id));
    const form = { MessageSid: sent!.providerRef!, MessageStatus: 'undelivered', ErrorCode: '30003' };
    const body = new URLSearchParams(form).toString();
    const url = 'http://site.test/api/notify/sms/status/';
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
    expect((await t.call('POST', '/api/notify/sms/status/', { body, headers })).status).toBe(400);
    const signed = await t.call('POST', '/api/notify/sms/status/', {
      body,
      headers: { ...headers, 'X-Twilio-Signature': twilioSignature(SANDBOX_SMS.authToken, url, form) },
    });
    expect(signed.status).toBe(204);
    const [after] = await t.handle.db.select().from(deliveries).where(eq(deliveries.id, sent!.id));
    expect(after).toMatchObject({
      status: 'bounced',
      lastError: 'Not delivered by the provider (error 30003).',
    });
  });
});

async function emailOf(id: number): Promise<string | undefined> {
  const { users } = await import('../db/schema/auth');
  const [row] = await t.handle.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row?.email;
}

async function confirmPhoneDirect(userId: number, number: string) {
  const { accountPhones } = await import('../db/schema/notifications');
  await t.handle.db
    .insert(accountPhones)
    .values({ userId, number, verifiedAt: new Date() })
    .onConflictDoUpdate({ target: accountPhones.userId, set: { number, verifiedAt: new Date() } });
}
