import { displayName } from '../../domain/account';
import { dashboardPath, mayOpen, normalizePath, roleLabel, safeNext } from '../../domain/roles';
import type { User } from '../../stores/session';

/** Shown on /login to a visitor who is already signed in, with the way to their dashboard. */
export default function SignedInNotice({ user, next }: { user: User; next: string | null }) {
  const target = safeNext(next);
  const refused = target !== null && !mayOpen(normalizePath(target.split(/[?#]/)[0] ?? ''), user);
  const dashboard = dashboardPath(user.role);
  return (
    <div className="account-card">
      <h2>You&rsquo;re signed in</h2>
      <p>
        Signed in as <strong>{displayName(user)}</strong> ({roleLabel(user.role)}).
      </p>
      {refused && <p>The page you asked for belongs to a different kind of account.</p>}
      <div className="profile-actions">
        {dashboard !== '/login' && (
          <a className="account-submit account-link-button" href={dashboard}>
            Go to your dashboard
          </a>
        )}
        <a className="account-secondary" href="/profile">
          View your profile
        </a>
      </div>
    </div>
  );
}
