/** Page navigation for islands, in one place so tests can observe where a page sends the user. */

/** Goes to a path on this site, keeping the current page in history. */
export function goTo(path: string): void {
  window.location.assign(path);
}

/** Replaces the current page with a path on this site (the current page leaves history). */
export function replaceWith(path: string): void {
  window.location.replace(path);
}
