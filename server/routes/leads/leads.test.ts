import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema/referee';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { REFEREE_COORDINATOR_EMAIL: 'officials@league.test' } });
}, 60_000);
afterAll(() => t.close());

const lead = (changes: Record<string, unknown> = {}) => ({
  name: ' Jordan Hayes ',
  email: 'jordan@example.org',
  phone: '901-555-0111',
  level: 'Game Weekend Availability',
  preferred_date: '2026-12-05',
  notes: 'Played high school football.',
  source: 'referee_training',
  ...changes,
});

const send = (body: unknown, ip = '203.0.113.20') =>
  t.call('POST', '/api/notifications/leads/', { body, headers: { 'X-Forwarded-For': ip } });

describe('POST /api/notifications/leads/', () => {
  it('stores the lead and e-mails the officiating coordinator', async () => {
    const res = await send(lead());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Jordan Hayes',
      email: 'jordan@example.org',
      phone: '901-555-0111',
      level: 'Game Weekend Availability',
      preferred_date: '2026-12-05',
      notes: 'Played high school football.',
      source: 'referee_training',
      created_at: expect.any(String),
    });
    const rows = await t.handle.db.select().from(leads);
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Jordan Hayes',
        source: 'referee_training',
        preferredDate: '2026-12-05',
        ipAddress: '203.0.113.20',
      }),
    ]);
    const mail = t.outbox().at(-1);
    expect(mail).toMatchObject({ to: 'officials@league.test', subject: 'New referee lead: Jordan Hayes' });
    expect(mail?.text).toContain('Phone: 901-555-0111');
    expect(mail?.text).toContain('Interested in: Game Weekend Availability');
  });

  it('takes a lead with only name, email and phone (no date sent as null)', async () => {
    const res = await send({
      name: 'Ana Ruiz',
      email: 'ana@example.org',
      phone: '662-555-0100',
      preferred_date: null,
      source: 'referee_training',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ level: '', preferred_date: null, notes: '' });
  });

  it.each([
    ['name', { name: '  ' }],
    ['email', { email: undefined }],
    ['phone', { phone: '' }],
  ])('answers "Name, email, and phone are required." without a %s', async (_, change) => {
    const res = await send(lead(change));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Name, email, and phone are required.' });
  });

  it.each([
    ['an e-mail that is not one', { email: 'nope' }, { email: ['Enter a valid email address.'] }],
    [
      'an interest that is not offered',
      { level: 'Snacks' },
      { level: ['Select a valid choice. Snacks is not one of the available choices.'] },
    ],
    [
      'a day that does not exist',
      { preferred_date: '2026-02-30' },
      { preferred_date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] },
    ],
    [
      'another source',
      { source: 'newsletter' },
      { source: ['Select a valid choice. newsletter is not one of the available choices.'] },
    ],
    [
      'an overlong note',
      { notes: 'x'.repeat(2001) },
      { notes: ['Ensure this field has no more than 2000 characters.'] },
    ],
  ])('refuses %s', async (_, change, errors) => {
    const res = await send(lead(change));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
  });

  it('limits one address to 10 leads an hour (429), as the contact form', async () => {
    const ip = '198.51.100.40';
    for (let i = 0; i < 10; i += 1) expect((await send(lead(), ip)).status).toBe(201);
    const res = await send(lead(), ip);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      detail: 'Too many submissions from your connection. Please try again later.',
    });
    expect((await send(lead(), '198.51.100.41')).status).toBe(201);
  });
});
