import { gameDisplay, gameTypeLabel, sortGames } from '../../domain/league-games';
import type { Game } from '../../domain/types';

/** Games by kickoff: status or kickoff time, the matchup with score or 'v', type and venue. */
export default function SeasonSchedule({ games }: { games: Game[] }) {
  return (
    <ol className="season-games">
      {sortGames(games).map((game) => {
        const display = gameDisplay(game);
        const meta = [gameTypeLabel(game), game.venue, game.officials ? `Officials: ${game.officials}` : null]
          .filter(Boolean)
          .join(' · ');
        return (
          <li key={game.id} className="season-game">
            <span className="season-game__status">{display.status}</span>
            <span className="season-game__matchup">
              <span>{game.home_team}</span>
              <strong className="season-game__score">{display.score}</strong>
              <span>{game.away_team}</span>
            </span>
            <span className="season-game__meta">{meta}</span>
          </li>
        );
      })}
    </ol>
  );
}
