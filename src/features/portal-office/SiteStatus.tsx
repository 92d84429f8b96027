import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { sitePollDelay, siteStatusText, type SiteStatus as Status } from '../../domain/office/site-status';
import { createFetcherStore } from '../../lib/query';

/** The public site's state (GET /office/site/), asked again every 5 s while it updates, else every 30 s. */
export const $siteStatus = createFetcherStore<Status>(['/office/site/']);

/** At a glance: is the public site live, updating, or did its last update fail (and why)? */
export default function SiteStatus() {
  const { data, error } = useStore($siteStatus);

  useEffect(() => {
    const timer = setTimeout(() => $siteStatus.revalidate(), sitePollDelay(data));
    return () => clearTimeout(timer);
  }, [data, error]);

  // One set of boxes whether the answer is in or not, so the office below does not move when it
  // arrives (a bare <p> while loading kept its default bottom margin and the office moved up).
  return (
    <div className={data ? `site-status site-status-${data.state}` : 'site-status'}>
      <p role="status">
        Public site:{' '}
        {data ? (
          <strong>{siteStatusText(data)}</strong>
        ) : error ? (
          'status unavailable right now.'
        ) : (
          'checking…'
        )}
        {data?.pending && data.state === 'updating' && ' · another update is queued'}
      </p>
      {data?.state === 'failed' && data.log_tail && (
        <details className="site-status-log">
          <summary>Why the update failed</summary>
          <pre>{data.log_tail}</pre>
        </details>
      )}
    </div>
  );
}
