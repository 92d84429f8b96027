/**
 * /office/messages/: messages from the league office to families, coaches or officials (staff only).
 *
 * - POST /: stores the message, its notice for every person of the audience (a team, the two teams
 *   of a game, a division, a program, a season, everyone this season, the coaches, the officials)
 *   and the audit entry in one transaction through the one notification path (server/notify/), and
 *   answers at once (201); the job loop sends each person's deliveries by the channels they chose.
 * - GET /: the messages sent, newest first, each with its progress.
 * - GET /{id}/: one message and its progress (the office polls it while the message is sent).
 */
import { eq } from 'drizzle-orm';
import {
  NO_PROGRESS,
  messageInputSchema,
  type MessageProgress,
  type OfficeMessage,
} from '../../../src/domain/office/messages';
import { clientIp } from '../../context';
import { familyMessages } from '../../db/schema/messages';
import { notFound } from '../../http/errors';
import { listHandler, type ListConfig } from '../../http/list';
import { parseId } from '../../http/query';
import { routes } from '../../http/router';
import { readBody } from '../../http/validation';
import { resolveAudience } from '../../messages/audience';
import { messageProgress, sendMessage } from '../../messages/send';

type MessageRow = typeof familyMessages.$inferSelect;

function messageJson(row: MessageRow, progress: MessageProgress | undefined): OfficeMessage {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    audience: row.audience,
    audience_label: row.audienceLabel,
    sent_by_name: row.sentByName,
    created_at: row.createdAt.toISOString(),
    progress: progress ?? NO_PROGRESS,
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
    const progress = await messageProgress(
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
    const message = await sendMessage(deps, input, audience, user, { ip: clientIp(c), kind: 'message', now });
    const progress = await messageProgress(deps.db, [message.id], deps.config.messages.maxAttempts);
    return c.json(messageJson(message, progress.get(message.id)), 201);
  })
  .get('/:id', async (c) => {
    const { db, config } = c.var.deps;
    const id = parseId(c.req.param('id'));
    const [row] = id === null ? [] : await db.select().from(familyMessages).where(eq(familyMessages.id, id));
    if (!row) throw notFound();
    const progress = await messageProgress(db, [row.id], config.messages.maxAttempts);
    return c.json(messageJson(row, progress.get(row.id)));
  });
