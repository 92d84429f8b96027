import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { lazyDateFormat } from '../../domain/intl';
import { LEAGUE_TIME_ZONE } from '../../domain/league-games';
import { $offline } from '../../lib/offline-state';
import { revalidateKeys } from '../../lib/query';
import { loadUser } from '../../stores/session';

const asOf = lazyDateFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: LEAGUE_TIME_ZONE,
});

/**
 * Says when the portal shows its last reads instead of fresh ones (issue 39: at a field with no
 * signal) and as of when; when the connection comes back, everything is read again.
 */
export default function OfflineNotice() {
  const offline = useStore($offline);
  useEffect(() => {
    const back = () => {
      void loadUser();
      revalidateKeys(() => true);
    };
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, []);
  if (!offline) return null;
  return (
    <p className="offline-notice wrap" role="status">
      You are offline. This is your portal as of {asOf().format(new Date(offline.savedAt))}; it updates when
      the connection is back.
    </p>
  );
}
