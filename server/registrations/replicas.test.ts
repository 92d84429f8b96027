/**
 * Two API processes against one PostgreSQL database run the waitlist sweep at the same time (issue
 * 21): ten offers have expired and ten families wait. Each expired offer is passed on once and each
 * waiting family is offered a place once (one mail each), whichever replica claims it. PostgreSQL
 * run only (PGlite is one process's database).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { users } from '../db/schema/auth';
import { programCapacities, waitlistEntries } from '../db/schema/capacity';
import { seasons } from '../db/schema/league';
import { killApiProcess, processDatabase, startApiProcess, type ApiProcess } from '../test/api-process';
import { placesTaken } from './places';

const onPostgres = Boolean(inject('postgresAdminUrl'));
const dir = mkdtempSync(path.join(tmpdir(), 'league-replicas-'));
const outboxDir = path.join(dir, 'outbox');
let database: Awaited<ReturnType<typeof processDatabase>>;
let handle: DatabaseHandle;
const apis: ApiProcess[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  database = await processDatabase('league_replicas');
  const env = { WAITLIST_SWEEP_INTERVAL_MS: '100' };
  // The first migrates and seeds; the second starts on the ready database.
  apis.push(
    await startApiProcess({ dataDir: path.join(dir, 'a'), outboxDir, databaseUrl: database.url, env }),
  );
  apis.push(
    await startApiProcess({ dataDir: path.join(dir, 'b'), outboxDir, databaseUrl: database.url, env }),
  );
  handle = await openDatabase({ url: database.url! });
}, 180_000);

afterAll(async () => {
  for (const api of apis) await killApiProcess(api);
  await handle?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const offerMails = () =>
  (existsSync(outboxDir) ? readdirSync(outboxDir) : [])
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(outboxDir, name), 'utf8')) as { subject: string })
    .filter((mail) => mail.subject.startsWith('A place is open for '));

describe.runIf(onPostgres)('the waitlist sweep in two API processes', () => {
  it('passes each expired offer on once and offers each waiting family once', async () => {
    const { db } = handle;
    const [season] = await db
      .select({ id: seasons.id })
      .from(seasons)
      .where(eq(seasons.programId, 'nfl-flag-boys'))
      .orderBy(asc(seasons.id))
      .limit(1);
    const [parent] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'parent@demo.test'));
    const [offering] = await db
      .insert(programCapacities)
      .values({ programId: 'nfl-flag-boys', locationId: null, divisionId: null, capacity: 0 })
      .returning();
    const now = new Date();
    const taken = await placesTaken(db, offering!.id, season!.id, now);
    const past = new Date(now.getTime() - 3_600_000);
    const entry = (i: number, status: 'offered' | 'waiting') => ({
      capacityId: offering!.id,
      seasonId: season!.id,
      userId: parent!.id,
      kind: 'parent_registration',
      subject: `replica-test:${i}|program:nfl-flag-boys|season:${season!.id}`,
      participantName: `Player${i}`,
      form: {},
      rank: i + 1,
      status,
      ...(status === 'offered' ? { offeredAt: past, offerExpiresAt: past } : {}),
    });
    // In one transaction: ten places, each kept by an offer that has run out; ten families wait.
    await db.transaction(async (tx) => {
      await tx
        .update(programCapacities)
        .set({ capacity: taken + 10 })
        .where(eq(programCapacities.id, offering!.id));
      await tx
        .insert(waitlistEntries)
        .values([
          ...Array.from({ length: 10 }, (_, i) => entry(i, 'offered')),
          ...Array.from({ length: 10 }, (_, i) => entry(i + 10, 'waiting')),
        ]);
    });

    const rows = async () =>
      db
        .select({ name: waitlistEntries.participantName, status: waitlistEntries.status })
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.capacityId, offering!.id),
            inArray(waitlistEntries.status, ['offered', 'expired', 'waiting']),
          ),
        )
        .orderBy(asc(waitlistEntries.rank));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && offerMails().length < 10) await new Promise((r) => setTimeout(r, 100));
    // A few more rounds of both sweeps: nothing more happens.
    await new Promise((r) => setTimeout(r, 1_000));

    expect((await rows()).map((row) => row.status)).toEqual([
      ...Array.from({ length: 10 }, () => 'expired'),
      ...Array.from({ length: 10 }, () => 'offered'),
    ]);
    const mailed = offerMails().map((mail) => /for (Player\d+):/.exec(mail.subject)![1]);
    expect(mailed.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `Player${i + 10}`).sort());
  }, 120_000);
});
