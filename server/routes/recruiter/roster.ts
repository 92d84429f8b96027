/**
 * GET /auth/recruiter/athletes/ (spec 3 §3, §6, §7): the consented roster. 403 until the caller's
 * access request is APPROVED; then only the athletes src/domain/athlete-profile.ts lets recruiters
 * see (./consent.ts), optionally of one sport, with the roster fields of spec 3 §3 and coaches'
 * comments. Every athlete shown is written to the view log (who, when, which athlete).
 */
import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { NAMED_SPORTS, parseRecruiterSport, RECRUITER_MESSAGES } from '../../../src/domain/recruiter';
import type { Db } from '../../db/client';
import {
  athleteComments,
  athleteProfiles,
  recruiterAccessRequests,
  recruiterProfileViews,
} from '../../db/schema/athletes';
import { users } from '../../db/schema/auth';
import { programs } from '../../db/schema/league';
import { detailError, fieldError } from '../../http/errors';
import { pageRequest, pageResponse } from '../../http/pagination';
import { textQuery } from '../../http/query';
import { routes } from '../../http/router';
import { visibleToRecruiters } from './consent';
import { groupedInsert } from '../../db/grouped-insert';
import { keptForCaller, recordEachAnswer } from '../../http/kept-answers';

const SPORT_CHOICE = 'Select a valid choice. Use FOOTBALL, BASKETBALL, SOCCER, VOLLEYBALL or OTHER.';

type ProfileRow = typeof athleteProfiles.$inferSelect;

/** The sport condition: the primary sport, any case; OTHER is every sport the filter does not name. */
function sportCondition(sport: string): SQL {
  const primary = sql`upper(trim(${athleteProfiles.primarySport}))`;
  return sport === 'OTHER' ? notInArray(primary, [...NAMED_SPORTS]) : eq(primary, sport);
}

/** Coaches' comments per athlete, newest first (spec 3 §3: note, author, author_role, program, updated_at). */
async function commentsByAthlete(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, unknown[]>();
  const rows = await db
    .select({ comment: athleteComments, program: programs.name })
    .from(athleteComments)
    .leftJoin(programs, eq(programs.id, athleteComments.programId))
    .where(inArray(athleteComments.athleteProfileId, ids))
    .orderBy(desc(athleteComments.updatedAt), desc(athleteComments.id));
  const byAthlete = new Map<number, unknown[]>();
  for (const { comment, program } of rows) {
    // The query keeps comments on these profiles only (never those on children).
    if (comment.athleteProfileId === null) continue;
    const list = byAthlete.get(comment.athleteProfileId) ?? [];
    list.push({
      note: comment.note,
      author: comment.authorName,
      author_role: comment.authorRole,
      program,
      updated_at: comment.updatedAt.toISOString(),
    });
    byAthlete.set(comment.athleteProfileId, list);
  }
  return byAthlete;
}

/** An athlete as the roster shows it: the recruiter fields of spec 3 §3 and nothing else. */
const rosterJson = (row: ProfileRow, comments: unknown[]) => ({
  id: row.id,
  name: row.name,
  primary_sport: row.primarySport,
  current_team: row.currentTeam,
  contact_email: row.contactEmail,
  contact_phone: row.contactPhone,
  school: row.school,
  grade_level: row.gradeLevel,
  gpa: row.gpa,
  bio: row.bio,
  highlight_video_url: row.highlightVideoUrl,
  season_stats: row.seasonStats,
  academic_achievements: row.academicAchievements,
  comments,
});

/** The log of athletes shown to recruiters, many requests' rows in one statement. */
const recordViews = groupedInsert(recruiterProfileViews);

export const rosterRoutes = routes('/auth/recruiter/athletes').get('/', keptForCaller(), async (c) => {
  const { db } = c.var.deps;
  const { user } = c.var;
  const [access] = await db
    .select({ status: recruiterAccessRequests.status })
    .from(recruiterAccessRequests)
    .where(eq(recruiterAccessRequests.userId, user.id));
  if (access?.status !== 'APPROVED') throw detailError(403, RECRUITER_MESSAGES.notApproved);

  const rawSport = textQuery(c, 'sport');
  const sport = rawSport === undefined ? null : parseRecruiterSport(rawSport);
  if (rawSport !== undefined && sport === null) throw fieldError({ sport: [SPORT_CHOICE] });
  const where = and(visibleToRecruiters(new Date()), sport ? sportCondition(sport) : undefined);

  const request = pageRequest(c, { defaultSize: 50, maxSize: 100 });
  const [total] = await db
    .select({ n: count() })
    .from(athleteProfiles)
    .innerJoin(users, eq(users.id, athleteProfiles.userId))
    .where(where);
  const rows = await db
    .select({ profile: athleteProfiles })
    .from(athleteProfiles)
    .innerJoin(users, eq(users.id, athleteProfiles.userId))
    .where(where)
    .orderBy(asc(athleteProfiles.name), asc(athleteProfiles.id))
    .limit(request.pageSize)
    .offset(request.offset);
  const profiles = rows.map((row) => row.profile);
  const comments = await commentsByAthlete(
    db,
    profiles.map((profile) => profile.id),
  );
  const page = pageResponse(
    c,
    request,
    total?.n ?? 0,
    profiles.map((profile) => rosterJson(profile, comments.get(profile.id) ?? [])),
  );
  // The answer may be kept (keptForCaller): each time it is given, the views are put on record again.
  const views = profiles.map((profile) => ({
    recruiterId: user.id,
    recruiterEmail: user.email,
    athleteProfileId: profile.id,
    context: 'roster',
  }));
  await recordEachAnswer(c, () => recordViews(db, views));
  return c.json(page);
});
