/**
 * Office images (issue 18 item 4): staff upload a logo or a news picture; only images by their
 * bytes, at most 5 MB, stored under DATA_DIR/uploads/office/ with a row and an audit entry; anyone
 * gets the file back from /api/media/<name> with its type and a year's caching.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { officeMedia } from '../../db/schema/media';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let staff: string;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
}, 60_000);
afterAll(() => t.close());

/** The first bytes of real files. */
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const WEBP = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
const HEIC = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63, 0, 0, 0, 0]);

const form = (file: { body: BlobPart; type: string; name: string }, field = 'file') => {
  const data = new FormData();
  data.append(field, new File([file.body], file.name, { type: file.type }));
  return data;
};
const upload = (data: FormData | string, token: string | undefined = staff) =>
  t.call('POST', '/api/office/uploads/', { body: data, token, headers: { 'X-Forwarded-For': '192.0.2.9' } });
const officeFiles = () => {
  const dir = path.join(t.config.dataDir, 'uploads', 'office');
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    : [];
};
const rows = () => t.handle.db.select().from(officeMedia);

describe('POST /api/office/uploads/', () => {
  it('takes a PNG from staff: stored under a random name, its row and audit entry together', async () => {
    const res = await upload(form({ body: PNG, type: 'image/png', name: 'Delta Logo.png' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: expect.stringMatching(/^[0-9a-f-]{36}\.png$/),
      url: `/api/media/${res.body.name}`,
      content_type: 'image/png',
      size: PNG.byteLength,
      original_name: 'Delta Logo.png',
    });
    const [row] = await t.handle.db.select().from(officeMedia).where(eq(officeMedia.id, res.body.id));
    expect(row).toMatchObject({
      name: res.body.name,
      filePath: expect.stringMatching(new RegExp(`^office/\\d{4}-\\d{2}/${res.body.name}$`)),
      contentType: 'image/png',
      sizeBytes: PNG.byteLength,
    });
    expect(existsSync(path.join(t.config.dataDir, 'uploads', row!.filePath))).toBe(true);
    const [entry] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'upload'), eq(auditLog.entityId, String(res.body.id))));
    expect(entry).toMatchObject({
      action: 'create',
      actorEmail: 'staff@demo.test',
      ipAddress: '192.0.2.9',
      after: { url: res.body.url, content_type: 'image/png', original_name: 'Delta Logo.png' },
    });
  });

  it('judges the bytes, not the declared type: a WebP declared as nothing is a WebP', async () => {
    const res = await upload(form({ body: WEBP, type: '', name: 'picture' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ content_type: 'image/webp', name: expect.stringMatching(/\.webp$/) });
  });

  it.each([
    ['an SVG (it can carry script)', { body: SVG, type: 'image/svg+xml', name: 'logo.svg' }],
    ['a page renamed .png', { body: '<html><script>alert(1)</script>', type: 'image/png', name: 'x.png' }],
    ['a HEIC photo (browsers cannot show it)', { body: HEIC, type: 'image/heic', name: 'IMG_0001.HEIC' }],
    ['a PDF', { body: '%PDF-1.7 flyer', type: 'application/pdf', name: 'flyer.pdf' }],
  ])('refuses %s, storing nothing', async (_what, file) => {
    const [files, before] = [officeFiles().length, (await rows()).length];
    const res = await upload(form(file));
    expect(res).toMatchObject({
      status: 400,
      body: { file: ['Only JPEG, PNG, GIF, WebP or AVIF images can be uploaded.'] },
    });
    expect(officeFiles()).toHaveLength(files);
    expect(await rows()).toHaveLength(before);
  });

  it('refuses an image over 5 MB while it streams, storing nothing', async () => {
    const files = officeFiles().length;
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(form({ body: big, type: 'image/png', name: 'huge.png' }));
    expect(res).toMatchObject({
      status: 400,
      body: { file: ['The image is too large. The limit is 5 MB.'] },
    });
    expect(officeFiles()).toHaveLength(files);
  }, 30_000);

  it('says what is missing: no file, an empty one, or a body that is not a form', async () => {
    expect(await upload(form({ body: PNG, type: 'image/png', name: 'a.png' }, 'logo'))).toMatchObject({
      status: 400,
      body: { file: ['Choose an image to upload.'] },
    });
    expect(await upload(form({ body: '', type: 'image/png', name: 'empty.png' }))).toMatchObject({
      status: 400,
      body: { file: ['Choose an image to upload.'] },
    });
    expect(await upload('{"file":"x"}')).toMatchObject({
      status: 415,
      body: { detail: 'Send the image as multipart/form-data.' },
    });
  });

  it('is for staff only: a coach and an anonymous caller are refused before anything is stored', async () => {
    const before = (await rows()).length;
    const coach = await t.signIn('coach@demo.test');
    expect((await upload(form({ body: PNG, type: 'image/png', name: 'a.png' }), coach)).status).toBe(403);
    expect((await upload(form({ body: PNG, type: 'image/png', name: 'a.png' }), '')).status).toBe(401);
    expect(await rows()).toHaveLength(before);
  });
});

describe('GET /api/media/<name>', () => {
  it('answers anyone the uploaded bytes with their type, cached for a year', async () => {
    const uploaded = await upload(form({ body: PNG, type: 'image/png', name: 'logo.png' }));
    const res = await t.app.request(uploaded.body.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });

  it('answers 404 for a name it never gave, and for anything that is not a stored name', async () => {
    for (const name of [
      '00000000-0000-4000-8000-000000000000.png',
      '..%2F..%2Fsecret.png',
      'logo.svg',
      `${'a'.repeat(36)}.png`,
    ]) {
      expect((await t.call('GET', `/api/media/${name}`)).status, name).toBe(404);
    }
  });

  it('answers 404 once the file is gone from the disk', async () => {
    const uploaded = await upload(form({ body: PNG, type: 'image/png', name: 'gone.png' }));
    const [row] = await t.handle.db.select().from(officeMedia).where(eq(officeMedia.id, uploaded.body.id));
    rmSync(path.join(t.config.dataDir, 'uploads', row!.filePath));
    expect((await t.call('GET', uploaded.body.url)).status).toBe(404);
  });
});
