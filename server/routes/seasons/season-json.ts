/**
 * Seasons with everything the calendar tabs show (spec 1 §3 Season, Standing, Game, news, details),
 * the registration window (issue 19: which seasons families may register for), the season's teams
 * and its public team events, and what registering costs (issue 37).
 */
import { and, asc, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { sortStandings } from '../../../src/domain/standings-order';
import { countyLabel, divisionLabel } from '../../../src/domain/leagues';
import type { Game, Season, SeasonDetail, SeasonNewsItem, Standing } from '../../../src/domain/types';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/events';
import { teams } from '../../db/schema/teams';
import { bracketsOf } from '../../games/brackets';
import { loadGeography } from '../../league/geography';
import { publicEvent } from '../../teams/visibility';
import { seasonPrices } from '../../db/schema/prices';
import { leaguePriceList, seasonPriceJson, seasonPriceOf } from '../../registrations/price';
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
    rank: row.rank,
    division: row.division,
    tiebreak: row.tiebreak,
    toss_needed: row.tossNeeded,
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
    state_reason: row.stateReason,
  } satisfies Game;
}

const labelled = (value: string | null, label: (value: string) => string) =>
  value ? { value, label: label(value) } : null;

const DAY = 24 * 60 * 60 * 1000;

/** The public team events of seasons: their teams' and their programs' own, within their dates. */
async function publicSeasonEvents(db: Db, rows: { season: typeof seasons.$inferSelect }[]) {
  const seasonRows = rows.map((row) => row.season);
  const byTeam = await db
    .select({ event: events, seasonId: teams.seasonId, teamName: teams.name })
    .from(events)
    .innerJoin(teams, eq(teams.id, events.teamId))
    .where(
      and(
        eq(events.isPublic, true),
        inArray(
          teams.seasonId,
          seasonRows.map((season) => season.id),
        ),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id));
  const dated = seasonRows.filter((season) => season.programId && season.startDate && season.endDate);
  const ofPrograms = dated.length
    ? await db
        .select()
        .from(events)
        .where(
          and(
            publicEvent,
            eq(events.category, 'team'),
            isNull(events.teamId),
            or(
              ...dated.map((season) =>
                and(
                  eq(events.programId, season.programId!),
                  gte(events.endsAt, new Date(`${season.startDate}T00:00:00Z`)),
                  lte(events.startsAt, new Date(new Date(`${season.endDate}T00:00:00Z`).getTime() + DAY)),
                ),
              ),
            ),
          ),
        )
        .orderBy(asc(events.startsAt), asc(events.id))
    : [];
  return (season: typeof seasons.$inferSelect) => {
    const inDates = (event: typeof events.$inferSelect) =>
      season.startDate !== null &&
      season.endDate !== null &&
      event.endsAt >= new Date(`${season.startDate}T00:00:00Z`) &&
      event.startsAt <= new Date(new Date(`${season.endDate}T00:00:00Z`).getTime() + DAY);
    return [
      ...byTeam
        .filter((row) => row.seasonId === season.id)
        .map((row) => ({ ...row.event, teamName: row.teamName })),
      ...ofPrograms
        .filter((event) => event.programId === season.programId && inDates(event))
        .map((event) => ({ ...event, teamName: null })),
    ]
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id)
      .map((event) => ({
        id: event.id,
        title: event.title,
        starts_at: event.startsAt.toISOString(),
        ends_at: event.endsAt.toISOString(),
        location_text: event.locationText,
        notes: event.notes,
        team_name: event.teamName,
      }));
  };
}

/** What registering for each season costs (issue 37): its own price, else the league's list. */
async function seasonPricesOf(db: Db, ids: number[]) {
  const [rows, league] = await Promise.all([
    db.select().from(seasonPrices).where(inArray(seasonPrices.seasonId, ids)),
    leaguePriceList(db),
  ]);
  return (id: number) =>
    seasonPriceJson(
      seasonPriceOf(
        rows.find((row) => row.seasonId === id),
        league,
      ),
    );
}

/** The seasons with the given ids, in that order, with nested standings, games, news and details. */
export async function seasonsJson(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const [rows, standingRows, gameRows, newsRows, detailRows, teamRows, geography] = await Promise.all([
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
    db
      .select({
        team: teams,
        venue: { name: locations.name, city: locations.city },
        division: divisions.name,
      })
      .from(teams)
      .leftJoin(locations, eq(locations.id, teams.locationId))
      .leftJoin(divisions, eq(divisions.id, teams.divisionId))
      .where(inArray(teams.seasonId, ids))
      .orderBy(asc(teams.name), asc(teams.id)),
    loadGeography(db),
  ]);
  const [eventsOf, bracketsBySeason, priceOf] = await Promise.all([
    publicSeasonEvents(db, rows),
    bracketsOf(db, ids),
    seasonPricesOf(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.season.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { season, program, location, divisionName } = row;
    const table = sortStandings(standingRows.filter((s) => s.seasonId === id).map(standingJson));
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
        league_division: labelled(season.leagueDivision, (value) => divisionLabel(geography, value)),
        league_county: labelled(season.leagueCounty, (value) => countyLabel(geography, value)),
        registration_opens_on: season.registrationOpensOn,
        registration_closes_on: season.registrationClosesOn,
        price: priceOf(id),
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
        teams: teamRows
          .filter((row) => row.team.seasonId === id)
          .map(({ team, venue, division }) => ({
            id: team.id,
            name: team.name,
            colour: team.colour,
            division,
            home_venue: venue?.name ? { name: venue.name, city: venue.city } : null,
          })),
        events: eventsOf(season),
        brackets: (bracketsBySeason.get(id) ?? []).map(({ id: bracketId, title, bracket }) => ({
          id: bracketId,
          title,
          ...bracket,
        })),
      } satisfies Season,
    ];
  });
}
