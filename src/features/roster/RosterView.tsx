import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../domain/error-message';
import { formatDay } from '../../domain/date-range';
import { leagueToday } from '../../domain/season-registration';
import { coachLine } from '../../domain/teams';
import { rosterFileName, rosterTeamId, type TeamRoster } from '../../domain/team-roster';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';
import LoadProblem from '../../components/portal/LoadProblem';
import { downloadFile } from '../../lib/download';
import { revalidateKeys } from '../../lib/query';
import { showToast } from '../../stores/toasts';
import { $roster, $rosterTeam } from './roster-data';
import '../../components/portal/portal-kit.css';
import './roster.css';

export const ROSTER_MESSAGES = {
  missing: 'This roster link does not name a team. Open the roster from the coach portal or the office.',
  failed: 'We could not load this roster right now.',
  downloadFailed: 'Unable to prepare the file right now. Please try again.',
} as const;

/** The roster: the team, its coaches and a table of its players, with Print and the CSV file. */
function RosterSheet({ roster, league }: { roster: TeamRoster; league: string }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadFile(`/teams/${roster.team.id}/roster.csv`, rosterFileName(roster.team.name, leagueToday()))
      .catch(() => showToast(ROSTER_MESSAGES.downloadFailed, { tone: 'error' }))
      .finally(() => setBusy(false));
  };
  return (
    <article className="portal-card team-roster" aria-labelledby="roster-title">
      <header className="team-roster-head">
        <p className="team-roster-league">{league}</p>
        <h1 id="roster-title" className="team-roster-title">
          {roster.team.colour && (
            <span
              className="team-roster-colour"
              style={{ background: roster.team.colour }}
              aria-hidden="true"
            />
          )}
          {roster.team.name} roster
        </h1>
        <p className="portal-muted">
          {[roster.season.title, roster.program?.name, roster.division].filter(Boolean).join(' · ')}
        </p>
        {roster.coaches.length > 0 && <p>Coaches: {coachLine(roster.coaches)}</p>}
      </header>
      {roster.players.length === 0 ? (
        <p className="portal-muted">No players on this team yet.</p>
      ) : (
        <div
          className="table-scroll"
          role="region"
          aria-label={`Players of the ${roster.team.name}`}
          // A table wider than a phone scrolls in its own box; keyboard users focus it to scroll.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="team-roster-table">
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Born</th>
                <th scope="col">Age group</th>
                <th scope="col">Household</th>
                <th scope="col">Emergency contact</th>
              </tr>
            </thead>
            <tbody>
              {roster.players.map((player) => (
                <tr key={player.registration}>
                  <th scope="row">{player.name}</th>
                  <td>{player.date_of_birth ? formatDay(`${player.date_of_birth}T12:00:00Z`) : '—'}</td>
                  <td>{player.age_group}</td>
                  <td>
                    {player.household}
                    {player.phone && <span className="team-roster-line">{player.phone}</span>}
                    <span className="team-roster-line">{player.email}</span>
                  </td>
                  <td>
                    {player.emergency ? (
                      <>
                        {player.emergency.name}
                        {player.emergency.relation && ` (${player.emergency.relation})`}
                        <span className="team-roster-line">{player.emergency.phone}</span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="team-roster-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          Print roster
        </button>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={download}>
          {busy ? 'Preparing…' : 'Download CSV'}
        </button>
      </div>
    </article>
  );
}

/**
 * The printable roster of a team (/roster?team=<id>, issue 41 item 5): its coaches' and the
 * office's, read through the API (another team answers 404), with a print stylesheet that leaves
 * only the roster.
 */
function RosterView({ league }: { league: string }) {
  // The address is read once the island runs (client-only: there is no server render to match).
  const [id] = useState(() => rosterTeamId(window.location.search));
  const { data, error } = useStore($roster);

  useEffect(() => {
    $rosterTeam.set(id === null ? null : String(id));
  }, [id]);

  if (id === null || error || !data) {
    return (
      <div className="portal-card team-roster">
        <h1 className="team-roster-title">Team roster</h1>
        {id === null ? (
          <p className="portal-alert" role="alert">
            {ROSTER_MESSAGES.missing}
          </p>
        ) : error ? (
          <LoadProblem
            message={errorMessage(error, ROSTER_MESSAGES.failed)}
            onRetry={() => revalidateKeys((key) => key.endsWith('/roster/'))}
          />
        ) : (
          <p className="portal-loading" role="status">
            <span className="spinner" aria-hidden="true" /> Loading the roster…
          </p>
        )}
      </div>
    );
  }
  return <RosterSheet roster={data} league={league} />;
}

export default withErrorBoundary(RosterView);
