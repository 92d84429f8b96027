import { sql } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Tables whose every write bumps their row in table_versions (a statement trigger of migrations
 * 0006 and site_tables_versions): the tables behind the public lists the API keeps answers of
 * (server/http/kept-answers.ts) and every table the public pages are built from (what
 * scripts/snapshot.ts reads through the API; a write marks the built site stale, server/site/).
 * A table added here needs its trigger in a new migration (server/http/kept-answers.test.ts checks),
 * and a table the snapshot step reads must be here (server/site/site-tables.test.ts checks).
 */
export const VERSIONED_TABLES = [
  'locations',
  'programs',
  'divisions',
  'program_locations',
  'seasons',
  'standings',
  'games',
  'season_news_items',
  'season_details',
  'press_articles',
  'sponsors',
  'social_feeds',
  'gallery_items',
  'referee_metrics',
  'referee_highlights',
  'referee_faqs',
  'events',
  'store_products',
  'store_product_sizes',
  'teams',
  'league_divisions',
  'league_counties',
  // Capacities (issue 21): staff set them rarely, and the program answers the site is built from carry them.
  'program_capacities',
  // Issue 38: coin tosses order the public standings; brackets are drawn on /calendar.
  'coin_tosses',
  'playoff_brackets',
  // Staff pressing Rebuild now (issue 41 item 9): nothing public reads it; a request marks the site stale.
  'site_rebuild_requests',
  // Issue 37: the public pages show the league's and each season's prices.
  'league_prices',
  'season_prices',
] as const;

/**
 * Tables bumped the same way (migration capacity_waitlist_versions) only so that public answers
 * read from them (places left on the program answers) are kept no longer than they are true. They
 * change with every checkout, so writing them does not mark the built site stale: places left in a
 * built page are as of its build, and pages that show them read the API.
 */
export const COUNTED_TABLES = ['place_holds', 'waitlist_entries'] as const;

/**
 * Tables bumped the same way (migration 0030) only so that what an API process remembers of them
 * is read again after every change, from whichever process: the signed-in caller's account
 * (server/auth/accounts.ts). No public answer or page is read from them.
 */
export const ACCOUNT_TABLES = ['users'] as const;

/**
 * Tables bumped only on UPDATE, DELETE and TRUNCATE (migration session_versions): the sessions
 * (refresh families), so that what an API process remembers of a session (live or ended:
 * server/auth/accounts.ts `liveSession`) is read again as soon as any process ends one. A sign-in's
 * INSERT changes no session already remembered, so it bumps nothing. No answer is kept from them.
 */
export const SESSION_TABLES = ['refresh_families'] as const;

/**
 * Every other table a signed-in answer may be read from, bumped the same way (migration
 * caller_tables_versions) so that an API process may keep a signed-in caller's answer while none
 * of the tables it was read from has changed in any process (keptForCaller,
 * server/http/kept-answers.ts). Registrations, payments and the rest change with every checkout;
 * writing them never marks the built site stale.
 */
export const CALLER_TABLES = [
  'aid_applications',
  'athlete_comments',
  'athlete_profiles',
  'calendar_editor_requests',
  'child_guardians',
  'children',
  'coach_program_grants',
  'contact_messages',
  'emergency_info',
  'family_messages',
  'gallery_submissions',
  'leads',
  'office_media',
  'office_payments',
  'payment_plans',
  'payments',
  'plan_installments',
  'promo_codes',
  'promo_redemptions',
  'recruiter_access_requests',
  'refund_requests',
  'refunds',
  'registrations',
  'score_reports',
  'season_schedules',
  'site_builds',
  'team_coaches',
  'team_players',
  'waiver_reminders',
  'waiver_signatures',
  // Issue 39: the notification path's notices, inboxes, people's settings, phones and devices;
  // who is coming and recurring practices.
  'notifications',
  'notification_recipients',
  'notification_settings',
  'account_phones',
  'push_subscriptions',
  'availability',
  'practice_series',
] as const;

/**
 * The tables with no version, and nothing kept that was read from them (a signed-in answer whose
 * reading touched one is not kept): the sign-in machinery, which changes with every sign-in and
 * token refresh (but the sessions themselves, SESSION_TABLES); the two append-only logs, written by every audited change and every recruiter's
 * roster read (a version row would queue every audited change in the office behind one lock, and
 * no portal read shows them); the payment sandbox (the provider's own records); and
 * table_versions itself. Every table of the database is in exactly one of these lists
 * (server/http/kept-answers.test.ts checks).
 */
export const UNVERSIONED_TABLES = [
  'audit_log',
  'link_tokens',
  'password_reset_tokens',
  'rate_limits',
  'refresh_tokens',
  'recruiter_profile_views',
  'sandbox_clover_charges',
  'sandbox_clover_customers',
  'sandbox_clover_refunds',
  'sandbox_clover_tokens',
  // Issue 39: every delivery's status changes as the job loop sends it (a version row would queue
  // the senders of all processes behind one lock); the SMS sandbox is the provider's own record.
  'deliveries',
  'sandbox_sms_messages',
  'table_version_flushes',
  'table_versions',
] as const;

/** Every table whose writes bump table_versions. */
export const ALL_VERSIONED_TABLES: ReadonlySet<string> = new Set([
  ...VERSIONED_TABLES,
  ...COUNTED_TABLES,
  ...ACCOUNT_TABLES,
  ...SESSION_TABLES,
  ...CALLER_TABLES,
]);

/** The channel on which the trigger names a written table at commit (migration 0007). */
export const VERSIONS_CHANNEL = 'table_versions';

/** One of VERSIONED_TABLES. */
export type VersionedTable = (typeof VERSIONED_TABLES)[number] | (typeof COUNTED_TABLES)[number];

/**
 * How often each versioned table has been written. The row is bumped inside the writing
 * transaction (insert, update, delete or truncate; a missing row reads as version 0), so a reader
 * that reads the versions before its data never keeps data older than the versions it saw.
 *
 * It is bumped at the transaction's commit, once per table written, in the order of the tables'
 * names (migration versions_at_commit, issue 36): a bump locks the table's row until the commit, so
 * bumping at each write, in the order the transaction happened to write its tables, let two
 * transactions that wrote the same tables in different orders (a checkout: registrations, then
 * payments; a settled charge: payments, then registrations) deadlock on PostgreSQL, and made every
 * transaction that wrote a table wait for every other one to commit.
 */
export const tableVersions = pgTable('table_versions', {
  tableName: text('table_name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * One row per transaction that has written a versioned table and not yet committed (migration
 * versions_at_commit): the first write of each transaction adds it, and its deferred trigger bumps
 * the tables written (named in the transaction's setting `league.written_tables`) at the commit, in
 * name order, then removes the row. Nothing else reads or writes it.
 */
export const tableVersionFlushes = pgTable('table_version_flushes', {
  transactionId: bigint('transaction_id', { mode: 'number' })
    .primaryKey()
    .default(sql`(pg_current_xact_id()::text)::bigint`),
});
