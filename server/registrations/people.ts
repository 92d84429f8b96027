/**
 * The people behind registrations, for the files and sheets staff and coaches work from (issue 41
 * item 5): the team the player is on, their date of birth (the child's, or the athlete's own), the
 * household's name, e-mail and phone (the one given with the registration, else the account's) and
 * the emergency contact the family keeps (server/db/schema/care.ts). Read a batch at a time.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { athleteProfiles } from '../db/schema/athletes';
import { users } from '../db/schema/auth';
import { emergencyInfo } from '../db/schema/care';
import { children } from '../db/schema/families';
import { registrations } from '../db/schema/registrations';
import { teamPlayers, teams } from '../db/schema/teams';

/** Who a registration is about, beyond the registration itself. */
export interface RegistrationPeople {
  team: string | null;
  date_of_birth: string | null;
  household: { name: string; email: string; phone: string };
  emergency: { name: string; relation: string; phone: string } | null;
}

/** The people of each registration of `ids`, by registration id. */
export async function registrationPeople(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, RegistrationPeople>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: registrations.id,
      shippingPhone: registrations.shippingPhone,
      team: teams.name,
      childBorn: children.dateOfBirth,
      athleteBorn: athleteProfiles.dateOfBirth,
      household: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      email: users.email,
      accountPhone: users.phoneNumber,
      emergency: emergencyInfo,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(children, eq(children.id, registrations.childId))
    .leftJoin(athleteProfiles, eq(athleteProfiles.id, registrations.athleteProfileId))
    .leftJoin(teamPlayers, eq(teamPlayers.registrationId, registrations.id))
    .leftJoin(teams, eq(teams.id, teamPlayers.teamId))
    .leftJoin(
      emergencyInfo,
      or(
        and(sql`${registrations.childId} is not null`, eq(emergencyInfo.childId, registrations.childId)),
        and(
          sql`${registrations.athleteProfileId} is not null`,
          eq(emergencyInfo.athleteProfileId, registrations.athleteProfileId),
        ),
      ),
    )
    .where(inArray(registrations.id, [...ids]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        team: row.team,
        date_of_birth: row.childBorn ?? row.athleteBorn ?? null,
        household: {
          name: row.household || row.email,
          email: row.email,
          phone: row.shippingPhone || row.accountPhone || '',
        },
        emergency:
          row.emergency && (row.emergency.contactName || row.emergency.contactPhone)
            ? {
                name: row.emergency.contactName,
                relation: row.emergency.contactRelation,
                phone: row.emergency.contactPhone,
              }
            : null,
      },
    ]),
  );
}
