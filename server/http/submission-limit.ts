/** Per-address limits for anonymous submissions, counted from the stored rows (shared by all replicas). */
import { and, count, eq, gte } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { detailError } from './errors';

export const TOO_MANY_SUBMISSIONS = 'Too many submissions from your connection. Please try again later.';

/** A table of submissions with the sender address and time. */
export interface SubmissionTable {
  table: PgTable;
  ipAddress: PgColumn;
  createdAt: PgColumn;
}

/** Throws 429 when `ip` already sent `max` rows within `windowMs`. */
export async function assertUnderSubmissionLimit(
  db: Db,
  source: SubmissionTable,
  ip: string,
  max: number,
  windowMs = 60 * 60 * 1000,
): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(source.table)
    .where(and(eq(source.ipAddress, ip), gte(source.createdAt, new Date(Date.now() - windowMs))));
  if ((row?.n ?? 0) >= max) throw detailError(429, TOO_MANY_SUBMISSIONS);
}
