/**
 * The public site's builds (server/site/): one row per build the API started because the data the
 * pages are built from changed (or because `npm start` started).
 *
 * - mode: who built it: `local` (a child `astro build` of this server into `folder`) or `hook`
 *   (the configured build hook of the CDN was asked to build).
 * - state: `updating` while it runs (at most one row at a time: the partial unique index is the
 *   claim several API replicas race for), then `live` or `failed`.
 * - reason: `start` (the server's own build at start), `change` (a write to a table behind the
 *   pages, or staff pressing Rebuild now: a row of site_rebuild_requests), `retry` (a failed build
 *   tried again after its back-off), `baseline` (hook mode's first record: the published site is
 *   taken to match the data).
 * - attempt: 1 for a build after a change; 2, 3… for the retries after failed builds in a row.
 * - retry_at: on a failed build, when it will be tried again (null: not again until data changes
 *   or staff press Rebuild now).
 * - versions: the table_versions of the tables behind the pages, read before the build read its
 *   data; the site is stale while the current versions differ from the newest row's.
 * - folder: a local build's output under DATA_DIR/site/builds (null for hook builds).
 * - log_tail: the end of the build's output (or the hook's answers), shown to the office.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth';

export const siteBuilds = pgTable(
  'site_builds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mode: text('mode').$type<'local' | 'hook'>().notNull(),
    state: text('state').$type<'updating' | 'live' | 'failed'>().notNull(),
    reason: text('reason').$type<'start' | 'change' | 'retry' | 'baseline'>().notNull(),
    attempt: integer('attempt').notNull().default(1),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    versions: jsonb('versions').$type<Record<string, number>>().notNull(),
    folder: text('folder'),
    logTail: text('log_tail').notNull().default(''),
  },
  (table) => [
    uniqueIndex('site_builds_one_updating')
      .on(table.state)
      .where(sql`${table.state} = 'updating'`),
    index('site_builds_state_idx').on(table.state, table.id),
  ],
);

/**
 * Staff asking for the public site to be built again (the office's Rebuild now, issue 41 item 9):
 * who and when. The table is versioned like the tables behind the pages, so a request makes the
 * site stale and the server that builds it (any replica, local or hook mode) builds it.
 */
export const siteRebuildRequests = pgTable('site_rebuild_requests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});
