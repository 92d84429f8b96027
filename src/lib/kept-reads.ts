/** Which of the API's reads the portal's service worker keeps for the offline view (issue 39). */

/**
 * The API reads a portal draws from that are kept for the offline view (path prefixes under the
 * API base). Left out on purpose: players' medical notes and emergency contacts, a coach's roster
 * (each read is on record), recruiters' and the office's data.
 */
export const KEPT_READS = [
  '/auth/me/',
  '/auth/children/',
  '/auth/teams/',
  '/auth/guardian-approvals/',
  '/auth/athlete-profiles/',
  '/auth/notification-settings/',
  '/registrations/',
  '/waivers/',
  '/events/',
  '/programs/',
  '/messages/',
  '/availability/',
  '/waitlist/',
  '/aid/',
  '/coach/teams/',
] as const;

/** Whether an API path (after the base) is one the offline view keeps. */
export function keptRead(path: string): boolean {
  return KEPT_READS.some((prefix) => path.startsWith(prefix));
}
