/**
 * Demo recruiting data (issue 9 item 5): athlete@demo.test (over 18) with a full profile visible to
 * recruiters and a coach's comment; minor@demo.test, 15, whose guardian_email is parent@demo.test,
 * awaiting approval; recruiter@demo.test APPROVED by staff@demo.test (recruiter2@demo.test has no
 * request); and showcase events in the weeks around `now` (a past one, the rest to come).
 */
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { athleteComments, athleteProfiles, recruiterAccessRequests } from '../db/schema/athletes';
import { users } from '../db/schema/auth';
import { events } from '../db/schema/events';
import { programs } from '../db/schema/league';
import { saturday } from './schedule';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** A birth date `years` years and `days` days before `now` (YYYY-MM-DD). */
function bornBefore(now: Date, years: number, days: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Showcase events: weeks from `now`, program (if any), title, place, hours long. */
const EVENTS: {
  weeks: number;
  program: string | null;
  title: string;
  place: string;
  hours: number;
  notes: string;
}[] = [
  {
    weeks: -2,
    program: 'nfl-flag-boys',
    title: 'Spring Flag Football Combine',
    place: 'Snowden Grove Park, Southaven, MS',
    hours: 5,
    notes: 'Forty-yard dash, shuttle, vertical and position drills with verified times.',
  },
  {
    weeks: 1,
    program: 'nfl-flag-boys',
    title: 'Mid-South Flag Football Showcase',
    place: 'Snowden Grove Park, Southaven, MS',
    hours: 6,
    notes: 'Varsity and Elite divisions play full games in front of college scouts.',
  },
  {
    weeks: 2,
    program: null,
    title: 'College Prospect Combine',
    place: 'Liberty Park, Jackson, MS',
    hours: 5,
    notes: 'Open to every sport: testing, film sessions and an academic eligibility talk.',
  },
  {
    weeks: 3,
    program: 'nfl-flag-girls',
    title: 'Girls Flag Football Exposure Day',
    place: 'Hernando Sports Complex, Hernando, MS',
    hours: 5,
    notes: "College programs building women's flag football teams attend.",
  },
  {
    weeks: 4,
    program: 'jr-nba',
    title: 'Jr. NBA Summer Showcase',
    place: 'Tupelo Aquatic and Fitness Center, Tupelo, MS',
    hours: 6,
    notes: 'Five-on-five showcase games for U-16 and U-17 players.',
  },
  {
    weeks: 5,
    program: 'volleyball-girls',
    title: 'Volleyball Recruiting Clinic',
    place: 'Bartlett Station Athletic Club, Bartlett, TN',
    hours: 4,
    notes: 'Skills testing and match play; bring your club schedule.',
  },
  {
    weeks: 6,
    program: 'soccer-girls',
    title: 'Soccer College ID Camp',
    place: 'Olive Branch City Park, Olive Branch, MS',
    hours: 6,
    notes: 'Small-sided games and position sessions led by college coaches.',
  },
  {
    weeks: 8,
    program: 'track-field',
    title: 'Track and Field Time Trials',
    place: 'Jonesboro Joe Mack Campbell Park, Jonesboro, AR',
    hours: 5,
    notes: 'Fully automatic timing for sprints, hurdles and relays.',
  },
];

/** Seeds the demo recruiting data once (when there are no athlete profiles yet); returns the profiles created. */
export async function seedAthletes(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(athleteProfiles);
  if ((existing?.n ?? 0) > 0) return 0;
  const accounts = await db
    .select()
    .from(users)
    .where(
      inArray(users.email, [
        'athlete@demo.test',
        'minor@demo.test',
        'recruiter@demo.test',
        'staff@demo.test',
        'coach@demo.test',
      ]),
    );
  const account = (email: string) => accounts.find((user) => user.email === email);
  const adult = account('athlete@demo.test');
  const minor = account('minor@demo.test');
  if (!adult || !minor) return 0;

  const [jordan] = await db
    .insert(athleteProfiles)
    .values([
      {
        userId: adult.id,
        name: `${adult.firstName} ${adult.lastName}`,
        dateOfBirth: adult.dateOfBirth ?? bornBefore(now, 20, 90),
        gender: 'Male',
        contactEmail: adult.email,
        contactPhone: '662-555-0188',
        primarySport: 'FOOTBALL',
        positions: ['QB', 'S'],
        currentTeam: 'Southaven Storm',
        jerseyNumber: '7',
        height: '6\'1"',
        weight: '185 lb',
        speed40: '4.62 s',
        vertical: '33 in',
        bench: '225 lb',
        squat: '335 lb',
        deadlift: '405 lb',
        broadJump: '9 ft 8 in',
        strengthMetrics: 'Power clean 245 lb',
        seasonStats: 'Fall 2025: 2,140 passing yards, 24 TD, 4 INT; 38 rushes for 312 yards.',
        yearsPlaying: 8,
        pastTeams: ['Hernando Tigers', 'Olive Branch Blaze'],
        tournaments: ['Mid-South Showcase 2025', 'NFL FLAG Regional 2024'],
        awards: ['All-County First Team 2025', 'League MVP 2024'],
        academicStanding: 'Honor roll',
        school: 'Northwest Mississippi Community College',
        gradeLevel: 'COLLEGE',
        gpa: '3.6',
        academicAchievements: "Dean's list, two semesters; National Honor Society alumnus.",
        bio: 'Dual-threat quarterback who reads defenses fast and leads by example. Looking for a four-year program.',
        careerGoals: 'Play college football and study sports medicine.',
        roleModel: 'My high school coach, who showed me how to lead.',
        leadership: 'Team captain two seasons; volunteer coach for the U-11 division.',
        hsSportsEnabled: true,
        hsSports: {
          football: {
            positions: ['QB'],
            team_mascot: 'Chargers',
            jersey_number: '7',
            honors: ['All-Region 2023'],
            stats_by_year: '2023: 2,650 yards, 29 TD',
          },
          track_field: { track_event: '100 m, 4x100 relay', honors: ['Regional qualifier 2023'] },
        },
        clubExperience: 'Three seasons with the Southaven Storm.',
        clubHighlights: 'Led the Storm to the 2025 conference title.',
        highlightVideoUrl: 'https://www.hudl.com/video/3/demo/jordan-ellis-2025',
        profilePhotoUrl: '',
        actionPhotoUrls: [],
        highlightMedia: ['https://www.youtube.com/watch?v=demo-jordan'],
        socialLinks: {
          instagram: 'https://instagram.com/jordanellis7',
          x: 'https://x.com/jordanellis7',
          twitter: 'https://x.com/jordanellis7',
          hudl: 'https://www.hudl.com/profile/demo-jordan',
        },
        waiverAcknowledged: true,
        safeSportAcknowledged: true,
        recruiterVisible: true,
        createdAt: new Date(now.getTime() - 40 * DAY),
        updatedAt: new Date(now.getTime() - 3 * DAY),
      },
      {
        userId: minor.id,
        name: `${minor.firstName} ${minor.lastName}`,
        // Fifteen, and not sixteen for a good while yet.
        dateOfBirth: bornBefore(now, 15, 60),
        gender: 'Female',
        guardianEmail: 'parent@demo.test',
        approvalRequestedAt: new Date(now.getTime() - 2 * DAY),
        contactEmail: minor.email,
        primarySport: 'FOOTBALL',
        positions: ['WR', 'CB'],
        currentTeam: 'DeSoto Lady Storm',
        jerseyNumber: '11',
        speed40: '5.1 s',
        seasonStats: 'Fall 2025: 41 catches, 612 yards, 7 TD.',
        yearsPlaying: 4,
        school: 'Southaven High School',
        gradeLevel: '10',
        gpa: '3.9',
        bio: 'Fast slot receiver who loves the two-minute drill.',
        waiverAcknowledged: true,
        safeSportAcknowledged: true,
        createdAt: new Date(now.getTime() - 5 * DAY),
        updatedAt: new Date(now.getTime() - 2 * DAY),
      },
    ])
    .returning();

  const coach = account('coach@demo.test');
  if (jordan && coach) {
    await db.insert(athleteComments).values({
      athleteProfileId: jordan.id,
      authorId: coach.id,
      authorName: `${coach.firstName} ${coach.lastName}`,
      authorRole: 'coach',
      programId: 'nfl-flag-boys',
      note: 'Quick release and calm under pressure; film study habits are the best on the team.',
      createdAt: new Date(now.getTime() - 6 * DAY),
      updatedAt: new Date(now.getTime() - 6 * DAY),
    });
  }

  const recruiter = account('recruiter@demo.test');
  const staff = account('staff@demo.test');
  if (recruiter) {
    await db.insert(recruiterAccessRequests).values({
      userId: recruiter.id,
      status: 'APPROVED',
      message: 'Recruiting coordinator for a Division II football program in Tennessee.',
      reviewedAt: new Date(now.getTime() - 20 * DAY),
      reviewedBy: staff?.id ?? null,
      reviewNote: 'Verified with the college athletics office.',
      createdAt: new Date(now.getTime() - 21 * DAY),
      updatedAt: new Date(now.getTime() - 20 * DAY),
    });
  }

  return 2;
}

/** Seeds the showcase events once (when there are none); returns how many were created. */
export async function seedEvents(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(events).where(eq(events.category, 'showcase'));
  if ((existing?.n ?? 0) > 0) return 0;
  const known = new Set((await db.select({ id: programs.id }).from(programs)).map((row) => row.id));
  const [staff] = await db.select().from(users).where(eq(users.email, 'staff@demo.test'));
  await db.insert(events).values(
    EVENTS.map((event) => {
      const startsAt = saturday(now, event.weeks);
      return {
        programId: event.program && known.has(event.program) ? event.program : null,
        category: 'showcase',
        title: event.title,
        startsAt,
        endsAt: new Date(startsAt.getTime() + event.hours * HOUR),
        locationText: event.place,
        notes: event.notes,
        createdBy: staff?.id ?? null,
      };
    }),
  );
  return EVENTS.length;
}
