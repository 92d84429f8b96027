/**
 * GET /auth/recruiter/athletes/ (spec 3 §3, §6, §7): the consented roster. 403 until the caller's
 * access request is APPROVED; then only the athletes src/domain/athlete-profile.ts lets recruiters
 * see (./consent.ts), optionally of one sport, with the roster fields of spec 3 §3 and coaches'
 * comments. Every athlete shown is written to the view log (who, when, which athlete).
 */
import { asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
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
import { listPage, type ListConfig } from '../../http/list';
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

/** The consented roster as a list of the list kit: visible athletes, by name, optionally of one sport. */
const roster: ListConfig<ProfileRow, ReturnType<typeof rosterJson>> = {
  table: athleteProfiles,
  join: { table: users, on: eq(users.id, athleteProfiles.userId) },
  scope: () => visibleToRecruiters(new Date()),
  filters: {
    sport: (c, name) => {
      const raw = textQuery(c, name);
      if (raw === undefined) return undefined;
      const sport = parseRecruiterSport(raw);
      if (sport === null) throw fieldError({ [name]: [SPORT_CHOICE] });
      return sportCondition(sport);
    },
  },
  order: [asc(athleteProfiles.name), asc(athleteProfiles.id)],
  limits: { defaultSize: 50, maxSize: 100 },
  json: async (db, profiles) => {
    const comments = await commentsByAthlete(
      db,
      profiles.map((profile) => profile.id),
    );
    return profiles.map((profile) => rosterJson(profile, comments.get(profile.id) ?? []));
  },
};

export const rosterRoutes = routes('/auth/recruiter/athletes').get('/', keptForCaller(), async (c) => {
  const { db } = c.var.deps;
  const { user } = c.var;
  const [access] = await db
    .select({ status: recruiterAccessRequests.status })
    .from(recruiterAccessRequests)
    .where(eq(recruiterAccessRequests.userId, user.id));
  if (access?.status !== 'APPROVED') throw detailError(403, RECRUITER_MESSAGES.notApproved);

  const page = await listPage(c, roster);
  // The answer may be kept (keptForCaller): each time it is given, the views are put on record again.
  const views = page.results.map((athlete) => ({
    recruiterId: user.id,
    recruiterEmail: user.email,
    athleteProfileId: athlete.id,
    context: 'roster',
  }));
  await recordEachAnswer(c, () => recordViews(db, views));
  return c.json(page);
});
