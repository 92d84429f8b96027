/**
 * Finding the text to show for a failed call (spec 1 §8): error bodies are searched, nested,
 * for detail, non_field_errors, message, messages, fields and errors.
 */

const KEYS = ['detail', 'non_field_errors', 'message', 'messages', 'fields', 'errors'] as const;
const MAX_DEPTH = 6;

/** A body that is a whole HTML page (a proxy's 502, a framework's debug page) is never shown. */
function usableText(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed || /^\s*<(!doctype|html|head|body|\?xml)/i.test(trimmed)) return null;
  return trimmed;
}

/** First non-empty string found in a value: itself, the first of a list, or any field of an object. */
function firstText(value: unknown, depth = 0): string | null {
  if (depth > MAX_DEPTH || value == null) return null;
  if (typeof value === 'string') return usableText(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = firstText(item, depth + 1);
      if (text) return text;
    }
    return null;
  }
  if (typeof value === 'object') {
    const known = findErrorText(value, depth + 1);
    if (known) return known;
    for (const item of Object.values(value as Record<string, unknown>)) {
      const text = firstText(item, depth + 1);
      if (text) return text;
    }
  }
  return null;
}

/** Searches a parsed error body for the keys of §8, in that order, at any depth. */
export function findErrorText(body: unknown, depth = 0): string | null {
  if (depth > MAX_DEPTH || body == null) return null;
  if (typeof body === 'string') return usableText(body);
  if (typeof body !== 'object') return null;
  if (Array.isArray(body)) return firstText(body, depth);
  const record = body as Record<string, unknown>;
  for (const key of KEYS) {
    if (key in record) {
      const text = firstText(record[key], depth + 1);
      if (text) return text;
    }
  }
  // The keys may sit further down, e.g. { error: { detail } } or { data: { message } }.
  for (const value of Object.values(record)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const text = findErrorText(value, depth + 1);
      if (text) return text;
    }
  }
  return null;
}

/** Reads the body of an error thrown by the API client (ofetch's FetchError keeps it in `data`). */
export function errorBody(error: unknown): unknown {
  if (error && typeof error === 'object' && 'data' in error) return (error as { data: unknown }).data;
  return undefined;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The value under `key` in a body or in any object nested in it (e.g. error.fields). */
function findKey(body: unknown, key: string, depth = 0): unknown {
  const record = asRecord(body);
  if (!record || depth > MAX_DEPTH) return undefined;
  if (key in record) return record[key];
  for (const value of Object.values(record)) {
    const found = findKey(value, key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The `detail` text of an error body, top level or nested (several messages of §8 read detail alone). */
export function errorDetail(error: unknown): string | null {
  const detail = findKey(errorBody(error), 'detail');
  return detail === undefined ? null : firstText(detail);
}

/** DRF puts field errors at the top level ({ email: ['...'] }); these are the entries that are not §8 keys. */
function topLevelFieldErrors(body: unknown): Record<string, unknown> | null {
  const record = asRecord(body);
  if (!record) return null;
  const entries = Object.entries(record).filter(
    ([key, value]) =>
      !(KEYS as readonly string[]).includes(key) && (Array.isArray(value) || asRecord(value) !== null),
  );
  return entries.length ? Object.fromEntries(entries) : null;
}

/** The first message of one field's errors, top level or under `fields` / `errors`. */
function fieldError(body: unknown, field: string): string | null {
  for (const holder of [
    asRecord(body),
    asRecord(findKey(body, 'fields')),
    asRecord(findKey(body, 'errors')),
  ]) {
    if (holder && field in holder) {
      const text = firstText(holder[field]);
      if (text) return text;
    }
  }
  return null;
}

/** The message for a failed call: text found in its body by the keys of §8, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return findErrorText(errorBody(error)) ?? fallback;
}

/** Like errorMessage, then the first field error of a DRF-style body, then the fallback. */
export function formErrorMessage(error: unknown, fallback: string): string {
  const body = errorBody(error);
  const fields = topLevelFieldErrors(body);
  return findErrorText(body) ?? (fields ? firstText(fields) : null) ?? fallback;
}

/** Register's rule (§8): first message in error.fields, else error.detail, else the fallback. */
export function registerErrorMessage(error: unknown, fallback = 'Registration failed'): string {
  const body = errorBody(error);
  const fields = findKey(body, 'fields') ?? topLevelFieldErrors(body);
  const fromFields = fields ? firstText(fields) : null;
  return fromFields ?? errorDetail(error) ?? findErrorText(body) ?? fallback;
}

/** Reset's rule (§8): detail, else the token or uid error, else the password error, else the fallback. */
export function resetPasswordErrorMessage(
  error: unknown,
  fallback = 'Unable to reset password. Try requesting a new link.',
): string {
  const body = errorBody(error);
  return (
    errorDetail(error) ??
    fieldError(body, 'token') ??
    fieldError(body, 'uid') ??
    fieldError(body, 'password') ??
    findErrorText(body) ??
    fallback
  );
}

/** A portal's load failure (spec 2 §8, spec 3 §8): 401 and 403 have their own words, else the detail or the fallback. */
export function portalLoadMessage(
  status: number | undefined,
  error: unknown,
  texts: { expired: string; forbidden: string; fallback: string },
): string {
  if (status === 401) return texts.expired;
  if (status === 403) return texts.forbidden;
  return errorDetail(error) ?? findErrorText(errorBody(error)) ?? texts.fallback;
}

/** Spec 3 §8 (profile save): the first value of the error body (a list's first item, or a string), else the fallback. */
export function firstValueMessage(error: unknown, fallback: string): string {
  const first = (value: unknown, depth = 0): string | null => {
    if (depth > MAX_DEPTH || value == null) return null;
    if (typeof value === 'string') return usableText(value);
    if (Array.isArray(value)) return first(value[0], depth + 1);
    const record = asRecord(value);
    return record ? first(Object.values(record)[0], depth + 1) : null;
  };
  return first(errorBody(error)) ?? fallback;
}

/** Spec 3 §8 (athlete checkout): the detail, else the first non_field_errors item, else the fallback. */
export function detailOrNonFieldMessage(error: unknown, fallback: string): string {
  return errorDetail(error) ?? fieldError(errorBody(error), 'non_field_errors') ?? fallback;
}
