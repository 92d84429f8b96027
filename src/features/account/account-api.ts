/** Password reset calls (spec 1 §7); sign-in and registration live in the session store. */
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
