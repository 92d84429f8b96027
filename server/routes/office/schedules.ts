/**
 * /office/schedules/{season}/ (issue 38): the schedule screen of a season: settings, generate a
 * draft, lock or move its games, publish it, re-plan a closed day. /office/standings/{season}/: the
 * ranked standings with the ties that need a coin toss, and recording a toss. /office/brackets/:
 * playoff brackets seeded from the standings. Staff only; every write audited.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  bracketInputSchema,
  coinTossSchema,
  STANDINGS_MESSAGES,
  type OfficeStanding,
  type OfficeStandings,
} from '../../../src/domain/office/schedules';
import { draftActionSchema, generateSchema, replanSchema } from '../../../src/domain/schedule/draft';
import { scheduleSettingsSchema } from '../../../src/domain/schedule/model';
import { teamsKey, type Tiebreak } from '../../../src/domain/standings';
import { recordAudit } from '../../audit/log';
import { clientIp } from '../../context';
import type { Db } from '../../db/client';
import { seasons, standings } from '../../db/schema/league';
import { coinTosses, playoffBrackets } from '../../db/schema/schedule';
import { teams } from '../../db/schema/teams';
import { advanceBracket, bracketHasResults, bracketsOf } from '../../games/brackets';
import { editDraft, generateDraft, publishDraft, replanDraft, saveSettings } from '../../games/schedule';
import { scheduleView } from '../../games/schedule-context';
import { recomputeStandings } from '../../games/standings';
import { detailError, fieldError, notFound } from '../../http/errors';
import { parseId } from '../../http/query';
import { routes } from '../../http/router';
import { readBody } from '../../http/validation';

const seasonIdOf = (raw: string | undefined) => {
  const id = parseId(raw ?? '');
  if (id === null) throw notFound();
  return id;
};

export const officeScheduleRoutes = routes('/office/schedules')
  .get('/:id', async (c) => c.json(await scheduleView(c.var.deps.db, seasonIdOf(c.req.param('id')))))
  .put('/:id', async (c) => {
    const id = seasonIdOf(c.req.param('id'));
    const settings = await readBody(c, scheduleSettingsSchema);
    return c.json(await saveSettings(c.var.deps.db, c.var.user, id, settings, clientIp(c)));
  })
  .post('/:id/generate', async (c) => {
    const id = seasonIdOf(c.req.param('id'));
    const { seed } = await readBody(c, generateSchema);
    return c.json(await generateDraft(c.var.deps.db, c.var.user, id, seed));
  })
  .post('/:id/draft', async (c) => {
    const id = seasonIdOf(c.req.param('id'));
    const action = await readBody(c, draftActionSchema);
    return c.json(await editDraft(c.var.deps.db, c.var.user, id, action));
  })
  .post('/:id/publish', async (c) => {
    const id = seasonIdOf(c.req.param('id'));
    return c.json(await publishDraft(c.var.deps, c.var.user, id, clientIp(c)));
  })
  .post('/:id/replan', async (c) => {
    const id = seasonIdOf(c.req.param('id'));
    const input = await readBody(c, replanSchema);
    return c.json(await replanDraft(c.var.deps.db, c.var.user, id, { ...input, team: '' }));
  });

/** The office's standings of a season, its tosses needed and its brackets. */
async function officeStandings(db: Db, seasonId: number): Promise<OfficeStandings> {
  const [season] = await db.select().from(seasons).where(eq(seasons.id, seasonId));
  if (!season) throw notFound();
  const rows = await db
    .select()
    .from(standings)
    .where(eq(standings.seasonId, seasonId))
    .orderBy(asc(standings.division), asc(standings.rank), asc(standings.teamName));
  const json = rows.map((row): OfficeStanding => ({
    team_name: row.teamName,
    division: row.division,
    rank: row.rank,
    wins: row.wins,
    losses: row.losses,
    ties: row.ties,
    points_for: row.pointsFor,
    points_against: row.pointsAgainst,
    tiebreak: row.tiebreak as Tiebreak | null,
    toss_needed: row.tossNeeded,
  }));
  const groups = new Map<string, { division: string; teams: string[] }>();
  for (const row of json.filter((entry) => entry.toss_needed)) {
    const key = `${row.division}|${row.rank}`;
    const group = groups.get(key) ?? { division: row.division, teams: [] };
    group.teams.push(row.team_name);
    groups.set(key, group);
  }
  const brackets = (await bracketsOf(db, [seasonId])).get(seasonId) ?? [];
  return {
    season: { id: season.id, title: season.title },
    rows: json,
    tosses_needed: [...groups.values()],
    brackets: brackets.map((entry) => ({ ...entry, season: seasonId })),
  };
}

export const officeStandingRoutes = routes('/office/standings')
  .get('/:id', async (c) => c.json(await officeStandings(c.var.deps.db, seasonIdOf(c.req.param('id')))))
  .post('/:id/coin-toss', async (c) => {
    const seasonId = seasonIdOf(c.req.param('id'));
    const { order } = await readBody(c, coinTossSchema);
    const { db } = c.var.deps;
    await db.transaction(async (tx) => {
      const [season] = await tx
        .select({ id: seasons.id })
        .from(seasons)
        .where(eq(seasons.id, seasonId))
        .for('update');
      if (!season) throw notFound();
      const names = (
        await tx.select({ name: teams.name }).from(teams).where(eq(teams.seasonId, seasonId))
      ).map((row) => row.name);
      const spelled = order.map((name) => names.find((team) => team.toLowerCase() === name.toLowerCase()));
      const unknown = order.find((_, i) => spelled[i] === undefined);
      if (unknown !== undefined) throw fieldError({ order: [STANDINGS_MESSAGES.unknownTeam(unknown)] });
      if (new Set(spelled).size !== spelled.length)
        throw fieldError({ order: [STANDINGS_MESSAGES.tossTeams] });
      const key = teamsKey(spelled as string[]);
      await tx
        .insert(coinTosses)
        .values({ seasonId, teamsKey: key, order: spelled as string[], recordedBy: c.var.user.id })
        .onConflictDoUpdate({
          target: [coinTosses.seasonId, coinTosses.teamsKey],
          set: { order: spelled as string[], recordedBy: c.var.user.id, recordedAt: new Date() },
        });
      await recomputeStandings(tx, seasonId);
      await recordAudit(tx, {
        actor: c.var.user,
        action: 'create',
        entity: 'coin_toss',
        entityId: seasonId,
        after: { order: spelled },
        ip: clientIp(c),
      });
    });
    return c.json(await officeStandings(db, seasonId), 201);
  });

export const officeBracketRoutes = routes('/office/brackets')
  .get('/', async (c) => {
    const season = parseId(c.req.query('season') ?? '');
    if (season === null) throw fieldError({ season: ['Choose a season.'] });
    return c.json((await officeStandings(c.var.deps.db, season)).brackets);
  })
  .post('/', async (c) => {
    const input = await readBody(c, bracketInputSchema);
    const { db } = c.var.deps;
    const made = await db.transaction(async (tx) => {
      const [season] = await tx.select().from(seasons).where(eq(seasons.id, input.season)).for('update');
      if (!season) throw fieldError({ season: ['Choose a season.'] });
      const rows = await tx
        .select()
        .from(standings)
        .where(
          input.division
            ? and(eq(standings.seasonId, season.id), eq(standings.division, input.division))
            : eq(standings.seasonId, season.id),
        );
      if (rows.length === 0) throw detailError(400, STANDINGS_MESSAGES.noStandings);
      if (rows.length < input.teams) throw fieldError({ teams: [STANDINGS_MESSAGES.tooFew(rows.length)] });
      // Across divisions: by win percentage, then each team's place in its own division.
      const pct = (row: (typeof rows)[number]) => {
        const played = row.wins + row.losses + row.ties;
        return played === 0 ? 0 : (row.wins + row.ties / 2) / played;
      };
      const seeds = [...rows]
        .sort(
          (a, b) =>
            (input.division ? 0 : pct(b) - pct(a)) ||
            (a.rank ?? 999) - (b.rank ?? 999) ||
            b.pointsFor - b.pointsAgainst - (a.pointsFor - a.pointsAgainst) ||
            a.teamName.localeCompare(b.teamName),
        )
        .slice(0, input.teams)
        .map((row) => row.teamName);
      const [bracket] = await tx
        .insert(playoffBrackets)
        .values({
          seasonId: season.id,
          title: input.title || (input.division ? `${input.division} playoffs` : 'Playoffs'),
          seeds,
          startsAt: new Date(input.starts_at),
          roundDays: input.round_days,
          gameMinutes: input.game_minutes,
          venue: input.venue,
          createdBy: c.var.user.id,
        })
        .returning();
      const created = await advanceBracket(tx, bracket!);
      await recordAudit(tx, {
        actor: c.var.user,
        action: 'create',
        entity: 'playoff_bracket',
        entityId: bracket!.id,
        after: { season: season.id, title: bracket!.title, seeds, games: created },
        ip: clientIp(c),
      });
      return bracket!;
    });
    const brackets = (await officeStandings(db, made.seasonId)).brackets;
    return c.json(
      brackets.find((entry) => entry.id === made.id),
      201,
    );
  })
  .delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    if (id === null) throw notFound();
    const { db } = c.var.deps;
    await db.transaction(async (tx) => {
      const [bracket] = await tx
        .select()
        .from(playoffBrackets)
        .where(eq(playoffBrackets.id, id))
        .for('update');
      if (!bracket) throw notFound();
      if (await bracketHasResults(tx, id)) throw detailError(409, STANDINGS_MESSAGES.hasResults);
      await tx.delete(playoffBrackets).where(eq(playoffBrackets.id, id));
      await recordAudit(tx, {
        actor: c.var.user,
        action: 'delete',
        entity: 'playoff_bracket',
        entityId: id,
        before: { season: bracket.seasonId, title: bracket.title, seeds: bracket.seeds },
        ip: clientIp(c),
      });
    });
    return c.body(null, 204);
  });
