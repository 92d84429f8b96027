/**
 * Calendar subscriptions (issue 10): every season's schedule, and each team's, is an iCalendar feed
 * at {API}/events/seasons/{id}/calendar.ics[?team=]. Calendar apps subscribe to the webcal://
 * form of an http(s) address; a relative address (before the page knows its origin) stays as is.
 */

/** The feed's path under the API base. */
export function seasonFeedPath(seasonId: number | string, team?: string): string {
  const path = `/events/seasons/${encodeURIComponent(String(seasonId))}/calendar.ics`;
  return team ? `${path}?team=${encodeURIComponent(team)}` : path;
}

/** The subscription address of a feed: webcal:// for an http(s) address, else the address itself. */
export function webcalUrl(address: string): string {
  return /^https?:\/\//i.test(address) ? address.replace(/^https?:\/\//i, 'webcal://') : address;
}
