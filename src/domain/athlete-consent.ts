/**
 * An athlete's recruiting consent and summary (spec 3 §4, §6, §9): who is an adult, whether
 * recruiters see a profile, the guardian's status, approval and request e-mail, the line a guardian
 * reads, the primary sport's label. Apart from the profile's fields and save rules
 * (src/domain/athlete-profile.ts, which re-exports these) so the portals' first screens load only these.
 */
import { ageOn, leagueToday } from './children';

/** Spec 3 §9: under this age a guardian approves; at it or over, the athlete decides. */
export const GUARDIAN_APPROVAL_AGE = 18;

export const PROFILE_MESSAGES = {
  yearsPlaying: 'Years playing must be a number.',
  guardianEmailMissing: 'Add a parent or guardian email above to request approval.',
  url: 'Enter a valid URL starting with http:// or https://.',
  email: 'Enter a valid email address.',
  dateOfBirth: 'Enter a valid date of birth (YYYY-MM-DD) that is not in the future.',
} as const;

/** Sports an athlete may name as primary (the league's sports and the school sports). */
export const PRIMARY_SPORTS = [
  { value: 'FOOTBALL', label: 'Football' },
  { value: 'BASKETBALL', label: 'Basketball' },
  { value: 'SOCCER', label: 'Soccer' },
  { value: 'VOLLEYBALL', label: 'Volleyball' },
  { value: 'TRACK', label: 'Track and Field' },
  { value: 'BASEBALL', label: 'Baseball' },
  { value: 'SOFTBALL', label: 'Softball' },
  { value: 'WRESTLING', label: 'Wrestling' },
  { value: 'POWERLIFTING', label: 'Powerlifting' },
  { value: 'TENNIS', label: 'Tennis' },
] as const;

/** How a primary sport value is shown (the value itself when unknown). */
export function primarySportLabel(value: string): string {
  return PRIMARY_SPORTS.find((sport) => sport.value === value)?.label ?? value;
}

/** Whether a value is an absolute http(s) address. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value.trim())) return false;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/**
 * The latest birth date of someone who is `GUARDIAN_APPROVAL_AGE` or over today (league time), as
 * YYYY-MM-DD: born on or before it means adult. On 29 February in a year whose 18th-birthday year
 * has none, the cut-off is 28 February.
 */
export function adultBirthCutoff(now: Date = new Date()): string {
  const [y, m, d] = leagueToday(now).split('-').map(Number) as [number, number, number];
  const year = y - GUARDIAN_APPROVAL_AGE;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${year}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** Whether someone born on this date is 18 or over today; an unknown date is not (spec 3 §4). */
export function isAdult(dateOfBirth: string | null | undefined, now: Date = new Date()): boolean {
  return Boolean(dateOfBirth) && dateOfBirth! <= adultBirthCutoff(now);
}

/** What decides whether recruiters see a profile. */
export interface ConsentFields {
  date_of_birth: string | null;
  guardian_approved_at: string | null;
  recruiter_visible: boolean;
}

/** What decides a guardian's status (an AthleteProfile has these, src/domain/athlete-profile.ts). */
export interface GuardianFields {
  guardian_approved_at: string | null;
  guardian_declined_at: string | null;
}

/**
 * Whether recruiters may see a profile (spec 3 §4, §6): 18 or over only while recruiter_visible is
 * on; under 18 or without a birth date only once a guardian approved.
 */
export function isVisibleToRecruiters(profile: ConsentFields, now: Date = new Date()): boolean {
  return isAdult(profile.date_of_birth, now)
    ? profile.recruiter_visible
    : profile.guardian_approved_at !== null;
}

/** Where a guardian stands on a profile that needs approval. */
export type GuardianStatus = 'PENDING' | 'APPROVED' | 'DECLINED';

/** The guardian status of a profile: approved, declined, else pending. */
export function guardianStatus(profile: GuardianFields): GuardianStatus {
  if (profile.guardian_approved_at) return 'APPROVED';
  return profile.guardian_declined_at ? 'DECLINED' : 'PENDING';
}

/** The request-approval e-mail the athlete sends from their own mail app (spec 3 §2: a mailto). */
export function guardianApprovalMailto(
  guardianEmail: string,
  athleteName: string,
  siteOrigin: string,
): string {
  const name = athleteName.trim() || 'your athlete';
  const subject = `Please approve ${name}'s recruiting profile`;
  const body = [
    'Hi,',
    '',
    `I made a recruiting profile on the Mid-South Youth Sports League site. Because I am under ${GUARDIAN_APPROVAL_AGE}, recruiters can only see it after you approve it.`,
    '',
    `Please sign in to the parent portal with this e-mail address (${guardianEmail.trim()}) and approve it under Pending approvals: ${siteOrigin}/portal/parent`,
    '',
    'Thank you,',
    name,
  ].join('\n');
  return `mailto:${encodeURIComponent(guardianEmail.trim())}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** How an approval was given: from a confirmed parent account, or the mailed link. */
export type ApprovalVia = 'portal' | 'link';

/** An athlete as a guardian sees them in the parent portal's Pending approvals (spec 3 §4). */
export interface GuardianApproval {
  id: number;
  name: string;
  date_of_birth: string | null;
  primary_sport: string;
  school: string;
  current_team: string;
  status: GuardianStatus;
  guardian_approved_at: string | null;
  guardian_declined_at: string | null;
  guardian_approved_via: ApprovalVia | null;
  approval_requested_at: string | null;
}

/** The line under an athlete's name for their guardian: age (or no birth date), sport, team, school. */
export function approvalSummary(
  athlete: Pick<GuardianApproval, 'date_of_birth' | 'primary_sport' | 'current_team' | 'school'>,
): string {
  const age = ageOn(athlete.date_of_birth);
  return [
    age === null ? 'Birth date not given' : `Age ${age}`,
    primarySportLabel(athlete.primary_sport),
    athlete.current_team,
    athlete.school,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** What recruiters see of a consented athlete (spec 3 §3, the recruiter roster), for the guardian to read. */
export const RECRUITER_SEES =
  'name, primary sport, current team, contact email and phone, school, grade level, GPA, bio, highlight video, season stats, academic achievements and coaches’ comments';
