import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { ANSWER_LABELS, AVAILABILITY_MESSAGES, type TeamOccasion } from '../../domain/availability';
import { belowMinimum } from '../../domain/availability';
import { progressWords, type MessageProgress } from '../../domain/office/messages';
import { PRACTICE_MESSAGES, WEEKDAYS } from '../../domain/practices';
import type { MyTeam } from '../../domain/teams';
import { OccasionLine } from '../../components/portal/GameDay';
import { createFetcherStore } from '../../lib/query';
import { change } from '../../lib/resource';
import { showToast } from '../../stores/toasts';
import '../../components/portal/game-day.css';

interface TeamMessage {
  id: number;
  subject: string;
  created_at: string;
  progress: MessageProgress;
}

const occasionsOf = (team: number) =>
  createFetcherStore<{ results: TeamOccasion[] }>([`/coach/teams/${team}/occasions/`]);
const messagesOf = (team: number) =>
  createFetcherStore<{ results: TeamMessage[] }>([`/coach/teams/${team}/messages/`]);
const stores = new Map<
  number,
  { occasions: ReturnType<typeof occasionsOf>; messages: ReturnType<typeof messagesOf> }
>();
function storesOf(team: number) {
  let made = stores.get(team);
  if (!made) {
    made = { occasions: occasionsOf(team), messages: messagesOf(team) };
    stores.set(team, made);
  }
  return made;
}

/** Counts, names and the attendance form of one game or event. */
function Occasion({ team, occasion }: { team: number; occasion: TeamOccasion }) {
  const [marks, setMarks] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(occasion.players.map((p) => [p.registration, p.present ?? p.answer === 'going'])),
  );
  // Attendance is taken on game day: from three hours before the start.
  const started = Date.parse(occasion.starts_at) <= Date.now() + 3 * 3_600_000;
  const { counts } = occasion;
  const short = belowMinimum(counts.going, occasion.minimum);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const result = await change(
      {
        method: 'PUT',
        path: `/coach/teams/${team}/attendance/`,
        body: {
          kind: occasion.kind,
          id: occasion.id,
          players: occasion.players.map((p) => ({
            registration: p.registration,
            present: Boolean(marks[p.registration]),
          })),
        },
      },
      AVAILABILITY_MESSAGES.failed,
    );
    showToast(result.ok ? AVAILABILITY_MESSAGES.attendanceSaved : result.failure.message, {
      key: 'attendance',
      ...(result.ok ? {} : { tone: 'error' as const }),
    });
  };
  return (
    <li>
      <OccasionLine occasion={occasion} />
      <p className={short ? 'coach-count short' : 'coach-count'}>
        <strong>{counts.going} going</strong>, {counts.not_going} not going, {counts.maybe} maybe,{' '}
        {counts.no_answer} no answer
        {occasion.minimum !== null ? ` (at least ${occasion.minimum} needed)` : ''}
      </p>
      <details>
        <summary>Names{started ? ' and attendance' : ''}</summary>
        <form onSubmit={(event) => void save(event)}>
          <ul className="coach-names">
            {occasion.players.map((player) => (
              <li key={player.registration}>
                {started ? (
                  <label>
                    <input
                      type="checkbox"
                      checked={Boolean(marks[player.registration])}
                      onChange={(e) => setMarks({ ...marks, [player.registration]: e.target.checked })}
                    />{' '}
                    {player.name}
                  </label>
                ) : (
                  <span>{player.name}</span>
                )}{' '}
                <span className="portal-muted">
                  {player.answer ? ANSWER_LABELS[player.answer] : 'No answer'}
                </span>
              </li>
            ))}
          </ul>
          {started && (
            <button type="submit" className="button">
              Save attendance
            </button>
          )}
        </form>
      </details>
    </li>
  );
}

/** The coach's message to the team's households, and the messages sent with their delivery. */
function TeamMessages({ team }: { team: MyTeam }) {
  const messages = useStore(storesOf(team.id).messages);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState('');
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const result = await change(
      { method: 'POST', path: `/coach/teams/${team.id}/messages/`, body: { subject, body } },
      'The message could not be sent. Please try again.',
    );
    if (!result.ok) return setProblem(result.failure.message);
    setProblem('');
    setSubject('');
    setBody('');
    showToast(`Message sent to ${team.name}: each family gets it by e-mail, text or push, as they chose.`, {
      key: 'team-message',
    });
  };
  const idBase = `team-${team.id}-message`;
  return (
    <div className="team-messages">
      <h4>Message the team</h4>
      <form onSubmit={(event) => void send(event)}>
        <label htmlFor={`${idBase}-subject`}>Subject</label>
        <input
          id={`${idBase}-subject`}
          value={subject}
          maxLength={150}
          onChange={(e) => setSubject(e.target.value)}
        />
        <label htmlFor={`${idBase}-body`}>Message</label>
        <textarea id={`${idBase}-body`} rows={3} value={body} onChange={(e) => setBody(e.target.value)} />
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button">
          Send to {team.name}
        </button>
      </form>
      {(messages.data?.results ?? []).length > 0 && (
        <ul className="sent-messages" aria-label={`Messages sent to ${team.name}`}>
          {messages.data!.results.map((message) => (
            <li key={message.id}>
              <strong>{message.subject}</strong>{' '}
              <span className="portal-muted">{progressWords(message.progress)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Adds a weekly practice until a date, with dates left out. */
function PracticeForm({ team }: { team: MyTeam }) {
  const [form, setForm] = useState({
    title: 'Practice',
    weekday: '2',
    start_time: '18:00',
    duration_minutes: '90',
    starts_on: '',
    until: '',
    exceptions: '',
    location_text: team.home_venue?.name ?? '',
  });
  const [problem, setProblem] = useState('');
  const idBase = `team-${team.id}-practice`;
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const result = await change<{ occurrences: number }>(
      {
        method: 'POST',
        path: `/coach/teams/${team.id}/practices/`,
        body: {
          ...form,
          weekday: Number(form.weekday),
          duration_minutes: Number(form.duration_minutes),
          exceptions: form.exceptions.split(/[\s,]+/).filter(Boolean),
        },
        affects: [`/coach/teams/${team.id}/`, '/auth/teams/', '/availability/'],
      },
      'The practices could not be added. Please try again.',
    );
    if (!result.ok) return setProblem(result.failure.message);
    setProblem('');
    showToast(PRACTICE_MESSAGES.created(result.data.occurrences), { key: 'practice' });
  };
  const field = (name: keyof typeof form, label: string, type = 'text') => (
    <>
      <label htmlFor={`${idBase}-${name}`}>{label}</label>
      <input
        id={`${idBase}-${name}`}
        type={type}
        value={form[name]}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      />
    </>
  );
  return (
    <details className="practice-form">
      <summary>Add weekly practices</summary>
      <form onSubmit={(event) => void add(event)}>
        {field('title', 'Title')}
        <label htmlFor={`${idBase}-weekday`}>Every</label>
        <select
          id={`${idBase}-weekday`}
          value={form.weekday}
          onChange={(e) => setForm({ ...form, weekday: e.target.value })}
        >
          {WEEKDAYS.map((day, index) => (
            <option key={day} value={index}>
              {day}
            </option>
          ))}
        </select>
        {field('start_time', 'Starts at', 'time')}
        {field('duration_minutes', 'Minutes', 'number')}
        {field('starts_on', 'From', 'date')}
        {field('until', 'Until', 'date')}
        {field('exceptions', 'Dates left out (YYYY-MM-DD, comma-separated)')}
        {field('location_text', 'Where')}
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button">
          Add practices
        </button>
      </form>
    </details>
  );
}

/**
 * A coach's game day for one team (issue 39): who is coming to the next games and practices
 * (counts, names, the program's minimum), attendance once a game starts, messages to the team
 * with their delivery, and weekly practices.
 */
export default function TeamGameDay({ team }: { team: MyTeam }) {
  const occasions = useStore(storesOf(team.id).occasions);
  const list = occasions.data?.results ?? [];
  return (
    <section className="portal-card game-day" aria-labelledby={`game-day-${team.id}`}>
      <h3 id={`game-day-${team.id}`}>{team.name}: who is coming</h3>
      {occasions.error && list.length === 0 ? (
        <p className="portal-muted">Who is coming could not be loaded right now.</p>
      ) : list.length === 0 ? (
        <p className="portal-muted">{occasions.loading ? 'Loading…' : 'No games or practices coming up.'}</p>
      ) : (
        <ul className="occasions">
          {list.map((occasion) => (
            <Occasion
              key={`${occasion.kind}-${occasion.id}-${occasion.players.map((p) => p.present).join()}`}
              team={team.id}
              occasion={occasion}
            />
          ))}
        </ul>
      )}
      <TeamMessages team={team} />
      <PracticeForm team={team} />
    </section>
  );
}
