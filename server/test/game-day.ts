/**
 * Game-day fixtures (issue 39): a season with two teams, their families (players on the rosters),
 * their coaches and a game between them; and a local push service that records what it is sent.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/auth';
import { games, programs, seasons } from '../db/schema/league';
import { teamCoaches, teamPlayers, teams } from '../db/schema/teams';
import type { TestContext } from './harness';
import { newParent, paidRegistration, seasonWithDates } from './money';

/** A family on a team: its account and its player's registration. */
export interface TeamFamily {
  token: string;
  user: { id: number; email: string };
  registration: number;
}

/** Two teams of one season, a family or more on each, a coach each, and a game between them. */
export interface GameDay {
  season: number;
  home: { id: number; name: string; families: TeamFamily[]; coach: { token: string; id: number } };
  away: { id: number; name: string; families: TeamFamily[]; coach: { token: string; id: number } };
  game: number;
}

let made = 0;

/** A coach account (signed in) on a team as its head coach. */
async function coachOn(t: TestContext, team: number): Promise<{ token: string; id: number }> {
  const { token, user } = await t.signUp('coach');
  await t.handle.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  await t.handle.db.insert(teamCoaches).values({ teamId: team, userId: user.id, role: 'head' });
  return { token, id: user.id };
}

/** Builds a game day: `homeFamilies` and `awayFamilies` families (confirmed addresses unless said), a game `kickoffInHours` away. */
export async function gameDay(
  t: TestContext,
  options: {
    homeFamilies?: number;
    awayFamilies?: number;
    kickoffInHours?: number;
    minPlayers?: number | null;
    unconfirmed?: number;
  } = {},
): Promise<GameDay> {
  made += 1;
  const program = 'soccer-boys';
  if (options.minPlayers !== undefined) {
    await t.handle.db
      .update(programs)
      .set({ minPlayers: options.minPlayers })
      .where(eq(programs.id, program));
  }
  const season = await seasonWithDates(t, program, 30, null);
  await t.handle.db.update(seasons).set({ status: 'IN_PROGRESS' }).where(eq(seasons.id, season));
  const side = async (name: string, count: number, unconfirmed: number) => {
    const [team] = await t.handle.db.insert(teams).values({ seasonId: season, name }).returning();
    const families: TeamFamily[] = [];
    for (let i = 0; i < count; i += 1) {
      const parent = await newParent(t, i >= unconfirmed);
      const registration = await paidRegistration(t, parent, {
        program,
        season,
        first: `${name.split(' ')[0]}${i}`,
      });
      await t.handle.db.insert(teamPlayers).values({ registrationId: registration, teamId: team!.id });
      families.push({ ...parent, registration });
    }
    return { id: team!.id, name, families, coach: await coachOn(t, team!.id) };
  };
  const home = await side(`Storm ${made}`, options.homeFamilies ?? 2, options.unconfirmed ?? 0);
  const away = await side(`Tigers ${made}`, options.awayFamilies ?? 1, 0);
  const [game] = await t.handle.db
    .insert(games)
    .values({
      seasonId: season,
      kickoff: new Date(Date.now() + (options.kickoffInHours ?? 72) * 3_600_000),
      homeTeam: home.name,
      awayTeam: away.name,
      venue: 'Snowden Field 2',
    })
    .returning();
  return { season, home, away, game: game!.id };
}

/** A subscription as a browser would make one for `endpoint` (real P-256 keys, so the payload encrypts). */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** A local push service: records every push; `answer` picks the HTTP status per request path. */
export interface TestPushService {
  origin: string;
  received: { path: string; ttl: string | undefined; urgency: string | undefined; bytes: number }[];
  answer: (path: string) => number;
  close(): Promise<void>;
}

export async function startPushService(): Promise<TestPushService> {
  const service: TestPushService = {
    origin: '',
    received: [],
    answer: () => 201,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      service.received.push({
        path,
        ttl: req.headers['ttl'] as string | undefined,
        urgency: req.headers['urgency'] as string | undefined,
        bytes: Buffer.concat(chunks).length,
      });
      res.statusCode = service.answer(path);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return service;
}
