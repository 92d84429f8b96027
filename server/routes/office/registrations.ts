/**
 * /office/registrations/: the registrations of every program and season (staff only).
 *
 * - GET /: a page of the list helper (search: child, parent's name or e-mail; filters: program,
 *   season, status, division, county, venue), with `totals` of the whole filtered list (count, paid,
 *   refunded, net).
 * - GET /{id}/: the whole record: the child, the household's contacts, sizes, shipping, the waiver,
 *   payments, refunds, refund requests, the refund policy's figure today and the audit entries.
 * - POST /{id}/refunds/: a refund by the policy (server/registrations/refund.ts).
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  OfficeRegistration,
  OfficeRegistrationDetail,
  OfficeRegistrationPage,
  RegistrationTotals,
} from '../../../src/domain/office/registrations';
import { refundInputSchema } from '../../../src/domain/office/refunds';
import { isTestProvider } from '../../../src/domain/payments';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '../../../src/domain/registration-status';
import { clientIp } from '../../context';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';
import { children, waiverSignatures } from '../../db/schema/families';
import { divisions, locations, programs, seasons } from '../../db/schema/league';
import { payments } from '../../db/schema/payments';
import { refundRequests, refunds } from '../../db/schema/refunds';
import { registrations } from '../../db/schema/registrations';
import { fieldError, notFound } from '../../http/errors';
import {
  choiceFilter,
  idFilter,
  listPage,
  listWhere,
  textFilter,
  type ListConfig,
  type ListFilter,
} from '../../http/list';
import { parseId, textQuery } from '../../http/query';
import { routes } from '../../http/router';
import { readBody } from '../../http/validation';
import { balancesOf, collectedCentsSql } from '../../registrations/balances';
import { refundJson, refundRegistration } from '../../registrations/refund';
import { policyFor } from '../../registrations/refund-policy';
import { registrationSeasonId } from '../../registrations/season-of';
import { currentWaiver } from '../../registrations/current-waiver';
import { auditEntryJson } from './audit';

type RegistrationRow = typeof registrations.$inferSelect;

/** The household's name and e-mail as SQL over `registrations` (for search). */
const householdEmail = sql<string>`(select ${users.email} from ${users} where ${users.id} = ${registrations.userId})`;
const householdName = sql<string>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${registrations.userId})`;

/** Program registrations only (the referee training fee is not a registration for a season). */
export const PROGRAM_REGISTRATIONS = inArray(registrations.kind, [
  'parent_registration',
  'athlete_registration',
]);

/** The season filter: registrations whose season (season_id, or program and label) is this one. */
const seasonFilter: ListFilter = (c, name) => {
  const raw = textQuery(c, name);
  if (raw === undefined) return undefined;
  const id = parseId(raw);
  if (id === null) throw fieldError({ [name]: ['A valid integer is required.'] });
  return eq(registrationSeasonId, id);
};

/** A county code, any case (the registration stores it upper-case). */
const countyFilter: ListFilter = (c, name) => {
  const raw = textQuery(c, name);
  return raw === undefined ? undefined : eq(registrations.leagueCounty, raw.toUpperCase());
};

/** The list: search, filters and orderings the office offers, and the rows as the office shows them. */
export const registrationList: ListConfig<RegistrationRow, OfficeRegistration> = {
  table: registrations,
  scope: PROGRAM_REGISTRATIONS,
  search: [registrations.participantName, householdEmail, householdName],
  filters: {
    program: textFilter(registrations.programId),
    season: seasonFilter,
    status: choiceFilter(registrations.status, REGISTRATION_STATUSES, (value) => value.toLowerCase()),
    division: idFilter(registrations.divisionId),
    county: countyFilter,
    venue: idFilter(registrations.locationId),
  },
  sort: {
    created_at: registrations.createdAt,
    participant: registrations.participantName,
    program: registrations.programId,
    status: registrations.status,
    amount: registrations.amountCents,
  },
  defaultOrdering: '-created_at',
  tiebreak: registrations.id,
  limits: { defaultSize: 25, maxSize: 200 },
  json: registrationRowsJson,
};

/** The office's JSON of registration rows, reading their related rows once for all of them. */
export async function registrationRowsJson(db: Db, rows: RegistrationRow[]): Promise<OfficeRegistration[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const distinct = <T>(pick: (row: RegistrationRow) => T | null) => [
    ...new Set(rows.map(pick).filter((value): value is T => value !== null)),
  ];
  const programIds = distinct((row) => row.programId);
  const divisionIds = distinct((row) => row.divisionId);
  const locationIds = distinct((row) => row.locationId);
  const userIds = distinct((row) => row.userId);
  const [programRows, divisionRows, locationRows, userRows, seasonIds, charges, balances] = await Promise.all(
    [
      programIds.length ? db.select().from(programs).where(inArray(programs.id, programIds)) : [],
      divisionIds.length ? db.select().from(divisions).where(inArray(divisions.id, divisionIds)) : [],
      locationIds.length ? db.select().from(locations).where(inArray(locations.id, locationIds)) : [],
      userIds.length ? db.select().from(users).where(inArray(users.id, userIds)) : [],
      db
        .select({ id: registrations.id, season: registrationSeasonId })
        .from(registrations)
        .where(inArray(registrations.id, ids)),
      db
        .select({ registrationId: payments.registrationId, provider: payments.provider })
        .from(payments)
        .where(and(inArray(payments.registrationId, ids), eq(payments.status, 'succeeded'))),
      balancesOf(db, ids),
    ],
  );
  const seasonOfRow = new Map(
    seasonIds.map((row) => [row.id, row.season === null ? null : Number(row.season)]),
  );
  const wanted = [...new Set([...seasonOfRow.values()].filter((id): id is number => id !== null))];
  const seasonRows = wanted.length ? await db.select().from(seasons).where(inArray(seasons.id, wanted)) : [];
  return rows.map((row) => {
    const household = userRows.find((user) => user.id === row.userId);
    const seasonId = seasonOfRow.get(row.id) ?? null;
    return {
      id: row.id,
      kind: row.kind,
      participant_name: row.participantName,
      program: row.programId,
      program_name: programRows.find((program) => program.id === row.programId)?.name ?? null,
      season: row.season,
      season_id: seasonId,
      season_title: seasonRows.find((season) => season.id === seasonId)?.title ?? null,
      division: row.divisionId,
      division_name: divisionRows.find((division) => division.id === row.divisionId)?.name ?? null,
      location: row.locationId,
      location_name: locationRows.find((venue) => venue.id === row.locationId)?.name ?? null,
      league_county: row.leagueCounty ?? '',
      household: household
        ? {
            id: household.id,
            name: `${household.firstName} ${household.lastName}`.trim() || household.email,
            email: household.email,
          }
        : null,
      status: row.status as RegistrationStatus,
      amount_cents: row.amountCents,
      fee_cents: row.feeCents ?? row.amountCents + row.aidCents,
      aid_cents: row.aidCents,
      refunded_cents: row.refundedCents,
      collected_cents: balances.get(row.id)?.collected_cents ?? 0,
      paid_at: row.paidAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      test_mode: charges.some(
        (charge) => charge.registrationId === row.id && isTestProvider(charge.provider),
      ),
    };
  });
}

/** The count and money columns of a set of registrations (one row, or one per group). */
const TOTALS = {
  count: sql<number>`count(*)`.mapWith(Number),
  paidCount:
    sql<number>`coalesce(sum(case when ${registrations.paymentStatus} = 'paid' then 1 else 0 end), 0)`.mapWith(
      Number,
    ),
  // Money in as ../../registrations/balances.ts counts it: card, installments and the office's cash and checks.
  paid: sql<number>`coalesce(sum(${collectedCentsSql}), 0)`.mapWith(Number),
  refunded: sql<number>`coalesce(sum(${registrations.refundedCents}), 0)`.mapWith(Number),
};

const totalsOf = (
  row: { count: number; paidCount: number; paid: number; refunded: number } | undefined,
): RegistrationTotals => {
  const paid = row?.paid ?? 0;
  const refunded = row?.refunded ?? 0;
  return {
    count: row?.count ?? 0,
    paid_count: row?.paidCount ?? 0,
    paid_cents: paid,
    refunded_cents: refunded,
    net_cents: paid - refunded,
  };
};

/** Registrations money came in for: paid, or partly paid (at the office, or a plan's first part). */
export const MONEY_IN = or(eq(registrations.paymentStatus, 'paid'), sql`${collectedCentsSql} > 0`)!;

/** Count and money of every registration matching `where`. */
export async function registrationTotals(db: Db, where: SQL | undefined): Promise<RegistrationTotals> {
  const [row] = await db.select(TOTALS).from(registrations).where(where);
  return totalsOf(row);
}

/** The same per season (the season's id; null: a row of no season), for the office's first screen. */
export async function registrationTotalsBySeason(
  db: Db,
  where: SQL | undefined,
): Promise<(RegistrationTotals & { season: number | null })[]> {
  const rows = await db
    .select({ season: registrationSeasonId, ...TOTALS })
    .from(registrations)
    .where(where)
    // By the first column: the season expression's parameters make a repeated copy a new expression.
    .groupBy(sql`1`);
  return rows.map((row) => ({ season: row.season === null ? null : Number(row.season), ...totalsOf(row) }));
}

/** One registration's whole record for the detail view, or null. */
async function registrationDetail(db: Db, id: number): Promise<OfficeRegistrationDetail | null> {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.id, id), PROGRAM_REGISTRATIONS));
  if (!row) return null;
  const [base] = await registrationRowsJson(db, [row]);
  const { version } = currentWaiver();
  const [household] = await db.select().from(users).where(eq(users.id, row.userId));
  const [child] = row.childId ? await db.select().from(children).where(eq(children.id, row.childId)) : [];
  const [signature] = await db
    .select()
    .from(waiverSignatures)
    .where(
      and(
        eq(waiverSignatures.version, version),
        row.kind === 'athlete_registration'
          ? eq(waiverSignatures.athleteUserId, row.userId)
          : eq(waiverSignatures.childId, row.childId ?? -1),
      ),
    );
  const [paymentRows, refundRows, requestRows, auditRows, policy] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(eq(payments.registrationId, id))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    db
      .select()
      .from(refunds)
      .where(eq(refunds.registrationId, id))
      .orderBy(asc(refunds.createdAt), asc(refunds.id)),
    db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.registrationId, id))
      .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id)),
    db.select().from(auditLog).where(auditTrail(id)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(50),
    policyFor(db, row),
  ]);
  return {
    ...base!,
    child: child
      ? {
          id: child.id,
          first_name: child.firstName,
          last_name: child.lastName,
          date_of_birth: child.dateOfBirth,
          gender: child.gender,
          archived: child.archivedAt !== null,
        }
      : null,
    household: household
      ? {
          id: household.id,
          name: `${household.firstName} ${household.lastName}`.trim() || household.email,
          email: household.email,
          phone: household.phoneNumber ?? '',
          email_confirmed: household.emailVerifiedAt !== null,
        }
      : null,
    sizes: {
      shirt: row.shirtSize ?? '',
      shorts: row.shortsSize ?? '',
      gloves: row.gloveSize ?? '',
      shoe: row.shoeSize === null ? '' : row.shoeSize.toFixed(1),
    },
    grade: row.grade ?? '',
    age_group: row.ageGroup ?? '',
    league_division: row.leagueDivision ?? '',
    shipping: {
      name: row.shippingName,
      phone: row.shippingPhone,
      address: row.shippingAddress ?? null,
      confirmed_at: row.shippingAddressConfirmedAt?.toISOString() ?? null,
    },
    waiver: {
      version,
      signed: signature !== undefined,
      signed_at: signature?.signedAt.toISOString() ?? null,
      signer_name: signature?.signerName ?? null,
    },
    payments: paymentRows.map((payment) => ({
      id: payment.id,
      status: payment.status,
      amount_cents: payment.amountCents,
      currency: payment.currency,
      charge_id: payment.chargeId,
      card:
        payment.cardBrand && payment.cardLast4 ? `${payment.cardBrand} ending ${payment.cardLast4}` : null,
      failure_code: payment.failureCode,
      created_at: payment.createdAt.toISOString(),
      settled_at: payment.settledAt?.toISOString() ?? null,
      test_mode: isTestProvider(payment.provider),
    })),
    refunds: refundRows.map(refundJson),
    refund_requests: requestRows.map((request) => ({
      id: request.id,
      reason: request.reason,
      status: request.status as 'PENDING' | 'APPROVED' | 'DENIED',
      created_at: request.createdAt.toISOString(),
      reviewed_at: request.reviewedAt?.toISOString() ?? null,
      review_note: request.reviewNote,
    })),
    refund_policy: policy,
    audit: auditRows.map(auditEntryJson),
  };
}

/** The audit entries of a registration: its own, and those of its refunds and refund requests. */
function auditTrail(id: number): SQL {
  return or(
    and(eq(auditLog.entity, 'registration'), eq(auditLog.entityId, String(id))),
    and(
      eq(auditLog.entity, 'refund'),
      sql`${auditLog.entityId} in (select ${refunds.id}::text from ${refunds} where ${refunds.registrationId} = ${id})`,
    ),
    and(
      eq(auditLog.entity, 'refund_request'),
      sql`${auditLog.entityId} in (select ${refundRequests.id}::text from ${refundRequests} where ${refundRequests.registrationId} = ${id})`,
    ),
  )!;
}

export const officeRegistrationRoutes = routes('/office/registrations')
  .get('/', async (c) => {
    const page = await listPage(c, registrationList);
    const totals = await registrationTotals(c.var.deps.db, listWhere(c, registrationList));
    return c.json({ ...page, totals } satisfies OfficeRegistrationPage);
  })
  .get('/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    const detail = id === null ? null : await registrationDetail(c.var.deps.db, id);
    if (!detail) throw notFound();
    return c.json(detail);
  })
  .post('/:id/refunds', async (c) => {
    const input = await readBody(c, refundInputSchema);
    const id = parseId(c.req.param('id'));
    if (id === null) throw notFound();
    const [row] = await c.var.deps.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.id, id), PROGRAM_REGISTRATIONS));
    if (!row) throw notFound();
    const answer = await refundRegistration(c.var.deps, c.var.user, id, input, clientIp(c));
    return c.json(answer.body, answer.status);
  });
