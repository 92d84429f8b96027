import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/inbox';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(() => t.close());

describe('POST /api/contact/', () => {
  it('stores the message and thanks the visitor', async () => {
    const res = await t.call('POST', '/api/contact/', {
      body: {
        name: ' Rae Lowry ',
        email: 'rae@example.org',
        phone: '901-555-0100',
        subject: 'Sponsorship',
        message: 'We would like to sponsor.',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      detail: 'Thanks! We received your message and will reply within one business day.',
    });
    const rows = await t.handle.db.select().from(contactMessages);
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Rae Lowry',
        email: 'rae@example.org',
        phone: '901-555-0100',
        subject: 'Sponsorship',
        message: 'We would like to sponsor.',
      }),
    ]);
  });

  it('needs only an e-mail', async () => {
    const res = await t.call('POST', '/api/contact/', { body: { email: 'only@example.org' } });
    expect(res.status).toBe(201);
  });

  it('requires the e-mail', async () => {
    const res = await t.call('POST', '/api/contact/', { body: { name: 'No Mail', message: 'Hi' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: ['This field is required.'] });
  });

  it('refuses an e-mail that is not one', async () => {
    const res = await t.call('POST', '/api/contact/', { body: { email: 'nope' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('refuses an overlong message', async () => {
    const res = await t.call('POST', '/api/contact/', {
      body: { email: 'a@example.org', message: 'x'.repeat(5001) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: ['Ensure this field has no more than 5000 characters.'] });
  });

  it('limits one address to 10 messages an hour (429), counted in the database', async () => {
    const send = () =>
      t.call('POST', '/api/contact/', {
        body: { email: 'busy@example.org' },
        headers: { 'X-Forwarded-For': '198.51.100.7' },
      });
    for (let i = 0; i < 10; i += 1) expect((await send()).status).toBe(201);
    const res = await send();
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      detail: 'Too many submissions from your connection. Please try again later.',
    });
    const other = await t.call('POST', '/api/contact/', {
      body: { email: 'calm@example.org' },
      headers: { 'X-Forwarded-For': '198.51.100.8' },
    });
    expect(other.status).toBe(201);
  });
});
