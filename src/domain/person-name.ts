/** A user's name as the pages show it, apart from the account forms' schemas (src/domain/account.ts). */

/** The name to show for a user: first and last name, else name, else email. */
export function displayName(user: {
  name?: unknown;
  first_name?: unknown;
  last_name?: unknown;
  email?: unknown;
}): string {
  const full = [text(user.first_name), text(user.last_name)].filter(Boolean).join(' ');
  return full || text(user.name) || text(user.email);
}

/** The user's own name only (never the email some APIs put in `name`); empty when none is known. */
export function personName(user: {
  name?: unknown;
  first_name?: unknown;
  last_name?: unknown;
  email?: unknown;
}): string {
  const full = [text(user.first_name), text(user.last_name)].filter(Boolean).join(' ');
  const name = text(user.name);
  return full || (name && name.toLowerCase() !== text(user.email).toLowerCase() ? name : '');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
