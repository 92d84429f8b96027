/**
 * How long each portal takes to arrive on a phone, in a real browser rather than Lighthouse's
 * simulation: Chromium's own network and processor emulation (150 ms a round trip, 1.6 Mbit/s down,
 * 750 kbit/s up, 4× slowdown, as Lighthouse's mobile preset), signed in as a demo account that may
 * open the portal, a cold cache each run. Prints per portal the time until its greeting is in the
 * page, its largest contentful paint and its blocking time (each long task's time over 50 ms, as
 * Lighthouse's total blocking time counts it, until the network is idle), each run and the median,
 * and (medians) when /auth/me/ was asked for and answered and when the last script had arrived, to
 * tell which of the two the greeting waited for.
 *
 *   npx tsx scripts/serve-test.ts &            # the built site and API on a fresh database (PORT=4398)
 *   npx tsx scripts/portal-arrival.ts [runs] [/portal/parent,…]
 *
 * ARRIVAL_ORIGIN picks another server (default http://localhost:4398). ARRIVAL_REPEAT=1 measures a
 * repeat visit instead (issue 39): each run first opens the portal unthrottled until its service
 * worker controls the page and has kept the portal's reads (and opens it once more, so /auth/me/ is
 * kept too), then opens it again throttled: the portal draws from what the service worker kept.
 */
import { chromium } from '@playwright/test';
import { DEMO_PASSWORD, GATED_AS, TOKENS_KEY } from '../e2e/support/session';
import { findTestBrowser } from './ensure-chromium';

const origin = process.env.ARRIVAL_ORIGIN ?? 'http://localhost:4398';
const runs = Number(process.argv[2] ?? 5);
const repeat = process.env.ARRIVAL_REPEAT === '1';
const portals =
  process.argv[3]?.split(',') ?? Object.keys(GATED_AS).filter((path) => path.startsWith('/portal/'));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function tokensFor(path: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: GATED_AS[path], password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Signing in for ${path} failed: ${response.status}`);
  return JSON.stringify(await response.json());
}

const found = findTestBrowser();
if (!found) throw new Error('No Chromium found: run `npx tsx scripts/ensure-chromium.ts` first.');
const browser = await chromium.launch({ executablePath: found.path });
try {
  for (const path of portals) {
    const tokens = await tokensFor(path);
    const greeting: number[] = [];
    const lcp: number[] = [];
    const blocking: number[] = [];
    const longTasks: number[] = [];
    const me: [number, number][] = [];
    const scripts: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await page.goto(`${origin}/robots.txt`);
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKENS_KEY, tokens]);
      if (repeat) {
        await page.goto(origin + path);
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
          timeout: 60_000,
        });
        await page.waitForLoadState('networkidle');
        await page.reload();
        await page.locator('.portal-hero h1').waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
      }
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 1_600_000 / 8,
        uploadThroughput: 750_000 / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const marks: Record<string, number> = {};
        (window as unknown as { arrival: Record<string, number> }).arrival = marks;
        new MutationObserver(() => {
          if (!marks.greeting && document.querySelector('.portal-hero h1'))
            marks.greeting = performance.now();
        }).observe(document, { subtree: true, childList: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) marks.lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        marks.blocking = 0;
        marks.longTasks = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            marks.blocking! += Math.max(0, entry.duration - 50);
            marks.longTasks! += 1;
          }
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(origin + path);
      await page.locator('.portal-hero h1').waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      const marks = await page.evaluate(
        () => (window as unknown as { arrival: Record<string, number> }).arrival,
      );
      greeting.push(Math.round(marks.greeting!));
      lcp.push(Math.round(marks.lcp!));
      blocking.push(Math.round(marks.blocking!));
      longTasks.push(marks.longTasks!);
      const [meAsked, meAnswered, lastScript] = await page.evaluate(() => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const user = entries.find((entry) => entry.name.includes('/auth/me/'));
        const ends = entries.filter(
          (entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'),
        );
        return [
          user?.startTime ?? NaN,
          user?.responseEnd ?? NaN,
          Math.max(0, ...ends.map((e) => e.responseEnd)),
        ];
      });
      me.push([Math.round(meAsked), Math.round(meAnswered)]);
      scripts.push(Math.round(lastScript));
      await context.close();
    }
    console.log(
      `${path}: greeting ${greeting.join(', ')} ms (median ${median(greeting)}); ` +
        `LCP ${lcp.join(', ')} ms (median ${median(lcp)}); ` +
        `blocking ${blocking.join(', ')} ms (median ${median(blocking)}) in ${median(longTasks)} long tasks; ` +
        `/auth/me/ asked at ${median(me.map(([asked]) => asked))} ms and answered at ` +
        `${median(me.map(([, answered]) => answered))} ms, last script in at ${median(scripts)} ms`,
    );
  }
} finally {
  await browser.close();
}
