import { SEASON_STATUSES, hasSeasonFilter, type Option, type SeasonFilters } from '../../domain/calendar';

export interface FilterOptions {
  programs: Option[];
  locations: Option[];
  divisions: Option[];
}

interface Props {
  filters: SeasonFilters;
  options: FilterOptions;
  onChange: (filters: SeasonFilters) => void;
}

const FIELDS = [
  { key: 'program', label: 'Program', all: 'All programs' },
  { key: 'location', label: 'Location', all: 'All locations' },
  { key: 'division', label: 'Division', all: 'All divisions' },
  { key: 'status', label: 'Season status', all: 'Any status' },
] as const;

/** Program, Location, Division and Season status filters with a Clear filters button. */
export default function CalendarFilters({ filters, options, onChange }: Props) {
  const choices = {
    program: options.programs,
    location: options.locations,
    division: options.divisions,
    status: SEASON_STATUSES as readonly Option[],
  };
  return (
    <form className="calendar-filters" aria-label="Filter seasons" onSubmit={(e) => e.preventDefault()}>
      {FIELDS.map((field) => (
        <div key={field.key} className="calendar-filters__field">
          <label htmlFor={`season-filter-${field.key}`}>{field.label}</label>
          <select
            id={`season-filter-${field.key}`}
            name={field.key}
            value={filters[field.key]}
            onChange={(e) => onChange({ ...filters, [field.key]: e.target.value })}
          >
            <option value="">{field.all}</option>
            {choices[field.key].map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button
        type="button"
        className="calendar-filters__clear"
        disabled={!hasSeasonFilter(filters)}
        onClick={() => onChange({ program: '', location: '', division: '', status: '' })}
      >
        Clear filters
      </button>
    </form>
  );
}
