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

  // The same boxes while it loads as once it has loaded, so the office below does not move when
  // the answer arrives (a bare <p> here kept its default bottom margin and the office moved up).
  if (!data) {
    return (
      <div className="site-status">
        <p role="status">Public site: {error ? 'status unavailable right now.' : 'checking…'}</p>
      </div>
    );
  }
  const text = siteStatusText(data);
  return (
    <div className={`site-status site-status-${data.state}`}>
      <p role="status">
        Public site: <strong>{text}</strong>
        {data.pending && data.state === 'updating' && ' · another update is queued'}
      </p>
      {data.state === 'failed' && data.log_tail && (
        <details className="site-status-log">
          <summary>Why the update failed</summary>
          <pre>{data.log_tail}</pre>
        </details>
      )}
    </div>
  );
}
