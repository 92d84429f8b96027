/**
 * Staff decisions in the review queue: every decision is appended to the audit log
 * (server/db/schema/audit.ts, action 'decide') with who made it and when, whatever the reviewed row
 * keeps.
 */
import { inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { personName, recordAudit } from '../../audit/log';
import type { UserRow } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { optionalText } from '../../http/validation';

/** What a decision is about. */
export type DecisionSubject =
  'calendar_editor_request' | 'recruiter_access_request' | 'gallery_submission' | 'contact_message';

/** A person's name for logs and answers: first and last name, else the e-mail. */
export const staffName = personName;

/** Appends a decision to the audit log (pass the transaction that records it). */
export async function recordDecision(
  db: Db,
  by: UserRow,
  decision: { subject: DecisionSubject; subjectId: number; decision: string; note?: string; at: Date },
): Promise<void> {
  await recordAudit(db, {
    actor: by,
    action: 'decide',
    entity: decision.subject,
    entityId: decision.subjectId,
    after: { status: decision.decision },
    note: decision.note ?? '',
    at: decision.at,
  });
}

/** The display names of these accounts, by id (for reviewed_by_name and the like). */
export async function namesById(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = wanted.length ? await db.select().from(users).where(inArray(users.id, wanted)) : [];
  return new Map(rows.map((row) => [row.id, staffName(row)]));
}

/** A review decision's body: a status from `choices` and an optional note. */
export function reviewBodySchema<T extends string>(choices: readonly [T, ...T[]], message: string) {
  return v.object({
    status: v.picklist(choices, message),
    review_note: v.pipe(
      optionalText(),
      v.maxLength(2000, 'Ensure this field has no more than 2000 characters.'),
    ),
  });
}
