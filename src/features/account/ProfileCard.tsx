import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { personName } from '../../domain/account';
import { dashboardPath, roleLabel } from '../../domain/roles';
import { goTo } from '../../lib/navigation';
import { $user, loadUser, logout } from '../../stores/session';
import './account.css';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';
import VerifyEmailNotice from '../../components/portal/VerifyEmailNotice';
import ChangePasswordForm from './ChangePasswordForm';

/** The signed-in user's profile (spec 1 §2.19): name, email, role, Refresh, Logout, dashboard link. */
function ProfileCard() {
  const user = useStore($user);
  const [refreshing, setRefreshing] = useState(false);
  const [status, setStatus] = useState('');
  if (!user) return null;

  const dashboard = dashboardPath(user.role);
  const refresh = async () => {
    setRefreshing(true);
    setStatus('Refreshing your profile…');
    const fresh = await loadUser();
    setRefreshing(false);
    setStatus(fresh ? 'Profile refreshed.' : '');
  };

  return (
    <div className="account-card">
      <h2>Account details</h2>
      <VerifyEmailNotice />
      <dl className="profile-list">
        <div>
          <dt>Name</dt>
          <dd>{personName(user) || 'Not provided'}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            {user.email}
            {user['email_verified'] === true && (
              <>
                {' '}
                <span className="badge badge-success">Confirmed</span>
              </>
            )}
            {user['email_verified'] === false && (
              <>
                {' '}
                <span className="badge badge-warning">Not confirmed yet</span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{roleLabel(user.role)}</dd>
        </div>
      </dl>
      <div className="profile-actions">
        {dashboard !== '/login' && (
          <a className="account-submit account-link-button" href={dashboard}>
            Go to your dashboard
          </a>
        )}
        <button
          className="account-secondary"
          type="button"
          onClick={refresh}
          disabled={refreshing}
          aria-busy={refreshing}
        >
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </button>
        <button
          className="account-secondary"
          type="button"
          onClick={() => {
            logout();
            goTo('/');
          }}
        >
          Logout
        </button>
      </div>
      <p className="profile-status" role="status">
        {status}
      </p>
      <ChangePasswordForm />
    </div>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(ProfileCard);
