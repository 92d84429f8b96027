import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { loginPathFor, mayOpen } from '../../domain/roles';
import { replaceWith } from '../../lib/navigation';
import { $session } from '../../stores/session';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';

interface Props {
  /** The gated route as listed in GATED_ROUTES (e.g. "/portal/parent"). */
  path: string;
  /** What an admitted user sees (Astro passes the slot here). */
  children?: ReactNode;
}

/**
 * Route gate (spec 1 §2.1): renders nothing while the session loads, sends a visitor without the
 * right role to /login?next=<path>, and otherwise renders its children. Use it `client:only="react"`;
 * islands nested in its slot must use `client:only` too, so they start only once the gate admits.
 */
function RoleGate({ path, children }: Props) {
  const { user, loading, loggedOut } = useStore($session);
  const admitted = !loading && mayOpen(path, user);

  useEffect(() => {
    // After a logout on this page its caller is already navigating away (to /): leave it be.
    if (loading || admitted || loggedOut) return;
    // replace: the refused page should not sit in history between the user and the login page.
    replaceWith(loginPathFor(path + window.location.search));
  }, [loading, admitted, loggedOut, path]);

  return admitted ? <>{children}</> : null;
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(RoleGate);
