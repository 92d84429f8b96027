import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Around every island: one that throws while rendering shows spec 1's 'Unexpected Application
 * Error' with a way to reload, instead of a blank space.
 */
export default class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('An island failed to render:', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="island-error" role="alert">
        <h2>Unexpected Application Error</h2>
        <p>Something went wrong while showing this part of the page. Reloading usually fixes it.</p>
        <button type="button" className="island-error-reload" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}

/** Wraps an island's component in the error boundary (for islands mounted straight from a page). */
export function withErrorBoundary<P extends object>(Island: (props: P) => ReactNode) {
  function Guarded(props: P) {
    return (
      <ErrorBoundary>
        <Island {...props} />
      </ErrorBoundary>
    );
  }
  Guarded.displayName = `Guarded(${Island.name || 'Island'})`;
  return Guarded;
}
