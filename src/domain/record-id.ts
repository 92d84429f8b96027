import * as v from 'valibot';

/** The largest id the database's integer keys hold (PostgreSQL `integer`, 2³¹ − 1). */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * Another record's id as a JSON number: a whole number from 1 to MAX_RECORD_ID. A larger or
 * negative number can name no record, and the database would refuse it with an error rather than
 * find nothing, so it is refused here with `message`.
 */
export function recordId(message: string) {
  return v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(MAX_RECORD_ID, message),
  );
}

/** Whether `value` is a whole number that can be a record's id. */
export function isRecordId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_RECORD_ID;
}

/**
 * A number given as a JSON number or as a string of digits (form fields send strings), read as a
 * number; `missing` is the message when the field is absent.
 */
export function numberOrDigits(message: string, missing = message) {
  return v.pipe(
    v.union(
      [v.number(message), v.pipe(v.string(message), v.trim(), v.regex(/^\d{1,10}$/, message))],
      (issue) => (issue.received === 'undefined' ? missing : message),
    ),
    v.transform(Number),
  );
}

/** Another record's id as a JSON number or a string of digits. */
export function recordIdField(message: string, missing = message) {
  return v.pipe(numberOrDigits(message, missing), recordId(message));
}
