/**
 * What a team shows its families and coaches (src/domain/teams.ts MyTeam): its coaches, its next
 * games (the season's games naming it), its next events and its feed; read for many teams at once.
 */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { teamFeedPath } from '../../src/domain/calendar-feed';
import { sameTeam, type MyTeam, type TeamCoach } from '../../src/domain/teams';
import { personName } from '../audit/log';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { events } from '../db/schema/events';
import { divisions, games, locations, programs, seasons } from '../db/schema/league';
import { teamCoaches, teams } from '../db/schema/teams';

/** How many of a team's next games and events are shown (the portals show fewer where the spec says). */
export const TEAM_NEXT_LIMIT = 5;

/** The coaches of each team (head first, then by name). */
export async function coachesOf(db: Db, teamIds: readonly number[]): Promise<Map<number, TeamCoach[]>> {
  const byTeam = new Map<number, TeamCoach[]>();
  if (teamIds.length === 0) return byTeam;
  const rows = await db
    .select({ teamId: teamCoaches.teamId, role: teamCoaches.role, user: users })
    .from(teamCoaches)
    .innerJoin(users, eq(users.id, teamCoaches.userId))
    .where(inArray(teamCoaches.teamId, [...teamIds]));
  for (const row of rows) {
    const list = byTeam.get(row.teamId) ?? [];
    list.push({
      name: personName(row.user),
      role: row.role === 'head' ? 'head' : 'assistant',
      email: row.user.email,
    });
    byTeam.set(row.teamId, list);
  }
  for (const list of byTeam.values()) {
    list.sort((a, b) => (a.role === b.role ? a.name.localeCompare(b.name) : a.role === 'head' ? -1 : 1));
  }
  return byTeam;
}

/**
 * The teams with the given ids as their families and coaches see them, each with `players` from
 * `playersOf` (the caller's own players on it); upcoming games and events after `now`.
 */
export async function myTeamsJson(
  db: Db,
  teamIds: readonly number[],
  playersOf: (teamId: number) => MyTeam['players'],
  now = new Date(),
): Promise<MyTeam[]> {
  if (teamIds.length === 0) return [];
  const ids = [...new Set(teamIds)];
  const rows = await db
    .select({
      team: teams,
      season: seasons,
      program: { id: programs.id, name: programs.name },
      division: divisions.name,
      venue: locations,
    })
    .from(teams)
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .leftJoin(programs, eq(programs.id, seasons.programId))
    .leftJoin(divisions, eq(divisions.id, teams.divisionId))
    .leftJoin(locations, eq(locations.id, teams.locationId))
    .where(inArray(teams.id, ids))
    .orderBy(asc(seasons.startDate), asc(teams.name));
  const seasonIds = [...new Set(rows.map((row) => row.season.id))];
  const [coaches, gameRows, eventRows] = await Promise.all([
    coachesOf(db, ids),
    db
      .select()
      .from(games)
      .where(and(inArray(games.seasonId, seasonIds), gte(games.kickoff, now)))
      .orderBy(asc(games.kickoff), asc(games.id)),
    db
      .select()
      .from(events)
      .where(and(inArray(events.teamId, ids), gte(events.endsAt, now)))
      .orderBy(asc(events.startsAt), asc(events.id)),
  ]);
  return rows.map(({ team, season, program, division, venue }) => ({
    id: team.id,
    name: team.name,
    colour: team.colour,
    season: {
      id: season.id,
      title: season.title,
      label: season.seasonLabel || season.title,
      status: season.status,
    },
    program: program?.id ? { id: program.id, name: program.name } : null,
    division,
    home_venue: venue ? { name: venue.name, city: venue.city, address: venue.addressLine1 } : null,
    coaches: coaches.get(team.id) ?? [],
    players: playersOf(team.id),
    games: gameRows
      .filter((game) => game.seasonId === season.id)
      .filter((game) => sameTeam(game.homeTeam, team.name) || sameTeam(game.awayTeam, team.name))
      .slice(0, TEAM_NEXT_LIMIT)
      .map((game) => ({
        id: game.id,
        kickoff: game.kickoff.toISOString(),
        status: game.status,
        home_team: game.homeTeam,
        away_team: game.awayTeam,
        home_score: game.homeScore,
        away_score: game.awayScore,
        venue: game.venue,
        game_type: game.gameType,
        officials: game.officials,
      })),
    events: eventRows
      .filter((event) => event.teamId === team.id)
      .slice(0, TEAM_NEXT_LIMIT)
      .map((event) => ({
        id: event.id,
        title: event.title,
        starts_at: event.startsAt.toISOString(),
        ends_at: event.endsAt.toISOString(),
        location_text: event.locationText,
        notes: event.notes,
        public: event.isPublic,
      })),
    calendar_feed: teamFeedPath(team.id, team.calendarKey),
  }));
}
