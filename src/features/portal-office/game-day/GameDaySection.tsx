import { useStore } from '@nanostores/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { attendanceRateWords, type TeamAttendance } from '../../../domain/availability';
import { GAME_ACTIONS, gameStateLabel, type GameAction, type GameDayGame } from '../../../domain/game-states';
import { formatKickoff, leagueDay } from '../../../domain/league-games';
import { createFetcherStore } from '../../../lib/query';
import { change } from '../../../lib/resource';
import { showToast } from '../../../stores/toasts';
import { $seasonOptions } from '../office-data';

type DayAnswer = { date: string; venues: string[]; results: GameDayGame[] };
const dayStores = new Map<string, ReturnType<typeof createFetcherStore<DayAnswer>>>();
const dayOf = (date: string) => {
  let store = dayStores.get(date);
  if (!store) {
    store = createFetcherStore<DayAnswer>([`/office/game-day/?date=${date}`]);
    dayStores.set(date, store);
  }
  return store;
};
const attendanceStores = new Map<
  string,
  ReturnType<typeof createFetcherStore<{ results: TeamAttendance[] }>>
>();
const attendanceOf = (season: string) => {
  let store = attendanceStores.get(season);
  if (!store) {
    store = createFetcherStore<{ results: TeamAttendance[] }>([`/office/attendance/?season=${season}`]);
    attendanceStores.set(season, store);
  }
  return store;
};

/** One action for every game of a field (or the whole league) on the day, or within a time window. */
function BulkForm({ date, venues }: { date: string; venues: string[] }) {
  const [form, setForm] = useState({
    venue: '',
    from: '',
    to: '',
    action: 'delay' as Exclude<GameAction, 'reschedule'>,
    minutes: '30',
    reason: '',
  });
  const [problem, setProblem] = useState('');
  const [preview, setPreview] = useState<number | null>(null);
  const body = (asPreview: boolean) => ({
    venue: form.venue,
    date,
    ...(form.from ? { from: form.from } : {}),
    ...(form.to ? { to: form.to } : {}),
    action: form.action,
    ...(form.action === 'delay' ? { minutes: Number(form.minutes) } : {}),
    reason: form.reason,
    preview: asPreview,
  });
  const send = async (event: FormEvent, asPreview: boolean) => {
    event.preventDefault();
    const result = await change<{ count: number; detail?: string }>(
      {
        method: 'POST',
        path: '/office/game-day/bulk/',
        body: body(asPreview),
        affects: ['/office/game-day/', '/events/seasons/'],
      },
      'The games could not be changed. Please try again.',
    );
    if (!result.ok) {
      setProblem(result.failure.message);
      return;
    }
    setProblem('');
    if (asPreview) setPreview(result.data.count);
    else {
      setPreview(null);
      showToast(result.data.detail ?? 'Games changed.', { key: 'game-day' });
    }
  };
  const id = (name: string) => `bulk-${name}`;
  return (
    <form className="game-day-bulk" onSubmit={(event) => void send(event, false)}>
      <h3>Change every game at once</h3>
      <label htmlFor={id('venue')}>Field</label>
      <select
        id={id('venue')}
        value={form.venue}
        onChange={(e) => setForm({ ...form, venue: e.target.value })}
      >
        <option value="">Every field (the whole league)</option>
        {venues.map((venue) => (
          <option key={venue} value={venue}>
            {venue}
          </option>
        ))}
      </select>
      <label htmlFor={id('from')}>From (optional)</label>
      <input
        id={id('from')}
        type="time"
        value={form.from}
        onChange={(e) => setForm({ ...form, from: e.target.value })}
      />
      <label htmlFor={id('to')}>Until (optional)</label>
      <input
        id={id('to')}
        type="time"
        value={form.to}
        onChange={(e) => setForm({ ...form, to: e.target.value })}
      />
      <label htmlFor={id('action')}>What happens</label>
      <select
        id={id('action')}
        value={form.action}
        onChange={(e) => setForm({ ...form, action: e.target.value as typeof form.action })}
      >
        {(['delay', 'postpone', 'cancel', 'restore'] as const).map((action) => (
          <option key={action} value={action}>
            {GAME_ACTIONS[action]}
          </option>
        ))}
      </select>
      {form.action === 'delay' && (
        <>
          <label htmlFor={id('minutes')}>Minutes</label>
          <input
            id={id('minutes')}
            type="number"
            min={5}
            max={600}
            value={form.minutes}
            onChange={(e) => setForm({ ...form, minutes: e.target.value })}
          />
        </>
      )}
      <label htmlFor={id('reason')}>Reason (families read it)</label>
      <input
        id={id('reason')}
        value={form.reason}
        maxLength={300}
        onChange={(e) => setForm({ ...form, reason: e.target.value })}
      />
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {preview !== null && (
        <p role="status">
          {preview} game{preview === 1 ? '' : 's'} would change.
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={(event) => void send(event, true)}>
          Preview
        </button>
        <button type="submit" className="button">
          Change the games and tell everyone
        </button>
      </div>
    </form>
  );
}

/** One game's state and its quick actions. */
function GameRow({ game }: { game: GameDayGame }) {
  const [reason, setReason] = useState('');
  const act = async (action: GameAction, minutes?: number) => {
    const result = await change<{ detail: string }>(
      {
        method: 'POST',
        path: `/office/game-day/${game.id}/state/`,
        body: { action, ...(minutes ? { minutes } : {}), reason },
        affects: ['/office/game-day/', '/events/seasons/'],
      },
      'The game could not be changed. Please try again.',
    );
    // The reason went with this change; one typed for the next stays until it is used.
    if (result.ok) setReason('');
    showToast(result.ok ? result.data.detail : result.failure.message, {
      key: 'game-day',
      ...(result.ok ? {} : { tone: 'error' as const }),
    });
  };
  const label = gameStateLabel(game.status) || 'On schedule';
  return (
    <li className="game-day-game">
      <span className="occasion-title">
        {game.home_team} v {game.away_team}
      </span>
      <span className={`state-label state-${game.status.toLowerCase()}`}>{label}</span>
      <span className="portal-muted">
        {formatKickoff(game.kickoff)}
        {game.venue ? ` · ${game.venue}` : ''} · {game.season}
        {game.state_reason ? ` · ${game.state_reason} (${game.state_changed_by})` : ''}
      </span>
      <label htmlFor={`reason-${game.id}`}>
        Reason for {game.home_team} v {game.away_team}
      </label>
      <input
        id={`reason-${game.id}`}
        value={reason}
        maxLength={300}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={() => void act('delay', 30)}>
          Delay 30 min
        </button>
        <button type="button" className="button button-secondary" onClick={() => void act('postpone')}>
          Postpone
        </button>
        <button type="button" className="button button-secondary" onClick={() => void act('cancel')}>
          Cancel game
        </button>
        {game.status !== 'SCHEDULED' && (
          <button type="button" className="button button-secondary" onClick={() => void act('restore')}>
            Back on schedule
          </button>
        )}
      </div>
    </li>
  );
}

/** Attendance per team of a season, as coaches took it. */
function Attendance() {
  const seasons = useStore($seasonOptions);
  const [season, setSeason] = useState('');
  const chosen = season || seasons[0]?.value || '';
  const answer = useStore(attendanceOf(chosen || '0'));
  return (
    <section aria-labelledby="attendance-title">
      <h3 id="attendance-title">Attendance per team</h3>
      <label htmlFor="attendance-season">Season</label>
      <select id="attendance-season" value={chosen} onChange={(e) => setSeason(e.target.value)}>
        {seasons.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {(answer.data?.results ?? []).length === 0 ? (
        <p className="portal-muted">{answer.loading ? 'Loading…' : 'No teams in this season yet.'}</p>
      ) : (
        <table className="resource-table">
          <thead>
            <tr>
              <th scope="col">Team</th>
              <th scope="col">Games and practices taken</th>
              <th scope="col">Present</th>
              <th scope="col">Absent</th>
              <th scope="col">Rate</th>
            </tr>
          </thead>
          <tbody>
            {answer.data!.results.map((row) => (
              <tr key={row.team.id}>
                <th scope="row">{row.team.name}</th>
                <td>{row.occasions}</td>
                <td>{row.present}</td>
                <td>{row.absent}</td>
                <td>{attendanceRateWords(row.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * The office's game day (issue 39): a day's games with their states; one action for a field or the
 * whole league (a lightning delay, a closed field) or one game at a time; attendance per team.
 * Every change tells both teams' families, coaches and officials.
 */
export default function GameDaySection({ heading }: { heading: ReactNode }) {
  const [date, setDate] = useState(() => leagueDay(new Date()));
  const day = useStore(dayOf(date));
  const list = day.data?.results ?? [];
  return (
    <section className="portal-card game-day" aria-labelledby="office-section-title">
      {heading}
      <label htmlFor="game-day-date">Date</label>
      <input
        id="game-day-date"
        type="date"
        value={date}
        onChange={(e) => e.target.value && setDate(e.target.value)}
      />
      <BulkForm date={date} venues={day.data?.venues ?? []} />
      <h3>Games on {date}</h3>
      {day.error && list.length === 0 ? (
        <p className="portal-muted">The games could not be loaded right now.</p>
      ) : list.length === 0 ? (
        <p className="portal-muted">{day.loading ? 'Loading…' : 'No games on this date.'}</p>
      ) : (
        <ul className="occasions">
          {list.map((game) => (
            <GameRow key={game.id} game={game} />
          ))}
        </ul>
      )}
      <Attendance />
    </section>
  );
}
