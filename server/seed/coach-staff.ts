/**
 * Demo data of the coach portal and the staff queue (issue 10 item 5, issue 17 item 5):
 * coach@demo.test coaches NFL FLAG Boys (its request approved by staff, the program granted: the
 * roster, feedback, team events and the schedule upload) and holds no other program (to walk the
 * request flow for one, e.g. Jr. NBA); coach2@demo.test's request for NFL FLAG Girls waits for
 * staff; a season of NFL FLAG Boys with no games yet to upload a schedule into; athlete@demo.test
 * registered and paid for NFL FLAG Boys, so the coach roster has an athlete to give feedback on;
 * and the queue's
 * other tabs: highlights sent from /gallery (a real PNG photo and WebM clip from
 * server/seed/media/, copied into DATA_DIR/uploads) and contact-form messages, all pending.
 */
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq } from 'drizzle-orm';
import { CURRENCY, PRICE_LIST } from '../../src/domain/fees';
import { registrationSeason } from '../../src/domain/registration';
import type { Db } from '../db/client';
import { athleteProfiles } from '../db/schema/athletes';
import { users } from '../db/schema/auth';
import { calendarEditorRequests, coachProgramGrants } from '../db/schema/events';
import { contactMessages, gallerySubmissions } from '../db/schema/inbox';
import { divisions, locations, seasons } from '../db/schema/league';
import { registrations } from '../db/schema/registrations';
import { insertPaidRegistration } from './families';
import { seasonWithUpcomingGames } from './families';
import { seedRegistrationWindow } from './league';
import { saturday, seasonName } from './schedule';

const DAY = 24 * 60 * 60 * 1000;
const MEDIA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');
/** The program coach@demo.test is granted: its roster, feedback, events and upload season. */
export const DEMO_COACH_PROGRAM = 'nfl-flag-boys';
/** The season coaches upload a schedule into. */
export const UPLOAD_SEASON_SUBTITLE = 'U-12 and U-13 league · schedule coming soon';

const SUBMISSIONS = [
  {
    file: 'touchdown-photo.png',
    contentType: 'image/png',
    mediaType: 'photo',
    title: 'Storm touchdown at Snowden Grove',
    description: 'Our son’s first touchdown of the season, right before halftime.',
    location: 'Snowden Grove Park, Southaven',
    teamOne: 'Southaven Storm',
    teamTwo: 'Horn Lake Hawks',
    daysAgo: 2,
  },
  {
    file: 'kickoff-clip.webm',
    contentType: 'video/webm',
    mediaType: 'video',
    title: 'Opening kickoff under the lights',
    description: 'Short clip of the opening kickoff.',
    location: 'Snowden Grove Park, Southaven',
    teamOne: 'Olive Branch Blaze',
    teamTwo: 'Hernando Tigers',
    daysAgo: 1,
  },
] as const;

const MESSAGES = [
  {
    name: 'Monique Harris',
    email: 'monique.harris@example.com',
    phone: '662-555-0188',
    subject: 'Carpool for Saturday games',
    message: 'Is there a parent list for carpooling to Snowden Grove on Saturdays? We live in Horn Lake.',
    daysAgo: 3,
  },
  {
    name: 'Coach Ray Simmons',
    email: 'ray.simmons@example.com',
    phone: '',
    subject: 'Volunteer referee',
    message: 'I refereed high school flag football for six years and would like to help on weekends.',
    daysAgo: 1,
  },
];

async function isEmpty(db: Db, table: typeof gallerySubmissions | typeof contactMessages) {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/** Whether an account has asked for calendar-editor rights before (its demo requests are seeded once). */
async function hasRequests(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(calendarEditorRequests)
    .where(eq(calendarEditorRequests.userId, userId));
  return (row?.n ?? 0) > 0;
}

/** Seeds what is still missing; `dataDir` is where uploads live (without it no highlights are seeded). */
export async function seedCoachStaff(db: Db, now = new Date(), dataDir?: string): Promise<number> {
  let created = 0;
  const account = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];

  const coach = await account('coach@demo.test');
  const coach2 = await account('coach2@demo.test');
  const staff = await account('staff@demo.test');
  if (coach && !(await hasRequests(db, coach.id))) {
    const reviewedAt = new Date(now.getTime() - 9 * DAY);
    const [approved] = await db
      .insert(calendarEditorRequests)
      .values({
        userId: coach.id,
        programId: DEMO_COACH_PROGRAM,
        status: 'APPROVED',
        message: 'Head coach of the Southaven Storm (NFL FLAG Boys, Junior division).',
        reviewedBy: staff?.id ?? null,
        reviewedAt,
        reviewNote: 'Background check on file.',
        createdAt: new Date(now.getTime() - 10 * DAY),
      })
      .returning();
    await db.insert(coachProgramGrants).values({
      userId: coach.id,
      programId: DEMO_COACH_PROGRAM,
      requestId: approved!.id,
      grantedBy: staff?.id ?? null,
      grantedAt: reviewedAt,
    });
    created += 2;
  }
  if (coach2 && !(await hasRequests(db, coach2.id))) {
    await db.insert(calendarEditorRequests).values({
      userId: coach2.id,
      programId: 'nfl-flag-girls',
      message: 'Head coach of the Senatobia Stars; I keep our practice and game calendar.',
      createdAt: new Date(now.getTime() - 1 * DAY),
    });
    created += 1;
  }

  const [existingSeason] = await db
    .select({ id: seasons.id })
    .from(seasons)
    .where(eq(seasons.subtitle, UPLOAD_SEASON_SUBTITLE));
  if (!existingSeason) {
    const start = saturday(now, 6);
    const [division] = await db
      .select({ id: divisions.id })
      .from(divisions)
      .where(and(eq(divisions.programId, DEMO_COACH_PROGRAM), eq(divisions.name, 'Junior')));
    const [venue] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.name, 'Snowden Grove Park'));
    await db.insert(seasons).values({
      title: `${seasonName(start)} NFL FLAG Boys Junior League`,
      subtitle: UPLOAD_SEASON_SUBTITLE,
      status: 'SCHEDULED',
      startDate: new Date(start.getTime() - 14 * DAY).toISOString().slice(0, 10),
      endDate: new Date(start.getTime() + 8 * 7 * DAY).toISOString().slice(0, 10),
      seasonLabel: seasonName(start),
      programId: DEMO_COACH_PROGRAM,
      locationId: venue?.id ?? null,
      divisionId: division?.id ?? null,
      leagueDivision: 'NFC_NORTH',
      leagueCounty: 'DESOTO',
      ...seedRegistrationWindow('SCHEDULED', start, now),
    });
    created += 1;
  }

  const athlete = await account('athlete@demo.test');
  const [profile] = athlete
    ? await db.select().from(athleteProfiles).where(eq(athleteProfiles.userId, athlete.id))
    : [];
  const registered = profile
    ? await db
        .select({ id: registrations.id })
        .from(registrations)
        .where(eq(registrations.athleteProfileId, profile.id))
    : [];
  if (athlete && profile && registered.length === 0) {
    const registeredAt = new Date(now.getTime() - 8 * DAY);
    // The season under way with games to come, as the demo household's registration.
    const season = await seasonWithUpcomingGames(db, now, DEMO_COACH_PROGRAM);
    const label = season ? season.seasonLabel || season.title : registrationSeason(now);
    await insertPaidRegistration(
      db,
      {
        userId: athlete.id,
        kind: 'athlete_registration',
        subject: `athlete:${profile.id}|program:nfl-flag-boys|season:${season?.id ?? label}`,
        season: label,
        seasonId: season?.id ?? null,
        divisionId: season?.divisionId ?? null,
        athleteProfileId: profile.id,
        participantName: profile.name,
        programId: 'nfl-flag-boys',
        shirtSize: 'L',
        shortsSize: 'L',
        gloveSize: 'M',
        shoeSize: 11,
        grade: 'COLLEGE',
        ageGroup: 'HIGH_SCHOOL',
        leagueDivision: 'NFC_NORTH',
        leagueCounty: 'DESOTO',
        shippingName: profile.name,
        shippingPhone: profile.contactPhone,
        amountCents: PRICE_LIST.athlete_registration,
        currency: CURRENCY,
        createdAt: registeredAt,
      },
      {
        portal: 'athlete',
        chargeId: 'DEMO0CHARGE02',
        paidAt: new Date(registeredAt.getTime() + 4 * 60 * 1000),
      },
    );
    created += 1;
  }

  if (dataDir && (await isEmpty(db, gallerySubmissions))) {
    const folder = path.join(dataDir, 'uploads', 'gallery', 'seed');
    await mkdir(folder, { recursive: true });
    for (const submission of SUBMISSIONS) {
      const name = `${randomUUID()}${path.extname(submission.file)}`;
      await copyFile(path.join(MEDIA_DIR, submission.file), path.join(folder, name));
      const { size } = await stat(path.join(folder, name));
      await db.insert(gallerySubmissions).values({
        title: submission.title,
        description: submission.description,
        location: submission.location,
        teamOne: submission.teamOne,
        teamTwo: submission.teamTwo,
        mediaType: submission.mediaType,
        filePath: path.posix.join('gallery', 'seed', name),
        originalName: submission.file,
        contentType: submission.contentType,
        sizeBytes: size,
        ipAddress: '127.0.0.1',
        createdAt: new Date(now.getTime() - submission.daysAgo * DAY),
      });
      created += 1;
    }
  }

  if (await isEmpty(db, contactMessages)) {
    await db.insert(contactMessages).values(
      MESSAGES.map(({ daysAgo, ...message }) => ({
        ...message,
        ipAddress: '127.0.0.1',
        createdAt: new Date(now.getTime() - daysAgo * DAY),
      })),
    );
    created += MESSAGES.length;
  }
  return created;
}
