import { portalLoadMessage } from '../../domain/error-message';
import { errorStatus } from '../../lib/api-client';
import { revalidateKeys } from '../../lib/query';
import LoadProblem from './LoadProblem';

interface Props {
  /** Why the portal's own data could not load; none while it is still loading. */
  error: unknown;
  /** The portal's words for a 403 and for any other failure (spec 2 §8, spec 3 §8). */
  forbidden: string;
  fallback: string;
  expired?: string;
}

/** A portal whose own data is still loading (a spinner), or could not load (the problem and Try again). */
export default function PortalLoadState({
  error,
  forbidden,
  fallback,
  expired = 'Session expired. Please log in again.',
}: Props) {
  return (
    <div className="wrap portal">
      {error ? (
        <LoadProblem
          message={portalLoadMessage(errorStatus(error), error, { expired, forbidden, fallback })}
          onRetry={() => revalidateKeys(() => true)}
        />
      ) : (
        <p className="portal-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading your portal…
        </p>
      )}
    </div>
  );
}
