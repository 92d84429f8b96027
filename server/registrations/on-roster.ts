/**
 * Which registrations put a player on the field: a program registration (a parent's for a child, or
 * an athlete's own) that is paid and not refunded in full. A full refund is a withdrawal, so the
 * player leaves the season's roster, the team's lists and the coach's roster; the registration, its
 * payment and its refund stay on record. A partly refunded player still plays.
 */
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { registrations } from '../db/schema/registrations';

export const PROGRAM_KINDS = ['parent_registration', 'athlete_registration'];

export function onRoster(): SQL {
  return and(
    eq(registrations.paymentStatus, 'paid'),
    ne(registrations.status, 'refunded'),
    inArray(registrations.kind, PROGRAM_KINDS),
  )!;
}

/** The same rule for a registration row already read. */
export function isOnRoster(registration: { paymentStatus: string; status: string; kind: string }): boolean {
  return (
    registration.paymentStatus === 'paid' &&
    registration.status !== 'refunded' &&
    PROGRAM_KINDS.includes(registration.kind)
  );
}
