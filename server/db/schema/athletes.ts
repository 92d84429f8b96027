/**
 * Athlete recruiting profiles and who may see them (spec 3 §3, §4, §6).
 *
 * - athlete_profiles: at most one per account (user_id unique), written only by its owner through
 *   /auth/athlete-profiles/. List fields (positions, past_teams, tournaments, awards,
 *   action_photo_urls, highlight_media) are JSON arrays of strings; hs_sports is
 *   { <sport key>: { <field>: string | string[] } } for the ten sports of src/domain/athlete-profile.ts;
 *   social_links is { <lowercase platform>: <http(s) link> }.
 * - Consent: recruiters see a profile only when src/domain/athlete-profile.ts `isVisibleToRecruiters`
 *   holds: 18 or over (by date_of_birth, league time) while recruiter_visible is on; under 18 or
 *   without a birth date once guardian_approved_at is set. The guardian is whoever holds an account
 *   with the e-mail in guardian_email, once that account has confirmed the address, or whoever
 *   follows the approval link mailed to it (server/routes/guardian-approvals/). An approval records
 *   who (guardian_approved_email: the address that approved; guardian_approved_by: the parent
 *   account, null for a link), when (guardian_approved_at), how (guardian_approved_via: 'portal' or
 *   'link') and from where (guardian_approved_ip); every decision is also in audit_log. Changing
 *   guardian_email clears the approval, and so does any change of name, birth date or school, or of
 *   the phone once approved (server/routes/athlete-profiles/consent-reset.ts), which also switches
 *   recruiter_visible off. guardian_declined_at is set by a decline (and cleared by an approval or a
 *   new request); approval_requested_at is when the athlete last asked.
 * - date_of_birth: once set, only staff change it (PATCH /staff/athlete-profiles/:id/, audited).
 * - coach_feedback_note / coach_feedback_updated_at: written by coaches only (never by the owner).
 * - athlete_comments: coaches' notes on a player: an athlete's profile (athlete_profile_id, shown
 *   with the recruiter roster when consent allows) or a child a parent registered (child_id, never
 *   shown to recruiters); exactly one of the two.
 * - recruiter_access_requests: one per recruiter (user_id unique): PENDING → APPROVED or DENIED; a
 *   pending one may be updated and a denied one resubmitted (back to PENDING, review cleared).
 *   reviewed_by / reviewed_at / review_note record the staff decision.
 * - recruiter_profile_views: the log of every athlete a recruiter was shown (who, when, which
 *   athlete, and where: 'roster'). The recruiter's e-mail is kept so the log still reads after the
 *   account is gone; the rows go with the athlete's profile.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { HsSportEntry } from '../../../src/domain/athlete-profile';
import { users } from './auth';
import { children } from './families';
import { programs } from './league';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const textField = (name: string) => text(name).notNull().default('');
const listField = (name: string) => jsonb(name).$type<string[]>().notNull().default([]);

export const athleteProfiles = pgTable(
  'athlete_profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: textField('name'),
    guardianEmail: textField('guardian_email'),
    guardianApprovedAt: timestamp('guardian_approved_at', { withTimezone: true }),
    guardianApprovedBy: integer('guardian_approved_by').references(() => users.id, { onDelete: 'set null' }),
    guardianApprovedVia: text('guardian_approved_via'),
    guardianApprovedEmail: text('guardian_approved_email'),
    guardianApprovedIp: text('guardian_approved_ip'),
    guardianDeclinedAt: timestamp('guardian_declined_at', { withTimezone: true }),
    approvalRequestedAt: timestamp('approval_requested_at', { withTimezone: true }),
    dateOfBirth: date('date_of_birth'),
    gender: textField('gender'),
    contactEmail: textField('contact_email'),
    contactPhone: textField('contact_phone'),
    primarySport: textField('primary_sport'),
    positions: listField('positions'),
    currentTeam: textField('current_team'),
    jerseyNumber: textField('jersey_number'),
    height: textField('height'),
    weight: textField('weight'),
    speed40: textField('speed_40'),
    vertical: textField('vertical'),
    bench: textField('bench'),
    squat: textField('squat'),
    deadlift: textField('deadlift'),
    broadJump: textField('broad_jump'),
    strengthMetrics: textField('strength_metrics'),
    seasonStats: textField('season_stats'),
    yearsPlaying: numeric('years_playing', { precision: 4, scale: 1, mode: 'number' }),
    pastTeams: listField('past_teams'),
    tournaments: listField('tournaments'),
    awards: listField('awards'),
    academicStanding: textField('academic_standing'),
    school: textField('school'),
    gradeLevel: textField('grade_level'),
    gpa: textField('gpa'),
    academicAchievements: textField('academic_achievements'),
    bio: textField('bio'),
    careerGoals: textField('career_goals'),
    roleModel: textField('role_model'),
    leadership: textField('leadership'),
    hsSportsEnabled: boolean('hs_sports_enabled').notNull().default(false),
    hsSports: jsonb('hs_sports').$type<Record<string, HsSportEntry>>().notNull().default({}),
    clubExperience: textField('club_experience'),
    clubHighlights: textField('club_highlights'),
    highlightVideoUrl: textField('highlight_video_url'),
    profilePhotoUrl: textField('profile_photo_url'),
    actionPhotoUrls: listField('action_photo_urls'),
    highlightMedia: listField('highlight_media'),
    socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    waiverAcknowledged: boolean('waiver_acknowledged').notNull().default(false),
    safeSportAcknowledged: boolean('safe_sport_acknowledged').notNull().default(false),
    recruiterVisible: boolean('recruiter_visible').notNull().default(false),
    coachFeedbackNote: text('coach_feedback_note'),
    coachFeedbackUpdatedAt: timestamp('coach_feedback_updated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('athlete_profiles_user_unique').on(table.userId),
    // Guardians are matched by e-mail without regard to case.
    index('athlete_profiles_guardian_idx').on(sql`lower(${table.guardianEmail})`),
  ],
);

/**
 * The columns of a guardian approval, cleared (back to pending unless a decline is set with it):
 * written with a change of identity, a change of guardian, or a withdrawn approval.
 */
export const CLEARED_APPROVAL = {
  guardianApprovedAt: null,
  guardianApprovedBy: null,
  guardianApprovedVia: null,
  guardianApprovedEmail: null,
  guardianApprovedIp: null,
} as const;

export const athleteComments = pgTable(
  'athlete_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    athleteProfileId: integer('athlete_profile_id').references(() => athleteProfiles.id, {
      onDelete: 'cascade',
    }),
    /** A child a parent registered (issue 19: feedback on any player of the coach's team). */
    childId: integer('child_id').references(() => children.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name and role when written, so the comment still reads after the account is gone. */
    authorName: text('author_name').notNull(),
    authorRole: text('author_role').notNull(),
    programId: text('program_id').references(() => programs.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('athlete_comments_profile_idx').on(table.athleteProfileId, table.updatedAt),
    index('athlete_comments_child_idx').on(table.childId, table.updatedAt),
    check('athlete_comments_one_player', sql`num_nonnulls(${table.athleteProfileId}, ${table.childId}) = 1`),
  ],
);

export const recruiterAccessRequests = pgTable(
  'recruiter_access_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PENDING, APPROVED or DENIED. */
    status: text('status').notNull().default('PENDING'),
    message: textField('message'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewNote: textField('review_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('recruiter_access_requests_user_unique').on(table.userId),
    index('recruiter_access_requests_status_idx').on(table.status, table.createdAt),
  ],
);

export const recruiterProfileViews = pgTable(
  'recruiter_profile_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recruiterId: integer('recruiter_id').references(() => users.id, { onDelete: 'set null' }),
    recruiterEmail: text('recruiter_email').notNull(),
    athleteProfileId: integer('athlete_profile_id')
      .notNull()
      .references(() => athleteProfiles.id, { onDelete: 'cascade' }),
    /** Where the profile was shown: 'roster'. */
    context: text('context').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recruiter_profile_views_athlete_idx').on(table.athleteProfileId, table.viewedAt),
    index('recruiter_profile_views_recruiter_idx').on(table.recruiterId, table.viewedAt),
  ],
);
