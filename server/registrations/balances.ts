/**
 * What a registration has collected and what is left to pay (issue 37): card payments that
 * succeeded, installments charged, and payments the office recorded (cash and checks; an amount
 * waived is forgiven, not collected). Every place that counts money reads it here, so a cash
 * payment counts exactly like a card one.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { officePayments, planInstallments } from '../db/schema/plans';
import { payments } from '../db/schema/payments';
import { registrations } from '../db/schema/registrations';

/**
 * The registration row's id, always qualified: Drizzle writes a column of the one table selected
 * from as a bare "id" in a select list, which inside these subqueries would name their own rows' id.
 */
const registrationId = sql.raw('"registrations"."id"');

/** SQL: the cents a registration row (`registrations`) has collected, by card, plan or at the office. */
export const collectedCentsSql = sql<number>`(
  coalesce((select sum(p.amount_cents) from ${payments} p where p.registration_id = ${registrationId} and p.status = 'succeeded'), 0)
  + coalesce((select sum(i.amount_cents) from ${planInstallments} i where i.registration_id = ${registrationId} and i.status = 'paid' and i.charge_id is not null), 0)
  + coalesce((select sum(o.amount_cents) from ${officePayments} o where o.registration_id = ${registrationId} and o.method <> 'waived'), 0)
)`;

/** A registration's money: collected, waived, and left to pay. */
export interface Balance {
  collected_cents: number;
  waived_cents: number;
  left_cents: number;
}

/** The balance of each registration (by id). */
export async function balancesOf(db: Db, ids: readonly number[]): Promise<Map<number, Balance>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: registrations.id,
      amount: registrations.amountCents,
      collected: collectedCentsSql.mapWith(Number),
      waived: sql<number>`(
        coalesce((select sum(o.amount_cents) from ${officePayments} o where o.registration_id = ${registrationId} and o.method = 'waived'), 0)
        + coalesce((select sum(i.amount_cents) from ${planInstallments} i where i.registration_id = ${registrationId} and i.status in ('waived', 'canceled')), 0)
      )`.mapWith(Number),
    })
    .from(registrations)
    .where(inArray(registrations.id, [...ids]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        collected_cents: row.collected,
        waived_cents: row.waived,
        left_cents: Math.max(0, row.amount - row.collected - row.waived),
      },
    ]),
  );
}
