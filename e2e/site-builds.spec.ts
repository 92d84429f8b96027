/**
 * Issue 41 item 9, against `npm start` itself: two servers on one checkout (their own ports and data
 * folders) build their sites side by side without touching each other's work or the checkout, and
 * each site follows the edits made in its own office; the first build of one of them is made to fail
 * once (its build command refuses until a marker exists) and succeeds when it is tried again after
 * its back-off, with no edit and no restart.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { freePort } from '../scripts/free-port';
import { NpmStart } from './support/npm-start';
import { onMobileOnly } from './support/projects';
import { DEMO_PASSWORD } from './support/session';

onMobileOnly('two npm start on one checkout');

interface Status {
  state: string;
  attempt: number;
  pending: boolean;
}

/** Staff's access token on a server. */
async function staffOn(request: APIRequestContext, server: NpmStart): Promise<string> {
  const res = await request.post(`${server.url}/api/auth/login/`, {
    data: { email: 'staff@demo.test', password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access: string }).access;
}

const statusOf = async (request: APIRequestContext, server: NpmStart, access: string) =>
  (await (
    await request.get(`${server.url}/api/office/site/`, { headers: { Authorization: `Bearer ${access}` } })
  ).json()) as Status;

/** The built /sponsors of a server, as a browser without script gets it. */
const sponsorsPage = async (request: APIRequestContext, server: NpmStart) =>
  (await request.get(`${server.url}/sponsors`)).text();

test('two npm start on one checkout build side by side and follow their own edits; a build made to fail once succeeds on its retry', async ({
  request,
}) => {
  test.setTimeout(480_000);
  const tag = Date.now().toString(36);
  const a = new NpmStart(await freePort(), mkdtempSync(join(tmpdir(), 'league-a-')));
  const b = new NpmStart(await freePort(), mkdtempSync(join(tmpdir(), 'league-b-')));
  const checkout = () => execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' });
  const dotAstro = '.astro/content.d.ts';
  const before = { files: checkout(), types: existsSync(dotAstro) ? statSync(dotAstro).mtimeMs : null };
  // A's build command refuses once, then builds as npm start's own steps do.
  const marker = join(a.dataDir, 'refused-once');
  const node = JSON.stringify(process.execPath);
  const failOnce = [
    `if [ ! -e "${marker}" ]; then touch "${marker}"; echo "Refused once by the end-to-end test" >&2; exit 3; fi`,
    `${node} --import tsx scripts/snapshot.ts`,
    `${node} node_modules/astro/bin/astro.mjs build --outDir "$SITE_OUT_DIR"`,
  ].join(' && ');
  try {
    const began = Date.now();
    await Promise.all([a.start({ SITE_BUILD_COMMAND: failOnce, SITE_BUILD_RETRY_MS: '3000' }), b.start()]);
    expect(a.output).toContain('Refused once by the end-to-end test');
    expect(a.output).toMatch(
      /Site: update failed after [\d.]+ s; the last good site stays live, and it is tried again in 3 s/,
    );
    const [staffA, staffB] = [await staffOn(request, a), await staffOn(request, b)];

    // Tried again after its back-off, with no edit: A's site goes live on its second attempt.
    await expect
      .poll(async () => statusOf(request, a, staffA), { timeout: 180_000, intervals: [2_000] })
      .toMatchObject({ state: 'live', attempt: 2 });
    expect(a.output).toContain('Site: building the site again (attempt 2)…');
    await expect
      .poll(async () => (await request.get(`${a.url}/sponsors`)).status(), { timeout: 10_000 })
      .toBe(200);
    const live = Date.now();

    // An edit in each office: each site shows its own, never the other's.
    for (const [server, access, name] of [
      [a, staffA, `Alpha Outfitters ${tag}`],
      [b, staffB, `Beta Hardware ${tag}`],
    ] as const) {
      const res = await request.post(`${server.url}/api/office/sponsors/`, {
        headers: { Authorization: `Bearer ${access}` },
        data: { name, tier: 'gold' },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    for (const [server, own, other] of [
      [a, `Alpha Outfitters ${tag}`, `Beta Hardware ${tag}`],
      [b, `Beta Hardware ${tag}`, `Alpha Outfitters ${tag}`],
    ] as const) {
      await expect
        .poll(async () => (await sponsorsPage(request, server)).includes(own), {
          timeout: 180_000,
          intervals: [2_000],
        })
        .toBe(true);
      expect(await sponsorsPage(request, server)).not.toContain(other);
    }
    for (const [server, access] of [
      [a, staffA],
      [b, staffB],
    ] as const) {
      expect(await statusOf(request, server, access)).toMatchObject({ state: 'live', pending: false });
      // Each build worked in its own folder under its data folder, gone once it was done.
      expect(existsSync(join(server.dataDir, 'site', 'cache', 'astro'))).toBe(true);
    }
    // Neither wrote into the checkout: no new or changed file, Astro's types untouched.
    expect(checkout()).toBe(before.files);
    expect(existsSync(dotAstro) ? statSync(dotAstro).mtimeMs : null).toBe(before.types);
    const seconds = (from: number, to: number) => Math.round((to - from) / 1000);
    console.log(
      `two npm start e2e: both up and A live after its retry ${seconds(began, live)} s, both edits shown ${seconds(live, Date.now())} s later`,
    );
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    for (const server of [a, b]) rmSync(server.dataDir, { recursive: true, force: true });
  }
});
