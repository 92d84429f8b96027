import type { OfficeSeason } from '../../domain/office/seasons';
import { tableList } from '../../components/portal/resource/resource-table';
import { openSection } from './office-data';
import { gamesTable, seasonNewsTable } from './resources';

/** A season's games and news, each opened in its own section filtered to the season. */
export default function SeasonLinks({ season }: { season: OfficeSeason }) {
  const open = (section: 'games' | 'season-news') => {
    const list = section === 'games' ? tableList(gamesTable) : tableList(seasonNewsTable);
    list.setView({ filters: { ...list.$view.get().filters, season: String(season.id) } });
    openSection(section);
  };
  return (
    <>
      <button type="button" className="btn btn-secondary btn-small" onClick={() => open('games')}>
        Games ({season.game_count})<span className="visually-hidden"> of {season.title}</span>
      </button>{' '}
      <button type="button" className="btn btn-secondary btn-small" onClick={() => open('season-news')}>
        News<span className="visually-hidden"> of {season.title}</span>
      </button>{' '}
    </>
  );
}
