/**
 * Which registration holds a subject (a child or athlete, a program, a season: `subject`): the one
 * not refunded in full (issue 36 item 5). A full refund is a withdrawal, so it no longer blocks a new
 * registration of the same child for that program and season; it stays on record as refunded. The
 * database keeps at most one such registration per subject (the partial unique index
 * registrations_subject_unique).
 */
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { registrations } from '../db/schema/registrations';

/** The condition that picks the registration holding `subject`. */
export function holdsSubject(subject: string): SQL {
  return and(eq(registrations.subject, subject), ne(registrations.status, 'refunded'))!;
}
