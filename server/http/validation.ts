/** Reading request input with valibot and answering DRF-style field errors. */
import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError, fieldError, type FieldErrors } from './errors';
import { assertNoNullCharacters } from './null-characters';
import { recordIdField } from '../../src/domain/record-id';

export const REQUIRED = 'This field is required.';
export const BLANK = 'This field may not be blank.';

/** A string field: missing gives 'This field is required.', other types 'Not a valid string.' */
export function text() {
  return v.string((issue) => (issue.received === 'undefined' ? REQUIRED : 'Not a valid string.'));
}

/** A required string that is trimmed and may not be blank. */
export function requiredText() {
  return v.pipe(text(), v.trim(), v.nonEmpty(BLANK));
}

/** An optional string (missing or null become ''), trimmed. */
export function optionalText() {
  return v.pipe(
    v.optional(v.nullable(text()), ''),
    v.transform((value) => (value ?? '').trim()),
  );
}

export const INVALID_INTEGER = 'A valid integer is required.';

/** A positive whole-number id, given as a JSON number or a string of digits. */
export function integerId() {
  return recordIdField(INVALID_INTEGER, REQUIRED);
}

/** Turns valibot issues into `{field: [messages]}` (the first message per field). */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' ? key : 'non_field_errors';
    // A missing key is reported by the object schema itself, with valibot's own wording.
    const missing = issue.type === 'object' && issue.received === 'undefined' && issue.path?.length === 1;
    (errors[field] ??= []).push(missing ? REQUIRED : issue.message);
  }
  return errors;
}

/** Validates input against a schema, throwing a 400 with field errors when it does not fit. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (!result.success) throw fieldError(toFieldErrors(result.issues));
  return result.output;
}

/** Parses the JSON body (or form fields) and validates it. */
export async function readBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const type = c.req.header('content-type') ?? '';
  let input: unknown;
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    input = await c.req.parseBody();
  } else {
    const raw = await c.req.text();
    try {
      input = raw.trim() === '' ? {} : JSON.parse(raw);
    } catch {
      throw new ApiError(400, { detail: 'JSON parse error - the request body is not valid JSON.' });
    }
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ApiError(400, { non_field_errors: ['Invalid data. Expected a dictionary.'] });
  }
  assertNoNullCharacters(input as Record<string, unknown>);
  return validate(schema, input);
}
