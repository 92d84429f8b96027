import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  retryText,
  sitePollDelay,
  siteStatusText,
  type SiteStatus as Status,
} from '../../domain/office/site-status';
import { createFetcherStore } from '../../lib/query';
import { change } from '../../lib/resource';

/** The public site's state (GET /office/site/), asked again every 5 s while it updates, else every 30 s. */
export const $siteStatus = createFetcherStore<Status>(['/office/site/']);

/** Asks for the public site to be built again (issue 41 item 9); null, or what went wrong. */
async function rebuildNow(): Promise<string | null> {
  const result = await change<Status>(
    { method: 'POST', path: '/office/site/rebuild/', body: {}, affects: ['/office/site/'] },
    'Unable to ask for a rebuild right now.',
  );
  return result.ok ? null : result.failure.message;
}

/** At a glance: is the public site live, updating, or did its last update fail (and why)? */
export default function SiteStatus() {
  const { data, error } = useStore($siteStatus);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => $siteStatus.revalidate(), sitePollDelay(data));
    return () => clearTimeout(timer);
  }, [data, error]);

  const rebuild = () => {
    setAsking(true);
    setProblem(null);
    void rebuildNow().then((failure) => {
      setProblem(failure);
      setAsking(false);
    });
  };

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
        {data?.pending && data.state !== 'updating' && ' · an update is about to start'}
      </p>
      {data?.state === 'failed' && data.problem && (
        <p className="site-status-problem">
          Why: {data.problem} {retryText(data)}
        </p>
      )}
      {data?.state === 'failed' && data.log_tail && (
        <details className="site-status-log">
          <summary>Why the update failed</summary>
          <pre>{data.log_tail}</pre>
        </details>
      )}
      {data && data.mode !== 'off' && (
        <p className="site-status-actions">
          <button
            type="button"
            className="btn btn-outline btn-small"
            disabled={asking || data.state === 'updating'}
            onClick={rebuild}
          >
            {asking ? 'Asking…' : 'Rebuild now'}
          </button>
          {problem && (
            <span role="alert" className="site-status-alert">
              {' '}
              {problem}
            </span>
          )}
        </p>
      )}
    </div>
  );
}
