/**
 * Valibot building blocks for the league office's request bodies, shared by the office forms and
 * the API (which answers their messages as field errors). Every rule names the field in words a
 * member of staff understands.
 */
import * as v from 'valibot';
import { recordId } from '../record-id';

/** A required text: trimmed, not blank, at most `max` characters. */
export function requiredText(label: string, max = 200) {
  const message = `Enter the ${label}.`;
  return v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, `The ${label} can be at most ${max} characters.`),
  );
}

/** An optional text (missing or null become ''), trimmed, at most `max` characters. */
export function optionalText(label: string, max = 2000) {
  return v.pipe(
    v.optional(v.nullable(v.string(`The ${label} must be text.`)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.maxLength(max, `The ${label} can be at most ${max} characters.`),
  );
}

const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+\.[^\s]*$|^https?:\/\/localhost(:\d+)?(\/\S*)?$/i;
const SITE_PATH = /^\/(?!\/)\S*$/;

/** Whether a text is an http(s) address. */
export function isWebAddress(value: string): boolean {
  return WEB_ADDRESS.test(value);
}

/** Whether a text is a path on this site (starts with one /, no spaces). */
export function isSitePath(value: string): boolean {
  return SITE_PATH.test(value);
}

/** An optional http(s) address ('' when missing). */
export function webAddress(label: string) {
  return v.pipe(
    optionalText(label, 500),
    v.check(
      (value) => value === '' || isWebAddress(value),
      `The ${label} must be a web address starting with http:// or https://.`,
    ),
  );
}

/** Hint shown under every image field (an upload fills it in). */
export const IMAGE_HINT =
  'Upload an image, or type a site path such as /sponsors/logos/acme.svg or an https:// address.';

/** Where the office's image fields upload (POST, multipart). */
export const IMAGE_UPLOAD_PATH = '/office/uploads/';

/** An optional image or link: a site path starting with / or an http(s) address ('' when missing). */
export function pathOrAddress(label: string) {
  return v.pipe(
    optionalText(label, 500),
    v.check(
      (value) => value === '' || isSitePath(value) || isWebAddress(value),
      `The ${label} must be a site path starting with / or an address starting with http:// or https://.`,
    ),
  );
}

/** A yes/no field; missing is `fallback`. */
export function flag(label: string, fallback: boolean) {
  return v.optional(v.boolean(`Choose whether the record is ${label}.`), fallback);
}

/** A whole number between `min` and `max`; missing is `fallback`. */
export function wholeNumber(label: string, min: number, max: number, fallback: number) {
  const message = `The ${label} must be a whole number from ${min} to ${max}.`;
  return v.optional(
    v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message)),
    fallback,
  );
}

/** An optional whole number between `min` and `max` (null when missing). */
export function optionalWholeNumber(label: string, min: number, max: number) {
  const message = `The ${label} must be a whole number from ${min} to ${max}.`;
  return v.optional(
    v.nullable(
      v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message)),
    ),
    null,
  );
}

/** An optional id of another record (null when missing). */
export function reference(label: string) {
  const message = `Choose a valid ${label}.`;
  return v.optional(v.nullable(recordId(message)), null);
}

/** A required id of another record. */
export function requiredReference(label: string) {
  const message = `Choose the ${label}.`;
  return recordId(message);
}

/** One of fixed values. */
export function choice<T extends string>(label: string, values: readonly [T, ...T[]]) {
  return v.picklist(values, `Choose a ${label}: ${values.join(', ')}.`);
}

/** Whether a text is a real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An optional calendar day, YYYY-MM-DD (null when missing or blank). */
export function optionalDay(label: string) {
  return v.pipe(
    v.optional(v.nullable(v.string(`The ${label} must be a date.`)), null),
    v.transform((value) => (value ?? '').trim() || null),
    v.check((value) => value === null || isIsoDay(value), `The ${label} must be a date like 2026-09-12.`),
  );
}

/** A required moment (an ISO 8601 date and time with its offset, as the office sends it). */
export function instant(label: string) {
  const message = `Enter the ${label} as a date and time.`;
  return v.pipe(
    v.string(message),
    v.trim(),
    v.check((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), message),
  );
}

/** A list of distinct texts (names), each trimmed and not blank; at most `max` items. */
export function nameList(label: string, max = 20, itemMax = 60) {
  return v.pipe(
    v.optional(v.array(v.string(`Each ${label} must be text.`), `The ${label}s must be a list.`), []),
    v.transform((items) => items.map((item) => item.trim()).filter(Boolean)),
    v.maxLength(max, `List at most ${max} ${label}s.`),
    v.check(
      (items) => items.every((item) => item.length <= itemMax),
      `Each ${label} can be at most ${itemMax} characters.`,
    ),
    v.check(
      (items) => new Set(items.map((item) => item.toLowerCase())).size === items.length,
      `Each ${label} can be listed only once.`,
    ),
  );
}

/** A list of distinct ids of other records. */
export function referenceList(label: string, max = 200) {
  const message = `Choose valid ${label}s.`;
  return v.pipe(
    v.optional(v.array(recordId(message), message), []),
    v.maxLength(max, `Choose at most ${max} ${label}s.`),
    v.transform((ids) => [...new Set(ids)]),
  );
}
