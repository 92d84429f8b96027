/**
 * Issue 21's Done-when "an expired offer (test clock) passes to the next family", end to end. Time
 * is moved for one API process only: this test starts its own (scripts/serve-test.ts on a free port
 * and a fresh database, serving the same dist/) with TEST_CLOCK_FILE, the file that sets how far
 * its waitlist sweep runs ahead of real time (server/jobs/test-clock.ts; refused in
 * production). The shared test server's clock never moves, so no other test's hold or offer
 * expires. Mail goes to the same outbox as the shared server's (file names never collide), so the
 * usual helpers read it.
 *
 * A division with one place is taken; two families join its waitlist; the office refunds the first
 * registration in full and the first family is offered the place (mail). 49 hours later by the
 * test clock (offers last WAITLIST_OFFER_HOURS, 48), the sweep passes the offer to the second
 * family: its mail is in the outbox and its portal shows the offer; the first family's portal says
 * the offer ran out.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expect,
  request as apiRequest,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { freePort } from '../scripts/free-port';
import { registrationBody } from '../server/test/registrations';
import { mailsTo, outboxDir } from './support/outbox';
import { addChildByApi, payByApi } from './support/payments';
import { onMobileOnly, phoneContext } from './support/projects';
import { confirmEmailByApi, DEMO_PASSWORD, signUpAs } from './support/session';

onMobileOnly('the waitlist with a test clock');

const HOUR = 3_600_000;

/** The test server of scripts/serve-test.ts as this test's own process, with a test clock. */
class ClockedServer {
  output = '';
  readonly clockFile: string;
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);

  constructor(
    readonly port: number,
    readonly dir: string,
  ) {
    this.clockFile = join(dir, 'clock');
  }

  get url() {
    return `http://localhost:${this.port}`;
  }

  async start() {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-test.ts'], {
      env: {
        ...process.env,
        PORT: String(this.port),
        NODE_ENV: 'test',
        OUTBOX_DIR: outboxDir(),
        TEST_CLOCK_FILE: this.clockFile,
        WAITLIST_SWEEP_INTERVAL_MS: '500',
        REGISTER_LIMIT_PER_ADDRESS: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => child.once('exit', resolve));
    await Promise.race([
      expect.poll(() => this.output.includes(`Serving ${this.url}`), { timeout: 150_000 }).toBe(true),
      this.exited.then((code) => {
        throw new Error(`the test server exited with ${code}:\n${this.output}`);
      }),
    ]);
  }

  /** Moves this server's sweep `ms` ahead of real time. */
  moveClock(ms: number) {
    writeFileSync(this.clockFile, String(ms));
  }

  async stop() {
    this.child?.kill('SIGTERM');
    await this.exited;
    this.child = null;
  }
}

interface Waiting {
  context: BrowserContext;
  page: Page;
  email: string;
  access: string;
  name: string;
  entry: number;
}

test.describe('an expired waitlist offer', () => {
  let server: ClockedServer;
  let dir: string;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dir = mkdtempSync(join(tmpdir(), 'waitlist-clock-'));
    server = new ClockedServer(await freePort(), dir);
    await server.start();
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('passes to the next family when the test clock runs past it', async ({ browser }) => {
    test.setTimeout(180_000);
    const api: APIRequestContext = await apiRequest.newContext({ baseURL: server.url });
    const contexts: BrowserContext[] = [];
    try {
      const login = await api.post('/api/auth/login/', {
        data: { email: 'staff@demo.test', password: DEMO_PASSWORD },
      });
      const asStaff = { Authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
      const program = (await (await api.get('/api/programs/nfl-flag-boys/')).json()) as {
        locations: { id: number }[];
      };
      const venue = program.locations[0]!.id;
      // A fresh database of its own: nothing is held yet, so one place is the whole capacity.
      const capacity = await api.patch('/api/office/programs/nfl-flag-boys/', {
        headers: asStaff,
        data: { capacities: [{ venue, division: null, capacity: 1 }] },
      });
      expect(capacity.status(), await capacity.text()).toBe(200);

      const family = async (first: string) => {
        const context = await phoneContext(browser, server.url);
        contexts.push(context);
        // The tab the tokens are stored in (only its first page signs in).
        const page = await context.newPage();
        const signedUp = await signUpAs(page, context.request, 'parent_guardian');
        await confirmEmailByApi(context.request, signedUp);
        const child = await addChildByApi(context.request, signedUp.access, first);
        return { context, page, ...signedUp, child, name: `${first} Rivers` };
      };

      // The first family takes the only place.
      const payer = await family('Quinn');
      const session = await payByApi(api, payer.access, registrationBody(payer.child, { location: venue }));

      // Two families wait, in the order they joined.
      const waiting: Waiting[] = [];
      for (const first of ['Ada', 'Bea']) {
        const f = await family(first);
        const joined = await api.post('/api/waitlist/', {
          headers: { Authorization: `Bearer ${f.access}` },
          data: registrationBody(f.child, { location: venue }),
        });
        expect(joined.status(), await joined.text()).toBe(201);
        const entry = (await joined.json()) as { id: number; position: number };
        expect(entry.position).toBe(waiting.length + 1);
        waiting.push({ ...f, entry: entry.id });
      }
      const [firstWaiting, secondWaiting] = waiting as [Waiting, Waiting];
      const offers = (email: string) =>
        mailsTo(email).filter((mail) => mail.subject.startsWith('A place is open for'));

      // The office refunds the registration in full: the first family is offered the place.
      const refund = await api.post(`/api/office/registrations/${session.registration_id}/refunds/`, {
        headers: asStaff,
        data: {
          amount_cents: 25000,
          reason: 'Family moved away',
          idempotency_key: `e2e-expiry-${Date.now()}`,
        },
      });
      expect(refund.status(), await refund.text()).toBe(200);
      await expect
        .poll(() => offers(firstWaiting.email).map((mail) => mail.subject))
        .toEqual([expect.stringMatching(/^A place is open for Ada Rivers: /)]);
      expect(offers(firstWaiting.email)[0]!.text).toContain(`/portal/parent?waitlist=${firstWaiting.entry}`);
      expect(offers(secondWaiting.email)).toEqual([]);

      // 49 hours pass by this server's clock: its sweep passes the offer on.
      server.moveClock(49 * HOUR);
      await expect
        .poll(() => offers(secondWaiting.email).map((mail) => mail.subject), { timeout: 20_000 })
        .toEqual([expect.stringMatching(/^A place is open for Bea Rivers: /)]);
      expect(offers(secondWaiting.email)[0]!.text).toContain(
        `/portal/parent?waitlist=${secondWaiting.entry}`,
      );
      expect(offers(firstWaiting.email)).toHaveLength(1);

      // The second family's portal shows the offer; the first family's says it ran out.
      const second = secondWaiting.page;
      await second.goto(`/portal/parent?waitlist=${secondWaiting.entry}`);
      const secondList = second.getByRole('region', { name: 'Waitlists' });
      // The portal island loads the family's data first; two servers share the machine.
      await expect(secondList).toContainText('Bea Rivers', { timeout: 30_000 });
      await expect(secondList).toContainText('A place is kept for you until');
      await expect(
        second.getByRole('button', { name: 'Register and pay $250.00 for Bea Rivers' }),
      ).toBeVisible();

      const first = firstWaiting.page;
      await first.goto('/portal/parent');
      const firstList = first.getByRole('region', { name: 'Waitlists' });
      await expect(firstList).toContainText('Ada Rivers', { timeout: 30_000 });
      await expect(firstList).toContainText('The offer ran out');
      await expect(firstList).not.toContainText('A place is kept for you until');
      await expect(first.getByRole('button', { name: /^Register and pay / })).toHaveCount(0);
    } finally {
      for (const context of contexts) await context.close();
      await api.dispose();
    }
  });
});
