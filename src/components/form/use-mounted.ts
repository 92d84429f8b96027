import { createElement, useEffect, useState, type ComponentType, type ReactElement } from 'react';

/** False during the server render and hydration, true once the island runs in the browser. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * An island that reads the browser (the address's query) from its first render, rendered only once
 * it runs in the browser: the server renders nothing, so the page can load it `client:painted` (its
 * code after the first paint) where `client:only` would fetch it while the page is still parsed.
 */
export function afterMount<P extends object>(Island: ComponentType<P>): (props: P) => ReactElement | null {
  function AfterMount(props: P): ReactElement | null {
    return useMounted() ? createElement(Island, props) : null;
  }
  AfterMount.displayName = `AfterMount(${Island.displayName ?? Island.name})`;
  return AfterMount;
}
