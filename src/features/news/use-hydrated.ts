import { useEffect, useState } from 'react';

/**
 * False during the server render and hydration, true once the island runs. The news islands render
 * their built state until then: the other island may already have changed the shared store, and
 * hydrating with different text would make React throw the render away.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
