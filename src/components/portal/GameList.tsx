import { gameDisplay, gameTypeLabel, type SeasonGame } from '../../domain/league-games';
import type { Game } from '../../domain/types';

interface Props {
  games: readonly (Game | SeasonGame)[];
  /** Shown when there are no games. */
  empty: string;
}

/** A list of games (spec 2 §4): teams, 'Complete' with the score, 'Cancelled', or the kickoff time. */
export default function GameList({ games, empty }: Props) {
  if (games.length === 0) return <p className="portal-muted">{empty}</p>;
  return (
    <ul className="game-list">
      {games.map((game) => {
        const display = gameDisplay(game);
        return (
          <li key={`${'season' in game ? game.season.id : ''}-${game.id}`}>
            <span className="game-teams">
              {game.home_team} <span className="game-score">{display.score}</span> {game.away_team}
            </span>
            <span className="game-meta">
              {display.status}
              {game.venue ? ` · ${game.venue}` : ''} · {gameTypeLabel(game)}
              {'season' in game ? ` · ${game.season.title}` : ''}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
