import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { onIntent } from '../../lib/on-demand';
import { $section, SECTIONS } from './office-data';
import { sectionCode } from './office-sections';

/**
 * The office's sections: a list of links beside the work on a wide screen; on a phone one button
 * names the section shown and opens the list (Escape closes it).
 */
export default function OfficeNav() {
  const current = useStore($section);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const label = SECTIONS.find((section) => section.id === current)?.label ?? '';

  // A section chosen closes the list.
  useEffect(() => setOpen(false), [current]);

  // Escape closes an open list and returns focus to its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <nav className="office-nav" aria-label="Office sections" data-open={open ? '' : undefined}>
      <button
        ref={toggle}
        type="button"
        className="office-nav-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="visually-hidden">Section: </span>
        {label}
        <span aria-hidden="true"> ▾</span>
      </button>
      <ul id={listId} className="office-nav-list">
        {SECTIONS.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={section.id === current ? 'page' : undefined}
              {...onIntent(...sectionCode(section.id))}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
