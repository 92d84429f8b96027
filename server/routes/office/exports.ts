/**
 * /office/exports/…: CSV files of the office's registration views (staff only), streamed through
 * server/http/csv-export.ts (UTF-8 BOM, formula cells neutralised). Each takes the registration
 * list's filters and search (server/routes/office/registrations.ts), and each export is recorded in
 * the audit log: who, when, which file and which filters.
 *
 * - registrations: one row per registration, with household, status and money;
 * - payments: one row per payment of those registrations (card, installment charged, or recorded
 *   by the office: cash, check, waived), with its method, refunds and net;
 * - uniform-orders: sizes and shipping of each registered child (paid or partly refunded), grouped
 *   by program, division and shipping address for the supplier;
 * - uniform-sizes: how many of each item in each size, per program.
 */
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { leagueDay } from '../../../src/domain/schedule-csv';
import { EXPORTS, type ExportId, type OfficeRegistration } from '../../../src/domain/office/registrations';
import { REGISTERED_STATUSES, REGISTRATION_STATUS_LABELS } from '../../../src/domain/registration-status';
import { isTestProvider } from '../../../src/domain/payments';
import { recordAudit } from '../../audit/log';
import { clientIp, type SignedInEnv } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { divisions, programs } from '../../db/schema/league';
import { payments } from '../../db/schema/payments';
import { officePayments, paymentPlans, planInstallments } from '../../db/schema/plans';
import { refunds } from '../../db/schema/refunds';
import { registrations } from '../../db/schema/registrations';
import { csvResponse, type CsvColumn } from '../../http/csv-export';
import { listWhere } from '../../http/list';
import { routes } from '../../http/router';
import { METHOD_LABELS } from '../../registrations/office-payments';
import { registrationPeople, type RegistrationPeople } from '../../registrations/people';
import { registrationList, registrationRowsJson } from './registrations';

/** Rows read from the database per round while a file streams. */
const BATCH = 500;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The filters an export was asked with, as the audit log keeps them. */
function askedFilters(c: Context<SignedInEnv>): Record<string, string> {
  const names = ['search', ...Object.keys(registrationList.filters ?? {})];
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = c.req.query(name)?.trim();
      return value ? [[name, value]] : [];
    }),
  );
}

/**
 * Records that an export happened (who, which file, which filters), then answers the file: the
 * one way every CSV of people's data leaves the API (the office's exports, a team's roster).
 */
export async function exportFile<Row>(
  c: Context<SignedInEnv>,
  file: { id: string; label: string; name: string; filters: Record<string, string> },
  rows: AsyncIterable<Row> | Iterable<Row>,
  columns: readonly CsvColumn<Row>[],
): Promise<Response> {
  await recordAudit(c.var.deps.db, {
    actor: c.var.user,
    action: 'export',
    entity: 'export',
    entityId: file.id,
    after: { file: file.label, filters: file.filters },
    ip: clientIp(c),
  });
  return csvResponse(file.name, rows, columns);
}

/** One of the office's exports of the registration list, with the list's filters. */
const officeExport = (c: Context<SignedInEnv>, id: ExportId) => ({
  id,
  label: EXPORTS[id].label,
  name: `${EXPORTS[id].file}-${leagueDay(new Date())}.csv`,
  filters: askedFilters(c),
});

/** Registration rows matching `where`, a batch at a time, in `order`. */
async function* registrationRows(db: Db, where: SQL | undefined, order: SQL[]) {
  for (let offset = 0; ; offset += BATCH) {
    const rows = await db
      .select()
      .from(registrations)
      .where(where)
      .orderBy(...order)
      .limit(BATCH)
      .offset(offset);
    if (rows.length === 0) return;
    yield* rows;
    if (rows.length < BATCH) return;
  }
}

/** The office's JSON of the registrations matching `where`, newest first, a batch at a time. */
async function* officeRows(db: Db, where: SQL | undefined) {
  let batch: (typeof registrations.$inferSelect)[] = [];
  for await (const row of registrationRows(db, where, [
    desc(registrations.createdAt),
    desc(registrations.id),
  ])) {
    batch.push(row);
    if (batch.length === BATCH) {
      yield* await registrationRowsJson(db, batch);
      batch = [];
    }
  }
  if (batch.length > 0) yield* await registrationRowsJson(db, batch);
}

/** The office's rows with the people behind them (team, birth date, phone, emergency contact), a batch at a time. */
async function* withPeople(db: Db, rows: AsyncIterable<OfficeRegistration>) {
  let batch: OfficeRegistration[] = [];
  const flush = async function* () {
    const people = await registrationPeople(
      db,
      batch.map((row) => row.id),
    );
    yield* batch.map((row) => ({ ...row, people: people.get(row.id) ?? null }));
    batch = [];
  };
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH) yield* flush();
  }
  if (batch.length > 0) yield* flush();
}

type RegistrationExportRow = OfficeRegistration & { people: RegistrationPeople | null };

const REGISTRATION_COLUMNS: CsvColumn<RegistrationExportRow>[] = [
  { header: 'Registration', value: (row) => row.id },
  // Days and times are the league's (Central), as the office shows them (issue 41 item 11).
  { header: 'Registered on', value: (row) => leagueDay(new Date(row.created_at)) },
  { header: 'Participant', value: (row) => row.participant_name },
  { header: 'Date of birth', value: (row) => row.people?.date_of_birth ?? '' },
  { header: 'Program', value: (row) => row.program_name ?? row.program ?? '' },
  { header: 'Season', value: (row) => row.season_title ?? row.season },
  { header: 'Division', value: (row) => row.division_name ?? '' },
  { header: 'Team', value: (row) => row.people?.team ?? '' },
  { header: 'Venue', value: (row) => row.location_name ?? '' },
  { header: 'County', value: (row) => row.league_county },
  { header: 'Household', value: (row) => row.household?.name ?? '' },
  { header: 'E-mail', value: (row) => row.household?.email ?? '' },
  { header: 'Household phone', value: (row) => row.people?.household.phone ?? '' },
  { header: 'Emergency contact', value: (row) => row.people?.emergency?.name ?? '' },
  { header: 'Emergency relation', value: (row) => row.people?.emergency?.relation ?? '' },
  { header: 'Emergency phone', value: (row) => row.people?.emergency?.phone ?? '' },
  { header: 'Status', value: (row) => REGISTRATION_STATUS_LABELS[row.status] ?? row.status },
  { header: 'Fee (USD)', value: (row) => dollars(row.amount_cents) },
  // Collected by card, installments and at the office (cash, checks), as the money overview counts it.
  { header: 'Paid (USD)', value: (row) => dollars(row.collected_cents) },
  { header: 'Refunded (USD)', value: (row) => dollars(row.refunded_cents) },
  { header: 'Net (USD)', value: (row) => dollars(row.collected_cents - row.refunded_cents) },
  { header: 'Paid on', value: (row) => (row.paid_at ? leagueDay(new Date(row.paid_at)) : '') },
  { header: 'Test payment', value: (row) => row.test_mode },
];

/** Who paid for a registration, as every payment row of the export names them. */
const PAYER = {
  participant: registrations.participantName,
  program: programs.name,
  season: registrations.season,
  household: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  email: users.email,
};

/** One batch of card payments of the registrations matching `where`, with their refunds. */
function cardBatch(db: Db, where: SQL | undefined, offset: number) {
  return db
    .select({
      payment: payments,
      ...PAYER,
      refunded:
        sql<number>`coalesce((select sum(${refunds.amountCents}) from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} = 'succeeded'), 0)`.mapWith(
          Number,
        ),
    })
    .from(payments)
    .innerJoin(registrations, eq(registrations.id, payments.registrationId))
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(programs, eq(programs.id, registrations.programId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(BATCH)
    .offset(offset);
}

/** One batch of the payments the office recorded (cash, check, waived) for those registrations. */
function officeBatch(db: Db, where: SQL | undefined, offset: number) {
  return db
    .select({ payment: officePayments, ...PAYER })
    .from(officePayments)
    .innerJoin(registrations, eq(registrations.id, officePayments.registrationId))
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(programs, eq(programs.id, registrations.programId))
    .where(where)
    .orderBy(desc(officePayments.createdAt), desc(officePayments.id))
    .limit(BATCH)
    .offset(offset);
}

/** One batch of a plan's installments charged on the card kept (paid at the office: officeBatch). */
function installmentBatch(db: Db, where: SQL | undefined, offset: number) {
  return db
    .select({ installment: planInstallments, plan: paymentPlans, ...PAYER })
    .from(planInstallments)
    .innerJoin(paymentPlans, eq(paymentPlans.registrationId, planInstallments.registrationId))
    .innerJoin(registrations, eq(registrations.id, planInstallments.registrationId))
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(programs, eq(programs.id, registrations.programId))
    .where(and(where, eq(planInstallments.status, 'paid'), isNotNull(planInstallments.chargeId)))
    .orderBy(desc(planInstallments.paidAt), desc(planInstallments.id))
    .limit(BATCH)
    .offset(offset);
}

/** One row of the payments export, whatever the money came by. */
interface PaymentExportRow {
  id: string;
  registration: number;
  started: Date;
  settled: Date | null;
  status: string;
  method: string;
  participant: string;
  program: string | null;
  season: string;
  household: string;
  email: string;
  amount: number;
  refunded: number;
  /** What stayed with the league: collected less refunded (0 for an amount waived or not paid). */
  net: number;
  reference: string;
  card: string;
  test: boolean;
}

/** Rows of one kind of payment, a batch at a time. */
async function* batches<Row>(read: (offset: number) => Promise<Row[]>) {
  for (let offset = 0; ; offset += BATCH) {
    const rows = await read(offset);
    if (rows.length === 0) return;
    yield* rows;
    if (rows.length < BATCH) return;
  }
}

/**
 * Every payment of the registrations matching `where`: card payments, then the payments the office
 * recorded, then installments charged (each newest first), so the file adds up to what the money
 * overview and the registrations list count as paid in.
 */
async function* paymentRows(db: Db, where: SQL | undefined): AsyncGenerator<PaymentExportRow> {
  for await (const row of batches((offset) => cardBatch(db, where, offset))) {
    const { payment } = row;
    yield {
      ...row,
      id: String(payment.id),
      registration: payment.registrationId,
      started: payment.createdAt,
      settled: payment.settledAt,
      status: payment.status,
      method: 'Card',
      amount: payment.amountCents,
      net: payment.status === 'succeeded' ? payment.amountCents - row.refunded : 0,
      reference: payment.chargeId ?? '',
      card: payment.cardBrand ? `${payment.cardBrand} ${payment.cardLast4 ?? ''}`.trim() : '',
      test: isTestProvider(payment.provider),
    };
  }
  for await (const row of batches((offset) => officeBatch(db, where, offset))) {
    const { payment } = row;
    yield {
      ...row,
      id: `office-${payment.id}`,
      registration: payment.registrationId,
      started: payment.createdAt,
      settled: payment.createdAt,
      status: payment.method === 'waived' ? 'waived' : 'succeeded',
      method: METHOD_LABELS[payment.method as keyof typeof METHOD_LABELS] ?? payment.method,
      amount: payment.amountCents,
      refunded: 0,
      net: payment.method === 'waived' ? 0 : payment.amountCents,
      reference: payment.reference,
      card: '',
      test: false,
    };
  }
  for await (const row of batches((offset) => installmentBatch(db, where, offset))) {
    const { installment, plan } = row;
    yield {
      ...row,
      id: `installment-${installment.id}`,
      registration: installment.registrationId,
      started: installment.claimedAt ?? installment.paidAt!,
      settled: installment.paidAt,
      status: 'succeeded',
      method: `Card (installment ${installment.number})`,
      amount: installment.amountCents,
      refunded: 0,
      net: installment.amountCents,
      reference: installment.chargeId ?? '',
      card: plan.cardBrand ? `${plan.cardBrand} ${plan.cardLast4 ?? ''}`.trim() : '',
      test: isTestProvider(plan.provider),
    };
  }
}

const PAYMENT_COLUMNS: CsvColumn<PaymentExportRow>[] = [
  { header: 'Payment', value: (row) => row.id },
  { header: 'Registration', value: (row) => row.registration },
  { header: 'Started (Central time)', value: (row) => row.started },
  { header: 'Settled (Central time)', value: (row) => row.settled },
  { header: 'Status', value: (row) => row.status },
  { header: 'Method', value: (row) => row.method },
  { header: 'Participant', value: (row) => row.participant },
  { header: 'Program', value: (row) => row.program ?? '' },
  { header: 'Season', value: (row) => row.season },
  { header: 'Payer', value: (row) => row.household },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Amount (USD)', value: (row) => dollars(row.amount) },
  { header: 'Refunded (USD)', value: (row) => dollars(row.refunded) },
  { header: 'Net (USD)', value: (row) => dollars(row.net) },
  { header: 'Charge reference', value: (row) => row.reference },
  { header: 'Card', value: (row) => row.card },
  { header: 'Test payment', value: (row) => row.test },
];

/** Registered children (paid or partly refunded) of the filtered list. */
const registered = (where: SQL | undefined) =>
  and(where, inArray(registrations.status, [...REGISTERED_STATUSES]));

/** Registered children with their program and division names, in the supplier's order. */
async function uniformRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      registration: registrations,
      program: programs.name,
      division: divisions.name,
    })
    .from(registrations)
    .leftJoin(programs, eq(programs.id, registrations.programId))
    .leftJoin(divisions, eq(divisions.id, registrations.divisionId))
    .where(registered(where))
    .orderBy(
      asc(programs.name),
      asc(divisions.name),
      sql`${registrations.shippingAddress}->>'state'`,
      sql`${registrations.shippingAddress}->>'city'`,
      sql`${registrations.shippingAddress}->>'postal_code'`,
      sql`${registrations.shippingAddress}->>'address1'`,
      asc(registrations.participantName),
      asc(registrations.id),
    );
}

type UniformRow = Awaited<ReturnType<typeof uniformRows>>[number];

const address = (
  row: UniformRow,
  key: 'address1' | 'address2' | 'city' | 'state' | 'postal_code' | 'country',
) => row.registration.shippingAddress?.[key] ?? '';

const UNIFORM_COLUMNS: CsvColumn<UniformRow>[] = [
  {
    header: 'Group',
    value: (row) =>
      [row.program ?? row.registration.programId ?? '', row.division ?? ''].filter(Boolean).join(' · '),
  },
  { header: 'Participant', value: (row) => row.registration.participantName },
  { header: 'Shirt', value: (row) => row.registration.shirtSize ?? '' },
  { header: 'Shorts', value: (row) => row.registration.shortsSize ?? '' },
  { header: 'Gloves', value: (row) => row.registration.gloveSize ?? '' },
  {
    header: 'Shoe',
    value: (row) => (row.registration.shoeSize === null ? '' : row.registration.shoeSize.toFixed(1)),
  },
  { header: 'Ship to', value: (row) => row.registration.shippingName },
  { header: 'Phone', value: (row) => row.registration.shippingPhone },
  { header: 'Address line 1', value: (row) => address(row, 'address1') },
  { header: 'Address line 2', value: (row) => address(row, 'address2') },
  { header: 'City', value: (row) => address(row, 'city') },
  { header: 'State', value: (row) => address(row, 'state') },
  { header: 'ZIP', value: (row) => address(row, 'postal_code') },
  { header: 'Country', value: (row) => address(row, 'country') },
  { header: 'Registration', value: (row) => row.registration.id },
];

/** One line of the size totals. */
interface SizeTotal {
  program: string;
  item: string;
  size: string;
  quantity: number;
}

const ITEMS = [
  ['Shirt', 'shirtSize'],
  ['Shorts', 'shortsSize'],
  ['Gloves', 'gloveSize'],
] as const;

/** How many of each item in each size the registered children of each program need. */
function sizeTotals(rows: readonly UniformRow[]): SizeTotal[] {
  const totals = new Map<string, SizeTotal>();
  const add = (program: string, item: string, size: string) => {
    if (!size) return;
    const key = `${program}\u0000${item}\u0000${size}`;
    const total = totals.get(key) ?? { program, item, size, quantity: 0 };
    total.quantity += 1;
    totals.set(key, total);
  };
  for (const row of rows) {
    const program = row.program ?? row.registration.programId ?? '';
    for (const [item, field] of ITEMS) add(program, item, row.registration[field] ?? '');
    if (row.registration.shoeSize !== null) add(program, 'Shoe', row.registration.shoeSize.toFixed(1));
  }
  return [...totals.values()];
}

const SIZE_COLUMNS: CsvColumn<SizeTotal>[] = [
  { header: 'Program', value: (row) => row.program },
  { header: 'Item', value: (row) => row.item },
  { header: 'Size', value: (row) => row.size },
  { header: 'Quantity', value: (row) => row.quantity },
];

export const officeExportRoutes = routes('/office/exports')
  .get('/registrations', async (c) => {
    const where = listWhere(c, registrationList);
    return exportFile(
      c,
      officeExport(c, 'registrations'),
      withPeople(c.var.deps.db, officeRows(c.var.deps.db, where)),
      REGISTRATION_COLUMNS,
    );
  })
  .get('/payments', async (c) => {
    const where = listWhere(c, registrationList);
    return exportFile(c, officeExport(c, 'payments'), paymentRows(c.var.deps.db, where), PAYMENT_COLUMNS);
  })
  .get('/uniform-orders', async (c) => {
    const where = listWhere(c, registrationList);
    return exportFile(
      c,
      officeExport(c, 'uniform-orders'),
      await uniformRows(c.var.deps.db, where),
      UNIFORM_COLUMNS,
    );
  })
  .get('/uniform-sizes', async (c) => {
    const where = listWhere(c, registrationList);
    return exportFile(
      c,
      officeExport(c, 'uniform-sizes'),
      sizeTotals(await uniformRows(c.var.deps.db, where)),
      SIZE_COLUMNS,
    );
  });
