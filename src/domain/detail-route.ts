/** Detail addresses built at build time or rendered in the browser (/news/{id}, /programs/{id}). */

/** The id in a detail address such as /programs/jr-nba or /news/12/ (section is "programs" or "news"). */
export function detailIdFromPath(pathname: string, section: string): string | null {
  const match = new RegExp(`^/${section}/([^/]+)/?$`).exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
