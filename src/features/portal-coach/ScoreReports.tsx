/**
 * Scores to report (issue 38): the started games of the teams the coach is head coach of. Each
 * head coach reports the score; when both agree the game is final, when they differ the league
 * office decides. A final game shows its score.
 */
import { useStore } from '@nanostores/react';
import { useId, useState, type SubmitEvent } from 'react';
import { REPORT_STATE_LABELS, type ScoreReport } from '../../domain/games';
import { formatKickoff } from '../../domain/league-games';
import { change } from '../../lib/resource';
import { createFetcherStore } from '../../lib/query';
import { showToast } from '../../stores/toasts';

interface GameScores {
  id: number;
  kickoff: string;
  status: string;
  home_team: string;
  away_team: string;
  home_score: number | null;
  away_score: number | null;
  reports: ScoreReport[];
  state: keyof typeof REPORT_STATE_LABELS;
  sides: ('home' | 'away')[];
}

const $games = createFetcherStore<{ results: GameScores[] }>(['/auth/coach/games/']);

function ReportForm({ game }: { game: GameScores }) {
  const id = useId();
  const mine = game.reports.find((report) => game.sides.includes(report.side));
  const [home, setHome] = useState(mine ? String(mine.home_score) : '');
  const [away, setAway] = useState(mine ? String(mine.away_score) : '');
  const [busy, setBusy] = useState(false);
  const name = `${game.home_team} vs ${game.away_team}`;
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const scores = [home, away].map((value) => (/^\d{1,3}$/.test(value.trim()) ? Number(value) : null));
    if (scores.includes(null)) {
      showToast('Enter each score as a whole number from 0 to 999.', { tone: 'error' });
      return;
    }
    setBusy(true);
    const result = await change<GameScores>(
      {
        method: 'POST',
        path: `/games/${game.id}/score-reports/`,
        body: { home_score: scores[0], away_score: scores[1] },
        affects: ['/auth/coach/games/', '/events/seasons/'],
      },
      'The score could not be reported right now. Please try again.',
    );
    setBusy(false);
    if (!result.ok) {
      showToast(result.failure.message, { tone: 'error' });
      return;
    }
    showToast(
      result.data.status === 'COMPLETED'
        ? `Final: ${game.home_team} ${result.data.home_score}, ${game.away_team} ${result.data.away_score}.`
        : `Score reported: ${REPORT_STATE_LABELS[result.data.state]}.`,
    );
  };
  return (
    <form
      className="score-report"
      aria-label={`Report the score of ${name}`}
      onSubmit={(e) => void submit(e)}
    >
      <div className="field">
        <label htmlFor={`${id}-home`}>{game.home_team}</label>
        <input
          id={`${id}-home`}
          inputMode="numeric"
          value={home}
          onChange={(e) => setHome(e.currentTarget.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-away`}>{game.away_team}</label>
        <input
          id={`${id}-away`}
          inputMode="numeric"
          value={away}
          onChange={(e) => setAway(e.currentTarget.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary btn-small" disabled={busy}>
        {busy ? 'Reporting…' : 'Report score'}
      </button>
    </form>
  );
}

export default function ScoreReports() {
  const { data, error } = useStore($games);
  if (error) return <p className="portal-muted">Games to report could not be loaded right now.</p>;
  const games = data?.results ?? [];
  return (
    <section className="portal-card" aria-labelledby="coach-scores">
      <h2 id="coach-scores">Scores to report</h2>
      {!data ? (
        <p className="portal-loading">Loading games…</p>
      ) : games.length === 0 ? (
        <p className="portal-muted">Your teams’ games appear here once they have started.</p>
      ) : (
        <ul className="game-list">
          {games.map((game) => (
            <li key={game.id}>
              <span className="game-teams">
                {game.home_team}{' '}
                <span className="game-score">
                  {game.status === 'COMPLETED' ? `${game.home_score} – ${game.away_score}` : 'v'}
                </span>{' '}
                {game.away_team}
              </span>
              <span className="game-meta">
                {formatKickoff(game.kickoff)} ·{' '}
                {game.status === 'COMPLETED' ? 'Final' : REPORT_STATE_LABELS[game.state]}
              </span>
              {game.status !== 'COMPLETED' && game.status !== 'CANCELLED' && <ReportForm game={game} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
