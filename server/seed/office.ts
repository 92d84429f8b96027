/**
 * Demo data of the office's money views (issue 20): three more households (accounts that sign in
 * with a random password: they stand for families who registered online), each with a child
 * registered and paid this season for a basketball season that has not started (so the refund
 * policy allows a full refund), on different days for the weekly chart:
 *
 * - Zion Okafor (Jr. NBA): paid; his family asked for a refund, waiting in the review queue;
 * - Eli Brooks (Jr. NBA): paid, then refunded in full (a succeeded refund, in the sandbox too);
 * - Maya Herrera (Jr. WNBA): paid; the family signed an older waiver only, so the waiver view lists
 *   her and the office can send a reminder.
 *
 * With Marcus Whitfield (server/seed/families.ts: NFL FLAG Boys, first game played, no refund by the
 * policy) the office has every kind of record to show.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { CURRENCY, PRICE_LIST } from '../../src/domain/fees';
import type { PasswordHasher } from '../auth/password';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { children, waiverSignatures } from '../db/schema/families';
import { seasons } from '../db/schema/league';
import { payments } from '../db/schema/payments';
import { refundRequests, refunds } from '../db/schema/refunds';
import { registrations } from '../db/schema/registrations';
import { sandboxCloverRefunds } from '../db/schema/sandbox';
import { currentWaiver } from '../registrations/current-waiver';
import { registrationSubject } from '../registrations/prepare';
import { insertPaidRegistration } from './families';

const DAY = 24 * 60 * 60 * 1000;

interface DemoHousehold {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  child: { firstName: string; dateOfBirth: string; gender: string };
  program: string;
  paidDaysAgo: number;
  address: { address1: string; city: string; state: string; postal_code: string };
  sizes: { shirt: string; shorts: string; glove: string; shoe: number };
  /** A waiver version signed (the current one unless this says otherwise). */
  waiver?: string;
  refunded?: boolean;
  refundRequest?: string;
}

export const OFFICE_HOUSEHOLDS: readonly DemoHousehold[] = [
  {
    email: 'amara.okafor@demo.test',
    firstName: 'Amara',
    lastName: 'Okafor',
    phone: '901-555-0178',
    child: { firstName: 'Zion', dateOfBirth: '2012-05-19', gender: 'Male' },
    program: 'jr-nba',
    paidDaysAgo: 24,
    address: { address1: '88 Union Ave', city: 'Memphis', state: 'TN', postal_code: '38103' },
    sizes: { shirt: 'L', shorts: 'L', glove: 'M', shoe: 9 },
    refundRequest:
      'We are moving to Little Rock before the season starts, so Zion cannot play. Please refund his registration.',
  },
  {
    email: 'dana.brooks@demo.test',
    firstName: 'Dana',
    lastName: 'Brooks',
    phone: '662-555-0119',
    child: { firstName: 'Eli', dateOfBirth: '2013-01-07', gender: 'Male' },
    program: 'jr-nba',
    paidDaysAgo: 17,
    address: { address1: '5 Church St', city: 'Olive Branch', state: 'MS', postal_code: '38654' },
    sizes: { shirt: 'M', shorts: 'M', glove: 'S', shoe: 7.5 },
    refunded: true,
  },
  {
    email: 'luis.herrera@demo.test',
    firstName: 'Luis',
    lastName: 'Herrera',
    phone: '870-555-0133',
    child: { firstName: 'Maya', dateOfBirth: '2011-10-02', gender: 'Female' },
    program: 'jr-wnba',
    paidDaysAgo: 6,
    address: { address1: '301 Main St', city: 'West Memphis', state: 'AR', postal_code: '72301' },
    sizes: { shirt: 'S', shorts: 'S', glove: 'S', shoe: 6.5 },
    waiver: '2025-1',
  },
];

/** A Clover-shaped id (13 upper-case letters and digits). */
const cloverId = () =>
  Array.from(randomBytes(13), (byte) => 'ABCDEFGHJKMNPQRSTVWXYZ0123456789'[byte % 32]).join('');

/** Seeds the households when none of them exists yet; answers how many registrations were made. */
export async function seedOffice(db: Db, passwords: PasswordHasher, now = new Date()): Promise<number> {
  const emails = OFFICE_HOUSEHOLDS.map((household) => household.email);
  const [existing] = await db.select({ n: count() }).from(users).where(inArray(users.email, emails));
  if ((existing?.n ?? 0) > 0) return 0;
  const [staff] = await db.select().from(users).where(eq(users.email, 'staff@demo.test'));
  let made = 0;
  for (const household of OFFICE_HOUSEHOLDS) {
    const [seasonRow] = await db
      .select()
      .from(seasons)
      .where(and(eq(seasons.programId, household.program), eq(seasons.status, 'SCHEDULED')))
      .orderBy(seasons.id)
      .limit(1);
    if (!seasonRow) continue;
    const season = seasonRow.seasonLabel || seasonRow.title;
    const address = { ...household.address, address2: '', country: 'US' };
    const paidAt = new Date(now.getTime() - household.paidDaysAgo * DAY);
    const [parent] = await db
      .insert(users)
      .values({
        email: household.email,
        // Nobody signs in as these families: their password is random and thrown away.
        passwordHash: await passwords.hash(randomBytes(18).toString('base64url')),
        firstName: household.firstName,
        lastName: household.lastName,
        role: 'parent_guardian',
        phoneNumber: household.phone,
        shippingAddress: { ...address, confirmed_at: paidAt.toISOString() },
        emailVerifiedAt: paidAt,
      })
      .returning();
    const [child] = await db
      .insert(children)
      .values({
        parentId: parent!.id,
        firstName: household.child.firstName,
        lastName: household.lastName,
        dateOfBirth: household.child.dateOfBirth,
        gender: household.child.gender,
      })
      .returning();
    const name = `${household.child.firstName} ${household.lastName}`;
    await db.insert(waiverSignatures).values({
      childId: child!.id,
      participantName: name,
      version: household.waiver ?? currentWaiver().version,
      signerName: `${household.firstName} ${household.lastName}`,
      signerUserId: parent!.id,
      ipAddress: '127.0.0.1',
      signedAt: new Date(paidAt.getTime() - 60 * 60 * 1000),
    });
    const chargeId = cloverId();
    const registration = await insertPaidRegistration(
      db,
      {
        userId: parent!.id,
        kind: 'parent_registration',
        subject: registrationSubject(`child:${child!.id}`, household.program, seasonRow.id),
        season,
        seasonId: seasonRow.id,
        childId: child!.id,
        participantName: name,
        programId: household.program,
        locationId: seasonRow.locationId,
        divisionId: seasonRow.divisionId,
        shirtSize: household.sizes.shirt,
        shortsSize: household.sizes.shorts,
        gloveSize: household.sizes.glove,
        shoeSize: household.sizes.shoe,
        grade: '8',
        ageGroup: 'JUNIOR',
        leagueDivision: seasonRow.leagueDivision ?? 'NFC_NORTH',
        leagueCounty: seasonRow.leagueCounty ?? 'DESOTO',
        shippingName: `${household.firstName} ${household.lastName}`,
        shippingPhone: household.phone,
        shippingAddress: address,
        shippingAddressConfirmedAt: paidAt,
        amountCents: PRICE_LIST.parent_registration,
        currency: CURRENCY,
        createdAt: new Date(paidAt.getTime() - 5 * 60 * 1000),
      },
      { portal: 'parent', chargeId, paidAt },
    );
    if (!registration) continue;
    made += 1;
    if (household.refunded) {
      const refundedAt = new Date(paidAt.getTime() + 3 * DAY);
      const refundId = cloverId();
      const [payment] = await db.select().from(payments).where(eq(payments.registrationId, registration.id));
      const key = randomUUID();
      await db.insert(sandboxCloverRefunds).values({
        id: refundId,
        idempotencyKey: key,
        chargeId,
        amount: registration.amountCents,
        body: {
          id: refundId,
          object: 'refund',
          amount: registration.amountCents,
          charge: chargeId,
          currency: 'usd',
          created: refundedAt.getTime(),
          metadata: {},
          status: 'succeeded',
        },
      });
      await db.insert(refunds).values({
        registrationId: registration.id,
        paymentId: payment!.id,
        amountCents: registration.amountCents,
        provider: 'sandbox',
        idempotencyKey: key,
        status: 'succeeded',
        providerRefundId: refundId,
        policyRule: 'full',
        policyCents: registration.amountCents,
        reason: 'Family withdrew before registration closed.',
        requestedById: staff?.id ?? null,
        requestedByName: staff ? `${staff.firstName} ${staff.lastName}` : '',
        attemptStartedAt: refundedAt,
        settledAt: refundedAt,
        receiptSentAt: refundedAt,
        createdAt: refundedAt,
      });
      await db
        .update(registrations)
        .set({ refundedCents: registration.amountCents, updatedAt: refundedAt })
        .where(eq(registrations.id, registration.id));
    }
    if (household.refundRequest) {
      await db.insert(refundRequests).values({
        registrationId: registration.id,
        userId: parent!.id,
        reason: household.refundRequest,
        policyRule: 'full',
        policyCents: registration.amountCents,
        createdAt: new Date(now.getTime() - 1 * DAY),
      });
    }
  }
  return made;
}
