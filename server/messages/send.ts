/**
 * Sending a message (the league office's to an audience, a coach's to a team; issue 20, issue 39):
 * the message, its notice through the one notification path (server/notify/notify.ts) and the
 * audit entry, in one transaction. The job loop sends the deliveries.
 */
import { inArray } from 'drizzle-orm';
import { MESSAGE_FORM_MESSAGES } from '../../src/domain/office/messages';
import { personName, recordAudit } from '../audit/log';
import type { AppDeps, UserRow } from '../context';
import type { Db } from '../db/client';
import { familyMessages } from '../db/schema/messages';
import { notifications } from '../db/schema/notifications';
import { fieldError } from '../http/errors';
import { notify } from '../notify/notify';
import { progressOf } from '../notify/progress';
import type { Audience } from './audience';

type MessageRow = typeof familyMessages.$inferSelect;

/** What a message says and who it is for. */
export interface MessageDraft {
  subject: string;
  body: string;
  /** The audience key ('team:12', 'program:soccer-boys' …). */
  audience: string;
  urgent?: boolean;
}

/** Stores and queues a message; answers its row. Nobody in the audience: the form's 400. */
export async function sendMessage(
  deps: Pick<AppDeps, 'db' | 'sms' | 'push'>,
  draft: MessageDraft,
  audience: Audience,
  sender: UserRow,
  context: { ip: string; kind: 'message' | 'team_message'; teamId?: number | null; now?: Date },
): Promise<MessageRow> {
  if (audience.recipients.length === 0) throw fieldError({ audience: [MESSAGE_FORM_MESSAGES.nobody] });
  const now = context.now ?? new Date();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(familyMessages)
      .values({
        subject: draft.subject,
        body: draft.body,
        audience: draft.audience,
        audienceLabel: audience.label,
        sentById: sender.id,
        sentByName: personName(sender),
        createdAt: now,
      })
      .returning();
    await notify(
      tx,
      { smsAvailable: deps.sms !== null, pushAvailable: deps.push.publicKey !== '' },
      {
        kind: context.kind,
        subject: draft.subject,
        text: draft.body,
        recipients: audience.recipients,
        audienceLabel: audience.label,
        urgent: draft.urgent ?? false,
        messageId: row!.id,
        teamId: context.teamId ?? null,
        createdBy: sender.id,
      },
      now,
    );
    await recordAudit(tx, {
      actor: sender,
      action: 'send',
      entity: 'family_message',
      entityId: row!.id,
      after: { subject: draft.subject, audience: audience.label, recipients: audience.recipients.length },
      ip: context.ip,
      at: now,
    });
    return row!;
  });
}

/** The delivery progress of messages, by message id. */
export async function messageProgress(db: Db, messageIds: readonly number[], maxAttempts: number) {
  const notices = messageIds.length
    ? await db
        .select({ id: notifications.id, message: notifications.messageId })
        .from(notifications)
        .where(inArray(notifications.messageId, [...messageIds]))
    : [];
  const progress = await progressOf(
    db,
    notices.map((notice) => notice.id),
    maxAttempts,
  );
  return new Map(notices.map((notice) => [notice.message!, progress.get(notice.id)!]));
}
