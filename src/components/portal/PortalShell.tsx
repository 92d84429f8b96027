import { useEffect, type ReactNode } from 'react';
import { registerServiceWorker } from '../../lib/service-worker';
import ErrorBoundary from './ErrorBoundary';
import OfflineNotice from './OfflineNotice';
import ToastRegion from './ToastRegion';

/**
 * Every portal island's frame: the error boundary, the offline notice, the page's toast region, and
 * the service worker that keeps the portal for the next visit and for a field with no signal.
 */
export default function PortalShell({ children }: { children: ReactNode }) {
  useEffect(() => registerServiceWorker(), []);
  return (
    <ErrorBoundary>
      <OfflineNotice />
      {children}
      <ToastRegion />
    </ErrorBoundary>
  );
}
