/**
 * The public site's builds (server/site/): one row per build the API started because the data the
 * pages are built from changed (or because `npm start` started).
 *
 * - mode: who built it: `local` (a child `astro build` of this server into `folder`) or `hook`
 *   (the configured build hook of the CDN was asked to build).
 * - state: `updating` while it runs (at most one row at a time: the partial unique index is the
 *   claim several API replicas race for), then `live` or `failed`.
 * - reason: `start` (the server's own build at start), `change` (a write to a table behind the
 *   pages), `baseline` (hook mode's first record: the published site is taken to match the data).
 * - versions: the table_versions of the tables behind the pages, read before the build read its
 *   data; the site is stale while the current versions differ from the newest row's.
 * - folder: a local build's output under DATA_DIR/site/builds (null for hook builds).
 * - log_tail: the end of the build's output (or the hook's answers), shown to the office.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const siteBuilds = pgTable(
  'site_builds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mode: text('mode').$type<'local' | 'hook'>().notNull(),
    state: text('state').$type<'updating' | 'live' | 'failed'>().notNull(),
    reason: text('reason').$type<'start' | 'change' | 'baseline'>().notNull(),
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
