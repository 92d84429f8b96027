/**
 * A resource table: everything the one list (ResourceList), the one form (ResourceForm), the pager
 * and the state component need to show and edit one kind of record. A new resource is a table,
 * not new components.
 */
import type { ReadableAtom } from 'nanostores';
import { resourceList, type ResourceList as ListStores } from '../../../lib/resource';
import type { ComponentType, ReactNode } from 'react';
import type { Page } from '../../../domain/types';
import type { FieldBinding } from '../../form/use-form';
import type * as v from 'valibot';
import { parseDetailLines, detailLines } from '../../../domain/office/seasons';
import { parseKickoff, toLeagueInput } from '../../../domain/schedule-csv';

/** A choice in a select, a filter or a group of checkboxes. */
export interface Option {
  value: string;
  label: string;
  /** What the option belongs to (a division's program), for fields that depend on another. */
  group?: string;
}

/** How a field is edited, and so how its value is read from a record and sent. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'markdown'
  | 'select'
  | 'reference'
  | 'checkbox'
  | 'checks'
  | 'reference-checks'
  | 'number'
  | 'date'
  | 'datetime'
  | 'lines'
  | 'details'
  | 'image'
  | 'custom';

/** What the control of a field the table draws itself is given. */
export interface CustomFieldProps {
  field: FieldDef;
  binding: FieldBinding;
  /** The form's values (the field may follow others, e.g. a program's venues and divisions). */
  values: Record<string, string>;
  /** The record as it was when the form opened (null for a new one). */
  record: Record<string, unknown> | null;
}

/**
 * A field the table draws itself (kind 'custom'): its control, and how a stored value becomes the
 * form's text and the text the value sent, given the form's other values.
 */
export interface CustomField {
  Control: ComponentType<CustomFieldProps>;
  toText: (value: unknown) => string;
  toBody: (text: string, values: Record<string, string>) => unknown;
}

/** One field of a resource's form. */
export interface FieldDef {
  name: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  /** Shown after the label, e.g. 'required'. */
  note?: string;
  /** Choices: fixed, or loaded (a store of options). */
  options?: readonly Option[] | ReadableAtom<readonly Option[]>;
  /** Only options whose `group` is this field's current value (a division of the chosen program). */
  dependsOn?: string;
  /** Shown when creating only (an id chosen once). */
  createOnly?: boolean;
  /** Input attributes for text-like fields. */
  inputMode?: 'numeric' | 'decimal' | 'url' | 'email' | 'text';
  maxLength?: number;
  /** Default value in a new record's form (a function for one that changes, like now). */
  initial?: string | (() => string);
  /** An image field's upload route (multipart, answers `{url}`), e.g. '/office/uploads/'. */
  uploadTo?: string;
  /**
   * A select that may hold a value its options lack (a legacy game's team name): that value is
   * kept and offered, with `warning(value)` under the field, never silently replaced; with no
   * options at all (a season without teams) the value is typed, with `typeHint`.
   */
  unlisted?: { warning: (value: string) => string; typeHint: string };
  /** Kind 'custom': the table's own control and conversions. */
  custom?: CustomField;
}

/** One column of the list. */
export interface Column<Row> {
  label: string;
  /** The cell's content. */
  cell: (row: Row) => ReactNode;
}

/** A filter of the list: a select of options, or a checkbox that switches between two values. */
export type FilterDef =
  | {
      name: string;
      label: string;
      kind: 'select';
      options: readonly Option[] | ReadableAtom<readonly Option[]>;
      all: string;
    }
  | { name: string; label: string; kind: 'checkbox'; checked: string; unchecked: string }
  | { name: string; label: string; kind: 'text' | 'date' };

/** What the resource's screens say. */
export interface ResourceMessages {
  empty: string;
  loadFailed: string;
  created?: string;
  updated?: string;
  deleted?: string;
  saveFailed?: string;
  deleteFailed?: string;
}

/** The form's extra part beside its fields (e.g. the venue's map), given the values, a setter and the record edited. */
export type FormAside = (props: {
  values: Record<string, string>;
  set: (name: string, value: string) => void;
  /** The record as it was when the form opened (null for a new one). */
  record: Record<string, unknown> | null;
}) => ReactNode;

/** Everything the kit needs to show and edit one kind of record. */
export interface ResourceTable<Row extends { id: string | number }> {
  /** Its place in the office ('programs'), and names in words. */
  id: string;
  label: string;
  singular: string;
  /** The API list path, e.g. '/office/programs/'. */
  path: string;
  pageSize: number;
  /** What a row is called ('Edit NFL FLAG Boys'). */
  rowName: (row: Row) => string;
  columns: readonly Column<Row>[];
  /** Search box placeholder-free label; no search without it. */
  searchLabel?: string;
  filters?: readonly FilterDef[];
  orderings?: readonly Option[];
  /** The form; a read-only resource has none. */
  fields?: readonly FieldDef[];
  schema?: v.GenericSchema;
  /** Whether records can be added here (default true when the table has fields). */
  creatable?: boolean;
  /** False when records are only added, never edited (a message sent); true unless said. */
  editable?: boolean;
  /** Whether a record can be deleted from the form (the server may still refuse, saying why). */
  deletable?: boolean;
  /** What deleting means, shown in the confirmation. */
  deleteNote?: string;
  /**
   * The words of adding and deleting when they mean something else ('Invite', 'Remove': an office
   * person is invited and removed); 'Add' and 'Delete' otherwise.
   */
  verbs?: { add?: string; delete?: string };
  aside?: FormAside;
  /** Instead of a table row, a card per record (the review queue). */
  renderItem?: (row: Row) => ReactNode;
  /** Extra actions on a row (e.g. a season's games). */
  rowActions?: (row: Row) => ReactNode;
  /** Shown between the controls and the rows: figures of the whole filtered list the page carries (totals). */
  summary?: (page: Page<Row>) => ReactNode;
  /** Lists a change here touches too (path prefixes). */
  affects?: readonly string[];
  messages: ResourceMessages;
}

/**
 * An item of a listed value as a list field holds it: records the API answers in full (a program's
 * venues and divisions, `{id, name}`) by their id (checks) or name (lines); plain values as they are.
 */
function listItem(item: unknown, key: 'id' | 'name'): unknown {
  return item !== null && typeof item === 'object' && key in item
    ? (item as Record<string, unknown>)[key]
    : item;
}

/** A value as its field's text in the form. */
export function formValue(field: FieldDef, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'checkbox':
      return value === true ? 'true' : '';
    case 'checks':
    case 'reference-checks':
      return Array.isArray(value) ? value.map((item) => String(listItem(item, 'id'))).join(',') : '';
    case 'datetime':
      return typeof value === 'string' ? toLeagueInput(value) : '';
    case 'lines':
      return Array.isArray(value)
        ? value.map((item) => String(listItem(item, 'name'))).join('\n')
        : String(value);
    case 'details':
      return Array.isArray(value) ? detailLines(value as { label: string; value: string }[]) : '';
    case 'custom':
      return field.custom!.toText(value);
    default:
      return String(value);
  }
}

/**
 * A field's text as the value the API takes (a number as a number, a list as a list…); a custom
 * field may read the form's other values.
 */
export function bodyValue(field: FieldDef, text: string, values: Record<string, string> = {}): unknown {
  switch (field.kind) {
    case 'checkbox':
      return text === 'true';
    case 'checks':
      return text ? text.split(',') : [];
    case 'reference-checks':
      return text ? text.split(',').map(Number) : [];
    case 'reference':
      return text === '' ? null : Number.isNaN(Number(text)) ? text : Number(text);
    case 'number': {
      const trimmed = text.trim();
      if (trimmed === '') return null;
      // Kept as text when it is not a number, so the rule's own message says what is wrong.
      return Number.isNaN(Number(trimmed)) ? trimmed : Number(trimmed);
    }
    case 'date':
      return text.trim() || null;
    case 'datetime':
      return text ? (parseKickoff(text)?.toISOString() ?? text) : '';
    case 'lines':
      return text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
    case 'details':
      return parseDetailLines(text);
    case 'custom':
      return field.custom!.toBody(text, values);
    default:
      return text;
  }
}

/** The form's starting values: a record's, or the fields' defaults for a new one. */
export function initialValues(
  fields: readonly FieldDef[],
  record: Record<string, unknown> | null,
): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      record
        ? formValue(field, record[field.name])
        : typeof field.initial === 'function'
          ? field.initial()
          : (field.initial ?? ''),
    ]),
  );
}

/** The body to send: every field of a new record, or only the fields that changed. */
export function changedBody(
  fields: readonly FieldDef[],
  values: Record<string, string>,
  initial: Record<string, string> | null,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (initial && field.createOnly) continue;
    const value = bodyValue(field, values[field.name] ?? '', values);
    if (initial) {
      // A custom field's value may follow other fields (offerings of the venues still ticked):
      // it changed when what it sends changed.
      const same =
        field.kind === 'custom'
          ? JSON.stringify(value) === JSON.stringify(bodyValue(field, initial[field.name] ?? '', initial))
          : values[field.name] === initial[field.name];
      if (same) continue;
    }
    body[field.name] = value;
  }
  return body;
}

/** The list stores of a table (one per table, or per `name` for a second list of the same path). */
export function tableList<Row extends { id: string | number }>(
  table: ResourceTable<Row>,
  name?: string,
): ListStores<Row> {
  const filters = Object.fromEntries(
    (table.filters ?? []).flatMap((filter) =>
      filter.kind === 'checkbox' ? [[filter.name, filter.unchecked]] : [],
    ),
  );
  return resourceList<Row>(
    table.path,
    table.pageSize,
    { ordering: table.orderings?.[0]?.value ?? '', filters },
    name,
  );
}
