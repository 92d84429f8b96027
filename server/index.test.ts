import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './env';
import { CLOSE_GRACE_MS, KEEP_ALIVE_MS, startServer, type RunningServer } from './index';

const dirs: string[] = [];
const running: RunningServer[] = [];
afterAll(async () => {
  for (const server of running) await server.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Starts the API alone on a fresh on-disk database with the given environment. */
async function start(env: Record<string, string>): Promise<RunningServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'league-start-'));
  dirs.push(dir);
  const config = loadConfig({
    JWT_SECRET: 'x'.repeat(40),
    DATA_DIR: path.join(dir, 'data'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    ...env,
  });
  const server = await startServer({ config, port: 0, hostname: '127.0.0.1', staticDir: null });
  running.push(server);
  return server;
}

const signIn = (server: RunningServer) =>
  fetch(`${server.url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@demo.test', password: 'demo-Pass-1' }),
  });
const seasonCount = async (server: RunningServer) =>
  ((await (await fetch(`${server.url}/api/events/seasons/`)).json()) as { count: number }).count;

describe('startServer on an empty database', () => {
  it('in production seeds no demo account and no demo data', async () => {
    const server = await start({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: 'true',
    });
    expect(server.demoData).toBe(false);
    expect((await signIn(server)).status).toBe(401);
    expect(await seasonCount(server)).toBe(0);
  }, 60_000);

  it('in production with SEED_DEMO=true seeds the demo accounts', async () => {
    const server = await start({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      SEED_DEMO: 'true',
    });
    expect(server.demoData).toBe(true);
    expect((await signIn(server)).status).toBe(200);
    expect(await seasonCount(server)).toBeGreaterThan(0);
  }, 60_000);
});

describe('connections', () => {
  it('keeps an idle keep-alive connection past Node’s 5 s default, so the next request on it is not reset', async () => {
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    const server = await start({});
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const request = http.get(`${server.url}/api/programs/`, { agent }, (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }),
          );
        });
        request.on('error', reject);
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      // Idle longer than Node's default keep-alive timeout (5 s, and Node 24 adds a 1 s buffer), after
      // which its server closes the socket.
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  }, 60_000);

  it('stops within its grace when a browser holds keep-alive connections and a socket it opened ahead and never used (npm start, Ctrl+C), not after their 65 s', async () => {
    const server = await start({});
    running.splice(running.indexOf(server), 1);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const get = () =>
      new Promise<number>((resolve, reject) => {
        http
          .get(`${server.url}/api/programs/`, { agent }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          })
          .on('error', reject);
      });
    const { port } = new URL(server.url);
    const unused = net.connect(Number(port), '127.0.0.1');
    const connected = new Promise((resolve) => unused.once('connect', resolve));
    try {
      expect(await Promise.all([get(), get(), get()])).toEqual([200, 200, 200]);
      await connected;
      const began = Date.now();
      await server.close();
      expect(Date.now() - began).toBeLessThan(CLOSE_GRACE_MS + 2_000);
    } finally {
      agent.destroy();
      unused.destroy();
    }
  }, 120_000);
});
