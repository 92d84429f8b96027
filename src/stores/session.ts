/**
 * The session shared by the site shell and every island (spec 1 §4).
 *
 * Persisted contract: localStorage key `midsouth-league.tokens.v1` holds JSON
 * `{ "access": string, "refresh"?: string }` while a user is signed in; the key is removed on
 * logout or when a refresh fails. Values stored under `access_token` / `refresh_token` are read too.
 * The user itself is not stored here; it is loaded from /auth/me/ on start. On a portal page of a
 * device that kept its last reads (issue 39, src/lib/offline-reads.ts) the user and the reads they
 * were made for draw the portal at once while /auth/me/ answers; ending a session, or starting
 * another, forgets them.
 */
import { atom, computed, onMount } from 'nanostores';
import { persistentJSON } from '@nanostores/persistent';
import { api, connectTokenStore, errorStatus, readTokens, type Tokens } from '../lib/api-client';

import { TOKENS_KEY } from './session-key';

export { TOKENS_KEY };

export interface User {
  id?: number | string;
  email?: string;
  first_name?: string;
  last_name?: string;
  name?: string;
  role?: string;
  [field: string]: unknown;
}

/** Stored tokens; `undefined` means signed out (the key is then absent from localStorage). */
export const $tokens = persistentJSON<Tokens | undefined>(TOKENS_KEY, undefined);
export const $user = atom<User | null>(null);
/** True until the first user load settles (or at once when no tokens are stored). */
export const $sessionLoading = atom<boolean>(true);

/**
 * True once the user logged out on this page: whoever called logout() is navigating away, so gates
 * must not send the page to /login meanwhile.
 */
export const $loggedOut = atom<boolean>(false);

export const $session = computed([$user, $sessionLoading, $loggedOut], (user, loading, loggedOut) => ({
  user,
  loading,
  signedIn: user !== null,
  loggedOut,
}));

/** The stored tokens in the contract's shape, whatever spelling or junk the key holds. */
function storedTokens(): Tokens | null {
  const { access, refresh } = readTokens($tokens.get());
  return access ? { access, ...(refresh ? { refresh } : {}) } : null;
}

connectTokenStore({
  get: storedTokens,
  set: (tokens) => $tokens.set(tokens ?? undefined),
});

// Bumped whenever the session is ended, so a user load still in flight cannot sign the user back in.
let generation = 0;

/** The offline portal's module (issue 39), loaded only where it may be needed. */
const offlineReads = () => import('../lib/offline-reads');

/** Forgets the last reads kept for the offline portal. */
function forgetOfflineReads(): void {
  if (typeof window === 'undefined' || !('caches' in window)) return;
  void offlineReads().then(
    (offline) => offline.forgetReads(),
    () => undefined,
  );
}

// Tokens cleared elsewhere (a failed refresh, logout in another tab) end the session here too.
$tokens.listen((tokens) => {
  if (!readTokens(tokens).access && $user.get() !== null) {
    generation += 1;
    $user.set(null);
    forgetOfflineReads();
  }
});

let started: Promise<void> | null = null;
/** Whether the last user load got no answer at all (no connection), as opposed to a refusal. */
let noAnswer = false;

/** Loads the current user when tokens exist; otherwise ends loading at once. Runs once per page. */
export function startSession(): Promise<void> {
  started ??= storedTokens() ? resumeSession() : Promise.resolve($sessionLoading.set(false));
  return started;
}

/**
 * A stored session: /auth/me/ is asked at once; meanwhile, on a portal page, the last reads kept
 * on this device (issue 39) may draw the portal before it answers. The first visit keeps the spec's
 * rule: nothing is drawn while the session is unknown.
 */
async function resumeSession(): Promise<void> {
  const loading = loadUser();
  const mine = generation;
  if (
    typeof window !== 'undefined' &&
    window.location?.pathname.startsWith('/portal/') &&
    'caches' in window
  ) {
    // No kept reads (or none readable): the portal waits for /auth/me/ as on a first visit.
    const restored = await offlineReads()
      .then((offline) => {
        offline.registerServiceWorker();
        return offline.restoreReads(storedTokens()?.access ?? '');
      })
      .catch(() => null);
    if (restored?.user && mine === generation && $sessionLoading.get()) {
      $user.set(restored.user);
      $sessionLoading.set(false);
    }
    await loading;
    // /auth/me/ got no answer before the kept reads were read: they stand in for it.
    if (restored?.user && mine === generation && noAnswer && $user.get() === null) $user.set(restored.user);
    return;
  }
  await loading;
}

onMount($session, () => {
  void startSession();
});

// A page opened with a stored session asks for its user as soon as this module runs, not once an
// island first renders: on a phone the renderer (React) is the largest script, and /auth/me/ then
// travels while it downloads instead of after it (a gated page draws nothing until it answers).
if (typeof window !== 'undefined' && storedTokens()) void startSession();

/**
 * Reloads the user from /auth/me/; a failed load leaves the user empty. Only the first load of a
 * page holds `$sessionLoading` (gates wait for it); later reloads keep the current page on screen.
 */
export async function loadUser(): Promise<User | null> {
  const mine = generation;
  let user: User | null = null;
  try {
    user = await api<User>('/auth/me/');
    noAnswer = false;
  } catch (error) {
    noAnswer = errorStatus(error) === undefined;
    // No answer at all (no signal) while the portal shows its kept reads: keep showing them.
    if (noAnswer && $user.get() !== null) {
      $sessionLoading.set(false);
      return $user.get();
    }
    user = null;
  }
  if (mine === generation) $user.set(user && typeof user === 'object' ? user : null);
  $sessionLoading.set(false);
  return $user.get();
}

function storeTokens(body: unknown): boolean {
  const { access, refresh } = readTokens(body);
  if (!access) return false;
  generation += 1;
  // Another session starts: what this device kept for the last one is not this one's.
  forgetOfflineReads();
  $loggedOut.set(false);
  $tokens.set({ access, ...(refresh ? { refresh } : {}) });
  return true;
}

/**
 * Signs in: stores the tokens, then loads the user, which is returned (null when the answer carried
 * no tokens or the user could not be loaded). Errors of the login call pass to the caller.
 */
export async function login(email: string, password: string): Promise<User | null> {
  const body = await api('/auth/login/', { method: 'POST', body: { email, password } });
  return storeTokens(body) ? loadUser() : null;
}

/** The account fields sent to /auth/register/ (spec 1 §3). */
export interface AccountRegistration {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  role: string;
  coach_county: string;
  [field: string]: unknown;
}

/** Creates an account; signs in when the answer carries tokens, else the user stays signed out (null). */
export async function register(payload: AccountRegistration): Promise<User | null> {
  const body = await api('/auth/register/', { method: 'POST', body: payload });
  return storeTokens(body) ? loadUser() : null;
}

/**
 * Signs out: clears tokens and user at once, and asks the server to revoke the session's refresh
 * token without waiting (keepalive: the request outlives the page the caller navigates away from;
 * a failure there never keeps anyone signed in here). The caller then navigates (the shell and
 * profile go to /).
 */
export function logout(): void {
  const refresh = storedTokens()?.refresh;
  generation += 1;
  // Signing out clears the portal's kept reads on this device (issue 39).
  forgetOfflineReads();
  $loggedOut.set(true);
  $tokens.set(undefined);
  $user.set(null);
  $sessionLoading.set(false);
  // Sent after the tokens are gone, so it carries no access token and never triggers a refresh.
  if (refresh) {
    api('/auth/logout/', { method: 'POST', body: { refresh }, keepalive: true }).catch(() => undefined);
  }
}
