/**
 * Which season row a registration is for: its season_id when set; otherwise (registrations made
 * before a season was chosen at registration) the season of its program whose season_label equals
 * the registration's season text, the lowest id when several do. One rule, in two forms: the SQL
 * expression lists filter and group by, and the lookup of one registration's season.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seasons } from '../db/schema/league';
import { registrations } from '../db/schema/registrations';

type RegistrationRow = typeof registrations.$inferSelect;

/** The id of the season a registration row is for, as SQL over `registrations` (null when none). */
export const registrationSeasonId: SQL<number | null> = sql<number | null>`coalesce(${registrations.seasonId}, (
  select s.id from ${seasons} s
  where s.program_id = ${registrations.programId} and s.season_label = ${registrations.season}
  order by s.id limit 1
))`;

/** The season a registration is for, or null when none is on record. */
export async function seasonOf(
  db: Db,
  registration: Pick<RegistrationRow, 'seasonId' | 'programId' | 'season'>,
): Promise<typeof seasons.$inferSelect | null> {
  if (registration.seasonId !== null) {
    const [season] = await db.select().from(seasons).where(eq(seasons.id, registration.seasonId));
    return season ?? null;
  }
  if (!registration.programId) return null;
  const [season] = await db
    .select()
    .from(seasons)
    .where(sql`${seasons.programId} = ${registration.programId} and ${seasons.seasonLabel} = ${registration.season}`)
    .orderBy(seasons.id)
    .limit(1);
  return season ?? null;
}
