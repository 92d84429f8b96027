import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressResponses } from './compress';

/** An app with one list answer large enough to be compressed, and one that must not be kept. */
function listApp() {
  const app = new Hono();
  app.use(compressResponses);
  const list = { results: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Venue ${i}` })) };
  app.get('/list', (c) => c.json(list));
  app.get('/mine', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(list);
  });
  return app;
}

describe('entity tags on answers that may be kept', () => {
  it('answers 304 without a body to a client that has the same answer', async () => {
    const app = listApp();
    const first = await app.request('/list', { headers: { 'accept-encoding': 'gzip' } });
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    const again = await app.request('/list', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': tag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('are given to a client that takes no compressed body, which gets 304 too', async () => {
    const app = listApp();
    const first = await app.request('/list');
    expect(first.headers.get('content-encoding')).toBeNull();
    expect((await first.json()).results).toHaveLength(200);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    const again = await app.request('/list', { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('are not given to answers marked no-store', async () => {
    const res = await listApp().request('/mine', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('content-encoding')).toBe('br');
  });
});

describe('compressing the same answer again', () => {
  it('gives the same bytes, which decompress to the answer', async () => {
    const app = listApp();
    const [a, b] = await Promise.all(
      [1, 2].map(async () => {
        const res = await app.request('/list', { headers: { 'accept-encoding': 'br' } });
        return Buffer.from(await res.arrayBuffer());
      }),
    );
    expect(a!.equals(b!)).toBe(true);
    const { brotliDecompressSync } = await import('node:zlib');
    expect(JSON.parse(brotliDecompressSync(a!).toString()).results).toHaveLength(200);
  });
});
