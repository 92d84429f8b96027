import { useStore } from '@nanostores/react';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import Bracket from '../../../components/calendar/Bracket';
import FormActions from '../../../components/form/FormActions';
import FormMessage from '../../../components/form/FormMessage';
import SelectField from '../../../components/form/SelectField';
import TextField from '../../../components/form/TextField';
import Dialog from '../../../components/portal/Dialog';
import { parseKickoff } from '../../../domain/schedule-csv';
import { TIEBREAK_LABELS, type Tiebreak } from '../../../domain/standings';
import type { OfficeBracket, OfficeStandings } from '../../../domain/office/schedules';
import { showToast } from '../../../stores/toasts';
import { $standings, scheduleAction } from './schedule-data';

/** Records the coin toss of teams level on every rule: the order the coin decided. */
function CoinTossDialog({
  season,
  teams,
  onClose,
}: {
  season: number;
  teams: string[];
  onClose: () => void;
}) {
  const id = useId();
  const alert = useRef<HTMLDivElement>(null);
  const [order, setOrder] = useState(teams);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const place = (team: string, to: number) => {
    const rest = order.filter((name) => name !== team);
    rest.splice(to, 0, team);
    setOrder(rest);
  };
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const result = await scheduleAction<OfficeStandings>(
      `/office/standings/${season}/coin-toss/`,
      { order },
      'The coin toss could not be recorded right now. Please try again.',
    );
    setBusy(false);
    if (!result.ok) {
      setProblem(result.failure.message);
      alert.current?.focus();
      return;
    }
    showToast('Coin toss recorded: the standings follow it.');
    onClose();
  };
  return (
    <Dialog open title={`Coin toss: ${teams.join(', ')}`} busy={busy} onClose={onClose}>
      <form className="portal-form" aria-label="Coin toss" onSubmit={(e) => void submit(e)} noValidate>
        <p>These teams are level on every tiebreaker. Toss the coin, then give each team the place it won.</p>
        <FormMessage id={`${id}-alert`} ref={alert} error={problem} />
        {teams.map((team) => (
          <SelectField
            key={team}
            id={`${id}-${team}`}
            label={`Place of ${team}`}
            value={String(order.indexOf(team))}
            onChange={(e) => place(team, Number(e.currentTarget.value))}
          >
            {teams.map((_, i) => (
              <option key={i} value={String(i)}>
                {i + 1}
              </option>
            ))}
          </SelectField>
        ))}
        <FormActions busy={busy} onCancel={onClose} submitLabel="Record the toss" busyLabel="Recording…" />
      </form>
    </Dialog>
  );
}

/** Seeds a single-elimination bracket from the standings. */
function BracketDialog({ season, teams, onClose }: { season: number; teams: number; onClose: () => void }) {
  const id = useId();
  const alert = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState({
    teams: String(Math.min(4, teams)),
    starts: '',
    days: '7',
    venue: '',
    title: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof values) => (event: { currentTarget: { value: string } }) =>
    setValues({ ...values, [name]: event.currentTarget.value });
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const starts = parseKickoff(values.starts.replace('T', ' '));
    if (!starts) {
      setProblem('Enter the first kickoff as a date and time.');
      alert.current?.focus();
      return;
    }
    setBusy(true);
    const result = await scheduleAction<OfficeBracket>(
      '/office/brackets/',
      {
        season,
        teams: Number(values.teams),
        starts_at: starts.toISOString(),
        round_days: Number(values.days),
        venue: values.venue,
        title: values.title,
      },
      'The bracket could not be made right now. Please try again.',
    );
    setBusy(false);
    if (!result.ok) {
      setProblem(result.failure.message);
      alert.current?.focus();
      return;
    }
    showToast('Bracket seeded: its first games are on the schedule.');
    onClose();
  };
  return (
    <Dialog open title="Seed a playoff bracket" busy={busy} onClose={onClose}>
      <form className="portal-form" aria-label="Playoff bracket" onSubmit={(e) => void submit(e)} noValidate>
        <p>
          Single elimination from the top of the standings; the best seeds get byes when the teams are not 2,
          4, 8 or 16.
        </p>
        <FormMessage id={`${id}-alert`} ref={alert} error={problem} />
        <SelectField id={`${id}-teams`} label="Teams" value={values.teams} onChange={set('teams')}>
          {Array.from({ length: Math.max(0, Math.min(16, teams) - 1) }, (_, i) => i + 2).map((n) => (
            <option key={n} value={String(n)}>
              Top {n}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`${id}-title`}
          label="Title (optional)"
          value={values.title}
          onChange={set('title')}
          maxLength={80}
          hint="Playoffs, when left blank."
        />
        <TextField
          id={`${id}-starts`}
          label="First kickoff (league time)"
          type="datetime-local"
          value={values.starts}
          onChange={set('starts')}
          aria-invalid={problem ? true : undefined}
          errorId={`${id}-alert`}
        />
        <TextField
          id={`${id}-days`}
          label="Days between rounds"
          inputMode="numeric"
          value={values.days}
          onChange={set('days')}
        />
        <TextField
          id={`${id}-venue`}
          label="Field (optional)"
          value={values.venue}
          onChange={set('venue')}
          maxLength={160}
        />
        <FormActions busy={busy} onCancel={onClose} submitLabel="Seed bracket" busyLabel="Seeding…" />
      </form>
    </Dialog>
  );
}

/** The season's standings in the tiebreakers' order, the ties that need a coin toss, and its brackets. */
export default function StandingsPanel({ season }: { season: number }) {
  const { data, error, loading } = useStore($standings);
  const [toss, setToss] = useState<string[] | null>(null);
  const [seeding, setSeeding] = useState(false);
  if (error) return <p className="portal-alert">The standings could not be loaded right now.</p>;
  if (!data) return loading ? <p className="portal-loading">Loading the standings…</p> : null;
  return (
    <section className="office-subsection" aria-labelledby="schedule-standings-title">
      <h3 id="schedule-standings-title">Standings and playoffs</h3>
      {data.rows.length === 0 ? (
        <p className="portal-muted">Standings appear once a game is final.</p>
      ) : (
        // A table wider than the screen scrolls; keyboard users must be able to focus it to scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="resource-table-wrap table-scroll" role="region" aria-label="Standings" tabIndex={0}>
          <table>
            <caption className="visually-hidden">Standings of {data.season.title}</caption>
            <thead>
              <tr>
                <th scope="col">Place</th>
                <th scope="col">Team</th>
                <th scope="col">W-L-T</th>
                <th scope="col">PF</th>
                <th scope="col">PA</th>
                <th scope="col">Decided by</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.team_name}>
                  <td>
                    {row.division ? `${row.division} ` : ''}
                    {row.rank ?? '—'}
                  </td>
                  <th scope="row">{row.team_name}</th>
                  <td>
                    {row.wins}-{row.losses}-{row.ties}
                  </td>
                  <td>{row.points_for}</td>
                  <td>{row.points_against}</td>
                  <td>
                    {row.toss_needed
                      ? 'Coin toss needed'
                      : row.tiebreak
                        ? TIEBREAK_LABELS[row.tiebreak as Tiebreak]
                        : 'Win percentage'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.tosses_needed.map((group) => (
        <p key={group.teams.join('|')} className="portal-notice">
          {group.teams.join(', ')} are level on every tiebreaker.{' '}
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setToss(group.teams)}>
            Record coin toss<span className="visually-hidden"> for {group.teams.join(', ')}</span>
          </button>
        </p>
      ))}
      {data.brackets.map((bracket) => (
        <Bracket key={bracket.id} bracket={{ ...bracket.bracket, id: bracket.id, title: bracket.title }} />
      ))}
      {data.rows.length >= 2 && (
        <div className="portal-actions">
          <button type="button" className="btn btn-secondary" onClick={() => setSeeding(true)}>
            Seed a playoff bracket
          </button>
        </div>
      )}
      {toss && <CoinTossDialog season={season} teams={toss} onClose={() => setToss(null)} />}
      {seeding && (
        <BracketDialog season={season} teams={data.rows.length} onClose={() => setSeeding(false)} />
      )}
    </section>
  );
}
