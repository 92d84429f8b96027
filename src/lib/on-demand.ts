/**
 * Code a page needs only later (a dialog, a form behind a button, an office section), loaded with a
 * dynamic import when first wanted. `onDemand` keeps one load per module (again after a failure, so
 * a later try can succeed); `onIntent` gives the control that opens it the events that start the
 * load early: hovering, focusing or touching it. Components use it through `lazyView` and
 * `useOnDemand` (src/components/portal/LazyView.tsx).
 */
export interface OnDemand<T> {
  /** Starts loading (once; anew after a failure) and resolves with the module. */
  load(): Promise<T>;
  /** The module once loaded, else undefined. */
  loaded(): T | undefined;
}

/** A module loaded on demand, e.g. `onDemand(() => import('./markdown'))`. */
export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (module) => (value = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => value,
  };
}

/** Starts loading each of `targets` now; a failure is left to the load that needs the module. */
export function prefetch(...targets: readonly OnDemand<unknown>[]): void {
  for (const target of targets) target.load().catch(() => undefined);
}

/** Props for the control that opens something on demand: hover, focus or touch starts loading it. */
export function onIntent(...targets: readonly OnDemand<unknown>[]) {
  const start = () => prefetch(...targets);
  return { onPointerEnter: start, onFocus: start, onTouchStart: start };
}

/** The events `onIntent` returns, for a component that passes them on to its control. */
export type IntentProps = ReturnType<typeof onIntent>;
