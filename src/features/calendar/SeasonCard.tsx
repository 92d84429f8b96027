import { memo } from 'react';
import { seasonDateRange, seasonEyebrow, seasonSubtitle, statusLabel } from '../../domain/calendar';
import type { Season } from '../../domain/types';
import SubscribeLink from '../../components/calendar/SubscribeLink';
import SeasonTabs from './SeasonTabs';

/** One season: eyebrow, title, subtitle, dates, status badge and its four tabs. */
function SeasonCard({ season }: { season: Season }) {
  const eyebrow = seasonEyebrow(season);
  const subtitle = seasonSubtitle(season);
  const dates = seasonDateRange(season);
  const status = String(season.status ?? '').toUpperCase();
  return (
    <article className="season-card" data-status={status}>
      <header className="season-card__head">
        <div>
          {eyebrow && <p className="season-card__eyebrow">{eyebrow}</p>}
          <h3 className="season-card__title">{season.title}</h3>
          {subtitle && <p className="season-card__subtitle">{subtitle}</p>}
          {dates && <p className="season-card__dates">{dates}</p>}
          <SubscribeLink seasonId={season.id} title={season.title} />
        </div>
        <span className={`season-badge season-badge--${status.toLowerCase().replace(/_/g, '-')}`}>
          {statusLabel(status)}
        </span>
      </header>
      <SeasonTabs season={season} />
    </article>
  );
}

/** Memoised: a card re-renders only when its season changes, not on every page-state update. */
export default memo(SeasonCard);
