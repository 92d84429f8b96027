import { useEffect, useState, type ComponentType } from 'react';
import { onDemand, prefetch, type OnDemand } from '../../lib/on-demand';
import { whenLoadedAndIdle } from '../../scripts/after-load';
import LoadProblem from './LoadProblem';

/** Said when a part loaded on demand could not be fetched (offline, a new release). */
export const LOAD_FAILED = 'This part of the page could not be loaded. Check your connection and try again.';

/**
 * The module `target` once loaded (starting the load on first render), else null; `failed` with
 * `retry` when it could not be loaded. A module loaded before is there on the first render.
 */
export function useOnDemand<T>(target: OnDemand<T>): {
  module: T | null;
  failed: boolean;
  retry: () => void;
} {
  const [, setLoaded] = useState(0);
  const [failed, setFailed] = useState(false);
  const module = target.loaded() ?? null;
  useEffect(() => {
    if (module || failed) return;
    let live = true;
    target.load().then(
      () => live && setLoaded((count) => count + 1),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [module, failed]);
  return { module, failed, retry: () => setFailed(false) };
}

/** The small status shown while a part loads (announced politely; focus stays where it is). */
export function Loading({ label }: { label: string }) {
  return (
    <p className="portal-loading portal-loading-small" role="status">
      <span className="spinner" aria-hidden="true" /> {label}
    </p>
  );
}

/** A component loaded on demand, rendered like the component itself, with `load` for `onIntent`. */
export type LazyView<P> = ComponentType<P> & OnDemand<{ default: ComponentType<P> }>;

/**
 * A component that loads its code when it first renders (or earlier, on intent: spread
 * `onIntent(View)` on the button that opens it). Until then it shows `loading`; a failed load says
 * so with a Try again. Render it only when it is wanted (a dialog: while open).
 */
export function lazyView<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
  loading: string,
): LazyView<P> {
  const target = onDemand(importer);
  function View(props: P) {
    const { module, failed, retry } = useOnDemand(target);
    if (module) return <module.default {...props} />;
    if (failed) return <LoadProblem message={LOAD_FAILED} onRetry={retry} />;
    return <Loading label={loading} />;
  }
  return Object.assign(View, target);
}

/**
 * Fetches `targets` once the page has loaded and the main thread is idle: parts below the fold that
 * can appear without a click (a season's snapshot once a payment lands), so they are there when
 * they do and never arrive late to push what is on screen (a success panel the page just focused).
 */
export function usePrefetchWhenIdle(...targets: readonly OnDemand<unknown>[]): void {
  useEffect(() => whenLoadedAndIdle(() => prefetch(...targets)), []);
}
