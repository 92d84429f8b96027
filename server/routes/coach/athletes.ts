/**
 * The coach roster (spec 3 §2, §6, §7; issue 19): GET /auth/coach/athletes/?program=[&team=] lists
 * the players with a paid registration in the program that are the caller's: on one of their teams,
 * or, in a season without teams, in a program granted to them (staff: every one; src/domain/coach.ts
 * `coversPlayer`). Each comes with the family contacts a coach needs, the emergency contact and
 * medical notes (every read, by a coach, staff or an admin, is in the audit log), their team and the coaches' feedback
 * of that program. `team` keeps one team of the caller's (another team is 403).
 *
 * POST /auth/coach/athletes/{profile}/feedback/ and POST /auth/coach/children/{child}/feedback/
 * (note, program_id) keep the caller's feedback on any player of theirs: one comment per coach and
 * program in athlete_comments (the recruiter roster shows those on a profile, as consent allows;
 * never those on a child) and, for a profile, its coach_feedback_note. A program the caller does
 * not work in is 403 with the spec's text; a player who is not theirs 404.
 */
import type { Context } from 'hono';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import * as v from 'valibot';
import {
  COACH_MESSAGES,
  coversPlayer,
  type CoachComment,
  type RosterContact,
  type RosterEntry,
} from '../../../src/domain/coach';
import { clientIp, type SignedInEnv, type UserRow } from '../../context';
import type { Db } from '../../db/client';
import { assertProgramGranted, assertTeamNamed, coachScope } from '../../auth/coach-scope';
import { policyRole } from '../../auth/policy';
import { recordReads } from '../../audit/log';
import { athleteComments, athleteProfiles } from '../../db/schema/athletes';
import { users } from '../../db/schema/auth';
import { children } from '../../db/schema/families';
import { divisions, locations, programs, seasons } from '../../db/schema/league';
import { registrations } from '../../db/schema/registrations';
import { teamPlayers, teams } from '../../db/schema/teams';
import { fieldError, notFound } from '../../http/errors';
import { paginateArray } from '../../http/pagination';
import { parseId, textQuery } from '../../http/query';
import { routes } from '../../http/router';
import { readBody, text } from '../../http/validation';
import { onRoster } from '../../registrations/on-roster';
import { seasonsOf } from '../../registrations/season-of';
import { emergencyFields, emergencyOf } from '../emergency/index';
import { staffName } from '../staff/decisions';
import { keptForCaller, recordEachAnswer } from '../../http/kept-answers';

type CommentRow = typeof athleteComments.$inferSelect;

const feedbackBodySchema = v.object({
  program_id: v.pipe(
    v.optional(v.nullable(v.union([text(), v.number()])), ''),
    v.transform((value) => String(value ?? '').trim()),
    v.nonEmpty(COACH_MESSAGES.feedbackProgramNeeded),
  ),
  note: v.pipe(
    v.optional(v.nullable(text()), ''),
    v.transform((value) => (value ?? '').trim()),
    v.nonEmpty(COACH_MESSAGES.feedbackNeeded),
    v.maxLength(2000, 'Ensure this field has no more than 2000 characters.'),
  ),
});

export const ROSTER_MESSAGES = { teamOfProgram: 'Choose a team of this program.' } as const;

/** A coach's comment as the roster shows it; `mine` marks the caller's own. */
const commentJson = (row: CommentRow, caller: UserRow): CoachComment => ({
  id: row.id,
  note: row.note,
  author: row.authorName,
  author_role: row.authorRole,
  program: row.programId,
  updated_at: row.updatedAt.toISOString(),
  mine: row.authorId === caller.id,
});

/** The program named by a query or body value; 400 when there is none or it is unknown. */
async function programOf(db: Db, id: string | undefined, field: string, missing: string) {
  if (!id) throw fieldError({ [field]: [missing] });
  const [program] = await db.select().from(programs).where(eq(programs.id, id));
  if (!program) throw fieldError({ [field]: ['Select a valid program.'] });
  return program;
}

/**
 * The paid registrations of a program that are the caller's players (one team of theirs when
 * `team` is given), each with its team.
 */
async function myPlayers(db: Db, user: UserRow, programId: string, team: number | null) {
  const [scope, rows] = await Promise.all([
    coachScope(db, user),
    db
      .select({
        registration: registrations,
        division: divisions.name,
        location: locations.name,
        team: { id: teams.id, name: teams.name },
      })
      .from(registrations)
      .leftJoin(divisions, eq(divisions.id, registrations.divisionId))
      .leftJoin(locations, eq(locations.id, registrations.locationId))
      .leftJoin(teamPlayers, eq(teamPlayers.registrationId, registrations.id))
      .leftJoin(teams, eq(teams.id, teamPlayers.teamId))
      .where(and(eq(registrations.programId, programId), onRoster()))
      .orderBy(registrations.participantName, registrations.id),
  ]);
  const seasonOf = await seasonsOf(
    db,
    rows.map((row) => row.registration),
  );
  const seasonIds = [...new Set([...seasonOf.values()].map((season) => season.id))];
  const withTeams = new Set(
    seasonIds.length
      ? (
          await db
            .selectDistinct({ season: teams.seasonId })
            .from(teams)
            .where(inArray(teams.seasonId, seasonIds))
        ).map((row) => row.season)
      : [],
  );
  return rows
    .filter((row) => team === null || row.team?.id === team)
    .filter((row) =>
      coversPlayer(scope, {
        program: programId,
        team: row.team?.id ?? null,
        seasonHasTeams: withTeams.has(seasonOf.get(row.registration.id)?.id ?? -1),
      }),
    )
    .map((row) => ({ ...row, season: seasonOf.get(row.registration.id) ?? null }));
}

const contact = (
  relation: RosterContact['relation'],
  name: string,
  email: string,
  phone: string | null,
): RosterContact => ({
  relation,
  name,
  email,
  phone: phone ?? '',
});

/** The team a roster query names (one of the program's, and the caller's), or null. */
async function teamQuery(c: Context<SignedInEnv>, programId: string): Promise<number | null> {
  const raw = textQuery(c, 'team');
  if (raw === undefined) return null;
  const id = parseId(raw);
  const [team] = id
    ? await c.var.deps.db
        .select({ id: teams.id, program: seasons.programId })
        .from(teams)
        .innerJoin(seasons, eq(seasons.id, teams.seasonId))
        .where(eq(teams.id, id))
    : [];
  if (!team || team.program !== programId) throw fieldError({ team: [ROSTER_MESSAGES.teamOfProgram] });
  await assertTeamNamed(c.var.deps.db, c.var.user, team.id, COACH_MESSAGES.rosterApprovalNeeded);
  return team.id;
}

/** Saves the caller's comment on a player (a profile or a child) for a program. */
async function saveComment(
  db: Db,
  user: UserRow,
  player: { athleteProfileId: number } | { childId: number },
  programId: string,
  note: string,
) {
  const now = new Date();
  return db.transaction(async (tx) => {
    const whose =
      'athleteProfileId' in player
        ? eq(athleteComments.athleteProfileId, player.athleteProfileId)
        : eq(athleteComments.childId, player.childId);
    const [existing] = await tx
      .select()
      .from(athleteComments)
      .where(and(whose, eq(athleteComments.authorId, user.id), eq(athleteComments.programId, programId)));
    const [saved] = existing
      ? await tx
          .update(athleteComments)
          .set({ note, authorName: staffName(user), updatedAt: now })
          .where(eq(athleteComments.id, existing.id))
          .returning()
      : await tx
          .insert(athleteComments)
          .values({
            ...player,
            authorId: user.id,
            authorName: staffName(user),
            authorRole: policyRole(user.role) ?? user.role,
            programId,
            note,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
    if ('athleteProfileId' in player) {
      await tx
        .update(athleteProfiles)
        .set({ coachFeedbackNote: note, coachFeedbackUpdatedAt: now })
        .where(eq(athleteProfiles.id, player.athleteProfileId));
    }
    return saved!;
  });
}

export const coachAthleteRoutes = routes('/auth/coach/athletes')
  .get('/', keptForCaller(), async (c) => {
    const { deps, user } = c.var;
    const { db } = deps;
    const program = await programOf(db, textQuery(c, 'program'), 'program', COACH_MESSAGES.programNeeded);
    await assertProgramGranted(db, user, program.id, COACH_MESSAGES.rosterApprovalNeeded);
    const rows = await myPlayers(db, user, program.id, await teamQuery(c, program.id));
    const profileIds = [...new Set(rows.flatMap((r) => r.registration.athleteProfileId ?? []))];
    const childIds = [...new Set(rows.flatMap((r) => r.registration.childId ?? []))];
    const [profiles, kids, comments, notes] = await Promise.all([
      profileIds.length
        ? db.select().from(athleteProfiles).where(inArray(athleteProfiles.id, profileIds))
        : [],
      childIds.length ? db.select().from(children).where(inArray(children.id, childIds)) : [],
      profileIds.length || childIds.length
        ? db
            .select()
            .from(athleteComments)
            .where(
              and(
                eq(athleteComments.programId, program.id),
                or(
                  profileIds.length ? inArray(athleteComments.athleteProfileId, profileIds) : undefined,
                  childIds.length ? inArray(athleteComments.childId, childIds) : undefined,
                ),
              ),
            )
            .orderBy(desc(athleteComments.updatedAt), desc(athleteComments.id))
        : [],
      emergencyOf(db, childIds, profileIds),
    ]);
    const accountIds = [
      ...new Set([
        ...profiles.map((p) => p.userId),
        ...kids.map((k) => k.parentId),
        ...rows.map((r) => r.registration.userId),
      ]),
    ];
    const accounts = accountIds.length
      ? await db.select().from(users).where(inArray(users.id, accountIds))
      : [];
    const account = (id: number) => accounts.find((a) => a.id === id);
    const guardians = profiles.map((p) => p.guardianEmail.toLowerCase()).filter(Boolean);
    const guardianAccounts = guardians.length
      ? await db.select().from(users).where(inArray(users.email, guardians))
      : [];

    const seen = new Set<string>();
    const results = rows.flatMap(({ registration, division, location, team, season }): RosterEntry[] => {
      const profile = profiles.find((p) => p.id === registration.athleteProfileId);
      const child = kids.find((k) => k.id === registration.childId);
      const key = profile ? `athlete-${profile.id}` : child ? `child-${child.id}` : null;
      if (!key || seen.has(key)) return [];
      seen.add(key);
      const base = {
        key,
        grade: registration.grade,
        age_group: registration.ageGroup,
        division,
        location,
        season: season ? season.seasonLabel || season.title : registration.season,
        team: team?.id ? { id: team.id, name: team.name } : null,
      };
      if (profile) {
        const owner = account(profile.userId);
        const guardian = guardianAccounts.find((g) => g.email === profile.guardianEmail.toLowerCase());
        const info = notes.athlete(profile.id);
        return [
          {
            ...base,
            id: profile.id,
            kind: 'athlete',
            name: profile.name || registration.participantName,
            date_of_birth: profile.dateOfBirth,
            primary_sport: profile.primarySport,
            contacts: [
              contact(
                'Athlete',
                profile.name,
                profile.contactEmail || owner?.email || '',
                profile.contactPhone,
              ),
              ...(profile.guardianEmail
                ? [
                    contact(
                      'Parent/Guardian',
                      guardian ? staffName(guardian) : '',
                      profile.guardianEmail,
                      guardian?.phoneNumber ?? '',
                    ),
                  ]
                : []),
            ],
            emergency: info ? emergencyFields(info) : null,
            feedback: comments
              .filter((row) => row.athleteProfileId === profile.id)
              .map((row) => commentJson(row, user)),
          },
        ];
      }
      const parent = child ? account(child.parentId) : undefined;
      const info = child ? notes.child(child.id) : undefined;
      return [
        {
          ...base,
          id: child?.id ?? null,
          kind: 'child',
          name: child ? `${child.firstName} ${child.lastName}`.trim() : registration.participantName,
          date_of_birth: child?.dateOfBirth ?? null,
          primary_sport: program.sport,
          contacts: parent
            ? [
                contact(
                  'Parent/Guardian',
                  staffName(parent),
                  parent.email,
                  registration.shippingPhone || parent.phoneNumber,
                ),
              ]
            : [],
          emergency: info ? emergencyFields(info) : null,
          feedback: child
            ? comments.filter((row) => row.childId === child.id).map((row) => commentJson(row, user))
            : [],
        },
      ];
    });
    const page = paginateArray(c, results, { defaultSize: 100, maxSize: 200 });
    // Every read of a player's emergency and medical notes is on record, a coach's, staff's or an
    // admin's alike (issue 36 item 2), and the family sees it (GET /auth/emergency-info/reads/).
    // The answer may be kept (keptForCaller): each time it is given, the reads are put on record again.
    const shown = page.results
      .filter((entry) => entry.emergency !== null)
      .map((entry) => ({
        actor: user,
        action: 'read',
        entity: 'emergency_info',
        entityId: entry.key,
        note: `${entry.name} · roster of ${program.name}${entry.team ? ` · ${entry.team.name}` : ''}`,
      }));
    await recordEachAnswer(c, (request) =>
      recordReads(
        db,
        shown.map((entry) => ({ ...entry, ip: clientIp(request) })),
      ),
    );
    return c.json(page);
  })
  .post('/:id/feedback', async (c) => {
    const { deps, user } = c.var;
    const { db } = deps;
    const profileId = parseId(c.req.param('id'));
    const input = await readBody(c, feedbackBodySchema);
    const program = await programOf(db, input.program_id, 'program_id', COACH_MESSAGES.feedbackProgramNeeded);
    await assertProgramGranted(db, user, program.id, COACH_MESSAGES.rosterApprovalNeeded);
    // Only the caller's players: anyone else's profile answers like one that does not exist.
    const mine = await myPlayers(db, user, program.id, null);
    if (profileId === null || !mine.some((row) => row.registration.athleteProfileId === profileId)) {
      throw notFound();
    }
    const row = await saveComment(db, user, { athleteProfileId: profileId }, program.id, input.note);
    return c.json(commentJson(row, user), 200);
  });

/** Feedback on a child a parent registered (issue 19: any player of the coach's team). */
export const coachChildRoutes = routes('/auth/coach/children').post('/:id/feedback', async (c) => {
  const { deps, user } = c.var;
  const { db } = deps;
  const childId = parseId(c.req.param('id'));
  const input = await readBody(c, feedbackBodySchema);
  const program = await programOf(db, input.program_id, 'program_id', COACH_MESSAGES.feedbackProgramNeeded);
  await assertProgramGranted(db, user, program.id, COACH_MESSAGES.rosterApprovalNeeded);
  const mine = await myPlayers(db, user, program.id, null);
  if (childId === null || !mine.some((row) => row.registration.childId === childId)) throw notFound();
  const row = await saveComment(db, user, { childId }, program.id, input.note);
  return c.json(commentJson(row, user), 200);
});
