import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recruiterAccessRequests } from '../../db/schema/athletes';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let staff: string;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
}, 60_000);
afterAll(() => t.close());

const request = (token: string, message?: string) =>
  t.call('POST', '/api/auth/recruiter/access-requests/', {
    token,
    body: message === undefined ? {} : { message },
  });
const mine = (token: string) => t.call('GET', '/api/auth/recruiter/access-requests/?page_size=1', { token });
const review = (id: number, body: Record<string, unknown>) =>
  t.call('PATCH', `/api/staff/recruiter-access-requests/${id}/`, { token: staff, body });
/** Moves the last submission back past the one-minute wait. */
const wait = (id: number) =>
  t.handle.db
    .update(recruiterAccessRequests)
    .set({ updatedAt: new Date(Date.now() - 2 * 60 * 1000) })
    .where(eq(recruiterAccessRequests.id, id));

describe('a recruiter asks for access', () => {
  it('starts with no request', async () => {
    const res = await mine(await t.signIn('recruiter2@demo.test'));
    expect(res.body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('creates a PENDING request with the message and e-mails operations (201)', async () => {
    const { token, user } = await t.signUp('recruiter');
    const before = t.outbox().length;
    const res = await request(token, '  Assistant coach, Delta State football.  ');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      status: 'PENDING',
      message: 'Assistant coach, Delta State football.',
      created_at: expect.any(String),
      reviewed_at: null,
      reviewed_by_name: null,
    });
    expect((await mine(token)).body.results).toEqual([res.body]);
    const mails = t.outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'operations@league.local',
      subject: 'Recruiter access request new: Test Recruiter',
    });
    expect(mails[0]!.text).toContain(`Test Recruiter <${user.email}> asks for recruiter access.`);
    expect(mails[0]!.text).toContain('Message: Assistant coach, Delta State football.');
  });

  it('accepts a request without a message', async () => {
    const { token } = await t.signUp('recruiter');
    const res = await request(token);
    expect(res).toMatchObject({ status: 201, body: { status: 'PENDING', message: '' } });
  });

  it('asks a recruiter to wait a minute between submissions', async () => {
    const { token } = await t.signUp('recruiter');
    await request(token, 'First.');
    const before = t.outbox().length;
    const res = await request(token, 'Second.');
    expect(res).toMatchObject({
      status: 429,
      body: { detail: 'You just sent a request. Please wait a minute before sending another.' },
    });
    expect((await mine(token)).body.results[0].message).toBe('First.');
    expect(t.outbox()).toHaveLength(before);
  });

  it('updates a pending request, which stays pending', async () => {
    const { token } = await t.signUp('recruiter');
    const first = await request(token, 'First.');
    await wait(first.body.id);
    const res = await request(token, 'More detail: SEC school.');
    expect(res).toMatchObject({
      status: 200,
      body: { id: first.body.id, status: 'PENDING', message: 'More detail: SEC school.' },
    });
    expect(t.outbox().at(-1)?.subject).toBe('Recruiter access request updated: Test Recruiter');
  });

  it('refuses a message over 2000 characters', async () => {
    const { token } = await t.signUp('recruiter');
    const res = await request(token, 'x'.repeat(2001));
    expect(res).toMatchObject({
      status: 400,
      body: { message: ['Ensure this field has no more than 2000 characters.'] },
    });
  });
});

describe('staff decide', () => {
  it('a denial shows with the reviewer, then a resubmission is pending again', async () => {
    const { token, user } = await t.signUp('recruiter');
    const created = await request(token, 'Please.');
    const denied = await review(created.body.id, { status: 'DENIED', review_note: 'Could not verify.' });
    expect(denied.status).toBe(200);
    expect(t.outbox().at(-1)).toMatchObject({
      to: user.email,
      subject: 'Your recruiter access was not approved',
    });
    const seen = (await mine(token)).body.results[0];
    expect(seen).toEqual({
      id: created.body.id,
      status: 'DENIED',
      message: 'Please.',
      created_at: created.body.created_at,
      reviewed_at: expect.any(String),
      reviewed_by_name: 'Angela Brooks',
    });
    expect((await t.call('GET', '/api/auth/recruiter/athletes/', { token })).status).toBe(403);

    await wait(created.body.id);
    const again = await request(token, 'Here is my athletic director.');
    expect(again).toMatchObject({
      status: 200,
      body: {
        status: 'PENDING',
        message: 'Here is my athletic director.',
        reviewed_at: null,
        reviewed_by_name: null,
      },
    });
    expect(t.outbox().at(-1)?.subject).toBe('Recruiter access request resubmitted: Test Recruiter');
  });

  it('an approval opens the roster; asking again is then refused', async () => {
    const { token } = await t.signUp('recruiter');
    const created = await request(token, 'Approve me.');
    const approved = await review(created.body.id, { status: 'APPROVED' });
    expect(approved.body).toMatchObject({
      status: 'APPROVED',
      reviewed_by_name: 'Angela Brooks',
      review_note: '',
    });
    expect((await t.call('GET', '/api/auth/recruiter/athletes/', { token })).status).toBe(200);
    await wait(created.body.id);
    const res = await request(token, 'Again.');
    expect(res).toMatchObject({
      status: 400,
      body: { detail: 'Your recruiter access is already approved.' },
    });
  });

  it('lists requests by status with the recruiter', async () => {
    const res = await t.call('GET', '/api/staff/recruiter-access-requests/?status=approved&page_size=100', {
      token: staff,
    });
    expect(res.status).toBe(200);
    expect(res.body.results.every((row: { status: string }) => row.status === 'APPROVED')).toBe(true);
    expect(res.body.results[0]).toMatchObject({
      status: 'APPROVED',
      message: 'Recruiting coordinator for a Division II football program in Tennessee.',
      reviewed_by_name: 'Angela Brooks',
      review_note: 'Verified with the college athletics office.',
      recruiter: { name: 'Derrick Hollins', email: 'recruiter@demo.test' },
    });
  });

  it.each([
    [{ status: 'MAYBE' }, { status: ['Choose APPROVED or DENIED.'] }],
    [{}, { status: ['This field is required.'] }],
  ])('answers 400 for %j', async (body, errors) => {
    const { token } = await t.signUp('recruiter');
    const created = await request(token, 'x');
    const res = await review(created.body.id, body);
    expect(res).toMatchObject({ status: 400, body: errors });
    expect((await mine(token)).body.results[0].status).toBe('PENDING');
  });

  it('answers 404 for a request that does not exist', async () => {
    expect((await review(987654, { status: 'APPROVED' })).status).toBe(404);
  });
});
