/**
 * The demo household of parent@demo.test (issue 7 item 8): two children, one with the current waiver
 * signed and one pending; one paid registration (with its succeeded sandbox payment) for a season
 * with games still to come; the code of conduct not yet acknowledged, so the portal shows that card;
 * a pending financial aid application for Aaliyah (issue 21 item 3), so the office's queue has one.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, ne } from 'drizzle-orm';
import { PRICE_LIST, CURRENCY } from '../../src/domain/fees';
import { registrationSeason } from '../../src/domain/registration';
import { leagueToday, registrationWindow } from '../../src/domain/season-registration';
import { aidApplications } from '../db/schema/aid';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { emergencyInfo } from '../db/schema/care';
import { children, waiverSignatures } from '../db/schema/families';
import { games, programLocations, seasons } from '../db/schema/league';
import { payments } from '../db/schema/payments';
import { registrations } from '../db/schema/registrations';
import { sandboxCloverCharges } from '../db/schema/sandbox';
import { seasonChoice } from '../registrations/season-of';
import { currentWaiver } from '../registrations/current-waiver';

const DAY = 24 * 60 * 60 * 1000;
const PARENT_EMAIL = 'parent@demo.test';
/** The program the demo child plays in. */
const PROGRAM = 'nfl-flag-boys';

const ADDRESS = {
  address1: '2150 Goodman Rd',
  address2: '',
  city: 'Southaven',
  state: 'MS',
  postal_code: '38671',
  country: 'US',
};

/**
 * The program's season with games after `now` (not cancelled), so the registration shows upcoming
 * games; the seasons are generated relative to the same `now` (server/seed/league.ts).
 */
export async function seasonWithUpcomingGames(db: Db, now: Date, program = PROGRAM) {
  const [row] = await db
    .select({ season: seasons })
    .from(seasons)
    .innerJoin(games, eq(games.seasonId, seasons.id))
    .where(and(eq(seasons.programId, program), gt(games.kickoff, now), ne(games.status, 'CANCELLED')))
    .orderBy(asc(games.kickoff), asc(seasons.id))
    .limit(1);
  return row?.season;
}

/**
 * Inserts a registration paid by card, with its succeeded sandbox payment, as a finished checkout
 * leaves them (the local sandbox knows the charge too, so the office can refund it); returns the
 * registration.
 */
export async function insertPaidRegistration(
  db: Db,
  values: Omit<typeof registrations.$inferInsert, 'paymentStatus' | 'paidAt' | 'updatedAt'>,
  payment: { portal: string; chargeId: string; paidAt: Date },
) {
  const [registration] = await db
    .insert(registrations)
    .values({
      feeCents: values.amountCents,
      ...values,
      paymentStatus: 'paid',
      paidAt: payment.paidAt,
      updatedAt: payment.paidAt,
    })
    .returning();
  if (!registration) return undefined;
  const idempotencyKey = randomUUID();
  await db.insert(sandboxCloverCharges).values({
    id: payment.chargeId,
    idempotencyKey,
    amount: registration.amountCents,
    currency: registration.currency.toLowerCase(),
    source: `clv_1TSTDEMO${payment.chargeId}`,
    outcome: 'approved',
    status: 200,
    body: {
      id: payment.chargeId,
      object: 'charge',
      amount: registration.amountCents,
      amount_refunded: 0,
      currency: registration.currency.toLowerCase(),
      created: payment.paidAt.getTime(),
      captured: true,
      paid: true,
      status: 'succeeded',
      source: { brand: 'VISA', last4: '4242' },
    },
    settlesAt: payment.paidAt,
    createdAt: payment.paidAt,
  });
  await db.insert(payments).values({
    userId: registration.userId,
    registrationId: registration.id,
    kind: registration.kind,
    portal: payment.portal,
    amountCents: registration.amountCents,
    currency: registration.currency,
    provider: 'sandbox',
    idempotencyKey,
    status: 'succeeded',
    // A Clover-shaped charge id (13 upper-case letters and digits).
    chargeId: payment.chargeId,
    cardBrand: 'VISA',
    cardLast4: '4242',
    payerIp: '127.0.0.1',
    confirmStartedAt: payment.paidAt,
    settledAt: payment.paidAt,
    createdAt: registration.createdAt,
  });
  return registration;
}

/** Seeds the demo household when there are no children yet; returns the number of children created. */
export async function seedFamilies(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(children);
  if ((existing?.n ?? 0) > 0) return 0;
  const [parent] = await db.select().from(users).where(eq(users.email, PARENT_EMAIL));
  if (!parent) return 0;
  const parentName = `${parent.firstName} ${parent.lastName}`;

  const [son, daughter] = await db
    .insert(children)
    .values([
      {
        parentId: parent.id,
        firstName: 'Marcus',
        lastName: parent.lastName,
        dateOfBirth: '2012-09-14',
        gender: 'Male',
      },
      {
        parentId: parent.id,
        firstName: 'Aaliyah',
        lastName: parent.lastName,
        dateOfBirth: '2014-03-22',
        gender: 'Female',
      },
    ])
    .returning();
  if (!son || !daughter) return 0;

  // Marcus's waiver is signed for the current version; Aaliyah's is pending.
  await db.insert(waiverSignatures).values({
    childId: son.id,
    participantName: `${son.firstName} ${son.lastName}`,
    version: currentWaiver().version,
    provider: 'league',
    signerName: parentName,
    signerUserId: parent.id,
    ipAddress: '127.0.0.1',
    signedAt: new Date(now.getTime() - 12 * DAY),
  });

  // Marcus's emergency contact and medical notes (issue 19 item 5): his coach sees them in the roster.
  await db.insert(emergencyInfo).values({
    childId: son.id,
    contactName: 'Loretta Whitfield',
    contactRelation: 'grandmother',
    contactPhone: '662-555-0187',
    allergies: 'Bee stings (carries an EpiPen)',
    conditions: 'Mild asthma',
    medication: 'Albuterol inhaler before games',
    updatedBy: parent.id,
    updatedAt: new Date(now.getTime() - 10 * DAY),
  });

  const season = await seasonWithUpcomingGames(db, now);
  const [venue] = season?.locationId
    ? [{ id: season.locationId }]
    : await db
        .select({ id: programLocations.locationId })
        .from(programLocations)
        .where(eq(programLocations.programId, PROGRAM))
        .limit(1);
  const registeredAt = new Date(now.getTime() - 10 * DAY);
  const paidAt = new Date(registeredAt.getTime() + 5 * 60 * 1000);
  const seasonLabel = season ? season.seasonLabel || season.title : registrationSeason(now);
  const registration = await insertPaidRegistration(
    db,
    {
      userId: parent.id,
      kind: 'parent_registration',
      // The same subject a checkout would use, so the child cannot be registered and paid again.
      subject: `child:${son.id}|program:${PROGRAM}|season:${season?.id ?? seasonLabel}`,
      season: seasonLabel,
      seasonId: season?.id ?? null,
      childId: son.id,
      participantName: `${son.firstName} ${son.lastName}`,
      programId: PROGRAM,
      locationId: venue?.id ?? null,
      divisionId: season?.divisionId ?? null,
      shirtSize: 'M',
      shortsSize: 'M',
      gloveSize: 'S',
      shoeSize: 8.5,
      grade: '8',
      ageGroup: 'JUNIOR',
      leagueDivision: season?.leagueDivision ?? 'NFC_NORTH',
      leagueCounty: season?.leagueCounty ?? 'DESOTO',
      shippingName: parentName,
      shippingPhone: '662-555-0143',
      shippingAddress: ADDRESS,
      shippingAddressConfirmedAt: registeredAt,
      amountCents: PRICE_LIST.parent_registration,
      currency: CURRENCY,
      createdAt: registeredAt,
    },
    { portal: 'parent', chargeId: 'DEMO0CHARGE01', paidAt },
  );
  if (!registration) return 2;

  // The confirmed address is remembered on the account, as a checkout does.
  await db
    .update(users)
    .set({ shippingAddress: { ...ADDRESS, confirmed_at: registeredAt.toISOString() } })
    .where(eq(users.id, parent.id));
  return 2;
}

/**
 * Aaliyah's financial aid application (issue 21 item 3), pending in the office's review queue, for
 * the NFL FLAG Boys season open for registration (or the next to open; the upcoming Junior League is
 * seeded with the coaches, so this runs after them). Only into a database without applications.
 */
export async function seedAidApplication(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(aidApplications);
  if ((existing?.n ?? 0) > 0) return 0;
  const [parent] = await db.select().from(users).where(eq(users.email, PARENT_EMAIL));
  if (!parent) return 0;
  const [daughter] = await db
    .select()
    .from(children)
    .where(and(eq(children.parentId, parent.id), eq(children.firstName, 'Aaliyah')));
  if (!daughter) return 0;
  const today = leagueToday(now);
  const aidSeason = (await db.select().from(seasons).where(eq(seasons.programId, PROGRAM)))
    .filter((row) => ['open', 'upcoming'].includes(registrationWindow(seasonChoice(row), today)))
    .sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? '') || a.id - b.id)[0];
  if (!aidSeason) return 0;
  await db.insert(aidApplications).values({
    userId: parent.id,
    childId: daughter.id,
    childName: `${daughter.firstName} ${daughter.lastName}`,
    seasonId: aidSeason.id,
    householdSize: 4,
    statement:
      'I lost my second job this fall and money is tight until the new year. Aaliyah has been practising with her brother and would love to play.',
    consentAt: new Date(now.getTime() - 2 * DAY),
    createdAt: new Date(now.getTime() - 2 * DAY),
  });
  return 1;
}
