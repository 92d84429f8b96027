import { seasonDateRange, statusLabel } from '../../domain/league-games';
import { formatWinPct, sortStandings } from '../../domain/standings-order';
import type { Season } from '../../domain/types';
import Bracket from '../calendar/Bracket';
import SubscribeLink from '../calendar/SubscribeLink';

const STATUS_BADGE: Record<string, string> = {
  IN_PROGRESS: 'badge-success',
  SCHEDULED: 'badge-warning',
  COMPLETED: 'badge-neutral',
};

interface Props {
  season: Season;
  rows?: number;
  /** Offers the season's calendar feed (a 'Subscribe' link). */
  subscribe?: boolean;
}

/** A season at a glance: status, dates, the top of the standings (win % to 3 decimals) and its playoff brackets. */
export default function SeasonSnapshot({ season, rows = 4, subscribe = false }: Props) {
  const standings = sortStandings(season.standings ?? []).slice(0, rows);
  const status = String(season.status ?? '').toUpperCase();
  return (
    <article className="season-snapshot">
      <header>
        <h3>{season.title}</h3>
        <span className={`badge ${STATUS_BADGE[status] ?? 'badge-neutral'}`}>
          {statusLabel(season.status)}
        </span>
      </header>
      <p className="portal-muted">
        {[season.program?.name, seasonDateRange(season)].filter(Boolean).join(' · ')}
      </p>
      {standings.length > 0 ? (
        <table className="snapshot-table">
          <caption className="visually-hidden">Top of the standings, {season.title}</caption>
          <thead>
            <tr>
              <th scope="col">Team</th>
              <th scope="col">W-L-T</th>
              <th scope="col">Win %</th>
            </tr>
          </thead>
          <tbody>
            {standings.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.team_name}</th>
                <td>
                  {row.wins}-{row.losses}-{row.ties}
                </td>
                <td>{formatWinPct(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="portal-muted">Standings will appear once games are underway.</p>
      )}
      {(season.brackets ?? []).map((bracket) => (
        <Bracket key={bracket.id} bracket={bracket} />
      ))}
      {subscribe && <SubscribeLink seasonId={season.id} title={season.title} />}
    </article>
  );
}
