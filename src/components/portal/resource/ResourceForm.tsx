import { useState } from 'react';
import { validateForm } from '../../../domain/form-validation';
import { change } from '../../../lib/resource';
import { showToast } from '../../../stores/toasts';
import FormMessage from '../../form/FormMessage';
import { useForm } from '../../form/use-form';
import FieldControl from './FieldControl';
import { changedBody, initialValues, type ResourceTable } from './resource-table';

interface Props<Row extends { id: string | number }> {
  table: ResourceTable<Row>;
  /** The record to edit, or null for a new one. */
  record: Row | null;
  /** Called once the record is saved or deleted (the dialog closes). */
  onDone: () => void;
  /** Starting values for a new record (e.g. the season a game is added to). */
  preset?: Record<string, string>;
}

/**
 * The one resource form: the table's fields drawn with the form kit, checked with the domain's
 * valibot rules (first problem in field order, focus moved to it), then saved through the resource
 * module; a change sends only the fields that changed. Deleting asks first and shows the server's
 * refusal (what still refers to the record) in place.
 */
export default function ResourceForm<Row extends { id: string | number }>({
  table,
  record,
  onDone,
  preset = {},
}: Props<Row>) {
  const fields = (table.fields ?? []).filter((field) => !(record && field.createOnly));
  const start = initialValues(fields, record as Record<string, unknown> | null);
  const [initial] = useState(() => (record ? start : { ...start, ...preset }));
  const form = useForm<string>(initial);
  const [confirming, setConfirming] = useState(false);
  const deleteVerb = table.verbs?.delete ?? 'Delete';
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const recordPath = record ? `${table.path}${encodeURIComponent(String(record.id))}/` : table.path;
  const name = record ? table.rowName(record) : '';

  const save = form.submit(
    async () => {
      const full = changedBody(fields, form.values, null);
      if (table.schema) {
        const checked = validateForm(
          table.schema,
          full,
          fields.map((field) => field.name),
        );
        if (!checked.success) {
          form.fail({ field: checked.issue.field.split('.')[0]!, message: checked.issue.message });
          return;
        }
      }
      const body = record ? changedBody(fields, form.values, initial) : full;
      if (record && Object.keys(body).length === 0) {
        showToast('Nothing changed.', { tone: 'info' });
        onDone();
        return;
      }
      const result = await change<Row>(
        {
          method: record ? 'PATCH' : 'POST',
          path: recordPath,
          body,
          ...(table.affects ? { affects: table.affects } : {}),
        },
        table.messages.saveFailed ?? `Unable to save the ${table.singular} right now.`,
      );
      if (!result.ok) {
        const known = fields.some((field) => field.name === result.failure.field);
        form.fail(
          known
            ? { field: result.failure.field!, message: result.failure.message }
            : { message: result.failure.message },
        );
        return;
      }
      showToast(
        record
          ? (table.messages.updated ?? `${capitalised(table.singular)} saved.`)
          : (table.messages.created ?? `${capitalised(table.singular)} added.`),
      );
      onDone();
    },
    () => `Unable to save the ${table.singular} right now.`,
  );

  const remove = async () => {
    if (!record) return;
    setDeleting(true);
    setDeleteProblem(null);
    const result = await change(
      { method: 'DELETE', path: recordPath, ...(table.affects ? { affects: table.affects } : {}) },
      table.messages.deleteFailed ?? `Unable to delete the ${table.singular} right now.`,
    );
    setDeleting(false);
    if (!result.ok) {
      setDeleteProblem(result.failure.message);
      return;
    }
    showToast(table.messages.deleted ?? `${capitalised(table.singular)} deleted.`);
    onDone();
  };

  if (confirming && record) {
    return (
      <div className="resource-confirm">
        <p>
          {deleteVerb} <strong>{name}</strong>?{' '}
          {table.deleteNote ?? 'This cannot be undone; the activity log keeps what it was.'}
        </p>
        {deleteProblem && (
          <div className="portal-alert" role="alert">
            <p>{deleteProblem}</p>
          </div>
        )}
        <div className="portal-actions">
          <button type="button" className="btn btn-danger" disabled={deleting} onClick={() => void remove()}>
            {deleteVerb} {table.singular}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={deleting}
            onClick={() => {
              setConfirming(false);
              setDeleteProblem(null);
            }}
          >
            Keep it
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      {...form.formProps}
      className="portal-form resource-form"
      onSubmit={save}
      aria-label={record ? `Edit ${name}` : `New ${table.singular}`}
    >
      <div className="resource-fields">
        {fields.map((field) => (
          <div key={field.name} className={`resource-field resource-field-${field.kind}`}>
            <FieldControl
              field={field}
              binding={form.bind(field.name)}
              values={form.values}
              record={record as Record<string, unknown> | null}
            />
          </div>
        ))}
      </div>
      {table.aside?.({
        values: form.values,
        set: form.set,
        record: record as Record<string, unknown> | null,
      })}
      <FormMessage {...form.messageProps} />
      <div className="portal-actions resource-form-actions">
        <button type="submit" className="btn btn-primary" disabled={form.busy || !form.hydrated}>
          {record ? 'Save changes' : `${table.verbs?.add ?? 'Add'} ${table.singular}`}
        </button>
        {record && table.deletable && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={form.busy}
            onClick={() => setConfirming(true)}
          >
            {deleteVerb}…
          </button>
        )}
      </div>
    </form>
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
