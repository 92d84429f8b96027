import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { coachProgramGrants } from '../../db/schema/events';
import { galleryItems } from '../../db/schema/content';
import { auditLog } from '../../db/schema/audit';
import { contactMessages, gallerySubmissions } from '../../db/schema/inbox';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let staff: string;
let coach: string;

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
  coach = await t.signIn('coach@demo.test');
}, 60_000);
afterAll(() => t.close());

const QUEUE_ROUTES = [
  ['GET', '/api/staff/queue/'],
  ['GET', '/api/staff/calendar-editor-requests/'],
  ['PATCH', '/api/staff/calendar-editor-requests/1/'],
  ['GET', '/api/staff/recruiter-access-requests/'],
  ['GET', '/api/staff/gallery-submissions/'],
  ['GET', '/api/staff/gallery-submissions/1/media/'],
  ['PATCH', '/api/staff/gallery-submissions/1/'],
  ['GET', '/api/staff/contact-messages/'],
  ['PATCH', '/api/staff/contact-messages/1/'],
] as const;

describe('the staff review queue is for staff only', () => {
  it.each(QUEUE_ROUTES)(
    '%s %s answers 403 to a coach who is not staff, 401 to nobody',
    async (method, url) => {
      const body = method === 'PATCH' ? { status: 'APPROVED' } : undefined;
      const asCoach = await t.call(method, url, { token: coach, body });
      expect(asCoach).toMatchObject({
        status: 403,
        body: { detail: 'You do not have permission to perform this action.' },
      });
      expect((await t.call(method, url, { body })).status).toBe(401);
    },
  );
});

describe('GET /api/staff/queue/', () => {
  it('counts what waits in each tab', async () => {
    const res = await t.call('GET', '/api/staff/queue/', { token: staff });
    expect(res.body).toEqual({
      calendar_editor_requests: 1,
      recruiter_access_requests: 0,
      gallery_submissions: 2,
      contact_messages: 2,
      // The demo family's refund request (issue 20).
      refund_requests: 1,
      // The demo family's financial aid application (issue 21 item 3).
      aid_applications: 1,
    });
  });
});

describe('calendar-editor requests', () => {
  it('lists the pending request with its coach, approves it, grants the coach its program and tells them', async () => {
    const list = await t.call('GET', '/api/staff/calendar-editor-requests/?status=PENDING', { token: staff });
    expect(list.body).toMatchObject({ count: 1, next: null, previous: null });
    const [request] = list.body.results;
    expect(request).toMatchObject({
      program: 'nfl-flag-girls',
      status: 'PENDING',
      coach: { name: 'Keisha Moore', email: 'coach2@demo.test' },
    });
    const res = await t.call('PATCH', `/api/staff/calendar-editor-requests/${request.id}/`, {
      token: staff,
      body: { status: 'APPROVED', review_note: 'Confirmed with the Senatobia board.' },
    });
    expect(res.body).toMatchObject({
      status: 'APPROVED',
      reviewed_by_name: 'Angela Brooks',
      reviewed_at: expect.any(String),
      review_note: 'Confirmed with the Senatobia board.',
    });
    const [coach2] = await t.handle.db.select().from(users).where(eq(users.email, 'coach2@demo.test'));
    const grants = () =>
      t.handle.db.select().from(coachProgramGrants).where(eq(coachProgramGrants.userId, coach2!.id));
    expect(await grants()).toEqual([
      {
        userId: coach2!.id,
        programId: 'nfl-flag-girls',
        requestId: request.id,
        grantedBy: expect.any(Number),
        grantedAt: expect.any(Date),
      },
    ]);
    const me = await t.call('GET', '/api/auth/me/', { token: await t.signIn('coach2@demo.test') });
    expect(me.body).toMatchObject({ can_edit_calendar: true, calendar_programs: ['nfl-flag-girls'] });
    expect(t.outbox().at(-1)).toMatchObject({
      to: 'coach2@demo.test',
      subject: 'Your calendar editor request was approved',
    });
    // Denying it later takes the right away again; both decisions stay in the log.
    await t.call('PATCH', `/api/staff/calendar-editor-requests/${request.id}/`, {
      token: staff,
      body: { status: 'DENIED' },
    });
    expect(await grants()).toEqual([]);
    const after = await t.call('GET', '/api/auth/me/', { token: await t.signIn('coach2@demo.test') });
    expect(after.body).toMatchObject({ can_edit_calendar: false, calendar_programs: [] });
    const log = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(request.id)))
      .orderBy(auditLog.id);
    expect(
      log
        .filter((row) => row.entity === 'calendar_editor_request')
        .map((row) => [row.after?.['status'], row.actorName]),
    ).toEqual([
      ['APPROVED', 'Angela Brooks'],
      ['DENIED', 'Angela Brooks'],
    ]);
    // The grant and its revocation are logged in the same transactions.
    expect(
      (await t.handle.db.select().from(auditLog).orderBy(auditLog.id))
        .filter(
          (row) => row.entity === 'coach_program_grant' && row.entityId === `${coach2!.id}:nfl-flag-girls`,
        )
        .map((row) => [row.action, row.before, row.after]),
    ).toEqual([
      ['grant', null, { program: 'nfl-flag-girls', request_id: request.id }],
      ['revoke', { program: 'nfl-flag-girls', request_id: request.id }, null],
    ]);
  });

  it('pages its list', async () => {
    // The demo coach's approved request and coach2's.
    const res = await t.call('GET', '/api/staff/calendar-editor-requests/?page_size=1&page=3', {
      token: staff,
    });
    expect(res.status).toBe(404);
    expect(
      (await t.call('GET', '/api/staff/calendar-editor-requests/?page_size=1', { token: staff })).body,
    ).toMatchObject({
      count: 2,
      next: expect.stringContaining('page=2'),
      results: [{ status: 'APPROVED', program: 'nfl-flag-boys', coach: { email: 'coach@demo.test' } }],
    });
  });
});

describe('recruiter access decisions are logged too', () => {
  it('records who denied a request and when', async () => {
    const recruiter = await t.signIn('recruiter2@demo.test');
    const asked = await t.call('POST', '/api/auth/recruiter/access-requests/', {
      token: recruiter,
      body: {},
    });
    await t.call('PATCH', `/api/staff/recruiter-access-requests/${asked.body.id}/`, {
      token: staff,
      body: { status: 'DENIED', review_note: 'Which college?' },
    });
    const [row] = (await t.handle.db.select().from(auditLog)).filter(
      (entry) => entry.entity === 'recruiter_access_request',
    );
    expect(row).toMatchObject({
      entityId: String(asked.body.id),
      action: 'decide',
      after: { status: 'DENIED' },
      note: 'Which college?',
      actorName: 'Angela Brooks',
    });
    const mine = await t.call('GET', '/api/auth/recruiter/access-requests/', { token: recruiter });
    expect(mine.body.results[0]).toMatchObject({ status: 'DENIED', reviewed_by_name: 'Angela Brooks' });
  });
});

describe('gallery submissions', () => {
  it('lists them newest first with a media preview only staff can read', async () => {
    const list = await t.call('GET', '/api/staff/gallery-submissions/?status=pending_review', {
      token: staff,
    });
    expect(list.body.count).toBe(2);
    expect(
      list.body.results.map((s: { title: string; media_type: string }) => [s.title, s.media_type]),
    ).toEqual([
      ['Opening kickoff under the lights', 'video'],
      ['Storm touchdown at Snowden Grove', 'photo'],
    ]);
    const photo = list.body.results[1];
    const media = await t.app.request(`/api/staff/gallery-submissions/${photo.id}/media/`, {
      headers: { Authorization: `Bearer ${staff}` },
    });
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(media.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await media.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    // Not public before approval.
    expect((await t.call('GET', `/api/gallery/media/${photo.id}.png`)).status).toBe(404);
  });

  it('serves a range of the video for the player', async () => {
    const [video] = await t.handle.db
      .select()
      .from(gallerySubmissions)
      .where(eq(gallerySubmissions.mediaType, 'video'));
    const res = await t.app.request(`/api/staff/gallery-submissions/${video!.id}/media/`, {
      headers: { Authorization: `Bearer ${staff}`, Range: 'bytes=0-3' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 0-3/${video!.sizeBytes}`);
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });

  it('approving publishes the highlight in the gallery, its file served publicly', async () => {
    const [photo] = await t.handle.db
      .select()
      .from(gallerySubmissions)
      .where(eq(gallerySubmissions.mediaType, 'photo'));
    const res = await t.call('PATCH', `/api/staff/gallery-submissions/${photo!.id}/`, {
      token: staff,
      body: { status: 'approved', review_note: 'Great shot.' },
    });
    expect(res.body).toMatchObject({
      status: 'approved',
      reviewed_by_name: 'Angela Brooks',
      published_url: `/api/gallery/media/${photo!.id}.png`,
    });
    const gallery = await t.call('GET', '/api/gallery/?page_size=200');
    expect(gallery.body.results.at(-1)).toMatchObject({
      kind: 'photo',
      title: 'Storm touchdown at Snowden Grove',
      image: `/api/gallery/media/${photo!.id}.png`,
      category: 'program',
      active: true,
    });
    const file = await t.app.request(`/api/gallery/media/${photo!.id}.png`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await t.call('GET', `/api/gallery/media/${photo!.id}.jpg`)).status).toBe(404);
    const again = await t.call('PATCH', `/api/staff/gallery-submissions/${photo!.id}/`, {
      token: staff,
      body: { status: 'rejected' },
    });
    expect(again).toMatchObject({ status: 409, body: { detail: 'This submission was already reviewed.' } });
  });

  it('rejecting deletes the file and publishes nothing', async () => {
    const [video] = await t.handle.db
      .select()
      .from(gallerySubmissions)
      .where(eq(gallerySubmissions.mediaType, 'video'));
    const before = (await t.handle.db.select().from(galleryItems)).length;
    const res = await t.call('PATCH', `/api/staff/gallery-submissions/${video!.id}/`, {
      token: staff,
      body: { status: 'rejected' },
    });
    expect(res.body).toMatchObject({ status: 'rejected', gallery_item: null, published_url: null });
    expect(existsSync(path.join(t.config.dataDir, 'uploads', video!.filePath))).toBe(false);
    expect(await t.handle.db.select().from(galleryItems)).toHaveLength(before);
    expect(
      (await t.call('GET', `/api/staff/gallery-submissions/${video!.id}/media/`, { token: staff })).status,
    ).toBe(404);
  });
});

describe('contact messages', () => {
  it('lists them and marks one handled, with who and when', async () => {
    const list = await t.call('GET', '/api/staff/contact-messages/?status=pending_review', { token: staff });
    expect(list.body.results.map((m: { subject: string }) => m.subject)).toEqual([
      'Volunteer referee',
      'Carpool for Saturday games',
    ]);
    const id = list.body.results[0].id;
    const res = await t.call('PATCH', `/api/staff/contact-messages/${id}/`, {
      token: staff,
      body: { status: 'handled' },
    });
    expect(res.body).toMatchObject({
      status: 'handled',
      handled_by_name: 'Angela Brooks',
      handled_at: expect.any(String),
    });
    const [row] = await t.handle.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      status: 'handled',
      handledBy: expect.any(Number),
      handledAt: expect.any(Date),
    });
    const counts = await t.call('GET', '/api/staff/queue/', { token: staff });
    expect(counts.body.contact_messages).toBe(1);
    const bad = await t.call('PATCH', `/api/staff/contact-messages/${id}/`, {
      token: staff,
      body: { status: 'done' },
    });
    expect(bad).toMatchObject({ status: 400, body: { status: ['Choose handled or pending_review.'] } });
  });
});
