/**
 * Attendance (issue 39 item 3): the coach marks who was there at a game or team event, and the
 * office reads it per team of a season. Answers before the day live in service.ts.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { availability } from '../db/schema/availability';
import { teams } from '../db/schema/teams';
import { occasionColumn, type Occasion } from './service';

/** Records attendance of the team's players at an occasion (the coach, on game day). */
export async function recordAttendance(
  db: Db,
  occasion: Occasion,
  teamId: number,
  marks: readonly { registration: number; present: boolean }[],
  by: number,
  now = new Date(),
): Promise<number> {
  const column = occasionColumn(occasion.kind);
  let stored = 0;
  for (const mark of marks) {
    const rows = await db
      .insert(availability)
      .values({
        gameId: occasion.kind === 'game' ? occasion.id : null,
        eventId: occasion.kind === 'event' ? occasion.id : null,
        teamId,
        registrationId: mark.registration,
        present: mark.present,
        attendanceById: by,
        attendanceAt: now,
      })
      .onConflictDoUpdate({
        target: [column, availability.registrationId],
        targetWhere: sql`${column} is not null`,
        set: { present: mark.present, attendanceById: by, attendanceAt: now },
      })
      .returning({ id: availability.id });
    stored += rows.length;
  }
  return stored;
}

/** Attendance per team of a season (the office): occasions taken, present and absent marks. */
export async function seasonAttendance(db: Db, seasonId: number) {
  return db
    .select({
      team: teams.id,
      name: teams.name,
      occasions:
        sql<number>`count(distinct coalesce('g' || ${availability.gameId}, 'e' || ${availability.eventId})) filter (where ${availability.present} is not null)`.mapWith(
          Number,
        ),
      present: sql<number>`count(*) filter (where ${availability.present})`.mapWith(Number),
      absent: sql<number>`count(*) filter (where ${availability.present} = false)`.mapWith(Number),
    })
    .from(teams)
    .leftJoin(availability, eq(availability.teamId, teams.id))
    .where(eq(teams.seasonId, seasonId))
    .groupBy(teams.id, teams.name)
    .orderBy(asc(teams.name));
}
