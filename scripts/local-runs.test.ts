// What running the project locally does to the checkout and to other runs: `npm start` (fresh
// database, a free port) builds and rebuilds the site as its data changes, without a half-built
// page, and leaves `git status` as it was; and the build `npm test` makes reads no server.
// Sequential in one file.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import playwrightConfig from '../playwright.config';
import { freePort } from './free-port';

const SNAPSHOTS = 'content/snapshots';

/** Everything `git status` and `git diff` would report, untracked files included. */
const treeState = () =>
  execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { encoding: 'utf8' }) +
  execFileSync('git', ['diff', 'HEAD'], { encoding: 'utf8' });

// The committed snapshots as they were, put back whatever happens (a failing run may rewrite them).
const saved = new Map(
  readdirSync(SNAPSHOTS).map((name) => [name, readFileSync(join(SNAPSHOTS, name), 'utf8')] as const),
);
const dataDir = mkdtempSync(join(tmpdir(), 'league-start-'));
afterAll(() => {
  for (const [name, text] of saved) writeFileSync(join(SNAPSHOTS, name), text);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  // One start for every test of this block (they run in order): the site follows the office.
  const before = treeState();
  let port = 0;
  let output = '';
  let child: ReturnType<typeof spawn> | null = null;
  let exited: Promise<number | null> = Promise.resolve(null);
  let staff = '';
  const url = (path: string) => `http://localhost:${port}${path}`;

  /** Resolves once the server has printed `text`; fails at once if it exits first. */
  const printed = (text: string) =>
    Promise.race([
      new Promise<void>((resolve) => {
        const check = () => (output.includes(text) ? resolve() : setTimeout(check, 100));
        check();
      }),
      exited.then((code) => {
        throw new Error(`npm start exited with ${code}:\n${output}`);
      }),
    ]);
  const api = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(url(`/api${path}`), {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    expect(res.status, `${path}: ${res.status}`).toBeLessThan(300);
    return (await res.json()) as Record<string, unknown>;
  };
  const siteStatus = () => api('/office/site/');
  /** A built page as a visitor without JavaScript gets it; every answer must be a whole page. */
  const page = async (path: string) => {
    const res = await fetch(url(path));
    const html = await res.text();
    expect(res.status, html.slice(0, 200)).toBe(200);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/i);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    return html;
  };
  /** Approves a highlight waiting in the review queue, as staff: a new item on /gallery. */
  const approve = async (title: string) => {
    const queue = (await api('/staff/gallery-submissions/?status=PENDING_REVIEW')).results as {
      id: number;
      title: string;
    }[];
    const submission = queue.find((item) => item.title === title);
    expect(submission, `${title} waits in the queue`).toBeDefined();
    await api(`/staff/gallery-submissions/${submission!.id}/`, {
      method: 'PATCH',
      body: { status: 'approved' },
    });
  };

  beforeAll(async () => {
    port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        OUTBOX_DIR: join(dataDir, 'outbox'),
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const running = child;
    exited = new Promise<number | null>((resolve) => running.once('exit', resolve));
  });
  afterAll(async () => {
    child?.kill('SIGTERM');
    await exited;
  });

  it('answers "The site is being built…" until its first build is complete, then serves the site', async () => {
    await printed('API ready at');
    const building = await fetch(url('/'));
    expect(building.status).toBe(503);
    expect(building.headers.get('retry-after')).toBe('5');
    expect(await building.text()).toContain('<title>The site is being built…</title>');

    await printed('is running at');
    expect(await page('/')).toContain('<html');
    const login = await fetch(url('/api/auth/login/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'staff@demo.test', password: 'demo-Pass-1' }),
    });
    staff = ((await login.json()) as { access: string }).access;
    expect(await siteStatus()).toMatchObject({
      state: 'live',
      mode: 'local',
      pending: false,
      log_tail: expect.stringContaining('Complete!'),
    });
  }, 300_000);

  it('rebuilds itself when staff publish a record: the built page shows it within a minute, and the status says live', async () => {
    const title = 'Storm touchdown at Snowden Grove';
    expect(await page('/gallery')).not.toContain(title);
    const startBuild = await siteStatus();
    await approve(title);
    // Every answer meanwhile is a whole page of one build or the other (page() checks).
    await expect
      .poll(async () => (await page('/gallery')).includes(title), { timeout: 60_000, interval: 250 })
      .toBe(true);
    await expect
      .poll(
        async () => {
          const status = await siteStatus();
          return [status.state, status.pending];
        },
        { timeout: 60_000 },
      )
      .toEqual(['live', false]);
    const status = await siteStatus();
    expect(Date.parse(String(status.last_good_at))).toBeGreaterThan(
      Date.parse(String(startBuild.last_good_at)),
    );
    expect(output).toContain('Site: rebuilding the site (changed: gallery_items)…');
  }, 120_000);

  it('keeps the last good site serving when a build fails, and the status says failed with the log tail', async () => {
    const good = await siteStatus();
    // The run's own snapshot of the gallery (DATA_DIR, never the checkout) made unreadable, as a
    // content file an editor broke would be: the next build fails.
    writeFileSync(join(dataDir, 'snapshots', 'gallery.json'), '{ "taken_at": ');
    await approve('Opening kickoff under the lights');
    await expect
      .poll(async () => (await siteStatus()).state, { timeout: 60_000, interval: 250 })
      .toBe('failed');
    const failed = await siteStatus();
    expect(failed).toMatchObject({ last_good_at: good.last_good_at, pending: false, mode: 'local' });
    expect(failed.log_tail).toContain('snapshot failed (exit 1).');
    expect(failed.log_tail).toContain('SyntaxError');
    const gallery = await page('/gallery');
    expect(gallery).toContain('Storm touchdown at Snowden Grove');
    expect(gallery).not.toContain('Opening kickoff under the lights');
    expect(output).toContain('the last good site stays live');
  }, 120_000);

  it('leaves `git status` as it was', async () => {
    child?.kill('SIGTERM');
    await exited;
    expect(treeState()).toBe(before);
  }, 60_000);
});

describe('npm test', () => {
  it('builds the site from the committed snapshots, without asking a server on PORT', async () => {
    // A stand-in for a developer's `npm start` on the port the snapshot step would read.
    const asked: string[] = [];
    const server = createHttpServer((request, response) => {
      asked.push(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ count: 1, next: null, previous: null, results: [{ id: 999 }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const before = treeState();
    const build = packageJson.scripts.test.split('&&').find((step) => step.includes('build'));
    expect(build).toBeDefined();
    try {
      // Asynchronously: the stand-in answers from this process meanwhile.
      await promisify(execFile)('sh', ['-c', build!], {
        env: { ...process.env, PORT: String(port), PATH: `node_modules/.bin:${process.env.PATH}` },
      });
    } finally {
      server.close();
    }
    expect(asked).toEqual([]);
    expect(treeState()).toBe(before);
  }, 300_000);

  it('runs the browser tests against their own server only, never one already running', () => {
    const webServer = playwrightConfig.webServer;
    expect(Array.isArray(webServer) ? webServer : [webServer]).toMatchObject([
      { command: 'tsx scripts/serve-test.ts', reuseExistingServer: false },
    ]);
  });
});
