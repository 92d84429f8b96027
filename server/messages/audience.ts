/**
 * Who a message to families reaches (src/domain/office/messages.ts): the accounts (households) of
 * the audience the office chose, with a label in words. Registered means paid or partly refunded;
 * "this season" is any season not over yet (not completed, and not past its end date): the seasons
 * families register for and play in now (a registration's season by the one season-of rule).
 */
import { and, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { REGISTERED_STATUSES } from '../../src/domain/registration-status';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { divisions, programs, seasons } from '../db/schema/league';
import { registrations } from '../db/schema/registrations';
import { fieldError } from '../http/errors';
import { inSeasonNotOver, registrationSeasonId } from '../registrations/season-of';

/** One account a message goes to. */
export interface Recipient {
  userId: number;
  email: string;
  confirmed: boolean;
}

/** An audience resolved: its words and its accounts. */
export interface Audience {
  label: string;
  recipients: Recipient[];
}

const unknownAudience = () => fieldError({ audience: ['That program, season or division does not exist.'] });

/** The households with a registered child matching `where` (program registrations only). */
async function households(db: Db, where: SQL | undefined): Promise<Recipient[]> {
  return db
    .selectDistinct({ userId: users.id, email: users.email, confirmed: users.emailVerifiedAt })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(
      and(
        where,
        inArray(registrations.kind, ['parent_registration', 'athlete_registration']),
        inArray(registrations.status, [...REGISTERED_STATUSES]),
        eq(users.isActive, true),
      ),
    )
    .orderBy(users.id)
    .then((rows) =>
      rows.map((row) => ({ userId: row.userId, email: row.email, confirmed: row.confirmed !== null })),
    );
}

/** Resolves an audience value (already checked against AUDIENCE_PATTERN) on `now`. */
export async function resolveAudience(db: Db, audience: string, now: Date): Promise<Audience> {
  const thisSeason = inSeasonNotOver(now);
  const [kind, value = ''] = audience.split(':') as [string, string | undefined];
  switch (kind) {
    case 'coaches': {
      const rows = await db
        .select({ userId: users.id, email: users.email, confirmed: users.emailVerifiedAt })
        .from(users)
        .where(and(ilike(users.role, 'coach'), eq(users.isActive, true)))
        .orderBy(users.id);
      return {
        label: 'All coaches',
        recipients: rows.map((row) => ({
          userId: row.userId,
          email: row.email,
          confirmed: row.confirmed !== null,
        })),
      };
    }
    case 'program': {
      const [program] = await db.select().from(programs).where(eq(programs.id, value));
      if (!program) throw unknownAudience();
      return {
        label: `Families of ${program.name} (this season)`,
        recipients: await households(db, and(eq(registrations.programId, program.id), thisSeason)),
      };
    }
    case 'season': {
      const [season] = await db
        .select()
        .from(seasons)
        .where(eq(seasons.id, Number(value)));
      if (!season) throw unknownAudience();
      return {
        label: `Families of ${season.title}`,
        recipients: await households(db, eq(registrationSeasonId, season.id)),
      };
    }
    case 'division': {
      const [division] = await db
        .select({ id: divisions.id, name: divisions.name, program: programs.name })
        .from(divisions)
        .innerJoin(programs, eq(programs.id, divisions.programId))
        .where(eq(divisions.id, Number(value)));
      if (!division) throw unknownAudience();
      return {
        label: `Families of ${division.program} · ${division.name} (this season)`,
        recipients: await households(db, and(eq(registrations.divisionId, division.id), thisSeason)),
      };
    }
    default:
      return {
        label: 'Every family registered this season',
        recipients: await households(db, thisSeason),
      };
  }
}
