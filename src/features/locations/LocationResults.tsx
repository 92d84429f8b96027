import { LOCATION_MESSAGES, cityState, type CardPage } from '../../domain/locations';
import { pagePath } from '../../domain/paging';
import PageLinks from '../../components/PageLinks';
import type { Location } from '../../domain/types';

interface Props {
  page: CardPage<Location>;
  total: number;
  hasFilter: boolean;
  loading: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onHover: (id: string | null) => void;
  onPage: (page: number) => void;
}

/** The paginated result cards; a card selects its venue, hovering or focusing it highlights the marker. */
export default function LocationResults({
  page,
  total,
  hasFilter,
  loading,
  selectedId,
  onSelect,
  onHover,
  onPage,
}: Props) {
  if (loading) return <div className="location-results" />;
  return (
    <div className="location-results">
      <p className="location-results__count" aria-live="polite">
        {total === 0
          ? LOCATION_MESSAGES.empty
          : `${total} ${total === 1 ? 'venue' : 'venues'}${hasFilter ? ' match your filters' : ''}`}
      </p>
      {total > 0 && (
        <ul className="location-cards">
          {page.items.map((location) => {
            const id = String(location.id);
            const selected = id === selectedId;
            return (
              <li key={id}>
                <button
                  type="button"
                  className="location-card"
                  aria-pressed={selected}
                  aria-current={selected ? 'location' : undefined}
                  data-location-id={id}
                  onClick={() => onSelect(id)}
                  onMouseEnter={() => onHover(id)}
                  onMouseLeave={() => onHover(null)}
                  onFocus={() => onHover(id)}
                  onBlur={() => onHover(null)}
                >
                  <span className="location-card__name">{location.name}</span>
                  <span className="location-card__place">{cityState(location)}</span>
                  {location.address_line1 && (
                    <span className="location-card__address">{location.address_line1}</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {page.pageCount > 1 && (
        <PageLinks
          label="Venue pages"
          page={page.page}
          pageCount={page.pageCount}
          hasPrevious={page.page > 1}
          hasNext={page.page < page.pageCount}
          href={(target) => pagePath('/locations', target)}
          onPage={onPage}
        />
      )}
    </div>
  );
}
