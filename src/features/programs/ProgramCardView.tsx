import { memo, type CSSProperties } from 'react';
import { placesNote } from '../../domain/places';
import { ageRangeText, type ProgramCard } from '../../domain/programs';
import ProgramLogo from './ProgramLogo';
import VenueList from './VenueList';

interface Props {
  card: ProgramCard;
  /** The first cards are above the fold: their logos load at once. */
  eager?: boolean;
  /** Places left in the program now (null: unlimited), once the page has read them; else the build's. */
  livePlaces?: number | null | undefined;
}

/**
 * One catalogue card: badge, type, title linking to /programs/{id}, tagline, places left (a line
 * kept for a program limited when the site was built, so its text can change without moving the
 * card), ages and venues. Memoised: when the places left arrive after load, or the catalogue
 * becomes ready, only the cards whose line changes render again, not the whole list at once on a
 * phone's main thread.
 */
function ProgramCardView({ card, eager = false, livePlaces }: Props) {
  const href = `/programs/${encodeURIComponent(card.id)}`;
  const style = { '--program-color': card.color ?? '#0b1f3a' } as CSSProperties;
  const ages = ageRangeText(card.ageGroups);
  return (
    <article className="program-card" style={style}>
      <div className="program-card-head">
        <ProgramLogo src={card.logo} size={56} eager={eager} />
        <div>
          <p className="program-eyebrow">{[card.category, card.gender].filter(Boolean).join(' · ')}</p>
          <h3 className="program-title">
            <a href={href}>{card.title}</a>
          </h3>
        </div>
      </div>
      {card.tagline && <p className="program-tagline">{card.tagline}</p>}
      {card.places && (
        <p className="program-places">
          {placesNote(livePlaces === undefined ? card.places.left : livePlaces) ?? ''}
        </p>
      )}
      {ages && (
        <p className="program-ages">
          <span className="program-label">Ages</span> {ages}
        </p>
      )}
      <div className="program-venues">
        <p className="program-label">Locations</p>
        {card.locations.length ? (
          <VenueList venues={card.locations} />
        ) : (
          <p className="program-no-venue">
            Venues are being confirmed. <a href="/locations">Browse all locations</a>
          </p>
        )}
      </div>
      <a className="program-more" href={href}>
        View program<span className="visually-hidden">: {card.title}</span>
      </a>
    </article>
  );
}

export default memo(ProgramCardView);
