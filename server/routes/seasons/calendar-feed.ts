/**
 * GET /events/seasons/{id}/calendar.ics[?team=]: a season's schedule as an iCalendar feed that
 * calendar apps subscribe to (webcal://), generated with ical-generator. Each game is an event at
 * its kickoff (two hours) with the teams, the score once final, the venue, officials and notes;
 * cancelled and postponed games carry STATUS:CANCELLED, and every change of a game's state or time
 * raises its SEQUENCE (issue 39), so subscribed calendars update the event instead of adding one. The program's public team events within the season are
 * listed too. `team` keeps one team's games. UIDs are stable, so a refresh updates events in place.
 *
 * GET /events/teams/{id}/calendar.ics[?key=] (issue 19): one team's feed: its games (matched by
 * name in its season) and its public events; with the team's key (given to its families and
 * coaches in their portals) its private events too. A wrong key is a 404, like an unknown team.
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Context } from 'hono';
import ical, { ICalEventStatus } from 'ical-generator';
import { gameTypeLabel, statusLabel } from '../../../src/domain/calendar';
import { calledOff, gameStateLabel } from '../../../src/domain/game-states';
import { sameTeam } from '../../../src/domain/teams';
import type { AppEnv } from '../../context';
import { events } from '../../db/schema/events';
import { games, programs, seasons } from '../../db/schema/league';
import { teams } from '../../db/schema/teams';
import { detailError, notFound } from '../../http/errors';
import { parseId, textQuery } from '../../http/query';
import { publicEvent } from '../../teams/visibility';

/** How long a game is shown in calendars. */
export const GAME_LENGTH_MS = 2 * 60 * 60 * 1000;
/** How often calendar apps are asked to refresh the feed. */
const REFRESH_SECONDS = 60 * 60;
const DAY = 24 * 60 * 60 * 1000;

type GameRow = typeof games.$inferSelect;

/**
 * The event title of a game: the teams, the score once final, and its state first when the office
 * changed it ('Cancelled:', 'Postponed:', 'Delayed:', 'Rescheduled:'; issue 39).
 */
export function gameSummary(game: GameRow): string {
  const scored = game.status === 'COMPLETED' && game.homeScore !== null && game.awayScore !== null;
  const teams = scored
    ? `${game.homeTeam} ${game.homeScore} – ${game.awayScore} ${game.awayTeam}`
    : `${game.homeTeam} vs ${game.awayTeam}`;
  const state = ['CANCELLED', 'POSTPONED', 'DELAYED', 'RESCHEDULED'].includes(game.status)
    ? gameStateLabel(game.status)
    : '';
  return state ? `${state}: ${teams}` : teams;
}

/**
 * A game's iCalendar STATUS: CANCELLED when called off (cancelled, or postponed with no time yet),
 * else CONFIRMED.
 */
const icalStatus = (game: GameRow) =>
  calledOff(game.status) ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED;

/** Answers the feed of one season (optionally one team). */
export async function seasonCalendar(c: Context<AppEnv>) {
  const { db, config } = c.var.deps;
  const id = parseId(c.req.param('id'));
  const [row] = id
    ? await db
        .select({ season: seasons, program: programs })
        .from(seasons)
        .leftJoin(programs, eq(programs.id, seasons.programId))
        .where(eq(seasons.id, id))
    : [];
  if (!row) throw notFound();
  const { season, program } = row;
  const wanted = textQuery(c, 'team')?.toLowerCase();
  const allGames = await db
    .select()
    .from(games)
    .where(eq(games.seasonId, season.id))
    .orderBy(asc(games.kickoff), asc(games.id));
  // The team as the schedule spells it (the query may use any case).
  const team = wanted
    ? allGames.flatMap((game) => [game.homeTeam, game.awayTeam]).find((name) => name.toLowerCase() === wanted)
    : undefined;
  if (wanted && !team) throw detailError(404, 'No team of that name plays in this season.');
  const gameRows = team
    ? allGames.filter((game) => game.homeTeam === team || game.awayTeam === team)
    : allGames;

  // The program's team events between the season's first and last day.
  const from = season.startDate ? new Date(`${season.startDate}T00:00:00Z`) : null;
  const until = season.endDate ? new Date(new Date(`${season.endDate}T00:00:00Z`).getTime() + DAY) : null;
  const eventRows =
    season.programId && from && until
      ? await db
          .select()
          .from(events)
          .where(
            and(
              eq(events.programId, season.programId),
              eq(events.category, 'team'),
              publicEvent,
              gte(events.endsAt, from),
              lte(events.startsAt, until),
            ),
          )
          .orderBy(asc(events.startsAt))
      : [];

  const calendar = buildCalendar(config.siteUrl, {
    name: team ? `${team} · ${season.title}` : season.title,
    description: [program?.name, season.subtitle].filter(Boolean).join(' · ') || null,
    seasonTitle: season.title,
    games: gameRows,
    events: eventRows,
  });
  const name = team
    ? `season-${season.id}-${team.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
    : `season-${season.id}`;
  return feedAnswer(c, calendar, name, 'public, max-age=900');
}

type EventRow = typeof events.$inferSelect;

/** A feed of games and events (one mechanism for the season's and a team's). */
function buildCalendar(
  siteUrl: string,
  feed: {
    name: string;
    description: string | null;
    seasonTitle: string;
    games: readonly GameRow[];
    events: readonly EventRow[];
  },
) {
  const host = new URL(siteUrl).host;
  const calendar = ical({
    name: feed.name,
    description: feed.description,
    prodId: { company: 'Mid-South Youth Sports League', product: 'Season calendar', language: 'EN' },
    ttl: REFRESH_SECONDS,
    url: `${siteUrl}/calendar`,
  });
  for (const game of feed.games) {
    calendar.createEvent({
      id: `game-${game.id}@${host}`,
      start: game.kickoff,
      end: new Date(game.kickoff.getTime() + GAME_LENGTH_MS),
      summary: gameSummary(game),
      location: game.venue ?? null,
      description: [
        feed.seasonTitle,
        `${gameTypeLabel({ game_type: game.gameType })} game · ${gameStateLabel(game.status) || statusLabel(game.status)}`,
        game.stateReason ? `Why: ${game.stateReason}` : '',
        game.officials ? `Officials: ${game.officials}` : '',
        game.notes ?? '',
      ]
        .filter(Boolean)
        .join('\n'),
      status: icalStatus(game),
      // Raised on every change of state or time, so calendar apps update the event in place.
      sequence: game.sequence,
      url: `${siteUrl}/calendar`,
    });
  }
  for (const event of feed.events) {
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      start: event.startsAt,
      end: event.endsAt,
      summary: event.title,
      location: event.locationText || null,
      description: event.notes || null,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar;
}

/** The feed as an answer: a private feed (a team's with its key) is never kept by a proxy. */
function feedAnswer(c: Context<AppEnv>, calendar: ReturnType<typeof ical>, name: string, cache: string) {
  return c.body(calendar.toString(), 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `inline; filename="${name}.ics"`,
    'Cache-Control': cache,
  });
}

/** Answers the feed of one team: its games and public events, and with its key its private events. */
export async function teamCalendar(c: Context<AppEnv>) {
  const { db, config } = c.var.deps;
  const id = parseId(c.req.param('id'));
  const [row] = id
    ? await db
        .select({ team: teams, season: seasons, program: programs })
        .from(teams)
        .innerJoin(seasons, eq(seasons.id, teams.seasonId))
        .leftJoin(programs, eq(programs.id, seasons.programId))
        .where(eq(teams.id, id))
    : [];
  if (!row) throw notFound();
  const { team, season, program } = row;
  const key = textQuery(c, 'key');
  if (key !== undefined && key !== team.calendarKey) throw notFound();
  const [gameRows, eventRows] = await Promise.all([
    db.select().from(games).where(eq(games.seasonId, season.id)).orderBy(asc(games.kickoff), asc(games.id)),
    db
      .select()
      .from(events)
      .where(key ? eq(events.teamId, team.id) : and(eq(events.teamId, team.id), publicEvent))
      .orderBy(asc(events.startsAt), asc(events.id)),
  ]);
  const calendar = buildCalendar(config.siteUrl, {
    name: `${team.name} · ${season.title}`,
    description: [program?.name, season.subtitle].filter(Boolean).join(' · ') || null,
    seasonTitle: season.title,
    games: gameRows.filter(
      (game) => sameTeam(game.homeTeam, team.name) || sameTeam(game.awayTeam, team.name),
    ),
    events: eventRows,
  });
  return feedAnswer(c, calendar, `team-${team.id}`, key ? 'private, no-store' : 'public, max-age=900');
}
