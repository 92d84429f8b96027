/** GET /messages/: the messages the league office sent to the caller's household, newest first. */
import { count, desc, eq } from 'drizzle-orm';
import type { FamilyMessage } from '../../../src/domain/office/messages';
import { familyMessages, messageDeliveries } from '../../db/schema/messages';
import { pageRequest, pageResponse } from '../../http/pagination';
import { routes } from '../../http/router';

export const messageRoutes = routes('/messages').get('/', async (c) => {
  const { db } = c.var.deps;
  const request = pageRequest(c, { defaultSize: 5, maxSize: 50 });
  const mine = eq(messageDeliveries.userId, c.var.user.id);
  const [total] = await db.select({ n: count() }).from(messageDeliveries).where(mine);
  const rows = await db
    .select({ message: familyMessages })
    .from(messageDeliveries)
    .innerJoin(familyMessages, eq(familyMessages.id, messageDeliveries.messageId))
    .where(mine)
    .orderBy(desc(familyMessages.createdAt), desc(familyMessages.id))
    .limit(request.pageSize)
    .offset(request.offset);
  return c.json(
    pageResponse(
      c,
      request,
      total?.n ?? 0,
      rows.map(({ message }): FamilyMessage => ({
        id: message.id,
        subject: message.subject,
        body: message.body,
        sent_at: message.createdAt.toISOString(),
      })),
    ),
  );
});
