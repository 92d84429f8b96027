import { TOKENS_KEY } from '../stores/session-key';

/**
 * Shows Register/Login or Dashboard/Logout in every [data-auth] area. A visitor with no stored
 * tokens is signed out without loading the session store at all (most visitors, on every page);
 * the store loads when tokens exist, or when another tab signs in.
 */
export function initAuthLinks(): void {
  const areas = document.querySelectorAll<HTMLElement>('[data-auth]');
  if (areas.length === 0) return;
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    const [{ dashboardPath }, { isStaffValue }, { $session, logout }] = await Promise.all([
      import('../domain/roles'),
      import('../domain/role-map'),
      import('../stores/session'),
    ]);
    $session.subscribe(({ user, loading }) => {
      for (const area of areas) {
        area.dataset.state = loading ? 'loading' : user ? 'in' : 'out';
        const dashboard = area.querySelector<HTMLAnchorElement>('[data-auth-dashboard]');
        if (dashboard) dashboard.href = dashboardPath(user?.role);
        // League staff also get the way to the office (their Dashboard stays the coach portal).
        const office = area.querySelector<HTMLAnchorElement>('[data-auth-office]');
        if (office) office.hidden = !isStaffValue(user?.role);
      }
    });
    for (const button of document.querySelectorAll<HTMLButtonElement>('[data-auth-logout]')) {
      button.addEventListener('click', () => {
        logout();
        window.location.assign('/');
      });
    }
  };
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(TOKENS_KEY);
  } catch {
    // Storage turned off: nobody can be signed in on this page.
  }
  if (stored) {
    void start();
    return;
  }
  for (const area of areas) area.dataset.state = 'out';
  window.addEventListener('storage', (event) => {
    if (event.key === TOKENS_KEY && event.newValue) void start();
  });
}
