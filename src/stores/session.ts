/**
 * The session shared by the site shell and every island (spec 1 §4).
 *
 * Persisted contract: localStorage key `midsouth-league.tokens.v1` holds JSON
 * `{ "access": string, "refresh"?: string }` while a user is signed in; it is removed on logout or
 * when a refresh fails. The user itself is never stored; it is loaded from /auth/me/ on start.
 */
import { atom, computed, onMount } from 'nanostores';
import { persistentJSON } from '@nanostores/persistent';
import { api, readTokens, useTokenStore, type Tokens } from '../lib/api-client';

export const TOKENS_KEY = 'midsouth-league.tokens.v1';

export interface User {
  id?: number | string;
  email?: string;
  first_name?: string;
  last_name?: string;
  name?: string;
  role?: string;
  [field: string]: unknown;
}

export const $tokens = persistentJSON<Tokens | null>(TOKENS_KEY, null);
export const $user = atom<User | null>(null);
/** True until the first user load settles (or at once when no tokens are stored). */
export const $sessionLoading = atom<boolean>(true);

export const $session = computed([$user, $sessionLoading], (user, loading) => ({
  user,
  loading,
  signedIn: user !== null,
}));

useTokenStore({
  get: () => $tokens.get(),
  set: (tokens) => $tokens.set(tokens),
});

let started: Promise<void> | null = null;

/** Loads the current user when tokens exist; otherwise ends loading at once. Runs once per page. */
export function startSession(): Promise<void> {
  started ??= $tokens.get()?.access ? loadUser() : Promise.resolve($sessionLoading.set(false));
  return started;
}

onMount($session, () => {
  void startSession();
});

/** Reloads the user from /auth/me/; a failed load leaves the user empty. */
export async function loadUser(): Promise<void> {
  $sessionLoading.set(true);
  try {
    $user.set(await api<User>('/auth/me/'));
  } catch {
    $user.set(null);
  } finally {
    $sessionLoading.set(false);
  }
}

function storeTokens(body: unknown): boolean {
  const { access, refresh } = readTokens(body);
  if (!access) return false;
  $tokens.set({ access, refresh });
  return true;
}

/** Signs in: stores the tokens, then loads the user. Errors pass to the caller. */
export async function login(email: string, password: string): Promise<User | null> {
  const body = await api('/auth/login/', { method: 'POST', body: { email, password } });
  if (storeTokens(body)) await loadUser();
  return $user.get();
}

export interface AccountRegistration {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  role: string;
  coach_county: string;
}

/** Creates an account; signs in when the answer carries tokens, else the user stays signed out. */
export async function register(payload: AccountRegistration): Promise<User | null> {
  const body = await api('/auth/register/', { method: 'POST', body: payload });
  if (storeTokens(body)) await loadUser();
  return $user.get();
}

/** Signs out: clears tokens and user. */
export function logout(): void {
  $tokens.set(null);
  $user.set(null);
  $sessionLoading.set(false);
}
