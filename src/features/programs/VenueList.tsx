import { mapSearchUrl, type CardLocation } from '../../domain/programs';

interface Props {
  venues: CardLocation[];
}

/** A program's venues, each with a 'View on map' link that opens a maps search in a new tab. */
export default function VenueList({ venues }: Props) {
  return (
    <ul className="venue-list">
      {venues.map((venue) => {
        const place = [venue.city, venue.state].filter(Boolean).join(', ');
        return (
          <li key={venue.name} className="venue">
            <span className="venue-name">
              {venue.name}
              {place && <span className="venue-place">{place}</span>}
            </span>
            <a className="venue-map" href={mapSearchUrl(venue)} target="_blank" rel="noopener noreferrer">
              View on map<span className="visually-hidden"> for {venue.name} (opens in a new tab)</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
