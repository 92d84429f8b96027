/**
 * Validation for the form islands: a valibot schema, and its first problem in the order fields are
 * shown. It runs the schema through its Standard Schema entry (`~standard.validate`, what
 * `v.safeParse` does with the default config), so a form loads valibot's code only with its schema,
 * not with the form kit (a portal's first screen may show a form that checks without a schema).
 */
import type * as v from 'valibot';

/** The first problem with a form, in the order its fields are shown. */
export interface FormIssue<Field extends string = string> {
  field: Field;
  message: string;
}

export type ValidationResult<Output, Field extends string> =
  { success: true; output: Output } | { success: false; issue: FormIssue<Field> };

/** The issue's path as 'a.b.0' (like `v.getDotPath`), or null when a key is not a string or number. */
function dotPath(issue: v.BaseIssue<unknown>): string | null {
  if (!issue.path) return null;
  const keys: (string | number)[] = [];
  for (const item of issue.path) {
    const key: unknown = item.key;
    if (typeof key !== 'string' && typeof key !== 'number') return null;
    keys.push(key);
  }
  return keys.join('.');
}

/**
 * Validates form values and reports the first problem by field order (`fields`), so the message
 * shown and the field focused match what the user reads top to bottom.
 */
export function validateForm<S extends v.GenericSchema, Field extends string>(
  schema: S,
  input: unknown,
  fields: readonly Field[],
): ValidationResult<v.InferOutput<S>, Field> {
  // A form's schema is synchronous (no async checks), so the result is not a promise.
  const result = schema['~standard'].validate(input) as ReturnType<S['~run']>;
  if (!result.issues) return { success: true, output: result.value as v.InferOutput<S> };
  const issues = result.issues.map((issue) => ({
    field: (dotPath(issue) ?? '') as Field,
    message: issue.message,
  }));
  const rank = (field: Field) => {
    const index = fields.indexOf(field);
    return index === -1 ? fields.length : index;
  };
  const first = issues.reduce((best, issue) => (rank(issue.field) < rank(best.field) ? issue : best));
  return { success: false, issue: first };
}
