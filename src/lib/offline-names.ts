/**
 * The names the portal's service worker (src/sw/sw.ts) and the page share (issue 39). Persisted
 * contract: the Cache Storage cache `league-portal-reads-v1` holds the signed-in person's last
 * portal reads (GET answers of the API, keyed by URL), each stored with the header
 * `x-league-saved-at` (milliseconds since 1970) saying when it was read. It is filled by the
 * service worker as the portal reads, read by the page to draw a repeat visit at once and to say
 * "as of" when offline, and deleted whenever a session ends or another one starts.
 */
export const READS_CACHE = 'league-portal-reads-v1';
export const SAVED_AT_HEADER = 'x-league-saved-at';
