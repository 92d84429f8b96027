import { formatWinPct, sortStandings } from '../../domain/league-games';
import type { Standing } from '../../domain/types';

/** Standings table: win percentage, then points difference, then team name. */
export default function SeasonStandings({ standings, title }: { standings: Standing[]; title: string }) {
  return (
    // A table wider than the screen scrolls; keyboard users must be able to focus it to scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="season-table" role="region" aria-label={`${title} standings`} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{title} standings</caption>
        <thead>
          <tr>
            <th scope="col">Team</th>
            <th scope="col">
              <abbr title="Games played">GP</abbr>
            </th>
            <th scope="col">
              <abbr title="Wins">W</abbr>
            </th>
            <th scope="col">
              <abbr title="Losses">L</abbr>
            </th>
            <th scope="col">
              <abbr title="Ties">T</abbr>
            </th>
            <th scope="col">
              <abbr title="Points for">PF</abbr>
            </th>
            <th scope="col">
              <abbr title="Points against">PA</abbr>
            </th>
            <th scope="col">
              <abbr title="Points difference">Diff</abbr>
            </th>
            <th scope="col">Win %</th>
          </tr>
        </thead>
        <tbody>
          {sortStandings(standings).map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.team_name}</th>
              <td>{row.games_played}</td>
              <td>{row.wins}</td>
              <td>{row.losses}</td>
              <td>{row.ties}</td>
              <td>{row.points_for}</td>
              <td>{row.points_against}</td>
              <td>{row.points_diff > 0 ? `+${row.points_diff}` : row.points_diff}</td>
              <td>{formatWinPct(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
