/**
 * Who recruiters may see, in SQL: the one filter every recruiter read of athlete profiles goes
 * through. It is src/domain/athlete-profile.ts `isVisibleToRecruiters` (spec 3 §4, §6): 18 or over
 * (league time) while recruiter_visible is on; under 18 or without a birth date once a guardian
 * approved. Accounts that are switched off never show. An approval counts only while it was given
 * for the guardian the profile names now (guardian_approved_email), which changing guardian_email
 * clears anyway: a second lock, so no path that forgets to clear it shows a child.
 */
import { and, eq, isNotNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { adultBirthCutoff } from '../../../src/domain/athlete-profile';
import { athleteProfiles } from '../../db/schema/athletes';
import { users } from '../../db/schema/auth';

/** The condition on athlete_profiles joined with its owner (users) for a read at `now`. */
export function visibleToRecruiters(now: Date): SQL {
  // A missing birth date makes `adult` false (not unknown), so NOT(adult) holds for it.
  const adult = and(
    isNotNull(athleteProfiles.dateOfBirth),
    lte(athleteProfiles.dateOfBirth, adultBirthCutoff(now)),
  )!;
  return and(
    eq(users.isActive, true),
    or(
      and(adult, eq(athleteProfiles.recruiterVisible, true)),
      and(
        not(adult),
        isNotNull(athleteProfiles.guardianApprovedAt),
        eq(
          sql`lower(${athleteProfiles.guardianApprovedEmail})`,
          sql`lower(${athleteProfiles.guardianEmail})`,
        ),
      ),
    ),
  )!;
}
