/**
 * /office/messages/: messages from the league office to families or coaches (staff only).
 *
 * - POST /: stores the message, a delivery per recipient account and the audit entry in one
 *   transaction, and answers at once (201); the delivery loop of the API processes mails them one
 *   recipient at a time (server/messages/delivery.ts). Accounts that have not confirmed their
 *   address are not mailed (their delivery is 'skipped'); their portal shows the message.
 * - GET /: the messages sent, newest first, each with its progress.
 * - GET /{id}/: one message and its progress (the office polls it while the message is sent).
 */
import { count, eq, inArray } from 'drizzle-orm';
import {
  MESSAGE_FORM_MESSAGES,
  messageInputSchema,
  type MessageProgress,
  type OfficeMessage,
} from '../../../src/domain/office/messages';
import { personName, recordAudit } from '../../audit/log';
import { clientIp } from '../../context';
import type { Db } from '../../db/client';
import { familyMessages, messageDeliveries } from '../../db/schema/messages';
import { fieldError, notFound } from '../../http/errors';
import { listHandler, type ListConfig } from '../../http/list';
import { parseId } from '../../http/query';
import { routes } from '../../http/router';
import { readBody } from '../../http/validation';
import { resolveAudience } from '../../messages/audience';

type MessageRow = typeof familyMessages.$inferSelect;

/** The progress of each message, by id. */
async function progressOf(db: Db, ids: number[], maxAttempts: number): Promise<Map<number, MessageProgress>> {
  const rows = ids.length
    ? await db
        .select({
          message: messageDeliveries.messageId,
          status: messageDeliveries.status,
          spent: messageDeliveries.attempts,
          n: count(),
        })
        .from(messageDeliveries)
        .where(inArray(messageDeliveries.messageId, ids))
        .groupBy(messageDeliveries.messageId, messageDeliveries.status, messageDeliveries.attempts)
    : [];
  const result = new Map<number, MessageProgress>();
  for (const id of ids) {
    const mine = rows.filter((row) => row.message === id);
    const sum = (status: string) =>
      mine.filter((row) => row.status === status).reduce((total, row) => total + row.n, 0);
    const retrying = mine
      .filter((row) => row.status === 'failed' && row.spent < maxAttempts)
      .reduce((total, row) => total + row.n, 0);
    const progress = {
      total: mine.reduce((total, row) => total + row.n, 0),
      sent: sum('sent'),
      failed: sum('failed'),
      pending: sum('pending'),
      skipped: sum('skipped'),
    };
    result.set(id, { ...progress, done: progress.pending === 0 && retrying === 0 });
  }
  return result;
}

function messageJson(row: MessageRow, progress: MessageProgress | undefined): OfficeMessage {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    audience: row.audience,
    audience_label: row.audienceLabel,
    sent_by_name: row.sentByName,
    created_at: row.createdAt.toISOString(),
    progress: progress ?? { total: 0, sent: 0, failed: 0, pending: 0, skipped: 0, done: true },
  };
}

const messageList = (maxAttempts: number): ListConfig<MessageRow, OfficeMessage> => ({
  table: familyMessages,
  search: [familyMessages.subject, familyMessages.audienceLabel],
  sort: { created_at: familyMessages.createdAt },
  defaultOrdering: '-created_at',
  tiebreak: familyMessages.id,
  limits: { defaultSize: 10, maxSize: 50 },
  json: async (db, rows) => {
    const progress = await progressOf(
      db,
      rows.map((row) => row.id),
      maxAttempts,
    );
    return rows.map((row) => messageJson(row, progress.get(row.id)));
  },
});

export const officeMessageRoutes = routes('/office/messages')
  .get('/', (c) => listHandler(messageList(c.var.deps.config.messages.maxAttempts))(c))
  .post('/', async (c) => {
    const { deps, user } = c.var;
    const input = await readBody(c, messageInputSchema);
    const now = new Date();
    const audience = await resolveAudience(deps.db, input.audience, now);
    if (audience.recipients.length === 0) throw fieldError({ audience: [MESSAGE_FORM_MESSAGES.nobody] });
    const message = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(familyMessages)
        .values({
          subject: input.subject,
          body: input.body,
          audience: input.audience,
          audienceLabel: audience.label,
          sentById: user.id,
          sentByName: personName(user),
          createdAt: now,
        })
        .returning();
      await tx.insert(messageDeliveries).values(
        audience.recipients.map((recipient) => ({
          messageId: row!.id,
          userId: recipient.userId,
          email: recipient.email,
          ...(recipient.confirmed
            ? {}
            : { status: 'skipped', lastError: 'The address is not confirmed: shown in the portal only.' }),
        })),
      );
      await recordAudit(tx, {
        actor: user,
        action: 'send',
        entity: 'family_message',
        entityId: row!.id,
        after: {
          subject: input.subject,
          audience: audience.label,
          recipients: audience.recipients.length,
        },
        ip: clientIp(c),
        at: now,
      });
      return row!;
    });
    const progress = await progressOf(deps.db, [message.id], deps.config.messages.maxAttempts);
    return c.json(messageJson(message, progress.get(message.id)), 201);
  })
  .get('/:id', async (c) => {
    const { db, config } = c.var.deps;
    const id = parseId(c.req.param('id'));
    const [row] = id === null ? [] : await db.select().from(familyMessages).where(eq(familyMessages.id, id));
    if (!row) throw notFound();
    const progress = await progressOf(db, [row.id], config.messages.maxAttempts);
    return c.json(messageJson(row, progress.get(row.id)));
  });
