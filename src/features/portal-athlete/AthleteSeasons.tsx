import { upcomingGames } from '../../domain/league-games';
import { playerGames, registeredSeasons, type GameRegistration } from '../../domain/player-games';
import type { MyTeam } from '../../domain/teams';
import type { Season } from '../../domain/types';
import GameList from '../../components/portal/GameList';
import { SeasonSnapshot } from '../../components/portal/lazy-parts';
import { usePrefetchWhenIdle } from '../../components/portal/LazyView';

/** Spec 3 §9: at most 5 upcoming games. */
const UPCOMING_LIMIT = 5;
const SEASON_CARDS = 4;

interface Props {
  seasons: readonly Season[] | null;
  failed: boolean;
  /** The athlete's registrations: their seasons' games; none registered means the whole league. */
  registrations: readonly GameRegistration[];
  /** The teams the athlete plays on (issue 19): their games replace their season's. */
  teams: readonly MyTeam[];
}

/**
 * Next Games (up to 5; cancelled and past left out) and the Standings and Schedule season cards
 * (spec 3 §2 items 6–7): the athlete's own programs once registered, else the league's seasons.
 */
export default function AthleteSeasons({ seasons, failed, registrations, teams }: Props) {
  usePrefetchWhenIdle(SeasonSnapshot);
  const mine = registeredSeasons(seasons ?? [], registrations);
  const own = mine.length > 0;
  const list = own ? mine : (seasons ?? []);
  const games = own
    ? playerGames(registrations, list, UPCOMING_LIMIT)
    : upcomingGames(list, { limit: UPCOMING_LIMIT });
  const scope =
    teams.length > 0
      ? `Your team: ${teams.map((team) => team.name).join(', ')}`
      : own
        ? 'Your seasons'
        : 'Across the league until you register for a program';
  return (
    <div className="portal-grid portal-grid-2">
      <section className="portal-card" aria-labelledby="athlete-games">
        <h2 id="athlete-games">Next Games</h2>
        <p className="portal-muted">{scope}</p>
        {failed ? (
          <p className="portal-muted">Games could not be loaded right now.</p>
        ) : seasons === null ? (
          <p className="portal-muted">Loading games…</p>
        ) : (
          <GameList games={games} empty="No upcoming games on the schedule yet." />
        )}
      </section>
      <section className="portal-card" aria-labelledby="athlete-seasons">
        <h2 id="athlete-seasons">Standings and Schedule</h2>
        <p className="portal-muted">{scope}</p>
        {failed ? (
          <p className="portal-muted">Standings could not be loaded right now.</p>
        ) : seasons === null ? (
          <p className="portal-muted">Loading seasons…</p>
        ) : list.length === 0 ? (
          <p className="portal-muted">No seasons to show yet.</p>
        ) : (
          <div className="snapshot-list">
            {list.slice(0, SEASON_CARDS).map((season) => (
              <div key={season.id} className="athlete-season">
                <SeasonSnapshot season={season} />
                <GameList
                  games={upcomingGames([season], { limit: 3 })}
                  empty="No games left on this schedule."
                />
              </div>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
