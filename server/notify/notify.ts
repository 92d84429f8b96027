/**
 * The one notification path (issue 39; ARCHITECTURE "One notification path"). Features ask it to
 * notify people; they never mail or text directly:
 *
 * ```ts
 * await notify(tx, {
 *   kind: 'official_offer',               // what it is (NoticeKind)
 *   subject: 'Game offered: Storm v Tigers',
 *   text: 'Saturday 9:00 AM at Snowden Field. Accept or decline in your referee page.',
 *   link: '/referee',                     // where to act (a site path or a full address)
 *   recipients,                           // Recipient[] (server/messages/audience.ts resolves audiences)
 *   audienceLabel: 'Officials of Storm v Tigers',
 *   urgent: false,                        // true: quiet hours do not hold it
 *   essential: false,                     // true: sent even to people who stopped non-essential messages
 *   gameDay: false,                       // true: about the person's own player (ownPlayer): may go to an unconfirmed address
 *   gameId, eventId, teamId, messageId,   // what it is about (optional)
 *   dedupeKey: 'offer:12:7',              // optional: a notice that must exist once (by the clock, or retried)
 *   createdBy: user.id,
 * });
 * ```
 *
 * It stores, in the caller's transaction, the notice, its recipients (their portal inbox) and one
 * delivery per person and channel they can be reached by — e-mail, a confirmed mobile number
 * (texts), the devices they opted in to Web Push — as each chose (server/notify/settings.ts). The
 * job loop (server/notify/deliver.ts) sends them. Rules, per person:
 * - someone who stopped non-essential messages gets no delivery of a notice that is not essential
 *   (it is still in their portal); essential notices (game changes such as cancellations) always go
 *   out, by e-mail when the person chose no channel that can reach them;
 * - e-mail goes to confirmed addresses only, except a game-day notice about the person's own player;
 * - a notice that is not urgent, asked for in the person's quiet hours, waits until they end.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Channel } from '../../src/domain/notify';
import { quietUntil } from '../../src/domain/notify';
import type { Db } from '../db/client';
import {
  accountPhones,
  deliveries,
  notificationRecipients,
  notifications,
  pushSubscriptions,
} from '../db/schema/notifications';
import type { Recipient } from '../messages/audience';
import { settingsOf } from './settings';

/** What a notice is. */
export type NoticeKind =
  | 'message'
  | 'team_message'
  | 'game_change'
  | 'availability_reminder'
  | 'minimum_players'
  | 'phone_code'
  | 'official_offer'
  | (string & {});

/** A request to notify people (see the module's comment). */
export interface NoticeRequest {
  kind: NoticeKind;
  subject: string;
  text: string;
  link?: string;
  recipients: readonly Recipient[];
  audienceLabel: string;
  urgent?: boolean;
  essential?: boolean;
  gameDay?: boolean;
  messageId?: number | null;
  gameId?: number | null;
  eventId?: number | null;
  teamId?: number | null;
  dedupeKey?: string;
  createdBy?: number | null;
  /** Only these channels (a phone code goes by text alone); default every channel. */
  channels?: readonly Channel[];
  /** A text to this number whatever the settings (a confirmation code to a number not yet confirmed). */
  smsTo?: string;
}

/** What was stored: the notice and how many people and deliveries; null when its dedupe key was taken. */
export interface NoticeStored {
  id: number;
  recipients: number;
  deliveries: number;
}

/** Whether texts can be sent at all (an SMS provider is configured); push needs VAPID keys (pushAvailable, default true). */
export interface NotifyChannels {
  smsAvailable: boolean;
  pushAvailable?: boolean;
}

/** Stores a notice and its deliveries in `db` (the caller's transaction); the job loop sends them. */
export async function notify(
  db: Db,
  channels: NotifyChannels,
  request: NoticeRequest,
  now = new Date(),
): Promise<NoticeStored | null> {
  const [notice] = await db
    .insert(notifications)
    .values({
      kind: request.kind,
      subject: request.subject,
      text: request.text,
      link: request.link ?? '',
      urgent: request.urgent ?? false,
      essential: request.essential ?? false,
      audienceLabel: request.audienceLabel,
      messageId: request.messageId ?? null,
      gameId: request.gameId ?? null,
      eventId: request.eventId ?? null,
      teamId: request.teamId ?? null,
      dedupeKey: request.dedupeKey ?? null,
      createdById: request.createdBy ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  if (!notice) return null;
  const people = [...new Map(request.recipients.map((r) => [r.userId, r])).values()];
  if (people.length === 0) return { id: notice.id, recipients: 0, deliveries: 0 };
  await db
    .insert(notificationRecipients)
    .values(people.map((person) => ({ notificationId: notice.id, userId: person.userId })))
    .onConflictDoNothing();

  const ids = people.map((person) => person.userId);
  const [settings, phones, devices] = await Promise.all([
    settingsOf(db, ids),
    db
      .select({ userId: accountPhones.userId, number: accountPhones.number })
      .from(accountPhones)
      .where(and(inArray(accountPhones.userId, ids), isNotNull(accountPhones.verifiedAt))),
    db
      .select({ userId: pushSubscriptions.userId, n: sql<number>`count(*)::int` })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, ids))
      .groupBy(pushSubscriptions.userId),
  ]);
  const phoneOf = new Map(phones.map((row) => [row.userId, row.number]));
  const devicesOf = new Map(devices.map((row) => [row.userId, row.n]));
  const allowed = new Set<Channel>(request.channels ?? ['email', 'sms', 'push']);
  const rows: (typeof deliveries.$inferInsert)[] = [];
  for (const person of people) {
    const choice = settings.get(person.userId)!;
    const quiet = request.urgent ? null : quietUntil(now, choice.quietStart, choice.quietEnd);
    const add = (channel: Channel, address: string) =>
      rows.push({
        notificationId: notice.id,
        userId: person.userId,
        channel,
        address,
        nextAttemptAt: quiet ?? now,
        held: quiet ? 'quiet hours' : '',
        createdAt: now,
      });
    if (request.smsTo) {
      if (channels.smsAvailable) add('sms', request.smsTo);
      continue;
    }
    if (!request.essential && !choice.nonEssential) continue;
    const mailable = person.confirmed || (Boolean(request.gameDay) && Boolean(person.ownPlayer));
    const phone = phoneOf.get(person.userId);
    const chosen: [Channel, string][] = [];
    if (allowed.has('email') && choice.email && mailable) chosen.push(['email', person.email]);
    if (allowed.has('sms') && choice.sms && phone && channels.smsAvailable) chosen.push(['sms', phone]);
    const n = devicesOf.get(person.userId) ?? 0;
    if (allowed.has('push') && choice.push && n > 0)
      chosen.push(['push', `${n} device${n === 1 ? '' : 's'}`]);
    // Essential notices always go out: by e-mail when no chosen channel can reach the person.
    if (chosen.length === 0 && request.essential && mailable && allowed.has('email'))
      chosen.push(['email', person.email]);
    for (const [channel, address] of chosen) add(channel, address);
  }
  if (rows.length > 0) {
    // One statement per 500 rows keeps each insert's parameters well under PostgreSQL's limit.
    for (let start = 0; start < rows.length; start += 500) {
      await db
        .insert(deliveries)
        .values(rows.slice(start, start + 500))
        .onConflictDoNothing();
    }
  }
  return { id: notice.id, recipients: people.length, deliveries: rows.length };
}

/** The notices a person received, newest first (the portal's inbox). */
export function inboxOf(db: Db, userId: number) {
  return db
    .select({ notice: notifications })
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .where(eq(notificationRecipients.userId, userId));
}
