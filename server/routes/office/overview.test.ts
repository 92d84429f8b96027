import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficeOverview } from '../../../src/domain/office/overview';
import { seasons } from '../../db/schema/league';
import { createTestContext, type TestContext } from '../../test/harness';
import { newParent, paidRegistration, seasonWithDates } from '../../test/money';
import { addChildWithWaiver, registrationBody } from '../../test/registrations';

let t: TestContext;
let staff: string;

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
}, 120_000);
afterAll(() => t.close());

const overview = async () => {
  const res = await t.call('GET', '/api/office/overview/', { token: staff });
  expect(res.status).toBe(200);
  return res.body as OfficeOverview;
};

describe('GET /api/office/overview/', () => {
  it('counts the seasons not over: a new paid registration adds to them, a completed season leaves them', async () => {
    const before = await overview();
    // The demo households paid this season (Jr. NBA, Jr. WNBA), one refunded in full.
    expect(before.money.registrations).toBeGreaterThanOrEqual(3);
    expect(before.money.refunded_cents).toBeGreaterThan(0);
    expect(before.money.net_cents).toBe(before.money.paid_cents - before.money.refunded_cents);

    const season = await seasonWithDates(t, 'volleyball-girls', 10, null);
    await paidRegistration(t, await newParent(t), { season, program: 'volleyball-girls' });
    const after = await overview();
    expect(after.seasons).toContain(
      (await t.handle.db.select().from(seasons).where(eq(seasons.id, season)))[0]!.title,
    );
    expect(after.money.registrations).toBe(before.money.registrations + 1);
    expect(after.money.paid_cents).toBe(before.money.paid_cents + 25_000);
    // That season's money stands on its own line (issue 41 item 8), the others' are unchanged.
    expect(after.money_by_season.find((row) => row.season === season)).toMatchObject({
      program_name: 'Volleyball Girls',
      paid_cents: 25_000,
      refunded_cents: 0,
      net_cents: 25_000,
      registrations: 1,
    });
    expect(after.money_by_season.filter((row) => row.season !== season)).toEqual(before.money_by_season);
    const sum = (figures: OfficeOverview) =>
      figures.money_by_season.reduce((total, row) => total + row.paid_cents, 0);
    expect(sum(after)).toBe(after.money.paid_cents);
    const thisWeek = (figures: OfficeOverview) => figures.weeks.at(-1)?.count ?? 0;
    expect(thisWeek(after)).toBe(thisWeek(before) + 1);

    await t.handle.db.update(seasons).set({ status: 'COMPLETED' }).where(eq(seasons.id, season));
    const over = await overview();
    expect(over.money).toEqual(before.money);
    expect(over.money_by_season).toEqual(before.money_by_season);
    expect(over.seasons).not.toContain(after.seasons.find((title) => !before.seasons.includes(title)));
  });

  it('counts the cash and checks the office records in its season, like card payments', async () => {
    const before = await overview();
    const season = await seasonWithDates(t, 'volleyball-girls', 10, null);
    const family = await newParent(t);
    const child = await addChildWithWaiver(t, family.token, 'Cora');
    const venues = (await t.call('GET', '/api/programs/volleyball-girls/')).body.locations;
    const started = await t.call('POST', '/api/payments/checkout/', {
      token: family.token,
      body: registrationBody(child, { program: 'volleyball-girls', season, location: venues[0]?.id ?? null }),
    });
    expect(started.status).toBe(201);
    const url = `/api/office/registrations/${started.body.registration_id}/payments/`;
    const cash = await t.call('POST', url, {
      token: staff,
      body: { method: 'cash', amount_cents: 4_000, idempotency_key: 'overview-cash-01' },
    });
    expect(cash.status).toBe(201);
    const part = await overview();
    expect(part.money_by_season.find((row) => row.season === season)).toMatchObject({
      paid_cents: 4_000,
      net_cents: 4_000,
      registrations: 0,
    });
    expect(part.money.paid_cents).toBe(before.money.paid_cents + 4_000);
    expect(part.money.registrations).toBe(before.money.registrations);
    // The rest by check pays the registration: the season's line counts it once, all $250.00.
    const check = await t.call('POST', url, {
      token: staff,
      body: { method: 'check', amount_cents: 21_000, reference: '#77', idempotency_key: 'overview-check-01' },
    });
    expect(check.status).toBe(201);
    const paid = await overview();
    expect(paid.money_by_season.find((row) => row.season === season)).toMatchObject({
      paid_cents: 25_000,
      registrations: 1,
    });
    expect(paid.money.paid_cents).toBe(before.money.paid_cents + 25_000);
    expect(paid.money.registrations).toBe(before.money.registrations + 1);
    await t.handle.db.update(seasons).set({ status: 'COMPLETED' }).where(eq(seasons.id, season));
  });

  it('is for staff only', async () => {
    const parent = await newParent(t);
    expect((await t.call('GET', '/api/office/overview/', { token: parent.token })).status).toBe(403);
  });
});
