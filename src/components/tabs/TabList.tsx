import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabAfterKey } from '../../domain/calendar';

interface Props<T extends string> {
  /** A useId() value: tab `id` is `${base}-tab-${id}`. */
  base: string;
  /** The tablist's accessible name. */
  label: string;
  className: string;
  tabs: readonly { id: T; label: ReactNode }[];
  active: T;
  onSelect: (id: T) => void;
  /** The id of the panel a tab controls. */
  controls: (id: T) => string;
}

/** The id of a tab of a TabList with this base (a panel's aria-labelledby). */
export const tabId = (base: string, id: string) => `${base}-tab-${id}`;

/**
 * An ARIA tablist: one tab in the tab order, arrows (wrapping), Home and End move between tabs and
 * select the one reached.
 */
export default function TabList<T extends string>({
  base,
  label,
  className,
  tabs,
  active,
  onSelect,
  controls,
}: Props<T>) {
  const nodes = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = tabAfterKey(
      tabs.map((tab) => tab.id),
      active,
      event.key,
    );
    if (!target) return;
    event.preventDefault();
    onSelect(target);
    nodes.current.get(target)?.focus();
  };

  return (
    <div className={className} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={(node) => {
            if (node) nodes.current.set(tab.id, node);
            else nodes.current.delete(tab.id);
          }}
          type="button"
          role="tab"
          id={tabId(base, tab.id)}
          aria-controls={controls(tab.id)}
          aria-selected={tab.id === active}
          tabIndex={tab.id === active ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          onKeyDown={onKeyDown}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
