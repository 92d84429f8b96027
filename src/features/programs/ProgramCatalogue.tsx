import { useEffect, useId, useMemo, useState } from 'react';
import {
  AGE_GROUPS,
  NO_FILTERS,
  SPORT_LABELS,
  filterPrograms,
  locationOptions,
  sportFromQuery,
  sportOptions,
  type ProgramCard,
  type ProgramFilters,
} from '../../domain/programs';
import { useStore } from '@nanostores/react';
import { $livePlaces } from '../../stores/places';
import ProgramCardView from './ProgramCardView';
import './programs.css';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';

interface Props {
  cards: ProgramCard[];
}

export const PROGRAMS_EMPTY_MESSAGE =
  'No programs match your filters yet. Try another location, program type or age group.';

/**
 * The catalogue with its search and filters (spec 1 §2.6, §5). The server render lists every card
 * with the filters disabled, so without JavaScript all programs show; once hydrated the filters
 * work and `?sport=FOOTBALL|BASKETBALL` preselects the program type.
 */
function ProgramCatalogue({ cards }: Props) {
  const id = useId();
  const [ready, setReady] = useState(false);
  const [filters, setFilters] = useState<ProgramFilters>(NO_FILTERS);
  // Places as the page's script read them after load; only once hydrated, so the first render
  // matches the built HTML.
  const live = useStore($livePlaces);
  const placesNow = (card: ProgramCard) =>
    ready && live && card.places && Object.hasOwn(live, card.places.program)
      ? live[card.places.program]
      : undefined;

  useEffect(() => {
    setFilters((current) => ({ ...current, sport: sportFromQuery(window.location.search) }));
    setReady(true);
  }, []);

  const shown = useMemo(() => filterPrograms(cards, filters), [cards, filters]);
  const locations = useMemo(() => locationOptions(cards), [cards]);
  const sports = useMemo(() => sportOptions(cards), [cards]);
  const active = Object.values(filters).some(Boolean);
  const set = (key: keyof ProgramFilters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [key]: event.target.value }));

  return (
    <div className="program-catalogue">
      <form
        className="program-filters"
        role="search"
        aria-label="Filter programs"
        onSubmit={(e) => e.preventDefault()}
      >
        <fieldset disabled={!ready}>
          <legend className="visually-hidden">Search and filter programs</legend>
          <div className="program-field program-field-search">
            <label htmlFor={`${id}-search`}>Search programs</label>
            <input
              id={`${id}-search`}
              type="search"
              value={filters.search}
              onChange={set('search')}
              placeholder="Flag, basketball, girls…"
              autoComplete="off"
            />
          </div>
          <div className="program-field">
            <label htmlFor={`${id}-location`}>Location</label>
            <select id={`${id}-location`} value={filters.location} onChange={set('location')}>
              <option value="">All locations</option>
              {locations.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="program-field">
            <label htmlFor={`${id}-sport`}>Program type</label>
            <select id={`${id}-sport`} value={filters.sport} onChange={set('sport')}>
              <option value="">All program types</option>
              {sports.map((sport) => (
                <option key={sport} value={sport}>
                  {SPORT_LABELS[sport]}
                </option>
              ))}
            </select>
          </div>
          <div className="program-field">
            <label htmlFor={`${id}-age`}>Age group</label>
            <select id={`${id}-age`} value={filters.age} onChange={set('age')}>
              <option value="">All age groups</option>
              {AGE_GROUPS.map((age) => (
                <option key={age} value={age}>
                  {age}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="program-clear"
            onClick={() => setFilters(NO_FILTERS)}
            disabled={!active}
          >
            Clear filters
          </button>
        </fieldset>
      </form>
      <p className="program-count" role="status">
        {shown.length === cards.length
          ? `Showing all ${cards.length} programs`
          : `Showing ${shown.length} of ${cards.length} programs`}
      </p>
      {shown.length ? (
        <ul className="program-grid">
          {shown.map((card, index) => (
            <li key={card.id}>
              <ProgramCardView card={card} eager={index < 2} livePlaces={placesNow(card)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="program-empty">{PROGRAMS_EMPTY_MESSAGE}</p>
      )}
    </div>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(ProgramCatalogue);
