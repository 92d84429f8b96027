import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { RECRUITER_SPORTS, type RecruiterSport } from '../../domain/recruiter';
import { $filters, NO_FILTERS, setFilter } from './recruiter-data';

/** Filters (spec 3 §2): sport, events from, events until, and clear. Each applies as it changes. */
export default function RecruiterFilters() {
  const filters = useStore($filters);
  const id = useId();
  const active = filters.sport || filters.from || filters.until;
  return (
    <section className="portal-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Filters</h2>
      <div className="field-grid recruiter-filters">
        <div className="field">
          <label htmlFor={`${id}-sport`}>Sport</label>
          <select
            id={`${id}-sport`}
            value={filters.sport}
            onChange={(event) => setFilter('sport', event.currentTarget.value as RecruiterSport | '')}
          >
            <option value="">All sports</option>
            {RECRUITER_SPORTS.map((sport) => (
              <option key={sport.value} value={sport.value}>
                {sport.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>Events from</label>
          <input
            id={`${id}-from`}
            type="date"
            value={filters.from}
            max={filters.until || undefined}
            onChange={(event) => setFilter('from', event.currentTarget.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-until`}>Events until</label>
          <input
            id={`${id}-until`}
            type="date"
            value={filters.until}
            min={filters.from || undefined}
            onChange={(event) => setFilter('until', event.currentTarget.value)}
          />
        </div>
      </div>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={!active}
        onClick={() => $filters.set(NO_FILTERS)}
      >
        Clear filters
      </button>
    </section>
  );
}
