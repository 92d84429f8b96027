/**
 * /staff/contact-messages/: staff read the contact form's messages (by status, newest first, paged)
 * and mark them handled (or open again); who and when are stored on the message and in the
 * decision log.
 */
import { count, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { contactMessages } from '../../db/schema/inbox';
import { notFound } from '../../http/errors';
import { pageRequest, pageResponse } from '../../http/pagination';
import { choiceQuery, parseId } from '../../http/query';
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

export const staffContactRoutes = routes('/staff/contact-messages')
  .get('/', async (c) => {
    const { db } = c.var.deps;
    const request = pageRequest(c, { defaultSize: 10, maxSize: 50 });
    const status = choiceQuery(c, 'status', MESSAGE_STATUSES)?.toLowerCase();
    const where = status ? eq(contactMessages.status, status) : undefined;
    const [total] = await db.select({ n: count() }).from(contactMessages).where(where);
    const rows = await db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(request.pageSize)
      .offset(request.offset);
    const names = await namesById(
      db,
      rows.map((row) => row.handledBy),
    );
    return c.json(
      pageResponse(
        c,
        request,
        total?.n ?? 0,
        rows.map((row) => messageJson(row, names)),
      ),
    );
  })
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
