/**
 * Password reset calls (spec 1 §7), e-mail confirmation and the guardian's approval link (issue 17
 * item 2: no account, the link's token is the proof); sign-in and registration live in the session store.
 */
import type { GuardianApproval } from '../../domain/athlete-profile';
import { api } from '../../lib/api-client';

/** Asks the API to mail reset instructions; the answer is neutral whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api('/auth/password/reset/', { method: 'POST', body: { email } });
}

/** Sets a new password from the uid and token of a reset link. */
export async function confirmPasswordReset(input: {
  uid: string;
  token: string;
  password: string;
}): Promise<void> {
  await api('/auth/password/reset/confirm/', { method: 'POST', body: input });
}

/** Changes the signed-in account's password; every other session of the account ends. */
export function changePassword(input: { current_password: string; new_password: string }): Promise<{
  detail: string;
}> {
  return api('/auth/password/change/', { method: 'POST', body: input });
}

/** What a confirmation link is for: the address and the account that asked (nothing is decided). */
export interface ConfirmationRequest {
  email: string;
  account: { name: string; created_at: string };
  expires_at: string;
}

/** Reads the confirmation a link stands for. */
export function lookupConfirmation(token: string): Promise<ConfirmationRequest> {
  return api('/auth/email/verify/lookup/', { method: 'POST', body: { token } });
}

/**
 * Confirms the account's e-mail address with the token of a mailed link, in the session of that
 * account (issue 36); answers the server's words.
 */
export async function confirmEmail(token: string): Promise<{ detail: string; email: string }> {
  return api('/auth/email/verify/', { method: 'POST', body: { token } });
}

/** "This wasn't me": the address leaves the account that asked; answers the server's words. */
export function disownAddress(token: string): Promise<{ detail: string; email: string }> {
  return api('/auth/email/verify/disown/', { method: 'POST', body: { token } });
}

/** What the link shows: the athlete as the parent portal would, and where the link was sent. */
export interface GuardianRequest {
  athlete: GuardianApproval;
  first_name: string;
  guardian_email: string;
  expires_at: string;
}

/** Reads the request a link stands for (nothing is decided). */
export function lookupRequest(token: string): Promise<GuardianRequest> {
  return api('/guardian-consent/lookup/', { method: 'POST', body: { token } });
}

/** Approves or declines once; the link is then used up. */
export function decideRequest(
  token: string,
  decision: 'approve' | 'decline',
): Promise<{ detail: string; status: GuardianApproval['status'] }> {
  return api('/guardian-consent/decide/', { method: 'POST', body: { token, decision } });
}
