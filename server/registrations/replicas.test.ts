/**
 * Two API processes against one PostgreSQL database. They run the waitlist sweep at the same time
 * (issue 21): ten offers have expired and ten families wait. Each expired offer is passed on once and
 * each waiting family is offered a place once (one mail each), whichever replica claims it. And
 * registration opens (issue 36): families check out and pay at once through both, so checkouts,
 * confirms and settlements of different families commit side by side; none may end in a deadlock
 * (a 500), and every place is sold once. Payment plans (issue 37): both run the plan job, and each
 * due installment is charged exactly once (20 due, 20 charges). PostgreSQL run only (PGlite is one
 * process's database).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { SANDBOX_KEYS } from '../env';
import { createPasswordHasher } from '../auth/password';
import { users } from '../db/schema/auth';
import { programCapacities, waitlistEntries } from '../db/schema/capacity';
import { children, waiverSignatures } from '../db/schema/families';
import { programLocations, seasons } from '../db/schema/league';
import { planInstallments } from '../db/schema/plans';
import { registrations } from '../db/schema/registrations';
import { sandboxCloverCharges } from '../db/schema/sandbox';
import { killApiProcess, processDatabase, startApiProcess, type ApiProcess } from '../test/api-process';
import { registrationBody } from '../test/registrations';
import { WAITLIST_TEXT } from '../../src/domain/waitlist';
import { currentWaiver } from './current-waiver';
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
  const env = { WAITLIST_SWEEP_INTERVAL_MS: '100', PLAN_CHARGE_INTERVAL_MS: '200' };
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

/** Calls an API process as a family at `address` would (JSON in and out). */
async function call(
  api: ApiProcess,
  url: string,
  address: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${api.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

/**
 * Families as the rush benchmark adds them: a confirmed parent (`<name><i>@families.test`,
 * password `password`), a child (`first`, born 2013, `gender`), the current waiver signed.
 */
async function addFamilies(
  count: number,
  { name, password, first, gender }: { name: string; password: string; first: string; gender: string },
) {
  const { db } = handle;
  const passwordHash = await createPasswordHasher().hash(password);
  const family = name[0]!.toUpperCase() + name.slice(1);
  const parents = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `${name}${i}@families.test`,
        passwordHash,
        firstName: family,
        lastName: `Family ${i}`,
        role: 'parent_guardian',
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  const kids = await db
    .insert(children)
    .values(
      parents.map((parent, i) => ({
        parentId: parent.id,
        firstName: first,
        lastName: `${family} ${i}`,
        dateOfBirth: '2013-04-02',
        gender,
      })),
    )
    .returning({ id: children.id });
  await db.insert(waiverSignatures).values(
    kids.map((kid, i) => ({
      childId: kid.id,
      participantName: `${first} ${family} ${i}`,
      version: currentWaiver().version,
      signerName: `${family} Family ${i}`,
      signerUserId: parents[i]!.id,
    })),
  );
  return kids;
}

/** The first venue of a program. */
async function firstVenue(program: string) {
  const [venue] = await handle.db
    .select({ id: programLocations.locationId })
    .from(programLocations)
    .where(eq(programLocations.programId, program))
    .orderBy(asc(programLocations.locationId))
    .limit(1);
  return venue!;
}

describe.runIf(onPostgres)('registration opening in two API processes', () => {
  it('sells every place once with no deadlock while checkouts and payments of many families commit at once', async () => {
    const { db } = handle;
    const families = 24;
    const places = 12;
    const kids = await addFamilies(families, {
      name: 'opening',
      password: 'Opening-day-1',
      first: 'Kid',
      gender: 'Male',
    });
    // The program's first venue gets a capacity of its own: exactly `places` places.
    const venue = await firstVenue('nfl-flag-boys');
    await db
      .insert(programCapacities)
      .values({ programId: 'nfl-flag-boys', locationId: venue.id, divisionId: null, capacity: places });

    const answers: { step: string; status: number; detail: unknown }[] = [];
    const family = async (i: number) => {
      const api = apis[i % apis.length]!;
      const from = `10.36.0.${i + 1}`;
      const signIn = await call(api, '/api/auth/login/', from, {
        email: `opening${i}@families.test`,
        password: 'Opening-day-1',
      });
      answers.push({ step: 'sign-in', status: signIn.status, detail: signIn.body['detail'] });
      const auth = { authorization: `Bearer ${signIn.body['access'] as string}` };
      const checkout = await call(
        api,
        '/api/payments/checkout/',
        from,
        registrationBody(kids[i]!.id, { location: venue.id }),
        auth,
      );
      answers.push({ step: 'checkout', status: checkout.status, detail: checkout.body['detail'] });
      if (checkout.status !== 201) return;
      const card = await call(
        api,
        '/sandbox/clover/v1/tokens',
        from,
        { card: { number: '4242424242424242', exp_month: '12', exp_year: '2040', cvv: '123' } },
        { apikey: SANDBOX_KEYS.publicKey },
      );
      const confirm = await call(
        api,
        '/api/payments/confirm/',
        from,
        { ...checkout.body, portal: 'parent', source: card.body['id'], charge_id: null },
        auth,
      );
      answers.push({ step: 'payment', status: confirm.status, detail: confirm.body['detail'] });
    };
    await Promise.all(Array.from({ length: families }, (_, i) => family(i)));

    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const count = (step: string, status: number, detail?: string) =>
      answers.filter((a) => a.step === step && a.status === status && (!detail || a.detail === detail))
        .length;
    expect(count('sign-in', 200)).toBe(families);
    expect(count('checkout', 201)).toBe(places);
    expect(count('checkout', 409, WAITLIST_TEXT.full)).toBe(families - places);
    expect(count('payment', 200)).toBe(places);
    const paid = await db
      .select({ child: registrations.childId })
      .from(registrations)
      .where(
        and(
          inArray(
            registrations.childId,
            kids.map((kid) => kid.id),
          ),
          eq(registrations.paymentStatus, 'paid'),
        ),
      );
    expect(new Set(paid.map((row) => row.child)).size).toBe(places);
    expect(paid).toHaveLength(places);
  }, 120_000);
});

/** A league day (YYYY-MM-DD, America/Chicago) `days` from today. */
const leagueDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );

describe.runIf(onPostgres)('payment plans in two API processes', () => {
  it('charges each due installment exactly once (20 due, 20 charges), whichever process claims it', async () => {
    const { db } = handle;
    const families = 20;
    const [season] = await db
      .insert(seasons)
      .values({
        title: 'Plan replicas season',
        status: 'SCHEDULED',
        seasonLabel: 'Test season',
        programId: 'soccer-girls',
        registrationOpensOn: leagueDay(-10),
        registrationClosesOn: leagueDay(30),
      })
      .returning({ id: seasons.id });
    const staff = await call(apis[0]!, '/api/auth/login/', '10.37.1.1', {
      email: 'staff@demo.test',
      password: 'demo-Pass-1',
    });
    const priced = await fetch(`${apis[0]!.url}/api/office/season-prices/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${staff.body['access'] as string}`,
      },
      body: JSON.stringify({
        season: season!.id,
        fee: '180.00',
        uniform: '60.00',
        sibling_second: '0',
        sibling_later: '0',
        pay_in_full: true,
        plan_deposit: '60.00',
        plan_dates: [leagueDay(20), leagueDay(40)],
      }),
    });
    expect(priced.status).toBe(201);
    const kids = await addFamilies(families, {
      name: 'plan',
      password: 'Plan-day-1',
      first: 'Gia',
      gender: 'Female',
    });
    const venue = await firstVenue('soccer-girls');

    // Each family, through either process, registers on the plan and pays the deposit.
    const registered = await Promise.all(
      kids.map(async (kid, i) => {
        const api = apis[i % apis.length]!;
        const from = `10.37.0.${i + 1}`;
        const signIn = await call(api, '/api/auth/login/', from, {
          email: `plan${i}@families.test`,
          password: 'Plan-day-1',
        });
        const auth = { authorization: `Bearer ${signIn.body['access'] as string}` };
        const body = registrationBody(kid.id, {
          program: 'soccer-girls',
          season: season!.id,
          location: venue.id,
          payment_plan: true,
        });
        const checkout = await call(api, '/api/payments/checkout/', from, body, auth);
        expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
        const card = await call(
          api,
          '/sandbox/clover/v1/tokens',
          from,
          { card: { number: '4242424242424242', exp_month: '12', exp_year: '2040', cvv: '123' } },
          { apikey: SANDBOX_KEYS.publicKey },
        );
        const confirm = await call(
          api,
          '/api/payments/confirm/',
          from,
          { ...checkout.body, portal: 'parent', source: card.body['id'], charge_id: null },
          auth,
        );
        expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
        return checkout.body['registration_id'] as number;
      }),
    );

    // As a test clock would: each plan's first installment falls due now, in both processes' job.
    const due = await db
      .update(planInstallments)
      .set({ nextAttemptAt: new Date(Date.now() - 60_000) })
      .where(and(inArray(planInstallments.registrationId, registered), eq(planInstallments.number, 1)))
      .returning({ id: planInstallments.id, key: planInstallments.idempotencyKey });
    expect(due).toHaveLength(families);

    const firstInstallments = () =>
      db
        .select({ status: planInstallments.status, attempts: planInstallments.attempts })
        .from(planInstallments)
        .where(
          inArray(
            planInstallments.id,
            due.map((row) => row.id),
          ),
        );
    await expect
      .poll(async () => (await firstInstallments()).filter((row) => row.status === 'paid').length, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(families);
    // A few more rounds of both jobs: nothing more is charged.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await firstInstallments()).toEqual(due.map(() => ({ status: 'paid', attempts: 1 })));
    const charges = await Promise.all(
      due.map(async (row) =>
        db
          .select({ id: sandboxCloverCharges.id, status: sandboxCloverCharges.status })
          .from(sandboxCloverCharges)
          .where(like(sandboxCloverCharges.idempotencyKey, `${row.key}-%`)),
      ),
    );
    expect(charges.map((list) => list.length)).toEqual(due.map(() => 1));
    const second = await db
      .select({ status: planInstallments.status })
      .from(planInstallments)
      .where(and(inArray(planInstallments.registrationId, registered), eq(planInstallments.number, 2)));
    expect(second.map((row) => row.status)).toEqual(registered.map(() => 'scheduled'));
  }, 180_000);
});
