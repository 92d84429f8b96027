import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $offline } from '../../lib/offline-state';
import ErrorBoundary from './ErrorBoundary';
import { lazyView } from './LazyView';
import ToastRegion from './ToastRegion';

/** Said only when the portal shows its last reads: its code loads then (or once the page is idle). */
const OfflineNotice = lazyView(() => import('./OfflineNotice'), 'Checking the connection…');

/**
 * Every portal island's frame: the error boundary, the offline notice (issue 39), and the page's
 * toast region. The service worker that keeps the portal is registered by the session on portal
 * pages (src/lib/offline-reads.ts).
 */
export default function PortalShell({ children }: { children: ReactNode }) {
  const offline = useStore($offline);
  return (
    <ErrorBoundary>
      {offline && <OfflineNotice />}
      {children}
      <ToastRegion />
    </ErrorBoundary>
  );
}
