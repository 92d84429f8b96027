/**
 * The coach roster (spec 3 §2, §6, §7): GET /auth/coach/athletes/?program= lists the athletes with
 * a paid registration in the program — athletes who registered themselves (with their recruiting
 * profile) and children their parents registered — with the family contacts a coach needs and the
 * coaches' feedback of that program. POST /auth/coach/athletes/{id}/feedback/ (note, program_id)
 * keeps the caller's feedback on a rostered athlete's profile: one comment per coach and program
 * in athlete_comments (which the recruiter roster shows with consented profiles) and the profile's
 * coach_feedback_note. Both need calendar-editor approval for the program (server/auth/policy.ts,
 * server/auth/coach-scope.ts): another program's roster is 403 with the spec's text, an athlete on
 * no roster of the caller's programs 404. Feedback is private to coaches, staff and the recruiter
 * roster's comments.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import {
  COACH_MESSAGES,
  type CoachComment,
  type RosterContact,
  type RosterEntry,
} from '../../../src/domain/coach';
import type { UserRow } from '../../context';
import type { Db } from '../../db/client';
import { assertProgramGranted } from '../../auth/coach-scope';
import { policyRole } from '../../auth/policy';
import { athleteComments, athleteProfiles } from '../../db/schema/athletes';
import { users } from '../../db/schema/auth';
import { children } from '../../db/schema/families';
import { divisions, locations, programs } from '../../db/schema/league';
import { registrations } from '../../db/schema/registrations';
import { fieldError, notFound } from '../../http/errors';
import { paginateArray } from '../../http/pagination';
import { parseId, textQuery } from '../../http/query';
import { routes } from '../../http/router';
import { readBody, text } from '../../http/validation';
import { staffName } from '../staff/decisions';

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

/** Paid registrations of a program with who they are for. */
async function paidRegistrations(db: Db, programId: string) {
  return db
    .select({
      registration: registrations,
      division: divisions.name,
      location: locations.name,
    })
    .from(registrations)
    .leftJoin(divisions, eq(divisions.id, registrations.divisionId))
    .leftJoin(locations, eq(locations.id, registrations.locationId))
    .where(and(eq(registrations.programId, programId), eq(registrations.paymentStatus, 'paid')))
    .orderBy(registrations.participantName, registrations.id);
}

/** Whether a profile is on the program's roster (a paid athlete registration). */
async function onRoster(db: Db, profileId: number, programId: string): Promise<boolean> {
  const rows = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.athleteProfileId, profileId),
        eq(registrations.programId, programId),
        eq(registrations.paymentStatus, 'paid'),
      ),
    );
  return rows.length > 0;
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

export const coachAthleteRoutes = routes('/auth/coach/athletes')
  .get('/', async (c) => {
    const { deps, user } = c.var;
    const { db } = deps;
    const program = await programOf(db, textQuery(c, 'program'), 'program', COACH_MESSAGES.programNeeded);
    await assertProgramGranted(db, user, program.id, COACH_MESSAGES.rosterApprovalNeeded);
    const rows = await paidRegistrations(db, program.id);
    const profileIds = [...new Set(rows.flatMap((r) => r.registration.athleteProfileId ?? []))];
    const childIds = [...new Set(rows.flatMap((r) => r.registration.childId ?? []))];
    const [profiles, kids, comments] = await Promise.all([
      profileIds.length
        ? db.select().from(athleteProfiles).where(inArray(athleteProfiles.id, profileIds))
        : [],
      childIds.length ? db.select().from(children).where(inArray(children.id, childIds)) : [],
      profileIds.length
        ? db
            .select()
            .from(athleteComments)
            .where(
              and(
                inArray(athleteComments.athleteProfileId, profileIds),
                eq(athleteComments.programId, program.id),
              ),
            )
            .orderBy(desc(athleteComments.updatedAt), desc(athleteComments.id))
        : [],
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
    const results = rows.flatMap(({ registration, division, location }): RosterEntry[] => {
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
      };
      if (profile) {
        const owner = account(profile.userId);
        const guardian = guardianAccounts.find((g) => g.email === profile.guardianEmail.toLowerCase());
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
            feedback: comments
              .filter((row) => row.athleteProfileId === profile.id)
              .map((row) => commentJson(row, user)),
          },
        ];
      }
      const parent = child ? account(child.parentId) : undefined;
      return [
        {
          ...base,
          id: null,
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
          feedback: [],
        },
      ];
    });
    return c.json(paginateArray(c, results, { defaultSize: 100, maxSize: 200 }));
  })
  .post('/:id/feedback', async (c) => {
    const { deps, user } = c.var;
    const { db } = deps;
    const profileId = parseId(c.req.param('id'));
    const input = await readBody(c, feedbackBodySchema);
    const program = await programOf(db, input.program_id, 'program_id', COACH_MESSAGES.feedbackProgramNeeded);
    await assertProgramGranted(db, user, program.id, COACH_MESSAGES.rosterApprovalNeeded);
    // Only athletes on the program's roster: anyone else's profile answers like one that does not exist.
    if (profileId === null || !(await onRoster(db, profileId, program.id))) throw notFound();
    const now = new Date();
    const row = await db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(athleteComments)
        .where(
          and(
            eq(athleteComments.athleteProfileId, profileId),
            eq(athleteComments.authorId, user.id),
            eq(athleteComments.programId, program.id),
          ),
        );
      const [saved] = existing
        ? await tx
            .update(athleteComments)
            .set({ note: input.note, authorName: staffName(user), updatedAt: now })
            .where(eq(athleteComments.id, existing.id))
            .returning()
        : await tx
            .insert(athleteComments)
            .values({
              athleteProfileId: profileId,
              authorId: user.id,
              authorName: staffName(user),
              authorRole: policyRole(user.role) ?? user.role,
              programId: program.id,
              note: input.note,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
      await tx
        .update(athleteProfiles)
        .set({ coachFeedbackNote: input.note, coachFeedbackUpdatedAt: now })
        .where(eq(athleteProfiles.id, profileId));
      return saved!;
    });
    return c.json(commentJson(row, user), 200);
  });
