/**
 * Calendar subscriptions (issue 10): every season's schedule, and each team's, is an iCalendar feed
 * at {API}/events/seasons/{id}/calendar.ics[?team=]; a team of the office's (issue 19) also at
 * {API}/events/teams/{id}/calendar.ics. Calendar apps subscribe to the webcal://
 * form of an http(s) address; a relative address (before the page knows its origin) stays as is.
 */

/** The feed's path under the API base. */
export function seasonFeedPath(seasonId: number | string, team?: string): string {
  const path = `/events/seasons/${encodeURIComponent(String(seasonId))}/calendar.ics`;
  return team ? `${path}?team=${encodeURIComponent(team)}` : path;
}

/**
 * A team's feed under the API base (issue 19): its games and public events, and with its key (given
 * to the team's families and coaches) its private events too.
 */
export function teamFeedPath(teamId: number, key?: string): string {
  const path = `/events/teams/${teamId}/calendar.ics`;
  return key ? `${path}?key=${encodeURIComponent(key)}` : path;
}

/** The subscription address of a feed: webcal:// for an http(s) address, else the address itself. */
export function webcalUrl(address: string): string {
  return /^https?:\/\//i.test(address) ? address.replace(/^https?:\/\//i, 'webcal://') : address;
}
