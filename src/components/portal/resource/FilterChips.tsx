/**
 * The search and filters a list applies, as removable chips above it (issue 41 item 8): a list's
 * view outlives its section (staff come back to it as they left it), so what narrows it — and the
 * exports made from it — is always in sight and one tap from gone, never silently kept.
 */
import { useStore } from '@nanostores/react';
import { atom, type ReadableAtom } from 'nanostores';
import { useRef } from 'react';
import type { ListView } from '../../../lib/resource';
import type { FilterDef, Option } from './resource-table';

const NO_OPTIONS = atom<readonly Option[]>([]);

/** A filter's value as a chip says it, or null when the filter is at its default (not narrowing). */
export function chipText(filter: FilterDef, value: string, options: readonly Option[]): string | null {
  switch (filter.kind) {
    case 'checkbox':
      return value && value !== filter.unchecked ? filter.label : null;
    case 'select':
      return value
        ? `${filter.label}: ${options.find((option) => option.value === value)?.label ?? value}`
        : null;
    default:
      return value ? `${filter.label}: ${value}` : null;
  }
}

function Chip({ text, onRemove }: { text: string; onRemove: () => void }) {
  return (
    <li>
      {/* Named by its text, not aria-label, so it never answers for the filter's own label. */}
      <button type="button" className="filter-chip" onClick={onRemove}>
        <span className="visually-hidden">Remove </span>
        {text} <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** A select filter's chip: its options may load from the API (the label follows them). */
function SelectChip({
  filter,
  value,
  onRemove,
}: {
  filter: Extract<FilterDef, { kind: 'select' }>;
  value: string;
  onRemove: () => void;
}) {
  const loaded = useStore(
    'get' in filter.options ? (filter.options as ReadableAtom<readonly Option[]>) : NO_OPTIONS,
  );
  const options = 'get' in filter.options ? loaded : (filter.options as readonly Option[]);
  const text = chipText(filter, value, options);
  return text ? <Chip text={text} onRemove={onRemove} /> : null;
}

/** The value a filter goes back to when its chip is removed. */
const cleared = (filter: FilterDef) => (filter.kind === 'checkbox' ? filter.unchecked : '');

export default function FilterChips({
  view,
  filters,
  onClear,
}: {
  view: ListView;
  filters: readonly FilterDef[];
  /** Clears the search (null) or the named filters to these values. */
  onClear: (change: { search?: ''; filters?: Record<string, string> }) => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  const active = filters.filter((filter) => {
    const value = view.filters[filter.name] ?? '';
    return filter.kind === 'checkbox' ? value !== '' && value !== filter.unchecked : value !== '';
  });
  const search = view.search.trim();
  if (!search && active.length === 0) return null;

  /** Removes a chip; focus goes to the chip that takes its place, else the list's first control. */
  const remove = (change: Parameters<typeof onClear>[0], index: number) => {
    onClear(change);
    requestAnimationFrame(() => {
      const chips = list.current?.querySelectorAll<HTMLButtonElement>('button');
      const next = chips?.[Math.min(index, chips.length - 1)];
      (next ?? list.current?.closest('.resource')?.querySelector<HTMLElement>('input, select'))?.focus();
    });
  };
  const all = { search: '' as const, filters: Object.fromEntries(active.map((f) => [f.name, cleared(f)])) };
  return (
    <div className="filter-chips" role="group" aria-label="Applied search and filters">
      <span className="filter-chips-label">Showing only:</span>
      <ul ref={list}>
        {search && <Chip text={`Search: “${search}”`} onRemove={() => remove({ search: '' }, 0)} />}
        {active.map((filter, index) => {
          const value = view.filters[filter.name] ?? '';
          const onRemove = () =>
            remove({ filters: { [filter.name]: cleared(filter) } }, index + (search ? 1 : 0));
          return filter.kind === 'select' ? (
            <SelectChip key={filter.name} filter={filter} value={value} onRemove={onRemove} />
          ) : (
            <Chip key={filter.name} text={chipText(filter, value, [])!} onRemove={onRemove} />
          );
        })}
        {(search ? 1 : 0) + active.length > 1 && (
          <li>
            <button type="button" className="btn btn-secondary btn-small" onClick={() => remove(all, 0)}>
              Clear all
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
