import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import FormMessage from '../../components/form/FormMessage';
import SelectField from '../../components/form/SelectField';
import TextAreaField from '../../components/form/TextAreaField';
import TextField from '../../components/form/TextField';
import { useForm } from '../../components/form/use-form';
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
  const form = useForm({ subject: '', body: '' });
  const submit = form.submit(
    async () => {
      const result = await change(
        { method: 'POST', path: `/coach/teams/${team.id}/messages/`, body: form.values },
        'The message could not be sent. Please try again.',
      );
      if (!result.ok) return form.fail(result.failure);
      form.reset();
      showToast(`Message sent to ${team.name}: each family gets it by e-mail, text or push, as they chose.`, {
        key: 'team-message',
      });
    },
    () => 'The message could not be sent. Please try again.',
  );
  return (
    <div className="team-messages">
      <h4>Message the team</h4>
      <form {...form.formProps} onSubmit={(event) => void submit(event)}>
        <TextField label="Subject" maxLength={150} {...form.bind('subject')} />
        <TextAreaField label="Message" rows={3} {...form.bind('body')} />
        <FormMessage {...form.messageProps} />
        <button type="submit" className="button" disabled={!form.hydrated || form.busy}>
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
  const form = useForm({
    title: 'Practice',
    weekday: '2',
    start_time: '18:00',
    duration_minutes: '90',
    starts_on: '',
    until: '',
    exceptions: '',
    location_text: team.home_venue?.name ?? '',
  });
  const failed = 'The practices could not be added. Please try again.';
  const submit = form.submit(
    async () => {
      const { values } = form;
      const result = await change<{ occurrences: number }>(
        {
          method: 'POST',
          path: `/coach/teams/${team.id}/practices/`,
          body: {
            ...values,
            weekday: Number(values.weekday),
            duration_minutes: Number(values.duration_minutes),
            exceptions: values.exceptions.split(/[\s,]+/).filter(Boolean),
          },
          affects: [`/coach/teams/${team.id}/`, '/auth/teams/', '/availability/'],
        },
        failed,
      );
      if (!result.ok) return form.fail(result.failure);
      showToast(PRACTICE_MESSAGES.created(result.data.occurrences), { key: 'practice' });
    },
    () => failed,
  );
  return (
    <details className="practice-form">
      <summary>Add weekly practices</summary>
      <form {...form.formProps} onSubmit={(event) => void submit(event)}>
        <TextField label="Title" {...form.bind('title')} />
        <SelectField label="Every" {...form.bind('weekday')}>
          {WEEKDAYS.map((day, index) => (
            <option key={day} value={index}>
              {day}
            </option>
          ))}
        </SelectField>
        <TextField label="Starts at" type="time" {...form.bind('start_time')} />
        <TextField label="Minutes" type="number" {...form.bind('duration_minutes')} />
        <TextField label="From" type="date" {...form.bind('starts_on')} />
        <TextField label="Until" type="date" {...form.bind('until')} />
        <TextField label="Dates left out (YYYY-MM-DD, comma-separated)" {...form.bind('exceptions')} />
        <TextField label="Where" {...form.bind('location_text')} />
        <FormMessage {...form.messageProps} />
        <button type="submit" className="button" disabled={!form.hydrated || form.busy}>
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
