import { useEffect, useRef } from 'react';
import { urlWithZip } from '../../domain/locations';

/** Mirrors the ZIP filter in the address's `zip` query (§5) without adding history entries. */
export function useZipInUrl(zip: string): void {
  const first = useRef(true);
  useEffect(() => {
    // The first run sees the state before ?zip= was read from the address; leave the address alone.
    if (first.current) {
      first.current = false;
      return;
    }
    const next = urlWithZip(window.location.href, zip);
    const now = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (next !== now) window.history.replaceState(window.history.state, '', next);
  }, [zip]);
}
