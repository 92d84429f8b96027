/** Validation for the form islands: a valibot schema, and its first problem in the order fields are shown. */
import * as v from 'valibot';

/** The first problem with a form, in the order its fields are shown. */
export interface FormIssue<Field extends string = string> {
  field: Field;
  message: string;
}

export type ValidationResult<Output, Field extends string> =
  { success: true; output: Output } | { success: false; issue: FormIssue<Field> };

/**
 * Validates form values and reports the first problem by field order (`fields`), so the message
 * shown and the field focused match what the user reads top to bottom.
 */
export function validateForm<S extends v.GenericSchema, Field extends string>(
  schema: S,
  input: unknown,
  fields: readonly Field[],
): ValidationResult<v.InferOutput<S>, Field> {
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, output: result.output };
  const issues = result.issues.map((issue) => ({
    field: (v.getDotPath(issue) ?? '') as Field,
    message: issue.message,
  }));
  const rank = (field: Field) => {
    const index = fields.indexOf(field);
    return index === -1 ? fields.length : index;
  };
  const first = issues.reduce((best, issue) => (rank(issue.field) < rank(best.field) ? issue : best));
  return { success: false, issue: first };
}
