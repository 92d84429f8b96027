import type { ReactNode } from 'react';
import LoadProblem from '../LoadProblem';

interface Props {
  /** What is listed, for the loading line ('programs'). */
  what: string;
  loading: boolean;
  error: unknown;
  /** Records on this page. */
  count: number;
  /** Words for an empty list and for a list that could not load. */
  empty: string;
  failed: string;
  onRetry: () => void;
  /** The list itself, shown once there is something to show. */
  children: ReactNode;
}

/** The one loading, empty and error state of every list: a spinner, the problem with Try again, or the words for none. */
export default function ListState({ what, loading, error, count, empty, failed, onRetry, children }: Props) {
  if (error) return <LoadProblem message={failed} onRetry={onRetry} />;
  if (loading && count === 0) {
    return (
      <p className="portal-loading" role="status">
        <span className="spinner" aria-hidden="true" /> Loading {what}…
      </p>
    );
  }
  if (count === 0) return <p className="portal-muted resource-empty">{empty}</p>;
  return <>{children}</>;
}
