import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppDeps, AppEnv } from '../context';
import { sniffMediaType } from '../routes/gallery/media-type';
import { ApiError } from './errors';
import { receiveUpload, type UploadRule } from './uploads';

const dataDir = mkdtempSync(path.join(tmpdir(), 'league-uploads-'));
const uploads = path.join(dataDir, 'uploads');

/** A league office logo: an image only (by its bytes), at most 64 KB. */
const LOGO: UploadRule = {
  field: 'logo',
  maxBytes: 64 * 1024,
  sniffBytes: 16,
  accept: (head) => {
    const type = sniffMediaType(head);
    return type?.startsWith('image/') ? type : null;
  },
  store: { folder: 'logos', extension: (type) => type.split('/')[1] ?? 'bin' },
  messages: {
    notMultipart: { status: 415, detail: 'Send the logo as multipart/form-data.' },
    unreadable: 'The upload could not be read.',
    missing: 'Choose an image.',
    refused: 'Only images can be used as a logo.',
    tooLarge: 'The image is too large. The limit is 64 KB.',
  },
};

/** An app with one upload route under `rule`; it answers what it received, or discards it when told. */
function appFor(rule: UploadRule) {
  const app = new Hono<AppEnv>();
  app.use((c, next) => {
    c.set('deps', { config: { dataDir } } as AppDeps);
    return next();
  });
  app.post('/upload', async (c) => {
    const upload = await receiveUpload(c, rule);
    if (upload.fields['discard'] === 'yes') await upload.discard();
    const { bytes, ...file } = upload.file ?? {};
    return c.json({
      fields: upload.fields,
      file: upload.file ? { ...file, text: bytes ? new TextDecoder().decode(bytes) : undefined } : null,
      problem: upload.problem,
    });
  });
  app.onError((error, c) =>
    error instanceof ApiError ? c.json(error.body, error.status) : c.json({ detail: String(error) }, 500),
  );
  return app;
}
const logos = appFor(LOGO);

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

const form = (fields: Record<string, string>, files: Record<string, File> = {}) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const [key, value] of Object.entries(files)) data.append(key, value);
  return data;
};
const send = async (app: Hono<AppEnv>, init: RequestInit) => {
  const res = await app.request('/upload', { method: 'POST', ...init });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const storedFiles = () =>
  existsSync(uploads)
    ? readdirSync(uploads, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
    : 0;

/** A body stream that records how many bytes were read from it. */
function countingBody(size: number) {
  const read = { bytes: 0 };
  const chunk = new Uint8Array(64 * 1024);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= size) return controller.close();
      read.bytes += chunk.length;
      controller.enqueue(chunk.slice());
    },
  });
  return { body, read };
}

describe('receiveUpload', () => {
  it('streams an accepted image to DATA_DIR/uploads/<folder>/<month>/ and gives back the other fields', async () => {
    const res = await send(logos, {
      body: form(
        { title: 'Tigers', sponsor: 'Hernando' },
        { logo: new File([PNG], 'tigers.png', { type: 'image/png' }) },
      ),
    });
    expect(res.status).toBe(200);
    expect(res.body['fields']).toEqual({ title: 'Tigers', sponsor: 'Hernando' });
    expect(res.body['problem']).toBeNull();
    const file = res.body['file'] as { path: string; type: string; name: string; size: number };
    expect(file).toMatchObject({ type: 'image/png', name: 'tigers.png', size: PNG.length });
    expect(file.path).toMatch(/^logos\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(new Uint8Array(readFileSync(path.join(uploads, file.path)))).toEqual(PNG);
  });

  it('refuses a file that is not what the rule accepts, whatever it claims, and keeps none of it', async () => {
    const before = storedFiles();
    const res = await send(logos, {
      body: form({ title: 'Flyer' }, { logo: new File(['%PDF-1.7 ...'], 'logo.png', { type: 'image/png' }) }),
    });
    expect(res.body).toMatchObject({ file: null, problem: 'Only images can be used as a logo.' });
    expect(storedFiles()).toBe(before);
  });

  it('says a file is missing when none (or an empty one) was sent, and ignores files in other fields', async () => {
    const empty = await send(logos, { body: form({}, { logo: new File([], 'none.png') }) });
    expect(empty.body).toMatchObject({ file: null, problem: 'Choose an image.' });
    const elsewhere = await send(logos, {
      body: form({}, { other: new File([PNG], 'x.png', { type: 'image/png' }) }),
    });
    expect(elsewhere.body).toMatchObject({ file: null, problem: 'Choose an image.' });
  });

  it('removes the stored file when the route discards the upload', async () => {
    const before = storedFiles();
    const res = await send(logos, {
      body: form({ discard: 'yes' }, { logo: new File([PNG], 'tigers.png', { type: 'image/png' }) }),
    });
    expect(res.status).toBe(200);
    expect(storedFiles()).toBe(before);
  });

  it('refuses a body whose Content-Length is over the cap before reading any of it', async () => {
    const { body, read } = countingBody(10 * 1024 * 1024);
    const res = await send(logos, {
      body,
      duplex: 'half',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(10 * 1024 * 1024),
      },
    } as RequestInit);
    expect(res).toEqual({ status: 400, body: { logo: ['The image is too large. The limit is 64 KB.'] } });
    expect(read.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it('refuses a chunked body as soon as it passes the cap, without reading on', async () => {
    const before = storedFiles();
    const boundary = 'cap';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const read = { bytes: 0 };
    let started = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!started) {
          started = true;
          const first = new Uint8Array(head.length + PNG.length);
          first.set(head);
          first.set(PNG, head.length);
          return controller.enqueue(first);
        }
        read.bytes += 64 * 1024;
        if (read.bytes > 20 * 1024 * 1024) return controller.close();
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const res = await send(logos, {
      body,
      duplex: 'half',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    } as RequestInit);
    expect(res).toEqual({ status: 400, body: { logo: ['The image is too large. The limit is 64 KB.'] } });
    // The cap (64 KB) plus the room for other fields (1 MB), and a few chunks read ahead.
    expect(read.bytes).toBeLessThan(2 * 1024 * 1024);
    expect(storedFiles()).toBe(before);
  });

  it('keeps a small file in memory when the rule asks', async () => {
    const notes = appFor({
      ...LOGO,
      field: 'notes',
      sniffBytes: 1,
      accept: (_head, { name }) => (name.endsWith('.txt') ? 'text/plain' : null),
      store: 'memory',
    });
    const res = await send(notes, { body: form({}, { notes: new File(['hello, league'], 'notes.txt') }) });
    expect(res.body['file']).toMatchObject({ type: 'text/plain', text: 'hello, league', size: 13 });
    expect(res.body['file']).not.toHaveProperty('path');
  });

  it.each([
    [
      'not multipart',
      { body: '{}', headers: { 'Content-Type': 'application/json' } },
      415,
      'Send the logo as multipart/form-data.',
    ],
    [
      'without a boundary',
      { body: 'x', headers: { 'Content-Type': 'multipart/form-data' } },
      400,
      'The upload could not be read.',
    ],
    [
      'cut off halfway',
      {
        body: '--b\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\n\x89PNG',
        headers: { 'Content-Type': 'multipart/form-data; boundary=b' },
      },
      400,
      'The upload could not be read.',
    ],
  ])('answers a body %s with a readable refusal', async (_what, init, status, detail) => {
    const res = await send(logos, init);
    expect(res).toEqual({ status, body: { detail } });
  });

  it('refuses null characters in fields, and a file name with one as unreadable', async () => {
    const field = await send(logos, {
      body: form({ title: 'a\u0000b' }, { logo: new File([PNG], 'x.png', { type: 'image/png' }) }),
    });
    expect(field).toEqual({ status: 400, body: { title: ['Null characters are not allowed.'] } });
    const name = await send(logos, {
      body: form({ title: 'ok' }, { logo: new File([PNG], 'x\u0000.png', { type: 'image/png' }) }),
    });
    expect(name).toEqual({ status: 400, body: { detail: 'The upload could not be read.' } });
  });
});
