import { useStore } from '@nanostores/react';
import {
  ANSWERS,
  ANSWER_LABELS,
  AVAILABILITY_MESSAGES,
  type Answer,
  type OccasionAnswers,
} from '../../domain/availability';
import { calledOff, gameStateLabel } from '../../domain/game-states';
import { formatKickoff } from '../../domain/league-games';
import { createFetcherStore } from '../../lib/query';
import { cachePatch, change } from '../../lib/resource';
import { showToast } from '../../stores/toasts';
import './game-day.css';

export const AVAILABILITY_KEY = '/availability/';
const $occasions = createFetcherStore<{ results: OccasionAnswers[] }>([AVAILABILITY_KEY]);

/** Sends one answer; shown at once, put back when the server refuses it. */
export async function answer(occasion: OccasionAnswers, registration: number, value: Answer, name: string) {
  const patch = (list: { results: OccasionAnswers[] } | undefined) =>
    list && {
      results: list.results.map((o) =>
        o.kind === occasion.kind && o.id === occasion.id
          ? {
              ...o,
              players: o.players.map((p) => (p.registration === registration ? { ...p, answer: value } : p)),
            }
          : o,
      ),
    };
  const result = await change(
    {
      method: 'PUT',
      path: AVAILABILITY_KEY,
      body: { kind: occasion.kind, id: occasion.id, registration, answer: value },
      optimistic: cachePatch(AVAILABILITY_KEY, patch),
    },
    AVAILABILITY_MESSAGES.failed,
  );
  if (result.ok) showToast(AVAILABILITY_MESSAGES.saved(name, value), { key: 'availability' });
  else showToast(result.failure.message, { tone: 'error', key: 'availability' });
}

/** One player's three answers: Going, Not going, Maybe (a pressed button is the answer given). */
export function AnswerButtons({
  occasion,
  player,
  onAnswer,
}: {
  occasion: OccasionAnswers;
  player: OccasionAnswers['players'][number];
  onAnswer: (value: Answer) => void;
}) {
  return (
    <div className="answer-buttons" role="group" aria-label={`${player.name}: ${occasion.title}`}>
      {ANSWERS.map((value) => (
        <button
          key={value}
          type="button"
          className={`answer answer-${value}`}
          aria-pressed={player.answer === value}
          onClick={() => onAnswer(value)}
        >
          {ANSWER_LABELS[value]}
        </button>
      ))}
    </div>
  );
}

/** A game or event's line: its state label, when, where. */
export function OccasionLine({
  occasion,
}: {
  occasion: Pick<OccasionAnswers, 'title' | 'status' | 'starts_at' | 'venue'>;
}) {
  const label = gameStateLabel(occasion.status);
  return (
    <>
      <span className={calledOff(occasion.status) ? 'occasion-title called-off' : 'occasion-title'}>
        {occasion.title}
      </span>
      {label && <span className={`state-label state-${occasion.status.toLowerCase()}`}>{label}</span>}
      <span className="portal-muted">
        {formatKickoff(occasion.starts_at)}
        {occasion.venue ? ` · ${occasion.venue}` : ''}
      </span>
    </>
  );
}

/**
 * Who is coming (issue 39 item 3), in the family portals: the next games and team events of the
 * family's players, each with Going / Not going / Maybe in one tap per player.
 */
export default function GameDay() {
  const occasions = useStore($occasions);
  const list = occasions.data?.results ?? [];
  return (
    <section className="portal-card game-day" aria-labelledby="game-day-title">
      <h2 id="game-day-title">Who is coming</h2>
      {occasions.error && list.length === 0 ? (
        <p className="portal-muted">Games and practices could not be loaded right now.</p>
      ) : occasions.loading && list.length === 0 ? (
        <p className="portal-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading games and practices…
        </p>
      ) : list.length === 0 ? (
        <p className="portal-muted">Your players’ games and practices show here once they are on a team.</p>
      ) : (
        <ul className="occasions">
          {list.map((occasion) => (
            <li key={`${occasion.kind}-${occasion.id}`}>
              <OccasionLine occasion={occasion} />
              {!calledOff(occasion.status) &&
                occasion.players.map((player) => (
                  <div className="occasion-player" key={player.registration}>
                    <span>{player.name}</span>
                    <AnswerButtons
                      occasion={occasion}
                      player={player}
                      onAnswer={(value) => void answer(occasion, player.registration, value, player.name)}
                    />
                  </div>
                ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
