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
