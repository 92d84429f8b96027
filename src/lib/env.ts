/** Public configuration baked into the site at build time (PUBLIC_* variables). */
import { resolveApiBase } from '../domain/api-base';

/** The configured API base (PUBLIC_API_BASE_URL); "/api" on the site's own origin by default. */
export const configuredApiBase: string = import.meta.env.PUBLIC_API_BASE_URL ?? '/api';

/** The API base to call from here: resolved against the page's origin in the browser (spec 1 §7). */
export function apiBase(): string {
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  return resolveApiBase(configuredApiBase, origin);
}

/** The card provider's script (PUBLIC_CLOVER_SDK_URL); the local sandbox's by default. */
export function cloverSdkUrl(): string {
  return (import.meta.env.PUBLIC_CLOVER_SDK_URL as string | undefined)?.trim() || '/sandbox/clover/sdk.js';
}
