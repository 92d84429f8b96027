/**
 * Sending the notification path's deliveries (issue 39), in the background of every API process:
 * one kind of job of the one job loop (server/jobs/loop.ts), with the availability reminders.
 *
 * A round claims due deliveries — queued, or failed with tries left, whose next_attempt_at has come —
 * with FOR UPDATE SKIP LOCKED and a lease (claimed_until), so processes running at once never take
 * the same row, and a process that dies mid-send leaves its rows to a later round once the lease
 * ends. Each is sent by its channel:
 * - e-mail (server/mail/mailer.ts): 'sent' once the mail server took it; a 5xx refusal is 'bounced';
 * - texts (server/notify/channels/sms.ts): 'sent' once the provider took it (its message id kept),
 *   then 'delivered', or 'bounced' when the provider reports it undelivered, read from the
 *   provider's status callback or asked by later rounds; an invalid, blocked or landline number is
 *   'bounced' at once;
 * - push (server/notify/channels/push.ts): every device of the person; 'delivered' once a push
 *   service took it for one device; devices the service says are gone are removed, and a person with
 *   none left is 'bounced'.
 * Anything else (a timeout, a 5xx or 429 from a provider) is 'failed' and tried again: the wait is
 * MESSAGE_RETRY_DELAY_MS, doubling with each try, at most MESSAGE_DELIVERY_MAX_ATTEMPTS tries.
 * A notice that is not urgent and falls in the person's quiet hours waits until they end (held).
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { dashboardPath } from '../../src/domain/roles';
import { calledOff } from '../../src/domain/game-states';
import { quietUntil } from '../../src/domain/notify';
import type { AppDeps } from '../context';
import { users } from '../db/schema/auth';
import { deliveries, notifications, pushSubscriptions } from '../db/schema/notifications';
import { startLoop, type BackgroundLoop } from '../jobs/loop';
import { permanentMailFailure } from '../mail/mailer';
import { sweepClock } from '../jobs/test-clock';
import { availabilityRound, findOccasion, occasionPlayers } from '../availability/service';
import { availabilityLinkUrl, signLink, stopLinkUrl } from './links';
import { settingsOf } from './settings';

/** Deliveries claimed per round. */
const BATCH = 50;
/** How long a claim holds: a send that takes longer is presumed dead and tried again. */
const LEASE_MS = 5 * 60 * 1000;
/** Stop links last as long as people keep old mail. */
const STOP_LINK_MS = 10 * 365 * 24 * 3_600_000;
/** How long a push service keeps a notice for a device that is offline. */
const PUSH_TTL_SECONDS = 24 * 3600;
/** SMS statuses that settle a text. */
const SMS_DELIVERED = new Set(['delivered', 'read']);
const SMS_NOT_DELIVERED = new Set(['undelivered', 'failed', 'canceled']);

type NoticeRow = typeof notifications.$inferSelect;
type DeliveryRow = typeof deliveries.$inferSelect;

/** What one person reads of one notice, per channel. */
interface Rendered {
  mail: { subject: string; text: string; headers: Record<string, string> };
  sms: string;
  push: string;
}

/** A site path or a full address, as a full address. */
const absolute = (siteUrl: string, link: string) => (/^https?:\/\//.test(link) ? link : `${siteUrl}${link}`);

/** Lays out a notice for one person: their availability link, the stop link, their portal. */
async function render(deps: AppDeps, notice: NoticeRow, userId: number, now: Date): Promise<Rendered> {
  const { config, db } = deps;
  const [account] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  const portal = `${config.siteUrl}${dashboardPath(account?.role)}`;
  const stop = stopLinkUrl(
    config.siteUrl,
    await signLink(config.jwtSecret, { purpose: 'stop', userId }, new Date(now.getTime() + STOP_LINK_MS)),
  );
  let answer = '';
  const occasionKind = notice.gameId ? 'game' : notice.eventId ? 'event' : null;
  if (occasionKind && notice.kind !== 'minimum_players') {
    const occasion = await findOccasion(db, occasionKind, (notice.gameId ?? notice.eventId)!);
    if (occasion && occasion.endsAt > now && !calledOff(occasion.status)) {
      const players = await occasionPlayers(db, occasion, userId);
      if (players.length > 0) {
        const token = await signLink(
          config.jwtSecret,
          { purpose: 'availability', userId, kind: occasion.kind, occasion: occasion.id },
          occasion.endsAt,
        );
        answer = availabilityLinkUrl(config.siteUrl, token);
      }
    }
  }
  const link = notice.link ? absolute(config.siteUrl, notice.link) : '';
  const mailText = [
    notice.text,
    ...(answer ? ['', `Who is coming? Answer Going, Not going or Maybe (no sign-in needed): ${answer}`] : []),
    ...(link ? ['', `Open: ${link}`] : []),
    '',
    '—',
    `Sent by the Mid-South Youth Sports League to: ${notice.audienceLabel}.`,
    `Your messages from the league are also in your portal: ${portal}`,
    `Stop non-essential messages (game changes such as cancellations still reach you): ${stop}`,
  ].join('\n');
  const short = notice.text.length > 240 ? `${notice.text.slice(0, 237)}…` : notice.text;
  const sms = [
    `${notice.subject}: ${short}`,
    answer ? `Answer: ${answer}` : link ? link : '',
    `Stop non-urgent texts: ${stop}`,
  ]
    .filter(Boolean)
    .join('\n');
  const push = JSON.stringify({
    title: notice.subject,
    body: short,
    url: answer || link || portal,
    tag: `notice-${notice.id}`,
  });
  // One-click unsubscribe (RFC 8058): the mail client POSTs the API's stop route.
  const oneClick = `${config.siteUrl}/api/notify/stop/?token=${new URL(stop).searchParams.get('token')}`;
  return {
    mail: {
      subject: notice.subject,
      text: mailText,
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    },
    sms,
    push,
  };
}

/** How one try ended. */
type Outcome =
  | { status: 'sent' | 'delivered'; ref?: string | null; note?: string }
  | { status: 'failed' | 'bounced'; reason: string };

/** Sends one delivery by its channel. */
async function send(
  deps: AppDeps,
  delivery: DeliveryRow,
  notice: NoticeRow,
  rendered: Rendered,
): Promise<Outcome> {
  const now = new Date();
  if (delivery.channel === 'email') {
    try {
      await deps.mailer.send({ to: delivery.address, ...rendered.mail });
      return { status: 'sent' };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { status: permanentMailFailure(error) ? 'bounced' : 'failed', reason };
    }
  }
  if (delivery.channel === 'sms') {
    if (!deps.sms) return { status: 'bounced', reason: 'Texts are off (SMS_PROVIDER).' };
    const result = await deps.sms.send({ to: delivery.address, body: rendered.sms });
    if (result.ok) return { status: 'sent', ref: result.ref };
    return { status: result.permanent ? 'bounced' : 'failed', reason: result.reason };
  }
  if (delivery.channel === 'push') {
    const devices = await deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, delivery.userId!));
    if (devices.length === 0) return { status: 'bounced', reason: 'No device is subscribed any more.' };
    let delivered = 0;
    let retry = '';
    let gone = 0;
    for (const device of devices) {
      const result = await deps.push.send(device, rendered.push, {
        urgent: notice.urgent,
        ttlSeconds: PUSH_TTL_SECONDS,
      });
      if (result.outcome === 'delivered') {
        delivered += 1;
        await deps.db
          .update(pushSubscriptions)
          .set({ lastSuccessAt: now })
          .where(eq(pushSubscriptions.id, device.id));
      } else if (result.outcome === 'gone' || result.outcome === 'refused') {
        gone += 1;
        await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      } else retry = result.reason;
    }
    if (delivered > 0) return { status: 'delivered', note: `${delivered} of ${devices.length} devices` };
    if (retry) return { status: 'failed', reason: retry };
    return { status: 'bounced', reason: `${gone} device${gone === 1 ? '' : 's'} gone` };
  }
  return { status: 'bounced', reason: `Unknown channel ${delivery.channel}` };
}

/** Sends the deliveries due on `now`, a batch at a time until none is left; answers how many were tried. */
export async function deliverDue(deps: AppDeps, now = new Date()): Promise<number> {
  const { db, config } = deps;
  const { maxAttempts, retryDelayMs } = config.messages;
  const notices = new Map<number, NoticeRow>();
  // A person gets one notice by several channels: laid out once.
  const layouts = new Map<string, Promise<Rendered>>();
  const layout = (notice: NoticeRow, userId: number) => {
    const key = `${notice.id}:${userId}`;
    let made = layouts.get(key);
    if (!made) {
      made = render(deps, notice, userId, now);
      layouts.set(key, made);
    }
    return made;
  };
  let tried = 0;
  for (;;) {
    const due = db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        and(
          inArray(deliveries.status, ['queued', 'failed']),
          lt(deliveries.attempts, maxAttempts),
          lte(deliveries.nextAttemptAt, now),
          or(isNull(deliveries.claimedUntil), lt(deliveries.claimedUntil, now)),
        ),
      )
      .orderBy(asc(deliveries.nextAttemptAt), asc(deliveries.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(deliveries)
      .set({ claimedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(deliveries.id, due))
      .returning();
    if (claimed.length === 0) return tried;
    claimed.sort((a, b) => a.id - b.id);
    const missing = [...new Set(claimed.map((d) => d.notificationId))].filter((id) => !notices.has(id));
    if (missing.length) {
      for (const row of await db.select().from(notifications).where(inArray(notifications.id, missing))) {
        notices.set(row.id, row);
      }
    }
    const settings = await settingsOf(
      db,
      claimed.map((d) => d.userId).filter((id): id is number => id !== null),
    );
    for (const delivery of claimed) {
      const notice = notices.get(delivery.notificationId)!;
      // Quiet hours are read again at sending time (they may have been set since, or a clock changed).
      const choice = delivery.userId === null ? undefined : settings.get(delivery.userId);
      const quiet = notice.urgent || !choice ? null : quietUntil(now, choice.quietStart, choice.quietEnd);
      if (quiet) {
        await db
          .update(deliveries)
          .set({ nextAttemptAt: quiet, held: 'quiet hours', claimedUntil: null })
          .where(eq(deliveries.id, delivery.id));
        continue;
      }
      tried += 1;
      const attempts = delivery.attempts + 1;
      let outcome: Outcome;
      try {
        outcome =
          delivery.userId === null
            ? { status: 'bounced', reason: 'The account is gone.' }
            : await send(deps, delivery, notice, await layout(notice, delivery.userId));
      } catch (error) {
        outcome = { status: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
      const at = new Date();
      if (!('reason' in outcome)) {
        await db
          .update(deliveries)
          .set({
            status: outcome.status,
            attempts,
            held: '',
            sentAt: at,
            deliveredAt: outcome.status === 'delivered' ? at : null,
            providerRef: outcome.ref ?? null,
            lastError: outcome.note ?? '',
            claimedUntil: null,
          })
          .where(eq(deliveries.id, delivery.id));
      } else {
        await db
          .update(deliveries)
          .set({
            status: outcome.status,
            attempts,
            held: '',
            lastError: outcome.reason.slice(0, 500),
            claimedUntil: null,
            nextAttemptAt: new Date(now.getTime() + retryDelayMs * 2 ** (attempts - 1)),
          })
          .where(eq(deliveries.id, delivery.id));
      }
    }
    if (claimed.length < BATCH) return tried;
  }
}

/** Settles a text from the provider's report (status callback or a poll): delivered, or bounced. */
export async function settleText(
  deps: Pick<AppDeps, 'db'>,
  ref: string,
  status: string,
  errorCode: number | null,
  now = new Date(),
): Promise<boolean> {
  const value = status.toLowerCase();
  const update = SMS_DELIVERED.has(value)
    ? { status: 'delivered', deliveredAt: now }
    : SMS_NOT_DELIVERED.has(value)
      ? {
          status: 'bounced',
          lastError: `Not delivered by the provider${errorCode ? ` (error ${errorCode})` : ''}.`,
        }
      : null;
  if (!update) return false;
  const rows = await deps.db
    .update(deliveries)
    .set(update)
    .where(and(eq(deliveries.channel, 'sms'), eq(deliveries.providerRef, ref), eq(deliveries.status, 'sent')))
    .returning({ id: deliveries.id });
  return rows.length > 0;
}

/** Asks the provider about texts sent and not settled yet (for providers without a callback reaching us). */
export async function pollTexts(deps: AppDeps, now = new Date()): Promise<number> {
  if (!deps.sms) return 0;
  const rows = await deps.db
    .select({ ref: deliveries.providerRef })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.channel, 'sms'),
        eq(deliveries.status, 'sent'),
        sql`${deliveries.providerRef} is not null`,
        // The provider's status callback settles most texts first; a poll asks after a short wait.
        lte(deliveries.sentAt, new Date(now.getTime() - 2_000)),
      ),
    )
    .limit(200);
  let settled = 0;
  for (const { ref } of rows) {
    const state = await deps.sms.state(ref!);
    if (state && (await settleText(deps, ref!, state.status, state.errorCode, now))) settled += 1;
  }
  return settled;
}

/** One round of the notification job: reminders by the clock, then sending, then texts' reports. */
export async function notifyRound(deps: AppDeps, now = new Date()): Promise<void> {
  await availabilityRound(deps, now);
  await deliverDue(deps, now);
  await pollTexts(deps, now);
}

/** A running notification loop. */
export type DeliveryLoop = BackgroundLoop;

/**
 * Starts the notification job every MESSAGE_DELIVERY_INTERVAL_MS in this process. Its clock is the
 * test clock when one is configured (TEST_CLOCK_FILE, never in production), as the waitlist sweep's.
 */
export function startDeliveryLoop(deps: AppDeps): DeliveryLoop {
  const clock = sweepClock(deps.config.capacity);
  return startLoop('Notifications', deps.config.messages.intervalMs, () => notifyRound(deps, clock()));
}
