/**
 * Rate-limit counters shared by every API replica (server/http/rate-limit.ts).
 *
 * One row per (bucket, key, window_start): `bucket` names the rule (login-account, register-ip,
 * approval-request…), `key` what is counted under it (an e-mail, an address, an athlete id, or a
 * pair of them), `window_start` the start of the window the hits fall in. `hits` is raised
 * by one atomic upsert per counted attempt, so concurrent requests each see a distinct count and
 * no more than the limit get through. A window's row still weighs on the next window (a sliding
 * limit), so it is pruned one window length after `expires_at`.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.key, table.windowStart] }),
    index('rate_limits_expires_idx').on(table.expiresAt),
  ],
);
