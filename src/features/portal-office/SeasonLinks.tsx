import type { OfficeGame } from '../../domain/office/games';
import type { OfficeSeasonNews } from '../../domain/office/season-news';
import type { OfficeSeason } from '../../domain/office/seasons';
import { tableList, type ResourceTable } from '../../components/portal/resource/resource-table';
import { openSection } from './office-data';

interface Props {
  season: OfficeSeason;
  /** The games and season news tables (./resources.tsx, which shows these links in its seasons table). */
  games: ResourceTable<OfficeGame>;
  news: ResourceTable<OfficeSeasonNews>;
}

/** A season's games and news, each opened in its own section filtered to the season. */
export default function SeasonLinks({ season, games, news }: Props) {
  const open = (section: 'games' | 'season-news') => {
    const list = section === 'games' ? tableList(games) : tableList(news);
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
