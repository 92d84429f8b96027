import { useId, useState } from 'react';
import { SEASON_TABS, tabEmptyMessage, tabHasContent, type SeasonTabId } from '../../domain/calendar';
import type { Season } from '../../domain/types';
import TabList, { tabId } from '../../components/tabs/TabList';
import SeasonDetails from './SeasonDetails';
import SeasonNews from './SeasonNews';
import SeasonSchedule from './SeasonSchedule';
import SeasonStandings from './SeasonStandings';

/** One tab's content: its empty message, or the standings, schedule, news or details. */
function TabContent({ season, tab }: { season: Season; tab: SeasonTabId }) {
  if (!tabHasContent(season, tab)) return <p className="season-tabs__empty">{tabEmptyMessage(tab)}</p>;
  if (tab === 'standings') {
    return (
      <SeasonStandings
        standings={season.standings ?? []}
        title={season.title}
        brackets={season.brackets ?? []}
      />
    );
  }
  if (tab === 'schedule') return <SeasonSchedule games={season.games ?? []} />;
  if (tab === 'news') return <SeasonNews items={season.news_items ?? []} />;
  return <SeasonDetails details={season.details ?? []} notes={season.notes} />;
}

/**
 * Standings, Schedule, News and Details of one season (ARIA tabs: arrows, Home and End move). Only
 * the open panel is drawn by the island (a smaller page to hydrate); the others are in the built
 * HTML inside <noscript> (issue 41 item 12), which a browser with script keeps as inert text and
 * React does not hydrate, so without script every part reads under its own heading.
 */
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
          {tab.id === active && (
            <>
              <noscript>
                <h4 className="season-tabs__heading">{tab.label}</h4>
              </noscript>
              <TabContent season={season} tab={tab.id} />
            </>
          )}
        </div>
      ))}
      {SEASON_TABS.filter((tab) => tab.id !== active).map((tab) => (
        <noscript key={tab.id}>
          <div className="season-tabs__panel">
            <h4 className="season-tabs__heading">{tab.label}</h4>
            <TabContent season={season} tab={tab.id} />
          </div>
        </noscript>
      ))}
    </div>
  );
}
