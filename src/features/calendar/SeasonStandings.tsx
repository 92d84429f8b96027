import Bracket from '../../components/calendar/Bracket';
import { formatWinPct, sortStandings } from '../../domain/standings-order';
import { TIEBREAK_LABELS, type Tiebreak } from '../../domain/standings';
import type { SeasonBracket, Standing } from '../../domain/types';

/** Why a team is placed where it is, when it was level with another: '(head-to-head)'. */
function tiebreakNote(row: Standing): string {
  if (row.toss_needed) return ' (level: coin toss to come)';
  const label = row.tiebreak ? TIEBREAK_LABELS[row.tiebreak as Tiebreak] : undefined;
  return label ? ` (${label.toLowerCase()})` : '';
}

interface Props {
  standings: Standing[];
  title: string;
  brackets?: SeasonBracket[];
}

/**
 * The season's standings, one table per division, in the order of the league's tiebreakers (issue
 * 38: win percentage, head-to-head, point differential, points allowed, coin toss), with the
 * tiebreaker that placed a level team; then its playoff brackets.
 */
export default function SeasonStandings({ standings, title, brackets = [] }: Props) {
  const sorted = sortStandings(standings);
  const divisions = [...new Set(sorted.map((row) => row.division ?? ''))];
  return (
    <>
      {divisions.map((division) => (
        <DivisionTable
          key={division}
          rows={sorted.filter((row) => (row.division ?? '') === division)}
          title={division ? `${title} · ${division}` : title}
        />
      ))}
      {brackets.map((bracket) => (
        <Bracket key={bracket.id} bracket={bracket} />
      ))}
    </>
  );
}

function DivisionTable({ rows, title }: { rows: Standing[]; title: string }) {
  return (
    // A table wider than the screen scrolls; keyboard users must be able to focus it to scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="season-table table-scroll" role="region" aria-label={`${title} standings`} tabIndex={0}>
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
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                {row.team_name}
                {tiebreakNote(row) && <span className="season-tiebreak">{tiebreakNote(row)}</span>}
              </th>
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
