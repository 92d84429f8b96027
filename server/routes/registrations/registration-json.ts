/**
 * Registrations as the API shows them (spec 2 §3, spec 3 §3), with program, venue and division,
 * test_mode when the sandbox took the payment (no money moved; issue 17 item 6), the season
 * (`season` its label, `season_id` the row; issue 19), the team the office put the player on, and
 * (issue 20) the status in the office's words, the refunds made, the latest refund request and,
 * while something of the payment is left, what the refund policy allows today.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { isTestProvider } from '../../../src/domain/payments';
import { REFUNDABLE_STATUSES, type RegistrationStatus } from '../../../src/domain/registration-status';
import type { Db } from '../../db/client';
import { divisions, locations, programs } from '../../db/schema/league';
import { payments } from '../../db/schema/payments';
import { refundRequests, refunds } from '../../db/schema/refunds';
import type { registrations } from '../../db/schema/registrations';
import { teamPlayers, teams } from '../../db/schema/teams';
import { policiesFor } from '../../registrations/refund-policy';
import { seasonsOf } from '../../registrations/season-of';

type RegistrationRow = typeof registrations.$inferSelect;

/** The JSON of each registration, in the order given. */
export async function registrationsJson(db: Db, rows: RegistrationRow[]) {
  const ids = <T>(pick: (row: RegistrationRow) => T | null) => [
    ...new Set(rows.map(pick).filter((id): id is T => id !== null)),
  ];
  const programIds = ids((row) => row.programId);
  const locationIds = ids((row) => row.locationId);
  const divisionIds = ids((row) => row.divisionId);
  const paidIds = rows.filter((row) => row.paymentStatus === 'paid').map((row) => row.id);
  const refundable = rows.filter((row) => (REFUNDABLE_STATUSES as readonly string[]).includes(row.status));
  const [programRows, locationRows, divisionRows, charges, placed, seasonOf, refundRows, requestRows] =
    await Promise.all([
      programIds.length ? db.select().from(programs).where(inArray(programs.id, programIds)) : [],
      locationIds.length ? db.select().from(locations).where(inArray(locations.id, locationIds)) : [],
      divisionIds.length ? db.select().from(divisions).where(inArray(divisions.id, divisionIds)) : [],
      paidIds.length
        ? db
            .select({ registrationId: payments.registrationId, provider: payments.provider })
            .from(payments)
            .where(and(inArray(payments.registrationId, paidIds), eq(payments.status, 'succeeded')))
        : [],
      paidIds.length
        ? db
            .select({
              registrationId: teamPlayers.registrationId,
              id: teams.id,
              name: teams.name,
              colour: teams.colour,
            })
            .from(teamPlayers)
            .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
            .where(inArray(teamPlayers.registrationId, paidIds))
        : [],
      seasonsOf(db, rows),
      paidIds.length
        ? db
            .select()
            .from(refunds)
            .where(and(inArray(refunds.registrationId, paidIds), eq(refunds.status, 'succeeded')))
            .orderBy(asc(refunds.settledAt), asc(refunds.id))
        : [],
      paidIds.length
        ? db
            .select()
            .from(refundRequests)
            .where(inArray(refundRequests.registrationId, paidIds))
            .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id))
        : [],
    ]);
  // One read of the first games of the refundable registrations' seasons.
  const policies = await policiesFor(db, refundable, seasonOf);
  const teamOf = (id: number) => {
    const team = placed.find((entry) => entry.registrationId === id);
    return team ? { id: team.id, name: team.name, colour: team.colour } : null;
  };
  return rows.map((row) => {
    const program = programRows.find((p) => p.id === row.programId);
    const venue = locationRows.find((l) => l.id === row.locationId);
    const division = divisionRows.find((d) => d.id === row.divisionId);
    return {
      id: row.id,
      user: row.userId,
      kind: row.kind,
      season: row.season,
      season_id: seasonOf.get(row.id)?.id ?? row.seasonId,
      team: teamOf(row.id),
      child: row.childId,
      athlete_profile: row.athleteProfileId,
      participant_name: row.participantName,
      program: row.programId,
      program_name: program?.name ?? null,
      location: row.locationId,
      location_detail: venue
        ? { id: venue.id, name: venue.name, city: venue.city, state: venue.state }
        : null,
      division: row.divisionId,
      division_detail: division ? { id: division.id, name: division.name } : null,
      shirt_size: row.shirtSize,
      shorts_size: row.shortsSize,
      glove_size: row.gloveSize,
      shoe_size: row.shoeSize === null ? null : row.shoeSize.toFixed(1),
      grade: row.grade,
      age_group: row.ageGroup,
      league_division: row.leagueDivision,
      league_county: row.leagueCounty,
      shipping_name: row.shippingName,
      shipping_phone: row.shippingPhone,
      shipping_address: row.shippingAddress,
      shipping_address_confirmed_at: row.shippingAddressConfirmedAt?.toISOString() ?? null,
      amount_cents: row.amountCents,
      fee_cents: row.feeCents ?? row.amountCents + row.aidCents,
      aid_cents: row.aidCents,
      currency: row.currency,
      payment_status: row.paymentStatus,
      status: row.status as RegistrationStatus,
      refunded_cents: row.refundedCents,
      refunds: refundRows
        .filter((refund) => refund.registrationId === row.id)
        .map((refund) => ({
          amount_cents: refund.amountCents,
          refunded_at: (refund.settledAt ?? refund.createdAt).toISOString(),
        })),
      refund_request: (() => {
        const latest = requestRows.find((request) => request.registrationId === row.id);
        return latest
          ? {
              status: latest.status as 'PENDING' | 'APPROVED' | 'DENIED',
              created_at: latest.createdAt.toISOString(),
              review_note: latest.reviewNote,
            }
          : null;
      })(),
      refund_policy: policies.get(row.id) ?? null,
      paid_at: row.paidAt?.toISOString() ?? null,
      test_mode: charges.some(
        (charge) => charge.registrationId === row.id && isTestProvider(charge.provider),
      ),
      created_at: row.createdAt.toISOString(),
    };
  });
}
