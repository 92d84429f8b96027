/** The API base address rule (spec 1 §7). */

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0']);

function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return LOCAL_HOSTS.has(host) || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * Resolves the API base: the configured address, unless it points to localhost while the site runs
 * elsewhere, in which case the site's own origin plus /api is used. A relative configured base
 * (e.g. "/api") is resolved against the site's origin. No trailing slash is returned.
 */
export function resolveApiBase(configured: string | undefined, siteOrigin: string | undefined): string {
  const site = parseOrigin(siteOrigin);
  const fallback = site ? `${site.origin}/api` : '/api';
  const value = (configured ?? '').trim();
  if (!value) return fallback;
  if (!site) return value.replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(value, site.origin);
  } catch {
    return fallback;
  }
  if (isLocalHost(url.hostname) && !isLocalHost(site.hostname)) return fallback;
  return url.href.replace(/\/+$/, '');
}

/** The page's origin as a URL; null when absent or opaque (a file:// page reports "null"). */
function parseOrigin(origin: string | undefined): URL | null {
  if (!origin) return null;
  try {
    const url = new URL(origin);
    return url.origin === 'null' ? null : url;
  } catch {
    return null;
  }
}
