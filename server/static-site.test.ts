import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SwitchableSite } from './site/local-build';
import { staticSite } from './static-site';
import { createTestContext, type TestContext } from './test/harness';

const dist = mkdtempSync(path.join(tmpdir(), 'league-dist-'));
const files: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  'about.html': '<h1>About</h1>',
  'portal/coach.html': '<h1>Coach</h1>',
  'news.html': '<h1>News</h1>',
  'news/_.html': '<h1>News shell</h1>',
  'news/first-story.html': '<h1>First story</h1>',
  '_astro/app.3f9a.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  'media/clip.mp4': '0123456789',
};
for (const [name, body] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
  writeFileSync(path.join(dist, name), body);
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ staticDir: dist });
}, 60_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });

describe('the built site beside the API', () => {
  it.each([
    ['/', 'Home'],
    ['/about', 'About'],
    ['/about/', 'About'],
    ['/portal/coach', 'Coach'],
    ['/portal/coach/', 'Coach'],
    ['/news', 'News'],
    ['/news/first-story', 'First story'],
  ])('serves %s from its built file', async (url, heading) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain(heading);
  });

  it('serves the news detail shell for an article not built into the site', async () => {
    const res = await get('/news/42');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('News shell');
  });

  it('redirects a program detail to / when there is no shell file', async () => {
    const res = await get('/programs/unknown-program');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });

  it.each(['/nowhere', '/portal/unknown', '/../etc/passwd', '/%2e%2e/secret'])(
    'redirects the unknown path %s to /',
    async (url) => {
      const res = await get(url);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
    },
  );

  it('caches hashed build assets forever and compresses them with brotli', async () => {
    const res = await get('/_astro/app.3f9a.js', { 'Accept-Encoding': 'gzip, br' });
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
    const body = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(body).toBe(files['_astro/app.3f9a.js']);
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await get('/about');
    const etag = first.headers.get('etag') ?? '';
    const again = await get('/about', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  it('serves byte ranges of media files', async () => {
    const res = await get('/media/clip.mp4', { Range: 'bytes=2-5' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await res.text()).toBe('2345');
  });

  it('answers unknown API paths with a JSON 404, never the site', async () => {
    for (const url of ['/api/nope/', '/api', '/api/auth/unknown/']) {
      const res = await get(url);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('sends security headers with API answers', async () => {
    const res = await get('/api/nope/');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it.each(['/', '/about', '/portal/coach', '/news/first-story', '/_astro/app.3f9a.js', '/media/clip.mp4'])(
    'forbids framing %s by any site (the page cannot say so in its meta policy)',
    async (url) => {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it('forbids framing on a 304 too', async () => {
    const first = await get('/about');
    const res = await get('/about', { 'If-None-Match': first.headers.get('etag') ?? '' });
    expect(res.status).toBe(304);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets only this site frame the card sandbox’s fields', async () => {
    const res = await get('http://site.test/sandbox/clover/elements/field.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors http://site.test');
    expect(res.headers.get('x-frame-options')).toBeNull();
  });
});

describe('a site whose folder a rebuild switches', () => {
  /** A build folder with these files. */
  const build = (pages: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'league-build-'));
    for (const [name, body] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), body);
    }
    return dir;
  };
  /** Same length in both builds: a cache keyed by size alone would answer the old text. */
  const longPage = (word: string) => `<h1>${word}</h1>${'.'.repeat(3000)}`;

  it('answers "The site is being built…" with 503 and Retry-After until the first build is complete', async () => {
    const site = new SwitchableSite();
    const app = new Hono().all('*', staticSite({ root: site }));
    for (const url of ['/', '/about', '/_astro/app.js']) {
      const res = await app.request(url);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<title>The site is being built…</title>');
    }
    const head = await app.request('/', { method: 'HEAD' });
    expect(head.status).toBe(503);
    expect(await head.text()).toBe('');
  });

  it('serves the new build as a whole once switched, compressed afresh, and the old build’s scripts for one more build', async () => {
    const first = build({ 'index.html': longPage('First'), '_astro/old.1a.js': 'old()' });
    const second = build({ 'index.html': longPage('Other'), '_astro/new.2b.js': 'new()' });
    const third = build({ 'index.html': longPage('Third') });
    const site = new SwitchableSite();
    site.switchTo(first);
    const app = new Hono().all('*', staticSite({ root: site }));
    const home = async (headers: Record<string, string> = {}) => {
      const res = await app.request('/', { headers });
      const body = Buffer.from(await res.arrayBuffer());
      const text =
        res.headers.get('content-encoding') === 'br'
          ? brotliDecompressSync(body).toString()
          : body.toString();
      return { text, etag: res.headers.get('etag') ?? '', status: res.status };
    };
    const before = await home({ 'Accept-Encoding': 'br' });
    expect(before.text).toBe(longPage('First'));

    site.switchTo(second);
    const after = await home({ 'Accept-Encoding': 'br' });
    expect(after.text).toBe(longPage('Other'));
    expect((await home()).text).toBe(longPage('Other'));
    // A browser holding the old page's tag gets the new page, not 304.
    expect((await home({ 'If-None-Match': before.etag })).status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    // A page of the first build, loaded before the switch, still gets its scripts.
    expect(await (await app.request('/_astro/old.1a.js')).text()).toBe('old()');
    expect(await (await app.request('/_astro/new.2b.js')).text()).toBe('new()');

    site.switchTo(third);
    expect((await home()).text).toBe(longPage('Third'));
    expect(await (await app.request('/_astro/new.2b.js')).text()).toBe('new()');
    const gone = await app.request('/_astro/old.1a.js');
    expect(gone.status).toBe(302);
  });
});

describe('compression ahead of the visitor', () => {
  /** A page of varied text, where brotli's best and its quick setting give different bytes. */
  const page = (title: string) =>
    `<h1>${title}</h1>` +
    Array.from(
      { length: 400 },
      (_, i) => `<p>Row ${i}: ${((i * 7919) % 10007).toString(36)} ${title}</p>`,
    ).join('');
  const brotliAt = (text: string, quality: number) =>
    brotliCompressSync(Buffer.from(text), {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
      },
    });
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('has every text file at brotli’s best before the first visitor; a file it has not seen is answered at once and at its best for the next visitor', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'league-warm-'));
    mkdirSync(path.join(dir, '_astro'));
    writeFileSync(path.join(dir, 'index.html'), page('Home'));
    writeFileSync(
      path.join(dir, '_astro/app.9z.js'),
      `export const rows = ${JSON.stringify(page('Script'))};`,
    );
    const site = staticSite({ root: dir });
    const app = new Hono().all('*', site);
    expect(brotliAt(page('Home'), 11).equals(brotliAt(page('Home'), 4))).toBe(false);

    await site.compressAll();
    const home = await app.request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(home.headers.get('content-encoding')).toBe('br');
    expect((await bytes(home)).equals(brotliAt(page('Home'), 11))).toBe(true);
    const script = await app.request('/_astro/app.9z.js', { headers: { 'Accept-Encoding': 'br' } });
    const source = `export const rows = ${JSON.stringify(page('Script'))};`;
    expect((await bytes(script)).equals(brotliAt(source, 11))).toBe(true);

    // Written after the warm-up: the first visitor gets the quick compression…
    writeFileSync(path.join(dir, 'late.html'), page('Late'));
    const first = await app.request('/late', { headers: { 'Accept-Encoding': 'br' } });
    const firstBody = await bytes(first);
    expect(brotliDecompressSync(firstBody).toString()).toBe(page('Late'));
    expect(firstBody.equals(brotliAt(page('Late'), 4))).toBe(true);
    // …and the next one the best, made meanwhile in the background.
    await vi.waitFor(async () => {
      const next = await app.request('/late', { headers: { 'Accept-Encoding': 'br' } });
      expect((await bytes(next)).equals(brotliAt(page('Late'), 11))).toBe(true);
    });
  });

  it('answers 20 identical first requests at once, each with the whole file, and keeps the best for later', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'league-burst-'));
    writeFileSync(path.join(dir, 'index.html'), page('Burst'));
    const site = staticSite({ root: dir });
    await site.compressAll();
    writeFileSync(path.join(dir, 'burst.html'), page('Burst'));
    const app = new Hono().all('*', site);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => app.request('/burst', { headers: { 'Accept-Encoding': 'br' } })),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(brotliDecompressSync(await bytes(res)).toString()).toBe(page('Burst'));
    }
    await vi.waitFor(async () => {
      const next = await app.request('/burst', { headers: { 'Accept-Encoding': 'br' } });
      expect((await bytes(next)).equals(brotliAt(page('Burst'), 11))).toBe(true);
    });
  });
});
