/**
 * The public site's state as the office shows it (GET /office/site/, served by the site-rebuild
 * work): live, updating, or a failed update with the last good site still served.
 */

export interface SiteStatus {
  state: 'live' | 'updating' | 'failed';
  started_at: string | null;
  finished_at: string | null;
  last_good_at: string | null;
  /** Another update waits: the data differs from what the newest build was made from. */
  pending: boolean;
  log_tail: string;
  /** 'local': rebuilt by this server; 'hook': a build hook is called; 'off': nothing rebuilds. */
  mode: 'local' | 'hook' | 'off';
  /** The newest build's try: 1, or 2, 3… after failed builds in a row (issue 41 item 9). */
  attempt?: number;
  /** A failed build: when it is tried again by itself (null: not until a change or Rebuild now). */
  retry_at?: string | null;
  /** A failed build: why, in plain words (buildProblem of its log). */
  problem?: string | null;
}

/** How many times a failed build is tried again by itself before it waits for a change or Rebuild now. */
export const BUILD_RETRIES = 5;

const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;

/** The first line of a log that names an error, without its time and tags, at most 160 characters. */
function firstError(log: string): string | null {
  const line = log
    .replace(ANSI, '')
    .split('\n')
    .map((text) => text.trim())
    .find(
      (text) =>
        /\berror\b/i.test(text) && !/^at\s/.test(text) && !/ failed \((exit \d+|stopped)\)\.$/.test(text),
    );
  if (!line) return null;
  const plain = line
    .replace(/^\d{1,2}:\d{2}:\d{2}\s*/, '')
    .replace(/^(\[[^\]]*\]\s*)+/, '')
    .replace(/^[✗×]\s*/, '')
    .trim();
  return plain.length > 160 ? `${plain.slice(0, 159)}…` : plain;
}

/**
 * Why a build failed, in plain words, from the end of its log (issue 41 item 9): which step
 * stopped and the first error it printed; the whole log stays one click away.
 */
export function buildProblem(log: string): string {
  const detail = firstError(log);
  const because = detail ? `: ${detail}` : '.';
  const timeout = /Stopped: the build took longer than (\d+) s/.exec(log);
  if (timeout) return `It took longer than ${timeout[1]} seconds and was stopped.`;
  if (/server (running this build )?stopped/i.test(log))
    return 'The server stopped before the build finished.';
  if (/^snapshot failed/m.test(log)) return `Reading the league’s data for the pages failed${because}`;
  if (/^astro build failed/m.test(log)) return `Building the pages failed${because}`;
  if (/^SITE_BUILD_COMMAND failed/m.test(log)) return `The build command failed${because}`;
  if (/without an index\.html/.test(log)) return 'The build finished without a home page (index.html).';
  if (/Gave up: the build hook/.test(log)) return 'The host’s build hook did not accept the build in time.';
  const start = /The build could not run: (.+)/.exec(log);
  if (start) return `The build could not start: ${start[1]}`;
  return detail ? `The build stopped with an error: ${detail}` : 'The build stopped with an error.';
}

/** When a failed build is tried again, in words: 'Trying again at 14:05 (attempt 2 of 6).', or ''. */
export function retryText(status: SiteStatus, timeZone?: string): string {
  if (status.state !== 'failed' || !status.retry_at) return '';
  const at = clockTime(status.retry_at, timeZone);
  const next = (status.attempt ?? 1) + 1;
  return `Trying again at ${at} (attempt ${next} of ${BUILD_RETRIES + 1}).`;
}

/** Poll every 5 s while an update runs, every 30 s otherwise. */
export const SITE_POLL_MS = { updating: 5_000, idle: 30_000 } as const;

/** A time of day in the league's zone, e.g. '14:02'. */
export function clockTime(iso: string | null, timeZone = 'America/Chicago'): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}

/** The words of the status line: 'Live', 'Updating… (started 14:02)', 'Update failed — last good site from 13:40 is live'. */
export function siteStatusText(status: SiteStatus, timeZone?: string): string {
  if (status.state === 'updating') {
    const started = clockTime(status.started_at, timeZone);
    return started ? `Updating… (started ${started})` : 'Updating…';
  }
  if (status.state === 'failed') {
    const good = clockTime(status.last_good_at, timeZone);
    return good
      ? `Update failed — last good site from ${good} is live`
      : 'Update failed — the last good site is live';
  }
  return 'Live';
}

/** How long to wait before asking again. */
export function sitePollDelay(status: SiteStatus | undefined): number {
  return status?.state === 'updating' || status?.pending ? SITE_POLL_MS.updating : SITE_POLL_MS.idle;
}
