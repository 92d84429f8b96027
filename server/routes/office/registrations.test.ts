import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { divisions } from '../../db/schema/league';
import { registrations } from '../../db/schema/registrations';
import { createTestContext, type TestContext } from '../../test/harness';
import { newParent, paidRegistration, seasonWithDates } from '../../test/money';

let t: TestContext;
let staff: string;
let season: number;
let ids: { eve: number; ana: number; other: number; pending: number };
let parentEmail: string;

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
  season = await seasonWithDates(t, 'soccer-girls', 10, 24 * 30);
  const parent = await newParent(t);
  parentEmail = parent.user.email;
  // A child whose name a spreadsheet would run as a formula, and one with an accent.
  const eve = await paidRegistration(t, parent, {
    season,
    program: 'soccer-girls',
    first: '=HYPERLINK("x")',
    last: 'Eve',
  });
  const ana = await paidRegistration(t, parent, {
    season,
    program: 'soccer-girls',
    first: 'Ana',
    last: 'Núñez',
  });
  const other = await paidRegistration(t, await newParent(t), { program: 'volleyball-girls', first: 'Vera' });
  // A checkout left unpaid.
  const unpaidParent = await newParent(t);
  const child = await t.call('POST', '/api/auth/children/', {
    token: unpaidParent.token,
    body: { first_name: 'Penny', last_name: 'Lane', date_of_birth: '2013-04-02', gender: 'Female' },
  });
  const { signWaiverFor, registrationBody } = await import('../../test/registrations');
  await signWaiverFor(t, unpaidParent.token, child.body.id);
  const venues = (await t.call('GET', '/api/programs/soccer-girls/')).body.locations;
  const started = await t.call('POST', '/api/payments/checkout/', {
    token: unpaidParent.token,
    body: registrationBody(child.body.id, { program: 'soccer-girls', location: venues[0]?.id ?? null }),
  });
  ids = { eve, ana, other, pending: started.body.registration_id };
  const [division] = await t.handle.db
    .select()
    .from(divisions)
    .where(eq(divisions.programId, 'soccer-girls'));
  await t.handle.db.update(registrations).set({ divisionId: division!.id }).where(eq(registrations.id, ana));
  // Ana is partly refunded.
  await t.call('POST', `/api/office/registrations/${ana}/refunds/`, {
    token: staff,
    body: { amount_cents: 5_000, idempotency_key: 'registrations-test-ana' },
  });
}, 120_000);
afterAll(() => t.close());

const list = (query: string) => t.call('GET', `/api/office/registrations/?${query}`, { token: staff });
const names = (body: { results: { participant_name: string }[] }) =>
  body.results.map((row) => row.participant_name).sort();

describe('GET /api/office/registrations/', () => {
  it('filters to one program with the totals of what it matches', async () => {
    const res = await list('program=soccer-girls');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['=HYPERLINK("x") Eve', 'Ana Núñez', 'Penny Lane']);
    expect(res.body.totals).toEqual({
      count: 3,
      paid_count: 2,
      paid_cents: 50_000,
      refunded_cents: 5_000,
      net_cents: 45_000,
    });
  });

  it.each([
    ['status=paid', ['=HYPERLINK("x") Eve']],
    ['status=PARTLY_REFUNDED', ['Ana Núñez']],
    ['status=pending_payment', ['Penny Lane']],
  ])('filters by status: %s', async (query, expected) => {
    expect(names((await list(`program=soccer-girls&${query}`)).body)).toEqual(expected);
  });

  it('filters by season (the chosen season, or the program and label of older registrations)', async () => {
    // Penny's checkout chose the one season open for Soccer Girls.
    expect(names((await list(`season=${season}`)).body)).toEqual([
      '=HYPERLINK("x") Eve',
      'Ana Núñez',
      'Penny Lane',
    ]);
    // A registration from before seasons were chosen is found by its program and season label.
    await t.handle.db.update(registrations).set({ seasonId: null }).where(eq(registrations.id, ids.ana));
    try {
      expect(names((await list(`season=${season}`)).body)).toEqual([
        '=HYPERLINK("x") Eve',
        'Ana Núñez',
        'Penny Lane',
      ]);
    } finally {
      await t.handle.db.update(registrations).set({ seasonId: season }).where(eq(registrations.id, ids.ana));
    }
  });

  it('filters by division, county and venue', async () => {
    const [row] = await t.handle.db.select().from(registrations).where(eq(registrations.id, ids.ana));
    expect(names((await list(`division=${row!.divisionId}`)).body)).toEqual(['Ana Núñez']);
    expect(names((await list(`program=soccer-girls&county=desoto`)).body)).toHaveLength(3);
    expect(names((await list(`program=soccer-girls&county=TATE`)).body)).toEqual([]);
    expect(names((await list(`venue=${row!.locationId}&program=soccer-girls`)).body)).toHaveLength(3);
  });

  it('searches the child, the parent’s name and the parent’s e-mail', async () => {
    expect(names((await list('search=vera')).body)).toEqual(['Vera Rivers']);
    expect(names((await list(`search=${encodeURIComponent(parentEmail)}`)).body)).toEqual([
      '=HYPERLINK("x") Eve',
      'Ana Núñez',
    ]);
    expect(names((await list('search=Tanya Whit')).body)).toEqual(['Marcus Whitfield']);
  });

  it('refuses a bad filter with a readable message', async () => {
    expect(await list('status=lost')).toMatchObject({
      status: 400,
      body: { status: ['Select a valid choice. LOST is not one of the available choices.'] },
    });
    expect(await list('season=abc')).toMatchObject({
      status: 400,
      body: { season: ['A valid integer is required.'] },
    });
  });
});

describe('GET /api/office/registrations/{id}/', () => {
  it('shows the child, the household, sizes, shipping, waiver, payments, refunds and audit entries', async () => {
    const res = await t.call('GET', `/api/office/registrations/${ids.ana}/`, { token: staff });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      participant_name: 'Ana Núñez',
      status: 'partly_refunded',
      child: { first_name: 'Ana', last_name: 'Núñez', archived: false },
      household: { email: parentEmail, email_confirmed: true },
      sizes: { shirt: 'M', shorts: 'M', gloves: 'S', shoe: '7.5' },
      shipping: { name: 'Pat Parent', address: { city: 'Hernando', postal_code: '38632' } },
      waiver: { signed: true, signer_name: 'Pat Parent' },
      payments: [{ status: 'succeeded', amount_cents: 25_000, card: 'VISA ending 4242', test_mode: true }],
      refunds: [{ amount_cents: 5_000, status: 'succeeded' }],
      refund_policy: { rule: 'full', allowed_cents: 20_000, remaining_cents: 20_000 },
    });
    expect(res.body.audit.map((entry: { entity: string }) => entry.entity)).toEqual([
      'refund',
      'registration',
    ]);
  });

  it('answers 404 for an id that does not exist', async () => {
    expect((await t.call('GET', '/api/office/registrations/987654/', { token: staff })).status).toBe(404);
  });
});

describe('CSV exports', () => {
  const exported = async (file: string, query = '') => {
    const res = await t.app.request(`/api/office/exports/${file}/?${query}`, {
      headers: { Authorization: `Bearer ${staff}` },
    });
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { res, bytes, text: new TextDecoder().decode(bytes) };
  };

  it('exports the filtered registrations, neutralised and with a BOM, and audits who exported what', async () => {
    const { res, bytes, text } = await exported('registrations', 'program=soccer-girls&status=paid');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="registrations-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    // The UTF-8 byte-order mark, so spreadsheet apps read the accents right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row['Participant'])).toEqual([`'=HYPERLINK("x") Eve`]);
    expect(rows[0]).toMatchObject({
      Program: 'Soccer Girls',
      Status: 'Paid',
      'Fee (USD)': '250.00',
      'E-mail': parentEmail,
    });
    const [entry] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'export'), eq(auditLog.entityId, 'registrations')));
    expect(entry).toMatchObject({
      action: 'export',
      actorEmail: 'staff@demo.test',
      after: { file: 'Registrations', filters: { program: 'soccer-girls', status: 'paid' } },
    });
  });

  it('keeps accents readable', async () => {
    const { text } = await exported('registrations', 'program=soccer-girls');
    expect(text).toContain('Ana Núñez');
  });

  it('exports payments with refunds and net', async () => {
    const { text } = await exported('payments', 'program=soccer-girls');
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    const ana = rows.find((row) => row['Participant'] === 'Ana Núñez');
    expect(ana).toMatchObject({
      Status: 'succeeded',
      'Amount (USD)': '250.00',
      'Refunded (USD)': '50.00',
      'Net (USD)': '200.00',
    });
  });

  it('exports the uniform orders of registered children grouped for the supplier, and the size totals', async () => {
    const orders = parse((await exported('uniform-orders', 'program=soccer-girls')).text, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    // Penny has not paid: no uniform.
    expect(orders.map((row) => row['Participant']).sort()).toEqual([`'=HYPERLINK("x") Eve`, 'Ana Núñez']);
    expect(orders[0]).toMatchObject({
      Shirt: 'M',
      Shorts: 'M',
      Gloves: 'S',
      Shoe: '7.5',
      City: 'Hernando',
      ZIP: '38632',
    });
    const sizes = parse((await exported('uniform-sizes', 'program=soccer-girls')).text, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(sizes).toContainEqual({ Program: 'Soccer Girls', Item: 'Shirt', Size: 'M', Quantity: '2' });
    expect(sizes).toContainEqual({ Program: 'Soccer Girls', Item: 'Shoe', Size: '7.5', Quantity: '2' });
  });

  it('adds the team, birth date, household phone and emergency contact of each registration (issue 41 item 5)', async () => {
    const rows = parse((await exported('registrations', 'search=Marcus%20Whitfield')).text, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    const [marcus] = rows;
    expect(marcus).toMatchObject({ Participant: 'Marcus Whitfield', Team: 'Southaven Storm' });
    expect(marcus!['Date of birth']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(marcus!['Household phone']).not.toBe('');
    expect(marcus!['Emergency contact']).not.toBe('');
    expect(marcus!['Emergency phone']).not.toBe('');
  });

  it('writes days and times in the league’s time, as the office shows them (issue 41 item 11)', async () => {
    // 8:36 PM on November 28 in Memphis is 02:36 on November 29 in UTC.
    await t.handle.db
      .update(registrations)
      .set({ createdAt: new Date('2026-11-29T02:36:00Z'), paidAt: new Date('2026-11-29T02:37:00Z') })
      .where(eq(registrations.id, ids.eve));
    const rows = parse((await exported('registrations', 'program=soccer-girls')).text, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    const eve = rows.find((row) => row['Registration'] === String(ids.eve))!;
    expect(eve).toMatchObject({ 'Registered on': '2026-11-28', 'Paid on': '2026-11-28' });
    const payments = parse((await exported('payments', 'program=soccer-girls')).text, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    for (const row of payments)
      expect(row['Started (Central time)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('counts the cash the office records like a card payment: in the totals, both exports and their net', async () => {
    const recorded = await t.call('POST', `/api/office/registrations/${ids.pending}/payments/`, {
      token: staff,
      body: {
        method: 'cash',
        amount_cents: 4_000,
        reference: 'Sign-up night',
        idempotency_key: 'export-cash-01',
      },
    });
    expect(recorded.status).toBe(201);
    const listed = await list('program=soccer-girls');
    expect(listed.body.totals).toEqual({
      count: 3,
      paid_count: 2,
      paid_cents: 54_000,
      refunded_cents: 5_000,
      net_cents: 49_000,
    });
    const penny = listed.body.results.find((row: { id: number }) => row.id === ids.pending);
    expect(penny).toMatchObject({ status: 'pending_payment', collected_cents: 4_000 });
    const payments = parse((await exported('payments', 'program=soccer-girls')).text, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(payments.find((row) => row['Method'] === 'Cash')).toMatchObject({
      Registration: String(ids.pending),
      Participant: 'Penny Lane',
      Status: 'succeeded',
      'Amount (USD)': '40.00',
      'Net (USD)': '40.00',
      'Charge reference': 'Sign-up night',
    });
    // The file adds up to the list's net.
    const net = payments.reduce((sum, row) => sum + Math.round(Number(row['Net (USD)']) * 100), 0);
    expect(net).toBe(49_000);
    const registered = parse((await exported('registrations', 'program=soccer-girls')).text, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(registered.find((row) => row['Registration'] === String(ids.pending))).toMatchObject({
      'Fee (USD)': '250.00',
      'Paid (USD)': '40.00',
      'Net (USD)': '40.00',
    });
  });

  it('refuses a bad filter before anything is exported or audited', async () => {
    const before = (await t.handle.db.select().from(auditLog).where(eq(auditLog.entity, 'export'))).length;
    const { res } = await exported('registrations', 'status=lost');
    expect(res.status).toBe(400);
    expect((await t.handle.db.select().from(auditLog).where(eq(auditLog.entity, 'export'))).length).toBe(
      before,
    );
  });

  it('is for staff only', async () => {
    const parent = await t.signIn('parent@demo.test');
    const res = await t.app.request('/api/office/exports/registrations/', {
      headers: { Authorization: `Bearer ${parent}` },
    });
    expect(res.status).toBe(403);
  });
});
