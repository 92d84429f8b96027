/**
 * NUL characters: PostgreSQL cannot store or compare text containing U+0000 and raises an error, so
 * they are refused before a query sees them, as Django REST framework does: a query parameter or a
 * body field with one answers 400 `{ field: ['Null characters are not allowed.'] }`, a path with
 * one 404.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { fieldError, notFound, type FieldErrors } from './errors';

export const NULL_CHARACTERS = 'Null characters are not allowed.';

/** Whether a value holds a NUL character in any string, key or nested value. */
export function hasNullCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasNullCharacter(item, depth + 1));
  if (value instanceof Blob) return hasNullCharacter((value as File).name ?? '', depth + 1);
  return Object.entries(value).some(([key, item]) => key.includes('\0') || hasNullCharacter(item, depth + 1));
}

/** Throws the 400 of DRF's ProhibitNullCharactersValidator for each top-level field with a NUL. */
export function assertNoNullCharacters(fields: Record<string, unknown>): void {
  // Collected as entries: a field named like an Object property (__proto__, valueOf) is a field too.
  const errors = new Map<string, string[]>();
  for (const [key, value] of Object.entries(fields)) {
    if (key.includes('\0')) errors.set('non_field_errors', [NULL_CHARACTERS]);
    else if (hasNullCharacter(value)) errors.set(key, [NULL_CHARACTERS]);
  }
  if (errors.size > 0) throw fieldError(Object.fromEntries(errors) as FieldErrors);
}

/** Refuses a path or query string with a NUL character (bodies are checked when read). */
export const refuseNullCharacters = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  if (/%00/.test(url.pathname) || url.pathname.includes('\0')) throw notFound();
  if (/%00/.test(url.search) || url.search.includes('\0')) {
    // Every value of a repeated parameter (a handler may read any of them).
    // A Map, so a parameter named valueOf or __proto__ is only a name.
    const fields = new Map<string, string[]>();
    for (const [key, value] of url.searchParams) fields.set(key, [...(fields.get(key) ?? []), value]);
    assertNoNullCharacters(Object.fromEntries(fields));
  }
  await next();
});
