/**
 * `npx tsx scripts/notify-bench.ts`: issue 39's goal for the notification path, measured in-process
 * on the embedded database. A league-wide "field closed" cancels 40 games of one day (80 teams of
 * NOTIFY_BENCH_PLAYERS players each, every household with a confirmed address, half with a
 * confirmed mobile number, a third with a push device on a local push service, and each team's
 * coach) through the office's one action (server/games/state.ts). Two job loops (two "API
 * processes" on one database) then send the deliveries round after round on a test clock that
 * moves one second per round, while the providers refuse 10 % of first tries (e-mail: a 4xx from
 * the mail server; texts: the SMS sandbox's 503; push: the push service's 503). It prints how long
 * the change took, how long (test clock) until every delivery settled, the share delivered after
 * retries, and whether anyone got one notice twice by one channel.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { createDeps } from '../server/deps';
import { openDatabase } from '../server/db/client';
import { loadConfig } from '../server/env';
import { users } from '../server/db/schema/auth';
import { children } from '../server/db/schema/families';
import { games, seasons } from '../server/db/schema/league';
import { accountPhones, deliveries, pushSubscriptions } from '../server/db/schema/notifications';
import { registrations } from '../server/db/schema/registrations';
import { teamCoaches, teamPlayers, teams } from '../server/db/schema/teams';
import { changeGames } from '../server/games/state';
import { deliverDue, pollTexts } from '../server/notify/deliver';
import { browserSubscription } from '../server/test/game-day';

const GAMES = 40;
const PLAYERS = Number(process.env['NOTIFY_BENCH_PLAYERS'] ?? 10);
const FAIL_FIRST = 0.1;

async function main() {
  const pushed: string[] = [];
  let pushRefused = 0;
  const seenPush = new Set<string>();
  const pushServer = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const key = `${req.url}:${req.headers['content-length']}:${pushed.length}`;
      // A tenth of first tries refused (the key is per request, so a retry is a new try).
      if (!seenPush.has(req.url ?? '') && Math.random() < FAIL_FIRST) {
        seenPush.add(req.url ?? '');
        pushRefused += 1;
        res.statusCode = 503;
      } else {
        pushed.push(key);
        res.statusCode = 201;
      }
      res.end();
    });
  });
  await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve));
  const pushOrigin = `http://127.0.0.1:${(pushServer.address() as AddressInfo).port}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'notify-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    DATA_DIR: path.join(dir, 'data'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    SITE_URL: 'http://site.test',
    PUSH_ENDPOINT_ORIGINS: pushOrigin,
    SANDBOX_SMS_DELIVER_MS: '0',
    SANDBOX_SMS_FAILURE_PERCENT: '0',
  });
  const handle = await openDatabase(
    process.env['DATABASE_URL'] ? { url: process.env['DATABASE_URL'] } : { memory: true },
  );
  await handle.migrate();
  const { db } = handle;

  // The league: one season, 80 teams, their players' households and coaches, 40 games at one field.
  const [season] = await db
    .insert(seasons)
    .values({ title: 'Bench season', status: 'IN_PROGRESS', programId: null })
    .returning();
  const passwordHash = 'scrypt$1$1$1$x$x';
  const day = new Date(Date.now() + 3 * 86_400_000);
  const accounts = async (role: string, n: number, tag: string) =>
    db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          email: `${tag}-${i}@bench.test`,
          passwordHash,
          role,
          firstName: tag,
          lastName: String(i),
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id });
  const teamRows = await db
    .insert(teams)
    .values(Array.from({ length: GAMES * 2 }, (_, i) => ({ seasonId: season!.id, name: `Team ${i}` })))
    .returning();
  const coaches = await accounts('coach', teamRows.length, 'coach');
  await db
    .insert(teamCoaches)
    .values(teamRows.map((team, i) => ({ teamId: team.id, userId: coaches[i]!.id, role: 'head' })));
  const families = await accounts('parent_guardian', teamRows.length * PLAYERS, 'family');
  const kids = await db
    .insert(children)
    .values(
      families.map((family, i) => ({
        parentId: family.id,
        firstName: 'Kid',
        lastName: String(i),
        gender: 'Male',
      })),
    )
    .returning({ id: children.id });
  const regs = await db
    .insert(registrations)
    .values(
      families.map((family, i) => ({
        userId: family.id,
        kind: 'parent_registration',
        subject: `bench-${i}`,
        season: 'Bench',
        seasonId: season!.id,
        childId: kids[i]!.id,
        participantName: `Kid ${i}`,
        amountCents: 25_000,
        paymentStatus: 'paid',
        paidAt: new Date(),
      })),
    )
    .returning({ id: registrations.id });
  await db
    .insert(teamPlayers)
    .values(
      regs.map((reg, i) => ({ registrationId: reg.id, teamId: teamRows[Math.floor(i / PLAYERS)]!.id })),
    );
  await db.insert(accountPhones).values(
    families
      .filter((_, i) => i % 2 === 0)
      .map((family, i) => ({
        userId: family.id,
        number: `+1662${String(5550000 + i).padStart(7, '0')}`,
        verifiedAt: new Date(),
      })),
  );
  await db.insert(pushSubscriptions).values(
    families
      .filter((_, i) => i % 3 === 0)
      .map((family) => {
        const sub = browserSubscription(`${pushOrigin}/push/${family.id}`);
        return { userId: family.id, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth };
      }),
  );
  const gameRows = await db
    .insert(games)
    .values(
      Array.from({ length: GAMES }, (_, i) => ({
        seasonId: season!.id,
        kickoff: new Date(day.getTime() + (i % 8) * 3_600_000),
        homeTeam: `Team ${i * 2}`,
        awayTeam: `Team ${i * 2 + 1}`,
        venue: 'Snowden Field',
      })),
    )
    .returning({ id: games.id });
  const [staff] = await accounts('staff', 1, 'staff');
  const [actor] = await db.select().from(users).where(eq(users.id, staff!.id));

  // Two API processes: the same configuration, each its own services over the database.
  const a = createDeps(config, db);
  const b = createDeps(config, db);
  // A tenth of first tries refused by the mail server and the SMS provider.
  const sent = { email: new Map<string, number>(), sms: new Map<string, number>() };
  for (const deps of [a, b]) {
    const mail = deps.mailer.send.bind(deps.mailer);
    deps.mailer.send = async (message) => {
      const key = `${message.to}|${message.subject}`;
      if (!sent.email.has(key) && Math.random() < FAIL_FIRST) {
        sent.email.set(key, 0);
        throw Object.assign(new Error('421 try again later'), { responseCode: 421 });
      }
      sent.email.set(key, (sent.email.get(key) ?? 0) + 1);
      return mail(message);
    };
    const sms = deps.sms!.send.bind(deps.sms);
    deps.sms!.send = async (message) => {
      const key = `${message.to}|${message.body.split(':')[0]}`;
      if (!sent.sms.has(key) && Math.random() < FAIL_FIRST) {
        sent.sms.set(key, 0);
        return { ok: false, permanent: false, reason: '20503: Service unavailable' };
      }
      sent.sms.set(key, (sent.sms.get(key) ?? 0) + 1);
      return sms(message);
    };
  }

  const start = Date.now();
  const changed = await changeGames(
    a,
    gameRows.map((g) => g.id),
    { action: 'cancel', reason: 'Field closed: standing water' },
    actor!,
    '127.0.0.1',
  );
  const changeMs = Date.now() - start;
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(deliveries)) as [
    { total: number },
  ];

  // Rounds every second of test clock, both processes at once, until every delivery has settled.
  let clock = Date.now();
  let seconds = 0;
  const wall = Date.now();
  for (;;) {
    const now = new Date(clock);
    await Promise.all([deliverDue(a, now), deliverDue(b, now)]);
    await pollTexts(a, new Date(clock + 5_000));
    const [open] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(deliveries)
      .where(inArray(deliveries.status, ['queued', 'failed', 'sent']))) as [{ n: number }];
    const [unsettledEmail] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(deliveries)
      .where(
        sql`${deliveries.status} in ('queued', 'failed') or (${deliveries.status} = 'sent' and ${deliveries.channel} <> 'email')`,
      )) as [{ n: number }];
    if (unsettledEmail!.n === 0 || seconds > 600) {
      void open;
      break;
    }
    seconds += 1;
    clock += 1_000;
  }
  const rows = await db
    .select({ channel: deliveries.channel, status: deliveries.status, n: sql<number>`count(*)::int` })
    .from(deliveries)
    .groupBy(deliveries.channel, deliveries.status);
  const reached = rows
    .filter((row) => (row.channel === 'email' && row.status === 'sent') || row.status === 'delivered')
    .reduce((sum, row) => sum + row.n, 0);
  const twice = [...sent.email.values(), ...sent.sms.values()].filter((n) => n > 1).length;
  console.log(
    `games cancelled: ${changed.length}; people: ${families.length + coaches.length}; deliveries: ${total}`,
  );
  console.log(`the change (40 games, audit, notices, deliveries): ${changeMs} ms`);
  console.log(
    `settled after ${seconds} s of test clock (${Date.now() - wall} ms of wall time, two job loops)`,
  );
  console.log(`delivered after retries: ${reached} of ${total} (${((reached / total) * 100).toFixed(1)} %)`);
  console.log(
    `by channel and status: ${rows.map((row) => `${row.channel} ${row.status} ${row.n}`).join(', ')}`,
  );
  console.log(
    `push refused on first try: ${pushRefused}; a notice sent twice by one channel to one person: ${twice}`,
  );
  await handle.close();
  pushServer.close();
  rmSync(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
