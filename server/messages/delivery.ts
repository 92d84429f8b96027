/**
 * Mailing messages to families, one recipient at a time, in the background of every API process.
 *
 * A run claims due deliveries (pending, or failed with attempts left and their retry time come) with
 * FOR UPDATE SKIP LOCKED and a lease (claimed_until), so replicas running at once never take the same
 * row, and a process that dies mid-send leaves its rows to a later run once the lease ends. Each
 * claimed row is mailed on its own: sent (sent_at), or failed (last_error; tried again after
 * MESSAGE_RETRY_DELAY_MS, doubling, up to MESSAGE_DELIVERY_MAX_ATTEMPTS tries). One failure never
 * stops the others.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { startLoop, type BackgroundLoop } from '../jobs/loop';
import { familyMessages, messageDeliveries } from '../db/schema/messages';

/** Deliveries claimed per round. */
const BATCH = 20;
/** How long a claim holds: a send that takes longer is presumed dead and tried again. */
const LEASE_MS = 5 * 60 * 1000;

type MessageRow = typeof familyMessages.$inferSelect;

/** The mail of a message to one recipient: its subject, the body as written, and where to read it. */
function mailText(message: MessageRow, siteUrl: string): string {
  return [
    message.body,
    '',
    '—',
    `Sent by the Mid-South Youth Sports League office to: ${message.audienceLabel}.`,
    `Your messages from the league are also in your portal: ${siteUrl}/portal/parent`,
  ].join('\n');
}

/** Mails the deliveries due on `now`, a batch at a time until none is left; answers how many were tried. */
export async function deliverDue(deps: AppDeps, now = new Date()): Promise<number> {
  const { db, mailer, config } = deps;
  const { maxAttempts, retryDelayMs } = config.messages;
  const messages = new Map<number, MessageRow>();
  let tried = 0;
  for (;;) {
    const due = db
      .select({ id: messageDeliveries.id })
      .from(messageDeliveries)
      .where(
        and(
          inArray(messageDeliveries.status, ['pending', 'failed']),
          lt(messageDeliveries.attempts, maxAttempts),
          lte(messageDeliveries.nextAttemptAt, now),
          or(isNull(messageDeliveries.claimedUntil), lt(messageDeliveries.claimedUntil, now)),
        ),
      )
      .orderBy(asc(messageDeliveries.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(messageDeliveries)
      .set({
        claimedUntil: new Date(now.getTime() + LEASE_MS),
        attempts: sql`${messageDeliveries.attempts} + 1`,
      })
      .where(inArray(messageDeliveries.id, due))
      .returning();
    if (claimed.length === 0) return tried;
    claimed.sort((a, b) => a.id - b.id);
    for (const delivery of claimed) {
      tried += 1;
      let message = messages.get(delivery.messageId);
      if (!message) {
        [message] = await db.select().from(familyMessages).where(eq(familyMessages.id, delivery.messageId));
        if (message) messages.set(message.id, message);
      }
      try {
        if (!message) throw new Error('message not found');
        await mailer.send({
          to: delivery.email,
          subject: message.subject,
          text: mailText(message, config.siteUrl),
        });
        await db
          .update(messageDeliveries)
          .set({ status: 'sent', sentAt: new Date(), claimedUntil: null, lastError: '' })
          .where(eq(messageDeliveries.id, delivery.id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .update(messageDeliveries)
          .set({
            status: 'failed',
            lastError: reason.slice(0, 500),
            claimedUntil: null,
            nextAttemptAt: new Date(now.getTime() + retryDelayMs * 2 ** (delivery.attempts - 1)),
          })
          .where(eq(messageDeliveries.id, delivery.id));
      }
    }
    if (claimed.length < BATCH) return tried;
  }
}

/** A running delivery loop. */
export type DeliveryLoop = BackgroundLoop;

/** Starts mailing due deliveries every MESSAGE_DELIVERY_INTERVAL_MS in this process. */
export function startDeliveryLoop(deps: AppDeps): DeliveryLoop {
  return startLoop('Message delivery', deps.config.messages.intervalMs, () => deliverDue(deps));
}
