/** How far notices' deliveries have come (the office's and coaches' message lists; issue 39). */
import { count, inArray, sql } from 'drizzle-orm';
import { NO_PROGRESS, type MessageProgress } from '../../src/domain/office/messages';
import type { Db } from '../db/client';
import { deliveries, notificationRecipients } from '../db/schema/notifications';

/** The progress of each notice, by notice id. */
export async function progressOf(
  db: Db,
  noticeIds: readonly number[],
  maxAttempts: number,
): Promise<Map<number, MessageProgress>> {
  const ids = [...new Set(noticeIds)];
  const result = new Map<number, MessageProgress>();
  if (ids.length === 0) return result;
  const [rows, people] = await Promise.all([
    db
      .select({
        notice: deliveries.notificationId,
        status: deliveries.status,
        channel: deliveries.channel,
        held: sql<boolean>`${deliveries.held} <> ''`,
        attempts: deliveries.attempts,
        n: count(),
      })
      .from(deliveries)
      .where(inArray(deliveries.notificationId, ids))
      .groupBy(
        deliveries.notificationId,
        deliveries.status,
        deliveries.channel,
        sql`${deliveries.held} <> ''`,
        deliveries.attempts,
      ),
    db
      .select({
        notice: notificationRecipients.notificationId,
        n: count(),
        // Column names are written out: inside the subquery a bare name would be the delivery's own.
        reached:
          sql<number>`count(*) filter (where exists (select 1 from "deliveries" d where d.notification_id = "notification_recipients"."notification_id" and d.user_id = "notification_recipients"."user_id"))`.mapWith(
            Number,
          ),
      })
      .from(notificationRecipients)
      .where(inArray(notificationRecipients.notificationId, ids))
      .groupBy(notificationRecipients.notificationId),
  ]);
  for (const id of ids) {
    const mine = rows.filter((row) => row.notice === id);
    const sum = (test: (row: (typeof mine)[number]) => boolean) =>
      mine.filter(test).reduce((total, row) => total + row.n, 0);
    const who = people.find((row) => row.notice === id);
    const progress: MessageProgress = {
      ...NO_PROGRESS,
      recipients: who?.n ?? 0,
      unreached: (who?.n ?? 0) - (who?.reached ?? 0),
      total: sum(() => true),
      queued: sum((row) => row.status === 'queued'),
      held: sum((row) => row.status === 'queued' && row.held),
      sent: sum((row) => row.status === 'sent'),
      delivered: sum((row) => row.status === 'delivered'),
      failed: sum((row) => row.status === 'failed'),
      bounced: sum((row) => row.status === 'bounced'),
      channels: {
        email: sum((row) => row.channel === 'email'),
        sms: sum((row) => row.channel === 'sms'),
        push: sum((row) => row.channel === 'push'),
      },
    };
    const retrying = sum((row) => row.status === 'failed' && row.attempts < maxAttempts);
    result.set(id, { ...progress, done: progress.queued === 0 && retrying === 0 });
  }
  return result;
}
