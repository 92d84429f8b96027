import { useState } from 'react';
import ConfirmDialog from '../../../components/portal/ConfirmDialog';
import { gameStateLabel } from '../../../domain/game-states';
import { formatDate, formatKickoff, leagueDay } from '../../../domain/league-games';
import type { DraftGame, DraftView, PublishResult } from '../../../domain/schedule/draft';
import type { ScheduleSettings } from '../../../domain/schedule/model';
import { showToast } from '../../../stores/toasts';
import FairnessReport from './FairnessReport';
import MoveDialog from './MoveDialog';
import { scheduleAction } from './schedule-data';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One draft game: teams, kickoff and field, its state, and Lock and Move. */
function DraftRow({
  season,
  game,
  onMove,
}: {
  season: number;
  game: DraftGame;
  onMove: (game: DraftGame) => void;
}) {
  const [busy, setBusy] = useState(false);
  const name = `${game.home_team} vs ${game.away_team}, ${formatKickoff(game.kickoff)}`;
  const toggle = async () => {
    setBusy(true);
    const result = await scheduleAction(
      `/office/schedules/${season}/draft/`,
      { action: game.locked ? 'unlock' : 'lock', key: game.key },
      'The game could not be changed right now. Please try again.',
    );
    setBusy(false);
    if (!result.ok) showToast(result.failure.message, { tone: 'error' });
  };
  return (
    <li className="draft-game" aria-label={name}>
      <span className="game-teams">
        {game.home_team} <span className="game-score">v</span> {game.away_team}
      </span>
      <span className="game-meta">
        {formatKickoff(game.kickoff)} · {game.venue}
        {game.played && <span className="badge badge-neutral">Played</span>}
        {gameStateLabel(game.status) && !game.played && (
          <span className="badge badge-warning">{gameStateLabel(game.status)}</span>
        )}
        {game.locked && !game.played && <span className="badge badge-warning">Locked</span>}
        {game.moved && <span className="badge badge-success">Moved</span>}
      </span>
      {!game.played && (
        <span className="draft-actions">
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={busy}
            onClick={() => void toggle()}
          >
            {game.locked ? 'Unlock' : 'Lock'}
            <span className="visually-hidden"> {name}</span>
          </button>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => onMove(game)}>
            Move<span className="visually-hidden"> {name}</span>
          </button>
        </span>
      )}
    </li>
  );
}

/** The draft: what it is, the fairness report, the games by day, and publish or discard. */
export default function DraftPanel({
  season,
  draft,
  settings,
}: {
  season: number;
  draft: DraftView;
  settings: ScheduleSettings;
}) {
  const [moving, setMoving] = useState<DraftGame | null>(null);
  const [confirm, setConfirm] = useState<'publish' | 'discard' | null>(null);
  const days = [...new Set(draft.games.map((game) => leagueDay(new Date(game.kickoff))))];
  const title = draft.made === 'replanned' ? 'Re-planned schedule (draft)' : 'Proposed schedule (draft)';
  const publish = async () => {
    const result = await scheduleAction<PublishResult>(
      `/office/schedules/${season}/publish/`,
      undefined,
      'The schedule could not be published right now. Please try again.',
    );
    if (!result.ok) {
      showToast(result.failure.message, { tone: 'error' });
      return false;
    }
    const { created, updated, removed } = result.data;
    showToast(
      `Schedule published: ${plural(created, 'game', 'games')} added, ${updated} moved, ${removed} removed. The public site follows.`,
    );
    return true;
  };
  const discard = async () => {
    const result = await scheduleAction(
      `/office/schedules/${season}/draft/`,
      { action: 'discard' },
      'The draft could not be discarded right now. Please try again.',
    );
    if (!result.ok) showToast(result.failure.message, { tone: 'error' });
    return result.ok;
  };
  return (
    <section className="office-subsection" aria-labelledby="schedule-draft-title">
      <h3 id="schedule-draft-title">{title}</h3>
      {draft.closure && <p>{draft.closure}.</p>}
      <p role="status">
        {plural(draft.games.length, 'game', 'games')};{' '}
        {draft.report.hard === 0
          ? 'every hard rule holds'
          : `${plural(draft.report.hard, 'hard-rule violation', 'hard-rule violations')} to fix before publishing`}
        ; {plural(draft.report.fair, 'fairness note', 'fairness notes')}.
      </p>
      {draft.unplaced.length > 0 && (
        <div className="portal-notice">
          <p>
            {plural(draft.unplaced.length, 'game has', 'games have')} no slot: add dates, times or fields and
            generate again.
          </p>
          <ul>
            {draft.unplaced.map((game, i) => (
              <li key={i}>
                {game.home_team} vs {game.away_team}
              </li>
            ))}
          </ul>
        </div>
      )}
      <FairnessReport report={draft.report} label="draft" />
      {days.map((day) => (
        <div key={day} className="draft-day">
          <h4>{formatDate(day)}</h4>
          <ul className="game-list">
            {draft.games
              .filter((game) => leagueDay(new Date(game.kickoff)) === day)
              .map((game) => (
                <DraftRow key={game.key} season={season} game={game} onMove={setMoving} />
              ))}
          </ul>
        </div>
      ))}
      <div className="portal-actions">
        <button type="button" className="btn btn-primary" onClick={() => setConfirm('publish')}>
          Publish schedule
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setConfirm('discard')}>
          Discard draft
        </button>
      </div>
      {moving && (
        <MoveDialog season={season} game={moving} settings={settings} onClose={() => setMoving(null)} />
      )}
      {confirm === 'publish' && (
        <ConfirmDialog
          title={`Publish ${plural(draft.games.length, 'game', 'games')}?`}
          confirm="Publish"
          onConfirm={publish}
          onClose={() => setConfirm(null)}
          returnFocus={() => document.getElementById('office-section-title')}
        >
          <p>
            The season’s games become these: new ones are added, moved ones move, and unplayed games the draft
            no longer has are removed. The public calendar, the portals and calendar feeds follow.
          </p>
        </ConfirmDialog>
      )}
      {confirm === 'discard' && (
        <ConfirmDialog
          title="Discard the draft?"
          confirm="Discard"
          onConfirm={discard}
          onClose={() => setConfirm(null)}
          returnFocus={() => document.getElementById('office-section-title')}
        >
          <p>The season’s published games stay as they are.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
