/** GET /messages/: the messages the league office sent to the caller's household, newest first. */
import { desc, eq } from 'drizzle-orm';
import type { FamilyMessage } from '../../../src/domain/office/messages';
import type { SignedInEnv } from '../../context';
import { familyMessages, messageDeliveries } from '../../db/schema/messages';
import { listHandler, type ListConfig } from '../../http/list';
import { routes } from '../../http/router';

const messageList: ListConfig<typeof familyMessages.$inferSelect, FamilyMessage> = {
  table: messageDeliveries,
  // The caller's own deliveries only.
  scope: (c) => eq(messageDeliveries.userId, (c.var as SignedInEnv['Variables']).user.id),
  order: [desc(familyMessages.createdAt), desc(familyMessages.id)],
  limits: { defaultSize: 5, maxSize: 50 },
  rows: async (db, query) =>
    (
      await db
        .select({ message: familyMessages })
        .from(messageDeliveries)
        .innerJoin(familyMessages, eq(familyMessages.id, messageDeliveries.messageId))
        .where(query.where)
        .orderBy(...query.orderBy)
        .limit(query.limit)
        .offset(query.offset)
    ).map((row) => row.message),
  json: (_db, rows) =>
    rows.map((message) => ({
      id: message.id,
      subject: message.subject,
      body: message.body,
      sent_at: message.createdAt.toISOString(),
    })),
};

export const messageRoutes = routes('/messages').get('/', listHandler(messageList));
