/** Seeds demo data into an empty database; each area checks its own tables, so running twice is harmless. */
import type { PasswordHasher } from '../auth/password';
import type { Db } from '../db/client';
import { seedAthletes, seedEvents } from './athletes';
import { seedCoachStaff } from './coach-staff';
import { seedContent } from './content';
import { seedCounties } from './counties';
import { seedAidApplication, seedFamilies } from './families';
import { seedOffice } from './office';
import { seedLeague } from './league';
import { seedReferee } from './referee';
import { seedStore } from './store';
import { seedTeams } from './teams';
import { seedUsers } from './users';

/** What a seed run inserted, per area. */
export interface SeedReport {
  users: number;
  seasons: number;
  /** Counties around the venues, beyond the spec's 32 of Mississippi (issue 41 item 3). */
  counties: number;
  contentRows: number;
  /** Children of the demo household (parent@demo.test). */
  children: number;
  /** Referee page metrics, highlights, FAQs and training sessions. */
  refereeRows: number;
  products: number;
  /** Recruiting profiles of athlete@demo.test and minor@demo.test. */
  athleteProfiles: number;
  /** Showcase events. */
  events: number;
  /** Coach portal and staff queue rows (requests, the upload season, highlights, messages…). */
  coachStaff: number;
  /** Registrations of the office's demo households (paid, refunded, a refund request). */
  office: number;
  /** Teams of the NFL FLAG Boys seasons (the one under way and the upcoming Junior League). */
  teams: number;
}

/**
 * Seeds every area that is still empty; `now` anchors the generated schedules (tests pass a fixed
 * date); `dataDir` is where uploaded files live (the demo highlights are copied there).
 */
export async function seedDatabase(
  db: Db,
  passwords: PasswordHasher,
  now = new Date(),
  dataDir?: string,
): Promise<SeedReport> {
  const report = {
    users: await seedUsers(db, passwords),
    seasons: await seedLeague(db, now),
    // After the venues: the counties they stand in and around.
    counties: await seedCounties(db),
    contentRows: await seedContent(db, now),
    // After users and league: the household belongs to the demo parent and registers for a season.
    children: await seedFamilies(db, now),
    refereeRows: await seedReferee(db, now),
    products: await seedStore(db),
    // After users: the profiles, the guardian link and the recruiter's approval name demo accounts.
    athleteProfiles: await seedAthletes(db, now),
    events: await seedEvents(db, now),
    // After athletes: the roster's athlete is the demo athlete's profile.
    coachStaff: await seedCoachStaff(db, now, dataDir),
    // After the registrations and the upcoming season: the Storm's players and the junior teams.
    teams: await seedTeams(db, now),
    // After league and users: the households register for seeded seasons; staff made the refund.
    office: await seedOffice(db, passwords, now),
  };
  // After the coaches' upcoming Junior League: Aaliyah's financial aid application (issue 21 item 3).
  await seedAidApplication(db, now);
  return report;
}
