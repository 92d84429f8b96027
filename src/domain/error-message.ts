/**
 * Finding the text to show for a failed call (spec 1 §8): error bodies are searched, nested,
 * for detail, non_field_errors, message, messages, fields and errors.
 */

const KEYS = ['detail', 'non_field_errors', 'message', 'messages', 'fields', 'errors'] as const;

/** First non-empty string found in a value: itself, the first of a list, or any field of an object. */
function firstText(value: unknown, depth = 0): string | null {
  if (depth > 6 || value == null) return null;
  if (typeof value === 'string') return value.trim() || null;
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
  if (depth > 6 || body == null) return null;
  if (typeof body === 'string') return body.trim() || null;
  if (typeof body !== 'object' || Array.isArray(body)) return firstText(body, depth);
  const record = body as Record<string, unknown>;
  for (const key of KEYS) {
    if (key in record) {
      const text = firstText(record[key], depth + 1);
      if (text) return text;
    }
  }
  // The keys may sit one level down, e.g. { error: { detail } } or { data: { message } }.
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

/** The `detail` text of an error body only (several messages of §8 read detail alone). */
export function errorDetail(error: unknown): string | null {
  const body = errorBody(error);
  if (body && typeof body === 'object' && 'detail' in body) {
    return firstText((body as { detail: unknown }).detail);
  }
  return null;
}

/** The message for a failed call: text found in its body, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return findErrorText(errorBody(error)) ?? fallback;
}

/** Register's rule: first message in error.fields, else error.detail, else the fallback. */
export function registerErrorMessage(error: unknown, fallback = 'Registration failed'): string {
  const body = errorBody(error);
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const fields = record['fields'] ?? fieldErrorsOf(record);
    const fromFields = fields ? firstText(fields) : null;
    if (fromFields) return fromFields;
  }
  return errorDetail(error) ?? findErrorText(body) ?? fallback;
}

/** DRF puts field errors at the top level ({ email: ['...'] }); collect those that are not §8 keys. */
function fieldErrorsOf(record: Record<string, unknown>): Record<string, unknown> | null {
  const entries = Object.entries(record).filter(
    ([key, value]) => !(KEYS as readonly string[]).includes(key) && Array.isArray(value),
  );
  return entries.length ? Object.fromEntries(entries) : null;
}
