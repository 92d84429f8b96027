// What running the project locally does to the checkout and to other runs: `npm start` (fresh
// database, a free port) leaves `git status` as it was, and the build `npm test` makes reads no
// server. Sequential in one file: both build into dist/.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
  it('serves the site on a fresh database and leaves `git status` as it was', async () => {
    const before = treeState();
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        OUTBOX_DIR: join(dataDir, 'outbox'),
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      await Promise.race([
        new Promise<void>((resolve) => {
          const check = () => (output.includes('is running at') ? resolve() : setTimeout(check, 200));
          check();
        }),
        exited.then((code) => {
          throw new Error(`npm start exited with ${code}:\n${output}`);
        }),
      ]);
      const home = await fetch(`http://localhost:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<html');
    } finally {
      child.kill('SIGTERM');
      await exited;
    }

    expect(treeState()).toBe(before);
  }, 300_000);
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
