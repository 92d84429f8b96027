import { dashboardPath } from '../domain/roles';
import { $session, logout } from '../stores/session';

/** Shows Register/Login or Dashboard/Logout in every [data-auth] area from the session store. */
export function initAuthLinks(): void {
  const areas = document.querySelectorAll<HTMLElement>('[data-auth]');
  if (areas.length === 0) return;
  $session.subscribe(({ user, loading }) => {
    for (const area of areas) {
      area.dataset.state = loading ? 'loading' : user ? 'in' : 'out';
      const dashboard = area.querySelector<HTMLAnchorElement>('[data-auth-dashboard]');
      if (dashboard) dashboard.href = dashboardPath(user?.role);
    }
  });
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-auth-logout]')) {
    button.addEventListener('click', () => {
      logout();
      window.location.assign('/');
    });
  }
}
