import { useStore } from '@nanostores/react';
import { atom, type ReadableAtom } from 'nanostores';
import { useEffect, useId, useState, type ReactNode } from 'react';
import Dialog from '../Dialog';
import FilterChips from './FilterChips';
import ListState from './ListState';
import Pager from './Pager';
import ResourceForm from './ResourceForm';
import { tableList, type FilterDef, type Option, type ResourceTable } from './resource-table';
import './resource.css';

const NO_OPTIONS = atom<readonly Option[]>([]);

/** A select filter whose options may load from the API. */
function SelectFilter({
  filter,
  value,
  onChange,
}: {
  filter: Extract<FilterDef, { kind: 'select' }>;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const store = 'get' in filter.options ? (filter.options as ReadableAtom<readonly Option[]>) : NO_OPTIONS;
  const loaded = useStore(store);
  const options = 'get' in filter.options ? loaded : (filter.options as readonly Option[]);
  return (
    <div className="field resource-filter">
      <label htmlFor={id}>{filter.label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{filter.all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A text or date filter; text is applied once the typing pauses. */
function InputFilter({
  filter,
  value,
  onChange,
}: {
  filter: Extract<FilterDef, { kind: 'text' | 'date' }>;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), filter.kind === 'date' ? 0 : 300);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div className="field resource-filter">
      <label htmlFor={id}>{filter.label}</label>
      <input
        id={id}
        type={filter.kind === 'date' ? 'date' : 'search'}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
    </div>
  );
}

interface Props<Row extends { id: string | number }> {
  table: ResourceTable<Row>;
  /** Shown above the controls (the section's heading and intro are the caller's). */
  children?: ReactNode;
  /** A list of its own under another name (e.g. one season's games beside all games). */
  listName?: string;
}

/**
 * The one list of the kit: search, filters and ordering as the table names them, the records as a
 * table (cards on a phone) or as the table's own cards, the one pager, the one loading, empty and
 * error state, and the add and edit dialogs with the one form.
 */
export default function ResourceList<Row extends { id: string | number }>({
  table,
  children,
  listName,
}: Props<Row>) {
  const list = tableList(table, listName);
  const view = useStore(list.$view);
  const page = useStore(list.$page);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [search, setSearch] = useState(view.search);
  // Bumped when a chip clears filters: their text boxes start again from the view.
  const [resets, setResets] = useState(0);
  const searchId = useId();
  const sortId = useId();
  const rows = page.data?.results ?? [];

  // The search follows the typing once it pauses.
  useEffect(() => {
    if (search === view.search) return;
    const timer = setTimeout(() => list.setView({ search }), 300);
    return () => clearTimeout(timer);
  }, [search]);

  const preset = Object.fromEntries(
    Object.entries(view.filters).filter(
      ([name, value]) => value && table.fields?.some((field) => field.name === name),
    ),
  );

  return (
    <div className="resource" aria-busy={page.loading}>
      {children}
      <div className="resource-controls">
        {table.searchLabel && (
          <div className="field resource-search" role="search">
            <label htmlFor={searchId}>{table.searchLabel}</label>
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          </div>
        )}
        {table.filters?.map((filter) =>
          filter.kind === 'select' ? (
            <SelectFilter
              key={filter.name}
              filter={filter}
              value={view.filters[filter.name] ?? ''}
              onChange={(value) => list.setView({ filters: { ...view.filters, [filter.name]: value } })}
            />
          ) : filter.kind === 'checkbox' ? (
            <label key={filter.name} className="resource-toggle">
              <input
                type="checkbox"
                checked={(view.filters[filter.name] ?? filter.unchecked) === filter.checked}
                onChange={(event) =>
                  list.setView({
                    filters: {
                      ...view.filters,
                      [filter.name]: event.currentTarget.checked ? filter.checked : filter.unchecked,
                    },
                  })
                }
              />{' '}
              {filter.label}
            </label>
          ) : (
            <InputFilter
              key={`${filter.name}/${resets}`}
              filter={filter}
              value={view.filters[filter.name] ?? ''}
              onChange={(value) => list.setView({ filters: { ...view.filters, [filter.name]: value } })}
            />
          ),
        )}
        {table.orderings && table.orderings.length > 1 && (
          <div className="field resource-filter">
            <label htmlFor={sortId}>Sort by</label>
            <select
              id={sortId}
              value={view.ordering}
              onChange={(event) => list.setView({ ordering: event.currentTarget.value })}
            >
              {table.orderings.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        )}
        {table.fields && table.creatable !== false && (
          <button type="button" className="btn btn-primary resource-add" onClick={() => setEditing('new')}>
            {table.verbs?.add ?? 'Add'} {table.singular}
          </button>
        )}
      </div>
      <FilterChips
        view={view}
        filters={table.filters ?? []}
        onClear={(change) => {
          if (change.search !== undefined) setSearch('');
          if (change.filters) setResets((n) => n + 1);
          list.setView({
            ...(change.search === undefined ? {} : { search: '' }),
            ...(change.filters ? { filters: { ...view.filters, ...change.filters } } : {}),
          });
        }}
      />
      {table.summary && page.data && table.summary(page.data)}
      <ListState
        what={table.label.toLowerCase()}
        loading={page.loading}
        error={page.error}
        count={rows.length}
        empty={table.messages.empty}
        failed={table.messages.loadFailed}
        onRetry={() => list.$page.revalidate()}
      >
        {table.renderItem ? (
          <div className="item-list">{rows.map((row) => table.renderItem!(row))}</div>
        ) : (
          <div className="resource-table-wrap table-scroll">
            <table className="resource-table">
              <caption className="visually-hidden">
                {table.label}, page {view.page}
              </caption>
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th key={column.label} scope="col">
                      {column.label}
                    </th>
                  ))}
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={String(row.id)}>
                    {table.columns.map((column, index) =>
                      index === 0 ? (
                        <th key={column.label} scope="row" data-label={column.label}>
                          {column.cell(row)}
                        </th>
                      ) : (
                        <td key={column.label} data-label={column.label}>
                          {column.cell(row)}
                        </td>
                      ),
                    )}
                    <td className="resource-actions">
                      {table.rowActions?.(row)}
                      {table.fields && table.editable !== false && (
                        <button
                          type="button"
                          className="btn btn-secondary btn-small"
                          onClick={() => setEditing(row)}
                        >
                          Edit<span className="visually-hidden"> {table.rowName(row)}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
      <Pager
        page={view.page}
        count={page.data?.count ?? 0}
        pageSize={table.pageSize}
        onPage={(next) => list.setView({ page: next })}
      />
      {table.fields && (
        <Dialog
          open={editing !== null}
          wide
          title={
            editing === 'new' || editing === null ? `New ${table.singular}` : `Edit ${table.rowName(editing)}`
          }
          onClose={() => setEditing(null)}
        >
          {editing !== null && (
            <ResourceForm
              key={editing === 'new' ? 'new' : String(editing.id)}
              table={table}
              record={editing === 'new' ? null : editing}
              preset={preset}
              onDone={() => setEditing(null)}
            />
          )}
        </Dialog>
      )}
    </div>
  );
}
