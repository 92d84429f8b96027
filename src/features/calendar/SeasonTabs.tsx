import { useId, useState } from 'react';
import { SEASON_TABS, tabEmptyMessage, tabHasContent, type SeasonTabId } from '../../domain/calendar';
import type { Season } from '../../domain/types';
import TabList, { tabId } from '../../components/tabs/TabList';
import SeasonDetails from './SeasonDetails';
import SeasonNews from './SeasonNews';
import SeasonSchedule from './SeasonSchedule';
import SeasonStandings from './SeasonStandings';

/** Standings, Schedule, News and Details of one season (ARIA tabs: arrows, Home and End move). */
export default function SeasonTabs({ season }: { season: Season }) {
  const base = useId();
  const [active, setActive] = useState<SeasonTabId>('standings');

  return (
    <div className="season-tabs">
      <TabList
        base={base}
        label={`${season.title} details`}
        className="season-tabs__list"
        tabs={SEASON_TABS}
        active={active}
        onSelect={setActive}
        controls={(id) => `${base}-panel-${id}`}
      />
      {SEASON_TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={tabId(base, tab.id)}
          hidden={tab.id !== active}
          tabIndex={0}
          className="season-tabs__panel"
        >
          {/* Only the open panel is rendered: a smaller page to hydrate, the others fill in on demand. */}
          {tab.id !== active ? null : !tabHasContent(season, tab.id) ? (
            <p className="season-tabs__empty">{tabEmptyMessage(tab.id)}</p>
          ) : tab.id === 'standings' ? (
            <SeasonStandings
              standings={season.standings ?? []}
              title={season.title}
              brackets={season.brackets ?? []}
            />
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
