/**
 * Putting a season's players on its teams (issue 19 item 2), staff only, every change audited:
 * - GET /office/rosters/?season= — the season's teams and its players (paid registrations for the
 *   season, server/registrations/season-of.ts) with what placing them needs: age group, grade,
 *   household (siblings), ZIP code and school (carpools) and their team.
 * - PATCH /office/rosters/{registration}/ {team} — puts one player on a team of their season
 *   (team null: off every team).
 * - POST /office/rosters/auto-fill/ {season, keep_siblings, keep_carpools, reset, apply} — the
 *   placement src/domain/teams.ts `autoFill` proposes; with apply it is saved.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import {
  autoFillSchema,
  rosterMoveSchema,
  TEAM_MESSAGES,
  type AutoFillResult,
  type RosterPlayer,
  type SeasonRoster,
} from '../../../src/domain/office/teams';
import { autoFill, carpoolKeys } from '../../../src/domain/teams';
import { personName, recordAudit } from '../../audit/log';
import { clientIp } from '../../context';
import type { Db } from '../../db/client';
import { athleteProfiles } from '../../db/schema/athletes';
import { users } from '../../db/schema/auth';
import { seasons } from '../../db/schema/league';
import { registrations } from '../../db/schema/registrations';
import { teamPlayers, teams } from '../../db/schema/teams';
import { detailError, fieldError, notFound } from '../../http/errors';
import { parseId } from '../../http/query';
import { routes } from '../../http/router';
import { readBody, validate } from '../../http/validation';
import { isOnRoster, onRoster } from '../../registrations/on-roster';
import { seasonOf, seasonsOf } from '../../registrations/season-of';

const seasonQuerySchema = v.object({
  season: v.pipe(
    v.string('Choose a season from the list.'),
    v.regex(/^\d{1,9}$/, 'Choose a season from the list.'),
    v.transform(Number),
  ),
});

/** A season's teams and players (every paid registration for it). */
export async function seasonRoster(db: Db, seasonId: number): Promise<SeasonRoster> {
  const [season] = await db.select().from(seasons).where(eq(seasons.id, seasonId));
  if (!season) throw fieldError({ season: ['Choose a season from the list.'] });
  const teamRows = await db
    .select({ id: teams.id, name: teams.name, colour: teams.colour })
    .from(teams)
    .where(eq(teams.seasonId, season.id))
    .orderBy(asc(teams.name), asc(teams.id));
  const candidates = season.programId
    ? await db
        .select({ registration: registrations, household: users, school: athleteProfiles.school })
        .from(registrations)
        .innerJoin(users, eq(users.id, registrations.userId))
        .leftJoin(athleteProfiles, eq(athleteProfiles.id, registrations.athleteProfileId))
        .where(and(eq(registrations.programId, season.programId), onRoster()))
        .orderBy(asc(registrations.participantName), asc(registrations.id))
    : [];
  const seasonOfRow = await seasonsOf(
    db,
    candidates.map((row) => row.registration),
  );
  const rows = candidates.filter((row) => seasonOfRow.get(row.registration.id)?.id === season.id);
  const placed = rows.length
    ? await db
        .select()
        .from(teamPlayers)
        .where(
          inArray(
            teamPlayers.registrationId,
            rows.map((row) => row.registration.id),
          ),
        )
    : [];
  return {
    season: { id: season.id, title: season.title },
    teams: teamRows,
    players: rows.map(({ registration, household, school }) => ({
      registration: registration.id,
      name: registration.participantName,
      kind: registration.kind === 'athlete_registration' ? 'athlete' : 'child',
      age_group: registration.ageGroup ?? '',
      grade: registration.grade ?? '',
      household: household.id,
      household_name: personName(household),
      postal_code: registration.shippingAddress?.postal_code ?? '',
      school: school ?? '',
      team: placed.find((row) => row.registrationId === registration.id)?.teamId ?? null,
    })),
  };
}

const teamName = (roster: SeasonRoster, id: number | null) =>
  id === null ? null : (roster.teams.find((team) => team.id === id)?.name ?? null);

export const rosterRoutes = routes('/office/rosters')
  .get('/', async (c) => {
    const { season } = validate(seasonQuerySchema, { season: c.req.query('season') ?? '' });
    return c.json(await seasonRoster(c.var.deps.db, season));
  })
  .post('/auto-fill', async (c) => {
    const { deps, user } = c.var;
    const input = await readBody(c, autoFillSchema);
    return c.json(
      await deps.db.transaction(async (tx) => {
        const roster = await seasonRoster(tx, input.season);
        if (roster.teams.length === 0) throw detailError(400, TEAM_MESSAGES.noTeams);
        const placement = autoFill(
          roster.players.map((player) => ({
            id: player.registration,
            ageGroup: player.age_group,
            household: String(player.household),
            carpools: carpoolKeys(player.postal_code, player.school),
            team: player.team,
          })),
          roster.teams.map((team) => team.id),
          { keepSiblings: input.keep_siblings, keepCarpools: input.keep_carpools, reset: input.reset },
        );
        const assignments = roster.players.map((player) => {
          const team = placement.get(player.registration)!;
          return { registration: player.registration, name: player.name, team, moved: team !== player.team };
        });
        const result: AutoFillResult = {
          applied: input.apply,
          assignments,
          teams: roster.teams.map((team) => {
            const members = roster.players.filter((player) => placement.get(player.registration) === team.id);
            const ageGroups: Record<string, number> = {};
            for (const player of members)
              ageGroups[player.age_group] = (ageGroups[player.age_group] ?? 0) + 1;
            return { id: team.id, name: team.name, size: members.length, age_groups: ageGroups };
          }),
        };
        const moves = assignments.filter((assignment) => assignment.moved);
        if (input.apply && moves.length > 0) {
          for (const move of moves) {
            await tx
              .insert(teamPlayers)
              .values({ registrationId: move.registration, teamId: move.team })
              .onConflictDoUpdate({
                target: teamPlayers.registrationId,
                set: { teamId: move.team, addedAt: new Date() },
              });
          }
          await recordAudit(tx, {
            actor: user,
            action: 'auto-fill',
            entity: 'season',
            entityId: roster.season.id,
            after: {
              placed: moves.map((move) => `${move.name} → ${teamName(roster, move.team)}`),
              keep_siblings: input.keep_siblings,
              keep_carpools: input.keep_carpools,
              reset: input.reset,
            },
            ip: clientIp(c),
          });
        }
        return result;
      }),
    );
  })
  .patch('/:id', async (c) => {
    const { deps, user } = c.var;
    const id = parseId(c.req.param('id'));
    const input = await readBody(c, rosterMoveSchema);
    return c.json(
      await deps.db.transaction(async (tx) => {
        const [registration] = id
          ? await tx.select().from(registrations).where(eq(registrations.id, id))
          : [];
        if (!registration) throw notFound();
        if (!isOnRoster(registration)) {
          throw detailError(400, TEAM_MESSAGES.notPlayer);
        }
        const season = await seasonOf(tx, registration);
        if (!season) throw detailError(400, TEAM_MESSAGES.notPlayer);
        if (input.team !== null) {
          const [team] = await tx.select().from(teams).where(eq(teams.id, input.team));
          if (!team) throw fieldError({ team: ['Choose a team from the list.'] });
          if (team.seasonId !== season.id) throw fieldError({ team: [TEAM_MESSAGES.otherSeason] });
        }
        const roster = await seasonRoster(tx, season.id);
        const before = roster.players.find((player) => player.registration === registration.id);
        if (!before) throw detailError(400, TEAM_MESSAGES.notPlayer);
        if (before.team !== input.team) {
          if (input.team === null) {
            await tx.delete(teamPlayers).where(eq(teamPlayers.registrationId, registration.id));
          } else {
            await tx
              .insert(teamPlayers)
              .values({ registrationId: registration.id, teamId: input.team })
              .onConflictDoUpdate({
                target: teamPlayers.registrationId,
                set: { teamId: input.team, addedAt: new Date() },
              });
          }
          await recordAudit(tx, {
            actor: user,
            action: 'update',
            entity: 'registration',
            entityId: registration.id,
            before: { team: teamName(roster, before.team) },
            after: { team: teamName(roster, input.team) },
            note: registration.participantName,
            ip: clientIp(c),
          });
        }
        return { ...before, team: input.team } satisfies RosterPlayer;
      }),
    );
  });
