/**
 * A person's side of the notification path (issue 39):
 *
 * - GET/PUT /auth/notification-settings/: channels (e-mail, texts, push), non-essential messages on
 *   or off, quiet hours; with the address, the phone and the number of push devices.
 * - POST /auth/phone/ {number}: adds (or replaces) the account's mobile number and texts it a
 *   6-digit code (10 minutes; at most PHONE_CODES_PER_HOUR codes an hour per account);
 *   POST /auth/phone/confirm/ {code} confirms it (5 wrong codes end the code); DELETE removes it.
 * - POST /auth/push-subscriptions/ {endpoint, keys}: this browser opts in to Web Push (only the
 *   configured push services' endpoints are taken); POST …/remove/ {endpoint} opts it out.
 * - POST /notify/stop/ {token} (or ?token=, RFC 8058 one-click): the stop link of every mail and
 *   text: no more non-essential messages; game changes such as cancellations still go out.
 * - POST /notify/sms/status/: Twilio's status callback (form-encoded, X-Twilio-Signature checked
 *   with the auth token): a text sent is settled delivered, or bounced when undelivered.
 */
import { createHash, randomInt } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  NOTIFY_MESSAGES,
  minutesOf,
  notificationSettingsSchema,
  phoneCodeSchema,
  phoneInputSchema,
  pushSubscriptionSchema,
  timeOfMinutes,
  type NotificationProfile,
} from '../../../src/domain/notify';
import type { UserRow } from '../../context';
import type { Db } from '../../db/client';
import { accountPhones, notificationSettings, pushSubscriptions } from '../../db/schema/notifications';
import { detailError, fieldError } from '../../http/errors';
import { enforceLimit } from '../../http/rate-limit';
import { routes } from '../../http/router';
import { readBody } from '../../http/validation';
import { allowedEndpoint } from '../../notify/channels/push';
import { validTwilioSignature } from '../../notify/channels/sms';
import { settleText } from '../../notify/deliver';
import { readLink } from '../../notify/links';
import { notify } from '../../notify/notify';
import { settingsOf } from '../../notify/settings';

const CODE_TTL_MS = 10 * 60 * 1000;
const CODE_TRIES = 5;
const PHONE_CODES_PER_HOUR = { bucket: 'phone-code', max: 5, windowMs: 3_600_000 };
const pushEndpointSchema = v.object({ endpoint: v.pipe(v.string(), v.maxLength(1000)) });

const hashCode = (phoneId: number, code: string) =>
  createHash('sha256').update(`${phoneId}:${code}`).digest('hex');

/** The caller's settings and what they reach. */
async function profileOf(
  db: Db,
  user: UserRow,
  pushKey: string,
  smsAvailable: boolean,
): Promise<NotificationProfile> {
  const [settings, [phone], [devices]] = await Promise.all([
    settingsOf(db, [user.id]),
    db.select().from(accountPhones).where(eq(accountPhones.userId, user.id)),
    db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)),
  ]);
  const mine = settings.get(user.id)!;
  return {
    email: mine.email,
    sms: mine.sms,
    push: mine.push,
    non_essential: mine.nonEssential,
    quiet_start: mine.quietStart === null ? null : timeOfMinutes(mine.quietStart),
    quiet_end: mine.quietEnd === null ? null : timeOfMinutes(mine.quietEnd),
    email_address: user.email,
    email_confirmed: user.emailVerifiedAt !== null,
    phone: phone ? { number: phone.number, confirmed: phone.verifiedAt !== null } : null,
    push_devices: devices?.n ?? 0,
    push_key: pushKey,
    sms_available: smsAvailable,
  };
}

export const notificationSettingsRoutes = routes('/auth/notification-settings')
  .get('/', async (c) => {
    const { deps, user } = c.var;
    return c.json(await profileOf(deps.db, user, deps.push.publicKey, deps.sms !== null));
  })
  .put('/', async (c) => {
    const { deps, user } = c.var;
    const input = await readBody(c, notificationSettingsSchema);
    const values = {
      email: input.email,
      sms: input.sms,
      push: input.push,
      nonEssential: input.non_essential,
      quietStart: minutesOf(input.quiet_start),
      quietEnd: minutesOf(input.quiet_end),
      updatedAt: new Date(),
    };
    await deps.db
      .insert(notificationSettings)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
    return c.json(await profileOf(deps.db, user, deps.push.publicKey, deps.sms !== null));
  });

export const phoneRoutes = routes('/auth/phone')
  .post('/', async (c) => {
    const { deps, user } = c.var;
    const { number } = await readBody(c, phoneInputSchema);
    if (!deps.sms) throw detailError(409, NOTIFY_MESSAGES.smsOff);
    await enforceLimit(
      deps.db,
      PHONE_CODES_PER_HOUR,
      String(user.id),
      'Too many codes asked for. Try again in an hour.',
    );
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = new Date();
    await deps.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(accountPhones)
        .where(eq(accountPhones.userId, user.id))
        .for('update');
      const same = existing?.number === number;
      const [row] = existing
        ? await tx
            .update(accountPhones)
            .set({
              number,
              // A new number is unconfirmed until its code comes back; the same number stays confirmed.
              verifiedAt: same ? existing.verifiedAt : null,
              codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS),
              codeAttempts: 0,
            })
            .where(eq(accountPhones.id, existing.id))
            .returning()
        : await tx
            .insert(accountPhones)
            .values({ userId: user.id, number, codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS) })
            .returning();
      await tx
        .update(accountPhones)
        .set({ codeHash: hashCode(row!.id, code) })
        .where(eq(accountPhones.id, row!.id));
      await notify(
        tx,
        { smsAvailable: true },
        {
          kind: 'phone_code',
          subject: 'Mid-South Youth Sports League',
          text: `Your code to confirm this number is ${code}. It works for 10 minutes.`,
          recipients: [{ userId: user.id, email: user.email, confirmed: user.emailVerifiedAt !== null }],
          audienceLabel: 'Your account',
          urgent: true,
          essential: true,
          channels: ['sms'],
          smsTo: number,
          createdBy: user.id,
        },
        now,
      );
    });
    return c.json({ detail: NOTIFY_MESSAGES.codeSent, phone: { number, confirmed: false } }, 201);
  })
  .post('/confirm', async (c) => {
    const { deps, user } = c.var;
    const { code } = await readBody(c, phoneCodeSchema);
    const now = new Date();
    const answer = await deps.db.transaction(async (tx) => {
      const [phone] = await tx
        .select()
        .from(accountPhones)
        .where(eq(accountPhones.userId, user.id))
        .for('update');
      if (!phone || !phone.codeHash) return { error: NOTIFY_MESSAGES.noPhoneCode } as const;
      if (!phone.codeExpiresAt || phone.codeExpiresAt <= now)
        return { error: NOTIFY_MESSAGES.codeExpired } as const;
      if (phone.codeAttempts >= CODE_TRIES) return { error: NOTIFY_MESSAGES.codeTooMany } as const;
      if (phone.codeHash !== hashCode(phone.id, code)) {
        await tx
          .update(accountPhones)
          .set({ codeAttempts: phone.codeAttempts + 1 })
          .where(eq(accountPhones.id, phone.id));
        return { error: NOTIFY_MESSAGES.codeWrong } as const;
      }
      await tx
        .update(accountPhones)
        .set({ verifiedAt: now, codeHash: null, codeExpiresAt: null, codeAttempts: 0 })
        .where(eq(accountPhones.id, phone.id));
      return { number: phone.number } as const;
    });
    if ('error' in answer) throw fieldError({ code: [answer.error!] });
    return c.json({
      detail: NOTIFY_MESSAGES.phoneConfirmed,
      phone: { number: answer.number, confirmed: true },
    });
  })
  .delete('/', async (c) => {
    const { deps, user } = c.var;
    await deps.db.delete(accountPhones).where(eq(accountPhones.userId, user.id));
    return c.body(null, 204);
  });

export const pushSubscriptionRoutes = routes('/auth/push-subscriptions')
  .post('/', async (c) => {
    const { deps, user } = c.var;
    const input = await readBody(c, pushSubscriptionSchema);
    if (!deps.push.publicKey) throw detailError(409, NOTIFY_MESSAGES.pushUnavailable);
    if (!allowedEndpoint(deps.config.messages.push, input.endpoint)) {
      throw fieldError({ endpoint: [NOTIFY_MESSAGES.pushEndpoint] });
    }
    // One row per endpoint: a browser another account used here is this account's now.
    await deps.db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: user.id, p256dh: input.keys.p256dh, auth: input.keys.auth, createdAt: new Date() },
      });
    const [devices] = await deps.db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    return c.json({ push_devices: devices?.n ?? 0 }, 201);
  })
  .post('/remove', async (c) => {
    const { deps, user } = c.var;
    const input = await readBody(c, pushEndpointSchema);
    await deps.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, user.id), eq(pushSubscriptions.endpoint, input.endpoint)));
    const [devices] = await deps.db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    return c.json({ push_devices: devices?.n ?? 0 });
  });

export const notifyPublicRoutes = routes('/notify')
  .post('/stop', async (c) => {
    const { deps } = c.var;
    let token = c.req.query('token') ?? '';
    if (!token && /json/i.test(c.req.header('content-type') ?? '')) {
      const body = (await c.req.json().catch(() => null)) as { token?: unknown } | null;
      token = typeof body?.token === 'string' ? body.token : '';
    }
    const link = token.length <= 2000 ? await readLink(deps.config.jwtSecret, token) : null;
    if (!link?.ok || link.claims.purpose !== 'stop') throw detailError(400, NOTIFY_MESSAGES.stopInvalid);
    const { userId } = link.claims;
    await deps.db
      .insert(notificationSettings)
      .values({ userId, nonEssential: false })
      .onConflictDoUpdate({
        target: notificationSettings.userId,
        set: { nonEssential: false, updatedAt: new Date() },
      })
      // The account may be gone: the link then stops nothing and says the same.
      .catch(() => undefined);
    return c.json({ detail: NOTIFY_MESSAGES.stopped });
  })
  .post('/sms/status', async (c) => {
    const { deps } = c.var;
    const sms = deps.config.messages.sms;
    if (sms.provider === 'off') throw detailError(404, 'Not found.');
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const url = `${deps.config.siteUrl}/api/notify/sms/status/`;
    if (!validTwilioSignature(sms.authToken, url, form, c.req.header('x-twilio-signature'))) {
      // 400, not 403: the route is open to the provider; a request it did not sign is a bad request.
      throw detailError(400, 'The request signature is not valid.');
    }
    const sid = form['MessageSid'] ?? '';
    const status = form['MessageStatus'] ?? '';
    if (!/^(SM|MM)[0-9a-f]{32}$/.test(sid)) throw detailError(400, 'MessageSid is missing.');
    const code = Number(form['ErrorCode']);
    await settleText(deps, sid, status, Number.isFinite(code) && code > 0 ? code : null);
    return c.body(null, 204);
  });
