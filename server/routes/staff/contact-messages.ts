/**
 * /staff/contact-messages/: staff read the contact form's messages (by status, newest first, paged)
 * and mark them handled (or open again); who and when are stored on the message and in the
 * decision log.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { contactMessages } from '../../db/schema/inbox';
import { notFound } from '../../http/errors';
import { choiceFilter, listHandler, type ListConfig } from '../../http/list';
import { parseId } from '../../http/query';
import { routes } from '../../http/router';
import { readBody } from '../../http/validation';
import { namesById, recordDecision } from './decisions';

type MessageRow = typeof contactMessages.$inferSelect;

const MESSAGE_STATUSES = ['PENDING_REVIEW', 'HANDLED'] as const;

const statusSchema = v.object({
  status: v.picklist(['handled', 'pending_review'], 'Choose handled or pending_review.'),
});

function messageJson(row: MessageRow, names: Map<number, string>) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    handled_at: row.handledAt?.toISOString() ?? null,
    handled_by_name: row.handledBy === null ? null : (names.get(row.handledBy) ?? null),
  };
}

/** Newest first, optionally by status. */
const messageList: ListConfig<MessageRow, ReturnType<typeof messageJson>> = {
  table: contactMessages,
  filters: {
    status: choiceFilter(contactMessages.status, MESSAGE_STATUSES, (status) => status.toLowerCase()),
  },
  sort: { created_at: contactMessages.createdAt },
  defaultOrdering: '-created_at',
  tiebreak: contactMessages.id,
  limits: { defaultSize: 10, maxSize: 50 },
  json: async (db, rows) => {
    const names = await namesById(
      db,
      rows.map((row) => row.handledBy),
    );
    return rows.map((row) => messageJson(row, names));
  },
};

export const staffContactRoutes = routes('/staff/contact-messages')
  .get('/', listHandler(messageList))
  .patch('/:id', async (c) => {
    const { deps, user } = c.var;
    const id = parseId(c.req.param('id'));
    const { status } = await readBody(c, statusSchema);
    const now = new Date();
    const handled = status === 'handled';
    const row = await deps.db.transaction(async (tx) => {
      const [saved] = id
        ? await tx
            .update(contactMessages)
            .set({ status, handledBy: handled ? user.id : null, handledAt: handled ? now : null })
            .where(eq(contactMessages.id, id))
            .returning()
        : [];
      if (!saved) throw notFound();
      await recordDecision(tx, user, {
        subject: 'contact_message',
        subjectId: saved.id,
        decision: status,
        at: now,
      });
      return saved;
    });
    return c.json(messageJson(row, await namesById(deps.db, [row.handledBy])));
  });
