import { useEffect, useState } from 'react';
import { AVAILABILITY_MESSAGES, type Answer, type OccasionAnswers } from '../../domain/availability';
import { calledOff } from '../../domain/game-states';
import { readLinkToken } from '../../domain/email-verification';
import { errorDetail } from '../../domain/error-message';
import { api } from '../../lib/api-client';
import { afterMount } from '../../components/form/use-mounted';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';
import { AnswerButtons, OccasionLine } from '../../components/portal/GameDay';
import '../../components/portal/game-day.css';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; occasion: OccasionAnswers; said: string }
  | { kind: 'failed'; message: string };

/**
 * The landing page of a notice's availability link (issue 39): no sign-in; the signed token names
 * the family and the game or event. The family's players are shown with one tap per answer; a tap
 * sends it (reading the page sends nothing, so a mail scanner answers for nobody).
 */
function AvailabilityLink() {
  const [token] = useState(() => readLinkToken(window.location.search));
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    if (!token) return;
    api<{ occasion: OccasionAnswers }>('/availability/link/', { method: 'POST', body: { token } })
      .then((answer) => setState({ kind: 'ready', occasion: answer.occasion, said: '' }))
      .catch((error: unknown) =>
        setState({ kind: 'failed', message: errorDetail(error) ?? AVAILABILITY_MESSAGES.linkInvalid }),
      );
  }, [token]);

  if (!token)
    return (
      <p className="form-alert" role="alert">
        {AVAILABILITY_MESSAGES.linkInvalid}
      </p>
    );
  if (state.kind === 'loading') {
    return (
      <p className="portal-loading" role="status">
        <span className="spinner" aria-hidden="true" /> Loading…
      </p>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="account-card">
        <p className="form-alert" role="alert">
          {state.message}
        </p>
        <p>
          <a href="/login">Sign in to your portal</a>
        </p>
      </div>
    );
  }
  const { occasion } = state;
  const send = async (registration: number, value: Answer, name: string) => {
    try {
      const answer = await api<{ occasion: OccasionAnswers }>('/availability/link/', {
        method: 'POST',
        body: { token, registration, answer: value },
      });
      setState({ kind: 'ready', occasion: answer.occasion, said: AVAILABILITY_MESSAGES.saved(name, value) });
    } catch (error) {
      setState({ kind: 'ready', occasion, said: errorDetail(error) ?? AVAILABILITY_MESSAGES.failed });
    }
  };
  return (
    <div className="account-card game-day">
      <p>
        <OccasionLine occasion={occasion} />
      </p>
      {calledOff(occasion.status) ? (
        <p>There is nothing to answer: this game is {occasion.status.toLowerCase()}.</p>
      ) : occasion.players.length === 0 ? (
        <p>None of your players is on a team in this game.</p>
      ) : (
        occasion.players.map((player) => (
          <div className="occasion-player" key={player.registration}>
            <span>{player.name}</span>
            <AnswerButtons
              occasion={occasion}
              player={player}
              onAnswer={(value) => void send(player.registration, value, player.name)}
            />
          </div>
        ))
      )}
      <p role="status" className="answer-said">
        {state.said}
      </p>
    </div>
  );
}

export default withErrorBoundary(afterMount(AvailabilityLink));
