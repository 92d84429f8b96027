/**
 * Form state shared by the account islands: controlled values that survive a failed call, one
 * problem at a time (a field's or the server's), a busy flag, and focus moved to the invalid field
 * or to the message after a failed submit.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type * as v from 'valibot';
import { validateForm, type FormIssue } from '../../domain/account';
import { useMounted } from './use-mounted';

export interface FormProblem<Field extends string> {
  /** The field at fault; absent for a server or network problem. */
  field?: Field;
  message: string;
}

export function useAccountForm<Field extends string>(initial: Record<Field, string>) {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<FormProblem<Field> | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const id = useId();
  // The static form's submit stays disabled until the island runs: a submit then would only reload.
  const hydrated = useMounted();

  // After each failed submit, focus the field at fault, else the message itself.
  useEffect(() => {
    if (!problem || attempt === 0) return;
    const field = problem.field ? formRef.current?.elements.namedItem(problem.field) : null;
    if (field instanceof HTMLElement) field.focus();
    else messageRef.current?.focus();
    // Keyed on the attempt counter alone: focus moves once per failed submit, not on every edit.
  }, [attempt]);

  // Text typed before the island hydrated is in the inputs but not in state: take it over once, so
  // the next render does not wipe it.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Record<Field, string>> = {};
    for (const field of Object.keys(initial) as Field[]) {
      const control = form.elements.namedItem(field);
      const value =
        control instanceof HTMLInputElement ||
        control instanceof HTMLSelectElement ||
        control instanceof HTMLTextAreaElement
          ? control.value
          : undefined;
      if (value !== undefined && value !== initial[field]) typed[field] = value;
    }
    if (Object.keys(typed).length) setValues((current) => ({ ...current, ...typed }));
    // Once, right after hydration.
  }, []);

  const fail = (next: FormProblem<Field>) => {
    setProblem(next);
    setAttempt((n) => n + 1);
  };

  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  /** Props for an input or select bound to a field, with its invalid state wired to the message. */
  const bind = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
    'aria-invalid': problem?.field === field ? true : undefined,
  });

  /** Validates with a schema in field order; reports the first problem and returns null on failure. */
  function check<S extends v.GenericSchema>(schema: S, fields: readonly Field[]): v.InferOutput<S> | null {
    const result = validateForm(schema, values, fields);
    if (result.success) return result.output;
    fail(result.issue as FormIssue<Field>);
    return null;
  }

  /** Wraps a submit handler: prevents the page load, sets busy, and reports a thrown problem. */
  const onSubmit =
    (run: () => Promise<void>, describe: (error: unknown) => string) =>
    async (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      setProblem(null);
      setBusy(true);
      try {
        await run();
      } catch (error) {
        fail({ message: describe(error) });
      } finally {
        setBusy(false);
      }
    };

  return {
    values,
    set,
    bind,
    check,
    fail,
    problem,
    busy,
    setBusy,
    onSubmit,
    formRef,
    /**
     * The form element's own props: it posts (an early submit never puts a password in a URL) and
     * validates in script, with the spec's messages, rather than with the browser's bubbles.
     */
    formProps: { ref: formRef, className: 'account-form', method: 'post', noValidate: true } as const,
    messageRef,
    hydrated,
    fieldId: (field: Field) => `${id}-${field}`,
    messageId: `${id}-message`,
  };
}
