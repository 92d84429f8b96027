/** Server-side password rules shared by registration and password reset. */

/** The minimum password length (spec 1 §9). */
export const PASSWORD_MIN_LENGTH = 8;

/** Problems with a new password, as messages; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return [`Password must be at least ${PASSWORD_MIN_LENGTH} characters.`];
  }
  if (password.length > 256) return ['Password must be at most 256 characters.'];
  const hasLetter = /\p{L}/u.test(password);
  const hasNumber = /\p{N}/u.test(password);
  const hasSymbol = /[^\p{L}\p{N}\s]/u.test(password);
  if (!hasLetter || !hasNumber || !hasSymbol) {
    return ['Password must include letters, numbers and symbols.'];
  }
  return [];
}
