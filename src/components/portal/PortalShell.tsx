import type { ReactNode } from 'react';
import ErrorBoundary from './ErrorBoundary';
import ToastRegion from './ToastRegion';

/** Every portal island's frame: the error boundary and the page's toast region. */
export default function PortalShell({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      {children}
      <ToastRegion />
    </ErrorBoundary>
  );
}
