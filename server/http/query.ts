/** Reading list filters from the query string, django-filter style. */
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { fieldError } from './errors';

/** A boolean filter: true/false/1/0 (any case); missing or empty is undefined; anything else is 400. */
export function booleanQuery<E extends AppEnv>(c: Context<E>, name: string): boolean | undefined {
  const raw = c.req.query(name)?.trim().toLowerCase();
  if (!raw) return undefined;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw fieldError({ [name]: ['Enter a valid boolean: true or false.'] });
}

/** A trimmed text filter; missing or empty is undefined. */
export function textQuery<E extends AppEnv>(c: Context<E>, name: string): string | undefined {
  const raw = c.req.query(name)?.trim();
  return raw ? raw : undefined;
}

/** A comma-separated list filter (e.g. state__in=MS,TN); empty items are dropped. */
export function listQuery<E extends AppEnv>(c: Context<E>, name: string): string[] | undefined {
  const raw = textQuery(c, name);
  if (!raw) return undefined;
  const items = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
}

/** One of a fixed set of values (case-insensitive, answered uppercased); anything else is 400. */
export function choiceQuery<T extends string, E extends AppEnv>(
  c: Context<E>,
  name: string,
  choices: readonly T[],
): T | undefined {
  const raw = textQuery(c, name)?.toUpperCase();
  if (!raw) return undefined;
  const match = choices.find((choice) => choice === raw);
  if (!match)
    throw fieldError({ [name]: [`Select a valid choice. ${raw} is not one of the available choices.`] });
  return match;
}

/** A positive whole-number id from a path or query value, or null. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** Escapes LIKE wildcards so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
