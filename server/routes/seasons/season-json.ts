/** Seasons with everything the calendar tabs show (spec 1 §3 Season, Standing, Game, news, details). */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { countyLabel, LEAGUE_DIVISIONS } from '../../../src/domain/leagues';
import type { Game, Season, SeasonDetail, SeasonNewsItem, Standing } from '../../../src/domain/types';
import type { Db } from '../../db/client';
import {
  divisions,
  games,
  locations,
  programs,
  seasonDetails,
  seasonNewsItems,
  seasons,
  standings,
} from '../../db/schema/league';

type StandingRow = typeof standings.$inferSelect;
type GameRow = typeof games.$inferSelect;

/** A standing row with its derived columns; win_pct counts a tie as half a win, to 3 decimals. */
export function standingJson(row: StandingRow) {
  const gamesPlayed = row.wins + row.losses + row.ties;
  const winPct = gamesPlayed === 0 ? 0 : (row.wins + row.ties / 2) / gamesPlayed;
  return {
    id: row.id,
    team_name: row.teamName,
    games_played: gamesPlayed,
    wins: row.wins,
    losses: row.losses,
    ties: row.ties,
    points_for: row.pointsFor,
    points_against: row.pointsAgainst,
    points_diff: row.pointsFor - row.pointsAgainst,
    win_pct: Math.round(winPct * 1000) / 1000,
  } satisfies Standing;
}

/** A game as the schedule shows it. */
export function gameJson(row: GameRow) {
  return {
    id: row.id,
    kickoff: row.kickoff.toISOString(),
    status: row.status,
    home_team: row.homeTeam,
    away_team: row.awayTeam,
    home_score: row.homeScore,
    away_score: row.awayScore,
    venue: row.venue,
    game_type: row.gameType,
    officials: row.officials,
    notes: row.notes,
  } satisfies Game;
}

const labelled = (value: string | null, label: (value: string) => string) =>
  value ? { value, label: label(value) } : null;

const leagueDivisionLabel = (value: string) =>
  LEAGUE_DIVISIONS.find((d) => d.value === value)?.label ?? value;

/** The seasons with the given ids, in that order, with nested standings, games, news and details. */
export async function seasonsJson(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const [rows, standingRows, gameRows, newsRows, detailRows] = await Promise.all([
    db
      .select({
        season: seasons,
        program: { id: programs.id, name: programs.name },
        location: { id: locations.id, name: locations.name, city: locations.city },
        divisionName: divisions.name,
      })
      .from(seasons)
      .leftJoin(programs, eq(programs.id, seasons.programId))
      .leftJoin(locations, eq(locations.id, seasons.locationId))
      .leftJoin(divisions, eq(divisions.id, seasons.divisionId))
      .where(inArray(seasons.id, ids)),
    db.select().from(standings).where(inArray(standings.seasonId, ids)),
    db.select().from(games).where(inArray(games.seasonId, ids)).orderBy(asc(games.kickoff), asc(games.id)),
    db
      .select()
      .from(seasonNewsItems)
      .where(inArray(seasonNewsItems.seasonId, ids))
      .orderBy(desc(seasonNewsItems.publishedAt)),
    db
      .select()
      .from(seasonDetails)
      .where(inArray(seasonDetails.seasonId, ids))
      .orderBy(asc(seasonDetails.position), asc(seasonDetails.id)),
  ]);
  const byId = new Map(rows.map((row) => [row.season.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { season, program, location, divisionName } = row;
    const table = standingRows
      .filter((s) => s.seasonId === id)
      .map(standingJson)
      .sort(
        (a, b) =>
          b.win_pct - a.win_pct || b.points_diff - a.points_diff || a.team_name.localeCompare(b.team_name),
      );
    return [
      {
        id: season.id,
        title: season.title,
        subtitle: season.subtitle,
        status: season.status,
        start_date: season.startDate,
        end_date: season.endDate,
        season_label: season.seasonLabel,
        division: divisionName ? divisionName.toUpperCase() : null,
        division_label: divisionName,
        league_division: labelled(season.leagueDivision, leagueDivisionLabel),
        league_county: labelled(season.leagueCounty, countyLabel),
        program: program?.id ? program : null,
        location: location?.id ? location : null,
        notes: season.notes,
        standings: table,
        games: gameRows.filter((g) => g.seasonId === id).map(gameJson),
        news_items: newsRows
          .filter((n) => n.seasonId === id)
          .map(
            (n) =>
              ({
                id: n.id,
                title: n.title,
                published_at: n.publishedAt.toISOString(),
                summary: n.summary,
                url: n.url,
              }) satisfies SeasonNewsItem,
          ),
        details: detailRows
          .filter((d) => d.seasonId === id)
          .map((d) => ({ id: d.id, label: d.label, value: d.value }) satisfies SeasonDetail),
      } satisfies Season,
    ];
  });
}
