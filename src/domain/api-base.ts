/** The API base address rule (spec 1 §7). */

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0']);

function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname.toLowerCase()) || hostname.endsWith('.localhost');
}

/**
 * Resolves the API base: the configured address, unless it points to localhost while the site runs
 * elsewhere, in which case the site's own origin plus /api is used. A relative configured base
 * (e.g. "/api") is resolved against the site's origin. No trailing slash is returned.
 */
export function resolveApiBase(configured: string | undefined, siteOrigin: string | undefined): string {
  const fallback = siteOrigin ? `${siteOrigin}/api` : '/api';
  const value = (configured ?? '').trim();
  if (!value) return fallback;
  if (!siteOrigin) return value.replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(value, siteOrigin);
  } catch {
    return fallback;
  }
  const site = new URL(siteOrigin);
  if (isLocalHost(url.hostname) && !isLocalHost(site.hostname)) return fallback;
  return url.href.replace(/\/+$/, '');
}
