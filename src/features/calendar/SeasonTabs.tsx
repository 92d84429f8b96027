import { useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  SEASON_TABS,
  tabEmptyMessage,
  tabForKey,
  tabHasContent,
  type SeasonTabId,
} from '../../domain/calendar';
import type { Season } from '../../domain/types';
import SeasonDetails from './SeasonDetails';
import SeasonNews from './SeasonNews';
import SeasonSchedule from './SeasonSchedule';
import SeasonStandings from './SeasonStandings';

/** Standings, Schedule, News and Details of one season (ARIA tabs: arrows, Home and End move). */
export default function SeasonTabs({ season }: { season: Season }) {
  const base = useId();
  const [active, setActive] = useState<SeasonTabId>('standings');
  const tabs = useRef(new Map<SeasonTabId, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = tabForKey(active, event.key);
    if (!target) return;
    event.preventDefault();
    setActive(target);
    tabs.current.get(target)?.focus();
  };

  return (
    <div className="season-tabs">
      <div className="season-tabs__list" role="tablist" aria-label={`${season.title} details`}>
        {SEASON_TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) tabs.current.set(tab.id, node);
              else tabs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-controls={`${base}-panel-${tab.id}`}
            aria-selected={tab.id === active}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => setActive(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {SEASON_TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== active}
          tabIndex={0}
          className="season-tabs__panel"
        >
          {/* Only the open panel is rendered: a smaller page to hydrate, the others fill in on demand. */}
          {tab.id !== active ? null : !tabHasContent(season, tab.id) ? (
            <p className="season-tabs__empty">{tabEmptyMessage(tab.id)}</p>
          ) : tab.id === 'standings' ? (
            <SeasonStandings standings={season.standings ?? []} title={season.title} />
          ) : tab.id === 'schedule' ? (
            <SeasonSchedule games={season.games ?? []} />
          ) : tab.id === 'news' ? (
            <SeasonNews items={season.news_items ?? []} />
          ) : (
            <SeasonDetails details={season.details ?? []} notes={season.notes} />
          )}
        </div>
      ))}
    </div>
  );
}
