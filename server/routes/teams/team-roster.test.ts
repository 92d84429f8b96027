/**
 * Issue 41 item 5: a team's roster for its coaches and the office, as JSON and as a CSV through the
 * export kit (on record), each player with birth date, age group in words, household, phone and
 * emergency contact; a coach's reads of the contacts on record.
 */
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { seasons } from '../../db/schema/league';
import { teams } from '../../db/schema/teams';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let coach: string;
let staff: string;
let storm: number;

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  coach = await t.signIn('coach@demo.test');
  staff = await t.signIn('staff@demo.test');
  const [row] = await t.handle.db
    .select({ id: teams.id })
    .from(teams)
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .where(and(eq(teams.name, 'Southaven Storm'), eq(seasons.status, 'IN_PROGRESS')));
  storm = row!.id;
}, 60_000);
afterAll(() => t.close());

describe('a team’s roster', () => {
  it('gives its coach the players with birth date, age group in words, household and emergency contact; the reads are on record', async () => {
    const res = await t.call('GET', `/api/teams/${storm}/roster/`, { token: coach });
    expect(res.status).toBe(200);
    expect(res.body.team).toMatchObject({ id: storm, name: 'Southaven Storm' });
    expect(res.body.coaches).toContainEqual(expect.objectContaining({ name: 'Darnell Price', role: 'head' }));
    const names = res.body.players.map((player: { name: string }) => player.name);
    expect(names).toEqual(expect.arrayContaining(['Marcus Whitfield', 'Jordan Ellis']));
    const marcus = res.body.players.find((player: { name: string }) => player.name === 'Marcus Whitfield');
    expect(marcus).toMatchObject({
      household: 'Tanya Whitfield',
      email: 'parent@demo.test',
      emergency: { name: expect.any(String), phone: expect.any(String) },
    });
    expect(marcus.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(marcus.age_group).not.toMatch(/^[A-Z_]+$/);
    const reads = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'emergency_info'), eq(auditLog.actorEmail, 'coach@demo.test')));
    expect(reads.some((entry) => entry.note.includes('roster of Southaven Storm'))).toBe(true);
  });

  it('downloads as a CSV through the export kit, on record', async () => {
    const res = await t.app.request(`/api/teams/${storm}/roster.csv`, {
      headers: { Authorization: `Bearer ${coach}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="roster-southaven-storm-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = parse(await res.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([
      'Player',
      'Date of birth',
      'Age group',
      'Household',
      'E-mail',
      'Phone',
      'Emergency contact',
      'Emergency relation',
      'Emergency phone',
      'Registration',
    ]);
    expect(rows.map((row) => row['Player'])).toContain('Marcus Whitfield');
    const [entry] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'export'), eq(auditLog.entityId, 'team-roster')));
    expect(entry).toMatchObject({
      actorEmail: 'coach@demo.test',
      after: { file: 'Team roster', filters: { team: expect.stringMatching(/^Southaven Storm \(/) } },
    });
  });

  it('is staff’s too, and another coach’s team answers 404', async () => {
    expect((await t.call('GET', `/api/teams/${storm}/roster/`, { token: staff })).status).toBe(200);
    const other = await t.signUp('coach');
    expect((await t.call('GET', `/api/teams/${storm}/roster/`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', '/api/teams/987654/roster/', { token: staff })).status).toBe(404);
  });
});
