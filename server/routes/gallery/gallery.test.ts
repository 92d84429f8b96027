import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gallerySubmissions } from '../../db/schema/inbox';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(() => t.close());

/** The first bytes of real files: a JPEG, a PNG and an MP4 video. */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const MP4 = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 0, 0]);

const form = (fields: Record<string, string>, file?: { body: BlobPart; type: string; name: string }) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file) data.append('media', new File([file.body], file.name, { type: file.type }));
  return data;
};
/** Every file under a folder. */
const listFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
const submit = (data: FormData) => t.call('POST', '/api/gallery/submissions/', { body: data });

describe('GET /api/gallery/', () => {
  it('lists active photos and videos with their category', async () => {
    const res = await t.call('GET', '/api/gallery/?active=true');
    expect(res.status).toBe(200);
    const items = res.body.results;
    expect(new Set(items.map((i: { kind: string }) => i.kind))).toEqual(new Set(['photo', 'video']));
    expect(new Set(items.map((i: { category: string }) => i.category))).toEqual(
      new Set(['program', 'sponsor']),
    );
    expect(items.every((i: { active: boolean }) => i.active)).toBe(true);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      kind: 'photo',
      title: expect.any(String),
      image: expect.stringMatching(/^\/gallery\/photo-\d\.svg$/),
      video_url: null,
      url: null,
      category: expect.any(String),
      active: true,
    });
    const video = items.find((i: { kind: string }) => i.kind === 'video');
    expect(video.video_url).toBeTruthy();
  });

  it('shows inactive items only without the active filter', async () => {
    const all = await t.call('GET', '/api/gallery/');
    const active = await t.call('GET', '/api/gallery/?active=true');
    expect(all.body.count).toBe(active.body.count + 1);
  });
});

describe('POST /api/gallery/submissions/', () => {
  it('stores a photo and its file, waiting for review', async () => {
    const res = await submit(
      form(
        {
          title: '  Game-winning catch ',
          description: 'Fourth quarter',
          location: 'Snowden Grove Park',
          team_one: 'Storm',
          team_two: 'Hawks',
          media_type: 'photo',
        },
        { body: JPEG, type: 'image/jpeg', name: 'catch.jpg' },
      ),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ detail: 'Thanks! Your highlight was submitted for review.' });
    const [row] = await t.handle.db
      .select()
      .from(gallerySubmissions)
      .where(eq(gallerySubmissions.title, 'Game-winning catch'));
    expect(row).toMatchObject({
      title: 'Game-winning catch',
      description: 'Fourth quarter',
      location: 'Snowden Grove Park',
      teamOne: 'Storm',
      teamTwo: 'Hawks',
      mediaType: 'photo',
      contentType: 'image/jpeg',
      originalName: 'catch.jpg',
      status: 'pending_review',
    });
    const stored = path.join(t.config.dataDir, 'uploads', row?.filePath ?? '');
    expect(stored.endsWith('.jpg')).toBe(true);
    expect(new Uint8Array(readFileSync(stored))).toEqual(JPEG);
  });

  it('records a video as media type video, whatever media_type says', async () => {
    const res = await submit(
      form({ title: 'Clip', media_type: 'photo' }, { body: MP4, type: 'video/mp4', name: 'clip.mp4' }),
    );
    expect(res.status).toBe(201);
    const rows = await t.handle.db.select().from(gallerySubmissions);
    expect(rows.at(-1)?.mediaType).toBe('video');
  });

  it('requires a title and a file', async () => {
    const res = await submit(form({ title: '   ' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      title: ['Please add a title.'],
      media: ['Please select a photo or video to upload.'],
    });
  });

  it.each([
    ['application/pdf', 'flyer.pdf'],
    ['text/html', 'page.html'],
    ['image/svg+xml', 'logo.svg'],
  ])('refuses a %s file', async (type, name) => {
    const res = await submit(form({ title: 'Not media' }, { body: 'x', type, name }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ media: ['Only photo or video files can be submitted.'] });
  });

  it('refuses a page or script sent as a photo, whatever type and name it claims', async () => {
    const res = await submit(
      form(
        { title: 'Disguised' },
        { body: '<html><script>alert(1)</script></html>', type: 'image/jpeg', name: 'catch.jpg' },
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ media: ['Only photo or video files can be submitted.'] });
  });

  it('stores a file under the type its bytes show, not the one declared', async () => {
    const res = await submit(
      form({ title: 'Mislabelled' }, { body: PNG, type: 'image/jpeg', name: 'play.jpg' }),
    );
    expect(res.status).toBe(201);
    const row = (await t.handle.db.select().from(gallerySubmissions)).at(-1);
    expect(row?.contentType).toBe('image/png');
    expect(row?.filePath.endsWith('.png')).toBe(true);
  });

  it('refuses a file over 50 MB', async () => {
    const big = new Uint8Array(50 * 1024 * 1024 + 1);
    big.set(MP4);
    const res = await submit(form({ title: 'Too big' }, { body: big, type: 'video/mp4', name: 'long.mp4' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ media: ['The file is too large. The limit is 50 MB.'] });
  }, 30_000);

  it('counts refused uploads toward the hourly limit of an address', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.77' };
    for (let i = 0; i < 20; i += 1) {
      const refused = await t.call('POST', '/api/gallery/submissions/', {
        body: form({ title: `Flyer ${i}` }, { body: '%PDF-1.7', type: 'application/pdf', name: 'flyer.pdf' }),
        headers: from,
      });
      expect(refused.status).toBe(400);
    }
    const res = await t.call('POST', '/api/gallery/submissions/', {
      body: form({ title: 'A real photo' }, { body: JPEG, type: 'image/jpeg', name: 'catch.jpg' }),
      headers: from,
    });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      detail: 'Too many submissions from your connection. Please try again later.',
    });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keeps nothing of a refused upload on disk', async () => {
    const uploads = path.join(t.config.dataDir, 'uploads', 'gallery');
    const before = existsSync(uploads) ? listFiles(uploads).length : 0;
    const res = await submit(form({ title: '' }, { body: JPEG, type: 'image/jpeg', name: 'catch.jpg' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ title: ['Please add a title.'] });
    expect(existsSync(uploads) ? listFiles(uploads).length : 0).toBe(before);
  });

  it('asks for multipart form data', async () => {
    const res = await t.call('POST', '/api/gallery/submissions/', { body: { title: 'json' } });
    expect(res.status).toBe(415);
    expect(res.body.detail).toMatch(/multipart/);
  });
});
