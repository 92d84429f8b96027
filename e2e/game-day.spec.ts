/**
 * Issue 39's Done-when on a phone: staff delay every game at a field by 30 minutes and cancel one;
 * the families see the labels and get e-mail, a push (the browser's service worker, through a test
 * push service) and a text in the SMS sandbox; the calendar feed marks the cancelled game; a family
 * answers Not going from the link in the mail; the coach sees the count, takes attendance and
 * messages the team; a repeat visit draws the portal before the network answers; offline the
 * schedule still shows.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { expect, test, type APIRequestContext } from '@playwright/test';
import ece from 'http_ece';
import { noteKeptReads } from './support/kept-reads';
import { mailsTo } from './support/outbox';
import { signInAs, DEMO_PASSWORD } from './support/session';

test.skip(({ isMobile }) => !isMobile, 'One phone run: the flow is the same on a desktop.');

const port = Number(process.env.E2E_PORT ?? 4399);
/** The test push service's port (playwright.config.ts allows its origin: E2E_PORT + 1000). */
const PUSH_PORT = port + 1000;
const SMS = { sid: 'AC00000000000000000000000000000000', token: 'sandbox-sms-auth-token' };
const PHONE = `+1662555${String(Date.now()).slice(-4)}`;

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/auth/login/', { data: { email, password: DEMO_PASSWORD } });
  return ((await answer.json()) as { access: string }).access;
}

/** Texts the SMS sandbox took for a number (Twilio's list, with the sandbox account's credentials). */
async function textsTo(request: APIRequestContext, to: string): Promise<{ body: string; status: string }[]> {
  const answer = await request.get(
    `/sandbox/sms/2010-04-01/Accounts/${SMS.sid}/Messages.json?To=${encodeURIComponent(to)}`,
    {
      headers: { Authorization: `Basic ${Buffer.from(`${SMS.sid}:${SMS.token}`).toString('base64')}` },
    },
  );
  return ((await answer.json()) as { messages: { body: string; status: string }[] }).messages;
}

test('game day: a field delayed, a game cancelled, everyone told, families answer, the portal works at the field', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const staff = await tokenOf(request, 'staff@demo.test');
  const parent = await tokenOf(request, 'parent@demo.test');
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  // Two games of the parent's child's team (the seeded Southaven Storm) at a field of their own today.
  const teams = (await (
    await request.get('/api/auth/teams/?page_size=100', { headers: auth(parent) })
  ).json()) as {
    results: { id: number; name: string; season: { id: number } }[];
  };
  const storm = teams.results.find((team) => team.name === 'Southaven Storm')!;
  const field = `Field ${Date.now().toString(36)}`;
  const soon = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  for (const hours of [1, 2]) {
    const created = await request.post('/api/office/games/', {
      headers: auth(staff),
      data: {
        season: storm.season.id,
        kickoff: soon(hours),
        home_team: 'Southaven Storm',
        away_team: 'Hernando Tigers',
        venue: field,
      },
    });
    expect(created.status()).toBe(201);
  }

  // The parent confirms a mobile number (the code comes by text) …
  expect(
    (await request.post('/api/auth/phone/', { headers: auth(parent), data: { number: PHONE } })).status(),
  ).toBe(201);
  await expect
    .poll(async () => (await textsTo(request, PHONE)).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  const code = /is (\d{6})/.exec((await textsTo(request, PHONE))[0]!.body)![1]!;
  expect(
    (await request.post('/api/auth/phone/confirm/', { headers: auth(parent), data: { code } })).status(),
  ).toBe(200);

  // … and turns on push on this phone: the browser's subscription points at the test push service,
  // which decrypts what the server sends and hands it to the page's service worker as a push.
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const endpoint = `http://127.0.0.1:${PUSH_PORT}/push/parent-phone`;
  const pushes: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      pushes.push(
        ece
          .decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: ecdh, authSecret })
          .toString('utf8'),
      );
      res.statusCode = 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(PUSH_PORT, '127.0.0.1', resolve));
  try {
    await context.grantPermissions(['notifications']);
    await context.addInitScript(
      ({ endpoint, p256dh, auth }) => {
        // Headless Chromium has no push service of its own: the subscription names the test one.
        const subscription = {
          endpoint,
          toJSON: () => ({ endpoint, keys: { p256dh, auth } }),
          unsubscribe: async () => true,
        };
        PushManager.prototype.subscribe = async () => subscription as unknown as PushSubscription;
        PushManager.prototype.getSubscription = async () => null;
      },
      { endpoint, p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    );
    await signInAs(page, request, 'parent@demo.test');
    await page.goto('/portal/parent');
    await expect(page.getByRole('heading', { name: 'Who is coming', exact: true })).toBeVisible();
    // The service worker installs once the page is idle (it precaches the portal first).
    await expect.poll(() => context.serviceWorkers().length, { timeout: 20_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Turn on push on this device' }).click();
    await expect(page.getByText('Push notifications are on for this device.')).toBeVisible({
      timeout: 20_000,
    });

    // Staff, on a phone: every game at the field delayed 30 minutes, then one cancelled.
    // Another phone: its own browser context (a context shares one localStorage).
    const officeContext = await browser.newContext({
      viewport: page.viewportSize()!,
      isMobile: true,
      hasTouch: true,
    });
    const office = await officeContext.newPage();
    await signInAs(office, request, 'staff@demo.test');
    await office.goto('/portal/office#game-day');
    await office.getByLabel('Field', { exact: true }).selectOption(field);
    await office.getByLabel('What happens').selectOption('delay');
    await office.getByLabel('Minutes', { exact: true }).fill('30');
    await office.getByLabel('Reason (families read it)').fill('Lightning in the area');
    await office.getByRole('button', { name: 'Preview' }).click();
    await expect(office.getByText('2 games would change.')).toBeVisible();
    await office.getByRole('button', { name: 'Change the games and tell everyone' }).click();
    await expect(
      office.getByText('2 games delayed; both teams, their coaches and officials are being told.'),
    ).toBeVisible();
    const second = office
      .getByRole('listitem')
      .filter({ hasText: 'Southaven Storm v Hernando Tigers' })
      .filter({ hasText: field })
      .nth(1);
    await expect(second).toContainText('Delayed');
    await second.getByLabel(/^Reason for/).fill('Field closed: standing water');
    await second.getByRole('button', { name: 'Cancel game' }).click();
    await expect(
      office.getByText('1 game cancelled; both teams, their coaches and officials are being told.'),
    ).toBeVisible();
    await officeContext.close();

    // The family sees the labels, and hears by e-mail, text and push.
    await page.reload();
    const list = page.getByRole('region', { name: 'Who is coming' });
    await expect(list.getByText('Delayed').first()).toBeVisible();
    await expect(list.getByText('Cancelled').first()).toBeVisible();
    await expect
      .poll(
        () =>
          mailsTo('parent@demo.test').filter(
            (m) =>
              m.subject.startsWith('Cancelled: Southaven Storm v Hernando Tigers') && m.text.includes(field),
          ).length,
        { timeout: 20_000 },
      )
      .toBe(1);
    await expect
      .poll(
        async () =>
          (await textsTo(request, PHONE)).filter((t) => t.body.startsWith('Delayed 30 minutes')).length,
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    await expect
      .poll(() => pushes.filter((p) => p.includes('Cancelled: Southaven Storm')).length, { timeout: 20_000 })
      .toBe(1);
    // The push reaches the service worker, which shows it as a notification (headless Chromium
    // draws none, so the worker's call is what is checked).
    const [worker] = context.serviceWorkers();
    const cancelPush = pushes.find((p) => p.includes('Cancelled'))!;
    const shown = await worker!.evaluate(async (data) => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const titles: string[] = [];
      const show = scope.registration.showNotification.bind(scope.registration);
      scope.registration.showNotification = (title, options) => {
        titles.push(title);
        return show(title, options).catch(() => undefined);
      };
      try {
        scope.dispatchEvent(new PushEvent('push', { data }));
      } catch {
        // A push made by a script cannot extend its own lifetime; the handler has run all the same.
      }
      return titles;
    }, cancelPush);
    expect(shown).toEqual([JSON.parse(cancelPush).title]);

    // The calendar feed marks the cancelled game.
    const feed = await (await request.get(`/api/events/teams/${storm.id}/calendar.ics`)).text();
    expect(feed).toMatch(
      /SUMMARY:Cancelled: Southaven Storm vs Hernando Tigers[\s\S]*?STATUS:CANCELLED|STATUS:CANCELLED[\s\S]*?SUMMARY:Cancelled: Southaven Storm vs Hernando Tigers/,
    );

    // The family answers Not going from the link in the delay mail.
    // (The second game's delay mail may have gone out after it was cancelled: nothing to answer there.)
    const delayMail = mailsTo('parent@demo.test').find(
      (m) =>
        m.subject.startsWith('Delayed 30 minutes: Southaven Storm') &&
        m.text.includes(field) &&
        m.text.includes('/availability?token='),
    )!;
    const link = /\/availability\?token=([\w.-]+)/.exec(delayMail.text)![0];
    const answerPage = await context.newPage();
    await answerPage.goto(link);
    await answerPage
      .getByRole('group', { name: /Marcus/ })
      .getByRole('button', { name: 'Not going' })
      .click();
    await expect(answerPage.getByText('Marcus Whitfield: Not going.')).toBeVisible();
    await answerPage.close();

    // Repeat visit: the portal draws from its kept reads before the network answers.
    await context.route('**/api/auth/me/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/portal/parent');
    await expect(page.getByRole('heading', { name: 'Your athletes' })).toBeVisible({ timeout: 2_500 });
    await context.unrouteAll({ behavior: 'ignoreErrors' });

    // Offline: the schedule with its states still shows, saying as of when.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(/You are offline\. This is your portal as of/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Who is coming' }).getByText('Cancelled').first(),
    ).toBeVisible();
    await context.setOffline(false);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  // The coach sees the count, takes attendance and messages the team.
  const coach = await browser.newContext({ viewport: page.viewportSize()!, isMobile: true, hasTouch: true });
  const coachPage = await coach.newPage();
  await signInAs(coachPage, request, 'coach@demo.test');
  await coachPage.goto('/portal/coach');
  const gameDay = coachPage.getByRole('region', { name: 'Southaven Storm: who is coming' });
  const game = gameDay.getByRole('listitem').filter({ hasText: field }).first();
  await expect(game.getByText(/not going/)).toContainText('1 not going');
  await game.getByText('Names and attendance').click();
  await game.getByRole('checkbox').first().check();
  await game.getByRole('button', { name: 'Save attendance' }).click();
  await expect(coachPage.getByText('Attendance saved.')).toBeVisible();
  await gameDay.getByLabel('Subject').fill('Bring rain jackets');
  await gameDay.getByLabel('Message', { exact: true }).fill('The field is wet: bring a rain jacket.');
  await gameDay.getByRole('button', { name: 'Send to Southaven Storm' }).click();
  await expect(gameDay.getByRole('list', { name: 'Messages sent to Southaven Storm' })).toContainText(
    'Bring rain jackets',
  );

  // At the field with no signal: the coach's game day still shows the schedule with its states.
  // Its worker has installed (the portal precached) once it is active, and controls the page after a reload.
  await coachPage.evaluate(async () => void (await navigator.serviceWorker.ready));
  const atField = (state: string) =>
    gameDay.getByRole('listitem').filter({ hasText: field }).filter({ hasText: state }).first();
  const reads = noteKeptReads(coachPage);
  await coachPage.reload();
  await expect(atField('Cancelled')).toBeVisible();
  expect(await coachPage.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await reads.settled();
  await coach.setOffline(true);
  await coachPage.reload();
  await expect(coachPage.getByText(/You are offline\. This is your portal as of/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(atField('Cancelled')).toBeVisible();
  await expect(atField('Delayed')).toBeVisible();
  await coach.close();
});
