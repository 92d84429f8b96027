/**
 * The office's Rosters section (issue 19 item 2): a season's registered players, each with a team
 * picker (a select, the same on a phone and a desk), the number of players per team, and the
 * auto-fill dialog that places players by age group, keeping siblings and carpools together when
 * asked, then says what it did. Every move goes through the one change mutator, so the roster and
 * the teams' player counts load again after it.
 */
import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { useEffect, useId, useState, type ReactNode } from 'react';
import Dialog from '../../components/portal/Dialog';
import ListState from '../../components/portal/resource/ListState';
import '../../components/portal/resource/resource.css';
import { AGE_GROUPS } from '../../domain/registration-options';
import type { AutoFillResult, RosterPlayer, SeasonRoster } from '../../domain/office/teams';
import { change } from '../../lib/resource';
import { createFetcherStore } from '../../lib/query';
import { showToast } from '../../stores/toasts';
import { $rosterSeason, $seasonOptions } from './office-data';
import { TeamName } from './teams';

const $rosterKey = computed($rosterSeason, (season) => (season ? season : null));
const $roster = createFetcherStore<SeasonRoster>(['/office/rosters/?season=', $rosterKey]);

/** An age group as the registration form names it. */
const ageGroupLabel = (value: string) =>
  AGE_GROUPS.find((group) => group.value === value)?.label ?? (value || '—');

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Who is shown: every player, those on no team yet, or one team's. */
type Shown = 'all' | 'none' | `${number}`;

/** One player's team picker: it shows the team being saved until the roster loads again. */
function TeamPicker({ player, teams }: { player: RosterPlayer; teams: SeasonRoster['teams'] }) {
  const id = useId();
  const [value, setValue] = useState(player.team === null ? '' : String(player.team));
  const [saving, setSaving] = useState(false);
  useEffect(() => setValue(player.team === null ? '' : String(player.team)), [player.team]);

  const move = async (next: string) => {
    const previous = value;
    setValue(next);
    setSaving(true);
    const team = next === '' ? null : Number(next);
    const result = await change<RosterPlayer>(
      {
        method: 'PATCH',
        path: `/office/rosters/${player.registration}/`,
        body: { team },
        affects: ['/office/teams/'],
      },
      `${player.name} could not be moved right now. Please try again.`,
    );
    setSaving(false);
    if (!result.ok) {
      setValue(previous);
      showToast(result.failure.message, { tone: 'error' });
      return;
    }
    const name = teams.find((entry) => entry.id === team)?.name;
    showToast(name ? `${player.name} is on the ${name}.` : `${player.name} is on no team now.`);
  };

  return (
    <div className="field roster-picker">
      <label htmlFor={id} className="visually-hidden">
        Team of {player.name}
      </label>
      <select
        id={id}
        value={value}
        disabled={saving}
        aria-busy={saving}
        onChange={(event) => void move(event.currentTarget.value)}
      >
        <option value="">No team</option>
        {teams.map((team) => (
          <option key={team.id} value={String(team.id)}>
            {team.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** How many players each team has, and how many are on none. */
function TeamCounts({ roster }: { roster: SeasonRoster }) {
  const unplaced = roster.players.filter((player) => player.team === null).length;
  return (
    <ul className="roster-counts" aria-label="Players per team">
      {roster.teams.map((team) => (
        <li key={team.id}>
          <TeamName name={team.name} colour={team.colour} />:{' '}
          <strong>
            {plural(roster.players.filter((player) => player.team === team.id).length, 'player', 'players')}
          </strong>
        </li>
      ))}
      <li>
        Not on a team: <strong>{plural(unplaced, 'player', 'players')}</strong>
      </li>
    </ul>
  );
}

/** The auto-fill dialog: its options, then what it did. */
function AutoFill({ season, open, onClose }: { season: string; open: boolean; onClose: () => void }) {
  const [siblings, setSiblings] = useState(true);
  const [carpools, setCarpools] = useState(false);
  const [reset, setReset] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<AutoFillResult | null>(null);
  const ids = { siblings: useId(), carpools: useId(), reset: useId() };

  useEffect(() => {
    if (!open) return;
    setResult(null);
    setProblem(null);
  }, [open]);

  const run = async () => {
    setBusy(true);
    setProblem(null);
    const answer = await change<AutoFillResult>(
      {
        method: 'POST',
        path: '/office/rosters/auto-fill/',
        body: {
          season: Number(season),
          keep_siblings: siblings,
          keep_carpools: carpools,
          reset,
          apply: true,
        },
        affects: ['/office/teams/'],
      },
      'Auto-fill could not run right now. Please try again.',
    );
    setBusy(false);
    if (!answer.ok) {
      setProblem(answer.failure.message);
      return;
    }
    setResult(answer.data);
  };

  const moved = result ? result.assignments.filter((assignment) => assignment.moved).length : 0;
  return (
    <Dialog open={open} title="Auto-fill teams" busy={busy} onClose={onClose}>
      {result ? (
        <div className="autofill-result">
          <p role="status">
            {moved === 0
              ? 'Every player already had a team: nothing changed.'
              : `Auto-fill placed ${plural(moved, 'player', 'players')}.`}
          </p>
          <ul aria-label="Players per team after auto-fill">
            {result.teams.map((team) => {
              const placed = result.assignments.filter(
                (assignment) => assignment.moved && assignment.team === team.id,
              ).length;
              const groups = Object.entries(team.age_groups)
                .map(([group, n]) => `${ageGroupLabel(group)}: ${n}`)
                .join(', ');
              return (
                <li key={team.id}>
                  <strong>{team.name}</strong>: {plural(team.size, 'player', 'players')}
                  {placed > 0 && ` (${placed} placed now)`}
                  {groups && ` · ${groups}`}
                </li>
              );
            })}
          </ul>
          <div className="portal-actions">
            <button type="button" className="btn btn-primary" onClick={onClose}>
              Done
            </button>
          </div>
        </div>
      ) : (
        <form
          className="portal-form"
          aria-label="Auto-fill options"
          onSubmit={(event) => {
            event.preventDefault();
            void run();
          }}
        >
          <p>
            Puts the season’s players on its teams, balancing team sizes and age groups. Players already on a
            team stay there unless you place everyone again.
          </p>
          <div className="field field-check">
            <input
              id={ids.siblings}
              type="checkbox"
              checked={siblings}
              onChange={(event) => setSiblings(event.currentTarget.checked)}
            />
            <label htmlFor={ids.siblings}>Keep siblings together</label>
          </div>
          <div className="field field-check">
            <input
              id={ids.carpools}
              type="checkbox"
              checked={carpools}
              onChange={(event) => setCarpools(event.currentTarget.checked)}
            />
            <label htmlFor={ids.carpools}>Keep carpools together (same school or ZIP)</label>
          </div>
          <div className="field field-check">
            <input
              id={ids.reset}
              type="checkbox"
              checked={reset}
              onChange={(event) => setReset(event.currentTarget.checked)}
            />
            <label htmlFor={ids.reset}>Place everyone again (also players already on a team)</label>
          </div>
          {problem && (
            <div className="portal-alert" role="alert">
              <p>{problem}</p>
            </div>
          )}
          <div className="portal-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? 'Filling teams…' : 'Fill teams'}
            </button>
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/** A season's players with their teams. */
function SeasonPlayers({ roster }: { roster: SeasonRoster }) {
  const [shown, setShown] = useState<Shown>('all');
  const showId = useId();
  const players = roster.players.filter((player) =>
    shown === 'all' ? true : shown === 'none' ? player.team === null : player.team === Number(shown),
  );
  if (roster.players.length === 0) {
    return (
      <p className="portal-muted resource-empty">No player has registered and paid for this season yet.</p>
    );
  }
  return (
    <>
      {roster.teams.length === 0 && (
        <p className="portal-alert">
          This season has no teams yet: add its teams in the Teams section first.
        </p>
      )}
      <TeamCounts roster={roster} />
      <div className="resource-controls">
        <div className="field resource-filter">
          <label htmlFor={showId}>Show</label>
          <select
            id={showId}
            value={shown}
            onChange={(event) => setShown(event.currentTarget.value as Shown)}
          >
            <option value="all">Every player</option>
            <option value="none">Not on a team</option>
            {roster.teams.map((team) => (
              <option key={team.id} value={String(team.id)}>
                {team.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {players.length === 0 ? (
        <p className="portal-muted resource-empty">No player matches.</p>
      ) : (
        <div className="resource-table-wrap table-scroll">
          <table className="resource-table">
            <caption className="visually-hidden">Players of {roster.season.title}</caption>
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Age group</th>
                <th scope="col">Grade</th>
                <th scope="col">Household</th>
                <th scope="col">School and ZIP</th>
                <th scope="col">Team</th>
              </tr>
            </thead>
            <tbody>
              {players.map((player) => (
                <tr key={player.registration}>
                  <th scope="row" data-label="Player">
                    {player.name}
                  </th>
                  <td data-label="Age group">{ageGroupLabel(player.age_group)}</td>
                  <td data-label="Grade">{player.grade || '—'}</td>
                  <td data-label="Household">{player.household_name}</td>
                  <td data-label="School and ZIP">
                    {[player.school, player.postal_code].filter(Boolean).join(' · ') || '—'}
                  </td>
                  <td data-label="Team">
                    <TeamPicker player={player} teams={roster.teams} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** The Rosters section. */
export default function Rosters({ heading }: { heading: ReactNode }) {
  const season = useStore($rosterSeason);
  const seasons = useStore($seasonOptions);
  const roster = useStore($roster);
  const [filling, setFilling] = useState(false);
  const seasonId = useId();
  const data = season && roster.data?.season.id === Number(season) ? roster.data : undefined;

  return (
    <section className="portal-card" aria-labelledby="office-section-title">
      <div className="resource" aria-busy={roster.loading}>
        {heading}
        <div className="resource-controls">
          <div className="field resource-filter roster-season">
            <label htmlFor={seasonId}>Season</label>
            <select
              id={seasonId}
              value={season}
              onChange={(event) => $rosterSeason.set(event.currentTarget.value)}
            >
              <option value="">Choose a season…</option>
              {seasons.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          {data && data.teams.length > 0 && data.players.length > 0 && (
            <button type="button" className="btn btn-primary resource-add" onClick={() => setFilling(true)}>
              Auto-fill…
            </button>
          )}
        </div>
        {season === '' ? (
          <p className="portal-muted resource-empty">Choose a season to put its players on its teams.</p>
        ) : (
          <ListState
            what="the roster"
            loading={roster.loading}
            error={roster.error}
            count={data ? 1 : 0}
            empty="The roster could not be found."
            failed="The roster could not be loaded right now."
            onRetry={() => $roster.revalidate()}
          >
            {data && <SeasonPlayers roster={data} />}
          </ListState>
        )}
        {season !== '' && <AutoFill season={season} open={filling} onClose={() => setFilling(false)} />}
      </div>
    </section>
  );
}
