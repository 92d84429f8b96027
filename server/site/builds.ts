/**
 * The record of the public site's builds (table site_builds, server/db/schema/site.ts) and the
 * status the league office reads from it (GET /api/office/site/). Kept in the database so every
 * API replica answers the same status and at most one build runs at a time across them.
 */
import { and, desc, eq, isNotNull, lt, ne, notInArray } from 'drizzle-orm';
// What GET /api/office/site/ answers: the one contract the office view is built against.
import { buildProblem, type SiteStatus } from '../../src/domain/office/site-status';
import type { Db } from '../db/client';
import { siteBuilds } from '../db/schema/site';
import { VERSIONED_TABLES } from '../db/schema/versions';
import { readTableVersions } from '../db/table-versions';
import type { SiteBuildConfig } from '../env';

export type SiteBuild = typeof siteBuilds.$inferSelect;
export type BuildMode = SiteBuild['mode'];
export type BuildReason = SiteBuild['reason'];

/** The versions of the tables the public pages are built from, by table (0: never written). */
export type SiteVersions = Record<string, number>;

/** How much of a build's output the record keeps. */
export const LOG_TAIL_CHARS = 6000;

/**
 * The current versions of every table behind the public pages. Every versioned table is one:
 * the snapshot step reads them all (server/site/site-tables.test.ts checks).
 */
export async function readSiteVersions(db: Db): Promise<SiteVersions> {
  const versions = await readTableVersions(db);
  return Object.fromEntries(VERSIONED_TABLES.map((table) => [table, versions.get(table) ?? 0]));
}

/** Whether two sets of versions are the same (a table missing from one reads as 0). */
export function sameVersions(a: SiteVersions, b: SiteVersions): boolean {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].every(
    (table) => (a[table] ?? 0) === (b[table] ?? 0),
  );
}

/** The tables whose versions differ, for the log. */
export function changedTables(from: SiteVersions, to: SiteVersions): string[] {
  return Object.keys(to).filter((table) => (from[table] ?? 0) !== (to[table] ?? 0));
}

/** The newest build. */
export async function latestBuild(db: Db): Promise<SiteBuild | null> {
  const [row] = await db.select().from(siteBuilds).orderBy(desc(siteBuilds.id)).limit(1);
  return row ?? null;
}

/** The newest builds that went live with a folder of their own (local builds), newest first. */
export async function liveFolders(db: Db, limit = 5): Promise<SiteBuild[]> {
  return db
    .select()
    .from(siteBuilds)
    .where(and(eq(siteBuilds.state, 'live'), isNotNull(siteBuilds.folder)))
    .orderBy(desc(siteBuilds.id))
    .limit(limit);
}

/** Options of claimBuild. */
export interface ClaimOptions {
  mode: BuildMode;
  reason: BuildReason;
  versions: SiteVersions;
  /** 1, or the try after failed builds in a row (issue 41 item 9). */
  attempt?: number;
  /** A build still `updating` after this long was abandoned (its process stopped): it is marked failed. */
  abandonedAfterMs: number;
  now?: Date;
}

/**
 * Records a new build as `updating`, unless another one is (on this or another replica): then
 * null. A build left `updating` longer than `abandonedAfterMs` is marked failed first.
 */
export async function claimBuild(db: Db, options: ClaimOptions): Promise<SiteBuild | null> {
  const now = options.now ?? new Date();
  await db
    .update(siteBuilds)
    .set({
      state: 'failed',
      finishedAt: now,
      logTail: 'The server running this build stopped before it finished.',
    })
    .where(
      and(
        eq(siteBuilds.state, 'updating'),
        lt(siteBuilds.startedAt, new Date(now.getTime() - options.abandonedAfterMs)),
      ),
    );
  const [row] = await db
    .insert(siteBuilds)
    .values({
      mode: options.mode,
      state: 'updating',
      reason: options.reason,
      attempt: options.attempt ?? 1,
      startedAt: now,
      versions: options.versions,
    })
    // The partial unique index site_builds_one_updating: one running build at a time.
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Marks every `updating` build failed: this process is the only builder and has just started. */
export async function failInterruptedBuilds(db: Db, now = new Date()): Promise<void> {
  await db
    .update(siteBuilds)
    .set({ state: 'failed', finishedAt: now, logTail: 'The server stopped before this build finished.' })
    .where(eq(siteBuilds.state, 'updating'));
}

/** Records how a build ended; a failed one with when it is tried again (null: not by itself). */
export async function finishBuild(
  db: Db,
  id: number,
  outcome: { ok: boolean; log: string; folder?: string | null; retryAt?: Date | null },
  now = new Date(),
): Promise<void> {
  await db
    .update(siteBuilds)
    .set({
      state: outcome.ok ? 'live' : 'failed',
      finishedAt: now,
      logTail: outcome.log.slice(-LOG_TAIL_CHARS),
      retryAt: outcome.ok ? null : (outcome.retryAt ?? null),
      ...(outcome.folder === undefined ? {} : { folder: outcome.folder }),
    })
    .where(and(eq(siteBuilds.id, id), eq(siteBuilds.state, 'updating')));
}

/** How many build records are kept (the newest; the two newest good ones always stay). */
export const KEPT_BUILD_RECORDS = 200;

/** Deletes the records of old builds, keeping the newest `keep` and the two newest good ones. */
export async function pruneBuildRecords(db: Db, keep = KEPT_BUILD_RECORDS): Promise<void> {
  const [oldest] = await db
    .select({ id: siteBuilds.id })
    .from(siteBuilds)
    .orderBy(desc(siteBuilds.id))
    .offset(keep - 1)
    .limit(1);
  if (!oldest) return;
  const good = await db
    .select({ id: siteBuilds.id })
    .from(siteBuilds)
    .where(eq(siteBuilds.state, 'live'))
    .orderBy(desc(siteBuilds.id))
    .limit(2);
  await db.delete(siteBuilds).where(
    and(
      lt(siteBuilds.id, oldest.id),
      good.length > 0
        ? notInArray(
            siteBuilds.id,
            good.map((row) => row.id),
          )
        : undefined,
    ),
  );
}

/**
 * Hook mode's first record: with no build on record, the published site is taken to match the
 * data as it is now, so the first change (seen by any replica, even after a restart) marks it stale.
 */
export async function recordBaseline(db: Db, versions: SiteVersions, now = new Date()): Promise<void> {
  await db.insert(siteBuilds).values({
    mode: 'hook',
    state: 'live',
    reason: 'baseline',
    startedAt: now,
    finishedAt: now,
    versions,
    logTail: 'No build on record yet: the published site is taken to match the data of this moment.',
  });
}

/** The status the office shows. */
export async function siteStatus(db: Db, mode: SiteBuildConfig['mode']): Promise<SiteStatus> {
  const latest = await latestBuild(db);
  if (!latest) {
    return {
      state: 'live',
      started_at: null,
      finished_at: null,
      last_good_at: null,
      pending: false,
      log_tail: '',
      mode,
      attempt: 1,
      retry_at: null,
      problem: null,
    };
  }
  const [lastGood] =
    latest.state === 'live'
      ? [latest]
      : await db
          .select()
          .from(siteBuilds)
          .where(and(eq(siteBuilds.state, 'live'), ne(siteBuilds.id, latest.id)))
          .orderBy(desc(siteBuilds.id))
          .limit(1);
  const versions = await readSiteVersions(db);
  return {
    state: latest.state,
    started_at: latest.reason === 'baseline' ? null : latest.startedAt.toISOString(),
    finished_at: latest.reason === 'baseline' ? null : (latest.finishedAt?.toISOString() ?? null),
    last_good_at:
      lastGood && lastGood.reason !== 'baseline' ? (lastGood.finishedAt?.toISOString() ?? null) : null,
    pending: !sameVersions(latest.versions, versions),
    log_tail: latest.logTail,
    mode,
    attempt: latest.attempt,
    retry_at: latest.state === 'failed' ? (latest.retryAt?.toISOString() ?? null) : null,
    problem: latest.state === 'failed' ? buildProblem(latest.logTail) : null,
  };
}
