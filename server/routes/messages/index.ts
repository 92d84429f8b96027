/**
 * GET /messages/: what the league told the caller, newest first — the office's and coaches'
 * messages and the notices of the notification path (game changes, reminders) — whether or not a
 * channel reached them (their portal's inbox; issue 20, issue 39).
 */
import { desc, eq } from 'drizzle-orm';
import type { FamilyMessage } from '../../../src/domain/office/messages';
import type { SignedInEnv } from '../../context';
import { familyMessages } from '../../db/schema/messages';
import { notificationRecipients, notifications } from '../../db/schema/notifications';
import { listHandler, type ListConfig } from '../../http/list';
import { routes } from '../../http/router';

interface Notice {
  notice: typeof notifications.$inferSelect;
  body: string | null;
}

const messageList: ListConfig<Notice, FamilyMessage> = {
  table: notificationRecipients,
  // The caller's own notices only.
  scope: (c) => eq(notificationRecipients.userId, (c.var as SignedInEnv['Variables']).user.id),
  order: [desc(notifications.createdAt), desc(notifications.id)],
  limits: { defaultSize: 5, maxSize: 50 },
  rows: (db, query) =>
    db
      .select({ notice: notifications, body: familyMessages.body })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
      .leftJoin(familyMessages, eq(familyMessages.id, notifications.messageId))
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
  json: (_db, rows) =>
    rows.map(({ notice, body }) => ({
      // A message keeps its own id (links and earlier answers name it); other notices theirs.
      id: notice.messageId ?? notice.id,
      subject: notice.subject,
      body: body ?? notice.text,
      sent_at: notice.createdAt.toISOString(),
      kind: notice.kind,
    })),
};

export const messageRoutes = routes('/messages').get('/', listHandler(messageList));
