/**
 * The form state every form island uses: string values that survive a failed call, one problem at
 * a time (a field's or the server's), a busy flag, focus moved to the invalid field or to the
 * message after a failed submit, and the take-over of text typed before the island hydrated.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type * as v from 'valibot';
import { validateForm } from '../../domain/form-validation';
import { useMounted } from './use-mounted';

/** What is wrong with the form: a control's problem (by its name) or, without `field`, the call's. */
export interface FormProblem {
  /** The `name` of the control at fault: a value field, or another control such as a file input. */
  field?: string;
  message: string;
}

/** Props `bind(field)` gives a field component (TextField, SelectField, PasswordField, TextAreaField). */
export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  'aria-invalid': true | undefined;
  /** Id of the form message, read with the field while it is at fault. */
  errorId: string;
}

/**
 * Reads the value a visitor left in a control of the static form (before the island ran); not a
 * select that lacks the option of its starting value (its options load after the form opens): it
 * shows its first option only because the right one is not there yet, and nothing was chosen.
 */
function typedValue(form: HTMLFormElement, name: string, initial: string): string | undefined {
  const control = form.elements.namedItem(name);
  const typed =
    control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement;
  if (!typed) return undefined;
  // A file input's value is a fake path: files are taken over by FileField itself.
  if (control instanceof HTMLInputElement && control.type === 'file') return undefined;
  // A checkbox's value is what it sends when ticked; unticked it holds ''.
  if (control instanceof HTMLInputElement && control.type === 'checkbox')
    return control.checked ? control.value : '';
  if (
    control instanceof HTMLSelectElement &&
    ![...control.options].some((option) => option.value === initial)
  )
    return undefined;
  return control.value;
}

/** Form state for an island's form; `initial` names its string fields and their starting values. */
export function useForm<Field extends string>(initial: Record<Field, string>) {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const id = useId();
  // The static form's submit stays disabled until the island runs: a submit then would only reload.
  const hydrated = useMounted();
  const messageId = `${id}-message`;
  const fieldId = (name: string) => `${id}-${name}`;

  // After each failed submit, focus the control at fault, else the message itself.
  useEffect(() => {
    if (!problem || attempt === 0) return;
    // The control by its name, else by the id `bind` gave it (a group of checkboxes has no one name).
    const control = problem.field
      ? (formRef.current?.elements.namedItem(problem.field) ??
        document.getElementById(fieldId(problem.field)))
      : null;
    if (control instanceof HTMLElement) control.focus();
    else messageRef.current?.focus();
    // Keyed on the attempt counter alone: focus moves once per failed submit, not on every edit.
  }, [attempt]);

  // Text typed before the island hydrated is in the controls but not in state: take it over in the
  // same commit as `hydrated`, before any re-render could write the initial values back.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Record<Field, string>> = {};
    for (const field of Object.keys(initial) as Field[]) {
      const value = typedValue(form, field, initial[field]);
      if (value !== undefined && value !== initial[field]) typed[field] = value;
    }
    if (Object.keys(typed).length) setValues((current) => ({ ...current, ...typed }));
    // Once, right after hydration.
  }, []);

  /** Shows a problem and moves focus to its control (or to the message). */
  const fail = (next: FormProblem) => {
    setProblem(next);
    setAttempt((n) => n + 1);
  };

  /** Sets one field's value; editing the field at fault clears its problem. */
  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblem((current) => (current?.field === field ? null : current));
  };

  /**
   * Fills fields still empty, or still at their starting value (a default country), with known
   * values (the signed-in account's). Decided on the values at the time of the update, so text typed
   * before the island ran, or since, is never overwritten.
   */
  const fill = (known: Partial<Record<Field, string>>) => {
    setValues((current) => {
      const filled = { ...current };
      for (const [field, value] of Object.entries(known) as [Field, string | undefined][]) {
        if (value && (!current[field].trim() || current[field] === initial[field])) filled[field] = value;
      }
      return filled;
    });
  };

  /** Props for a field component bound to `field`, with its invalid state wired to the message. */
  const bind = (field: Field): FieldBinding => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: (event) => set(field, event.currentTarget.value),
    'aria-invalid': problem?.field === field ? true : undefined,
    errorId: messageId,
  });

  /** Validates the values with a schema, `order` being the fields as shown; null (and the problem shown) on failure. */
  function check<S extends v.GenericSchema>(schema: S, order: readonly Field[]): v.InferOutput<S> | null {
    const result = validateForm(schema, values, order);
    if (result.success) return result.output;
    fail(result.issue);
    return null;
  }

  /** A submit handler: no page load, busy while `run` works, and a thrown error shown as `describe` words it. */
  const submit =
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

  /** Back to the initial values with no problem; the form's own controls (file inputs) are reset too. */
  const reset = () => {
    formRef.current?.reset();
    setValues(initial);
    setProblem(null);
  };

  return {
    values,
    set,
    fill,
    bind,
    check,
    fail,
    submit,
    reset,
    problem,
    busy,
    /** False until the island runs in the browser: keep the submit button disabled until then. */
    hydrated,
    /** The id `bind` gives a field, or an id for another control of the form (a file input). */
    fieldId,
    /**
     * The form element's own props: it posts (an early submit never puts a password in a URL) and
     * validates in script, with the spec's messages, rather than with the browser's bubbles.
     */
    formProps: { ref: formRef, method: 'post', noValidate: true, 'aria-busy': busy } as const,
    /** Props for the form's FormMessage: the current problem, announced and focusable. */
    messageProps: { id: messageId, ref: messageRef, error: problem?.message },
  };
}

/** The state and helpers `useForm` returns. */
export type FormState<Field extends string> = ReturnType<typeof useForm<Field>>;
