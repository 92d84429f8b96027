import { formatKickoff } from '../../domain/league-games';
import type { BracketMatch } from '../../domain/bracket';
import type { SeasonBracket } from '../../domain/types';
import './bracket.css';

/** A team of a match in words: '#1 Southaven Storm'. */
const entrant = (side: BracketMatch['home']) => (side ? `#${side.seed} ${side.team}` : 'To be decided');

/** One match in words, as a screen reader reads it and the page shows it. */
function Match({ match }: { match: BracketMatch }) {
  const game = match.game;
  const final = game?.status === 'COMPLETED' && game.homeScore !== null && game.awayScore !== null;
  if (match.bye) {
    const through = match.home ?? match.away;
    return (
      <li className="bracket-match">
        <span className="bracket-team bracket-winner">{entrant(through)}</span>
        <span className="bracket-meta">Bye: through to the next round</span>
      </li>
    );
  }
  const score = (team: BracketMatch['home']) => {
    if (!final || !team || !game) return null;
    return team.team.toLowerCase() === game.home.toLowerCase() ? game.homeScore : game.awayScore;
  };
  return (
    <li className="bracket-match">
      {[match.home, match.away].map((team, i) => (
        <span
          key={i}
          className={`bracket-team${match.winner && team && match.winner.seed === team.seed ? ' bracket-winner' : ''}`}
        >
          {entrant(team)}
          {final && <strong className="bracket-score"> {score(team)}</strong>}
        </span>
      ))}
      <span className="bracket-meta">
        {match.winner
          ? `${match.winner.team} advance`
          : game
            ? formatKickoff(game.kickoff)
            : 'Waiting for the winners'}
      </span>
    </li>
  );
}

/**
 * A playoff bracket (issue 38): each round a list of its matches, in words (seeds, teams, scores,
 * who advances, or the kickoff), laid out side by side on a wide screen; the region scrolls sideways
 * on a phone and can be focused to scroll with the keyboard.
 */
export default function Bracket({
  bracket,
  headingLevel = 4,
}: {
  bracket: SeasonBracket;
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const Round = `h${headingLevel + 1}` as 'h4' | 'h5';
  return (
    // A bracket wider than the screen scrolls; keyboard users must be able to focus it to scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section className="bracket" aria-label={bracket.title} tabIndex={0}>
      <Heading className="bracket-title">{bracket.title}</Heading>
      {bracket.champion && <p className="bracket-champion">Champion: {bracket.champion.team}</p>}
      <div className="bracket-rounds">
        {bracket.rounds.map((round) => (
          <div key={round.name} className="bracket-round">
            <Round>{round.name}</Round>
            <ol>
              {round.matches.map((match) => (
                <Match key={`${match.round}-${match.slot}`} match={match} />
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
