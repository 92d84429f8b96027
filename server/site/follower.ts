/**
 * The public site follows the data it is built from. A write to a table behind the pages
 * (table_versions, server/db/table-versions.ts) marks the site stale; after a quiet spell (the
 * debounce, so a burst of edits makes one build) a build is claimed in site_builds and run by the
 * configured builder: a local child build (./local-build.ts) or the CDN's build hook
 * (./build-hook.ts). Never two builds at once: in this process one runs at a time and changes
 * during it queue exactly one more; across replicas the claim is a unique row. A failed build is
 * recorded with its log tail and tried again after a back-off (issue 41 item 9: `retryMs`, doubling
 * each time, at most BUILD_RETRIES times in a row; the record says when), or sooner when the data
 * changes or staff press Rebuild now (a row of site_rebuild_requests, a table behind the pages).
 */
import { BUILD_RETRIES } from '../../src/domain/office/site-status';
import type { Db } from '../db/client';
import { followTableVersions } from '../db/table-versions';
import { VERSIONED_TABLES } from '../db/schema/versions';
import {
  changedTables,
  claimBuild,
  failInterruptedBuilds,
  finishBuild,
  latestBuild,
  pruneBuildRecords,
  readSiteVersions,
  recordBaseline,
  sameVersions,
  type BuildMode,
  type BuildReason,
} from './builds';

const SITE_TABLES: ReadonlySet<string> = new Set(VERSIONED_TABLES);

/** How a build ended. */
export interface BuildOutcome {
  ok: boolean;
  /** The end of its output, or what the hook answered. */
  log: string;
  /** A local build's folder (now served when ok). */
  folder?: string | null;
}

/** Runs one build. Never throws: a failure is an outcome with its log. */
export interface SiteBuilder {
  readonly mode: BuildMode;
  run(build: { id: number; reason: BuildReason; signal: AbortSignal }): Promise<BuildOutcome>;
}

/** Options of a follower. */
export interface FollowerOptions {
  db: Db;
  builder: SiteBuilder;
  /** Quiet time after the last change before a build starts. */
  debounceMs: number;
  /** Longest a build may run; it is then stopped and counts as failed. */
  timeoutMs: number;
  /** The wait before a failed build is tried again, doubled after each failure in a row (default 15 s). */
  retryMs?: number;
  /** Longest a stream of changes may hold a build back (default: 10 debounces). */
  maxWaitMs?: number;
  /** PostgreSQL: how often table_versions is read. */
  pollMs?: number;
  /** How often the record is checked without a change (a build abandoned by another replica). */
  reconcileMs?: number;
  log?: (message: string) => void;
}

/** The outcome of the build a follower started with (see SiteFollower.start). */
export interface FirstBuild {
  ok: boolean;
  log: string;
}

export class SiteFollower {
  private readonly db: Db;
  private readonly builder: SiteBuilder;
  private readonly debounceMs: number;
  private readonly timeoutMs: number;
  private readonly maxWaitMs: number;
  private readonly log: (message: string) => void;
  private timer: NodeJS.Timeout | null = null;
  private reconciler: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  /** Builds that failed in a row (reset by a good one). */
  private failures = 0;
  private readonly retryMs: number;
  private firstChangeAt: number | null = null;
  private running: Promise<BuildOutcome | null> | null = null;
  private queued = false;
  private closed = false;
  private readonly abort = new AbortController();
  private unfollow: (() => Promise<void>) | null = null;

  constructor(private readonly options: FollowerOptions) {
    this.db = options.db;
    this.builder = options.builder;
    this.debounceMs = options.debounceMs;
    this.timeoutMs = options.timeoutMs;
    this.maxWaitMs = options.maxWaitMs ?? options.debounceMs * 10;
    this.retryMs = options.retryMs ?? 15_000;
    this.log = options.log ?? ((message) => console.log(message));
  }

  /**
   * Follows writes from now on. `build: true` (npm start) builds at once whatever the versions
   * say (content/ files or the code may have changed) and resolves with that build's outcome;
   * otherwise the site is checked against the record (hook mode records a baseline first).
   */
  async start({ build = false }: { build?: boolean } = {}): Promise<FirstBuild | null> {
    // A local builder is this process alone: a build still `updating` is one it ran before a restart.
    if (this.builder.mode === 'local') await failInterruptedBuilds(this.db);
    // Only the tables the pages are built from: registrations and the rest have versions too.
    this.unfollow = await followTableVersions(
      this.db,
      (table) => {
        if (SITE_TABLES.has(table)) this.changed();
      },
      {
        pollMs: this.options.pollMs ?? 1000,
      },
    );
    const reconcileMs = this.options.reconcileMs ?? 60_000;
    this.reconciler = setInterval(() => {
      if (!this.running && !this.timer && !this.retryTimer) void this.check('change');
    }, reconcileMs);
    this.reconciler.unref();
    if (build) {
      const outcome = await this.check('start');
      return outcome && { ok: outcome.ok, log: outcome.log };
    }
    if (this.builder.mode === 'hook' && !(await latestBuild(this.db))) {
      await recordBaseline(this.db, await readSiteVersions(this.db));
    }
    await this.check('change');
    return null;
  }

  /** A table behind the pages was written: build after the quiet spell, or once more after this build. */
  changed(): void {
    if (this.closed) return;
    // A change builds after its quiet spell: a retry waiting for its back-off gives way to it.
    this.cancelRetry();
    if (this.running) {
      this.queued = true;
      return;
    }
    const now = Date.now();
    this.firstChangeAt ??= now;
    if (this.timer) clearTimeout(this.timer);
    const wait = Math.max(0, Math.min(this.debounceMs, this.firstChangeAt + this.maxWaitMs - now));
    this.timer = setTimeout(() => {
      this.timer = null;
      this.firstChangeAt = null;
      void this.check('change');
    }, wait);
  }

  /** Resolves once no build runs and none waits for its quiet spell (tests; a retry's back-off is not waited for). */
  async settled(): Promise<void> {
    while (this.running || this.timer) {
      await (this.running ?? new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }

  /** The wait before the try after `failures` failed builds in a row, or null when none is left. */
  retryDelay(failures: number): number | null {
    if (failures < 1 || failures > BUILD_RETRIES) return null;
    return Math.min(this.retryMs * 2 ** (failures - 1), 15 * 60_000);
  }

  private cancelRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /** Stops following; a running build is stopped (and recorded as failed). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.reconciler) clearInterval(this.reconciler);
    this.cancelRetry();
    this.timer = null;
    this.abort.abort(new Error('The server stopped during this build.'));
    await this.running?.catch(() => undefined);
    await this.unfollow?.();
  }

  /** Builds if the site is stale (or always, for the start build); one at a time. */
  private check(reason: BuildReason): Promise<BuildOutcome | null> {
    if (this.running) {
      this.queued = true;
      return this.running;
    }
    const run = this.cycle(reason)
      .catch((error: unknown) => {
        // The database did not answer: the next change or reconcile tries again.
        this.log(`Site: could not check or record a build (${messageOf(error)}).`);
        return null;
      })
      .finally(() => {
        this.running = null;
        if (this.queued && !this.closed) {
          this.queued = false;
          this.changed();
        }
      });
    this.running = run;
    return run;
  }

  private async cycle(reason: BuildReason): Promise<BuildOutcome | null> {
    if (this.closed) return null;
    // Versions before data: a write after this read makes the site stale again.
    const versions = await readSiteVersions(this.db);
    const latest = await latestBuild(this.db);
    if (reason !== 'start' && latest) {
      // A retry builds the same data again; anything else only data the site is not built from yet.
      const retrying = reason === 'retry' && latest.state === 'failed';
      if (latest.state !== 'updating' && !retrying && sameVersions(latest.versions, versions)) return null;
      // Another replica's build: it checks again when it ends (abandoned ones are taken over below).
      if (latest.state === 'updating' && Date.now() - latest.startedAt.getTime() <= this.abandonedAfterMs) {
        return null;
      }
    }
    const build = await claimBuild(this.db, {
      mode: this.builder.mode,
      reason,
      versions,
      attempt: this.failures + 1,
      abandonedAfterMs: this.abandonedAfterMs,
    });
    if (!build) return null;
    const what =
      reason === 'start'
        ? 'building the site'
        : reason === 'retry'
          ? `building the site again (attempt ${build.attempt})`
          : `rebuilding the site (changed: ${changedTables(latest?.versions ?? {}, versions).join(', ') || 'the record'})`;
    this.log(`Site: ${what}…`);
    const started = Date.now();
    const outcome = await this.runWithTimeout(build.id, reason);
    this.failures = outcome.ok ? 0 : this.failures + 1;
    const delay = outcome.ok || this.closed ? null : this.retryDelay(this.failures);
    const retryAt = delay === null ? null : new Date(Date.now() + delay);
    await finishBuild(this.db, build.id, { ...outcome, retryAt });
    await pruneBuildRecords(this.db);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (outcome.ok) {
      this.log(
        this.builder.mode === 'local'
          ? `Site: live (built in ${seconds} s).`
          : `Site: the build hook accepted the build (${seconds} s).`,
      );
    } else {
      const next =
        delay === null
          ? 'it is tried again when the data changes or staff press Rebuild now'
          : `it is tried again in ${Math.round(delay / 1000)} s`;
      this.log(
        `Site: update failed after ${seconds} s; the last good site stays live, and ${next}. Log tail:\n${tail(outcome.log)}`,
      );
      if (delay !== null) this.scheduleRetry(delay);
    }
    return outcome;
  }

  /** Tries the failed build again after `delay`, unless a change or a stop comes first. */
  private scheduleRetry(delay: number): void {
    this.cancelRetry();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.check('retry');
    }, delay);
    this.retryTimer.unref();
  }

  /** A build that outlives its time limit is stopped; abandoned: a claim older than that and a margin. */
  private get abandonedAfterMs(): number {
    return this.timeoutMs + 60_000;
  }

  private async runWithTimeout(id: number, reason: BuildReason): Promise<BuildOutcome> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = AbortSignal.any([this.abort.signal, timeout]);
    try {
      const outcome = await this.builder.run({ id, reason, signal });
      if (!outcome.ok && timeout.aborted) {
        return {
          ...outcome,
          log: `${outcome.log}\nStopped: the build took longer than ${Math.round(this.timeoutMs / 1000)} s (SITE_BUILD_TIMEOUT_MS).`,
        };
      }
      return outcome;
    } catch (error) {
      return { ok: false, log: `The build could not run: ${messageOf(error)}` };
    }
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The last lines of a log, for the console. */
function tail(log: string, lines = 15): string {
  return log
    .trimEnd()
    .split('\n')
    .slice(-lines)
    .map((line) => `  ${line}`)
    .join('\n');
}
