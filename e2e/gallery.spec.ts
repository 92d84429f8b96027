/**
 * The gallery as a visitor sees it (spec 1 §2.9, §5, §8): the built grid with JavaScript off, the
 * filters and lightbox over a known live list (page.route), the load error, and highlight submission
 * against the real API (its failures faked with page.route).
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { axeViolations } from './support/axe';

const INVALID = 'Please add a title and select a photo or video.';
const SUCCESS = 'Thanks! Your highlight was submitted for review.';
const FAILED = 'Could not submit right now. Please try again.';

/** A real 1×1 PNG, so the server's type check sees an image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const ITEMS = [
  {
    id: 1,
    kind: 'photo',
    title: 'Kickoff under the lights',
    image: '/gallery/photo-1.svg',
    category: 'programs',
  },
  {
    id: 2,
    kind: 'photo',
    title: 'Sponsor appreciation day',
    image: '/gallery/photo-7.svg',
    category: 'sponsors',
  },
  {
    id: 3,
    kind: 'video',
    title: 'Fall season highlights',
    image: '/gallery/video-1.svg',
    video_url: 'https://www.youtube.com/watch?v=abc123XYZ_0',
    category: 'programs',
  },
  { id: 4, kind: 'photo', title: 'Relay handoff', image: '/gallery/photo-6.svg' },
];

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Opens /gallery with the live list answered by `answer`, and waits for the grid island to run. */
async function openGallery(page: Page, answer: (route: Route) => Promise<void>) {
  await page.route(/\/api\/gallery\/(\?|$)/, (route) =>
    route.request().method() === 'GET' ? answer(route) : route.fallback(),
  );
  await page.goto('/gallery');
  await page.getByRole('group', { name: 'Filter the gallery' }).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="GalleryBrowser"]')).not.toHaveAttribute(
    'ssr',
    /.*/,
  );
}

const grid = (page: Page) => page.locator('.gallery-grid');
const captions = (page: Page) => grid(page).locator('.gallery-caption');

test.describe('gallery with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the built grid as plain links, the filters and the submission form', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of ['All', 'Programs', 'Sponsors', 'Videos']) {
      await expect(
        page.getByRole('group', { name: 'Filter the gallery' }).getByRole('button', { name }),
      ).toBeVisible();
    }
    const tiles = grid(page).locator('li');
    expect(await tiles.count()).toBeGreaterThan(0);
    // Each picture tile opens its file without JavaScript.
    const first = grid(page).locator('a.gallery-tile').first();
    await expect(first).toHaveAttribute('href', /^(\/|https:)/);
    await expect(
      page.getByRole('form', { name: 'Submit a highlight' }).getByLabel('Photo or video'),
    ).toHaveAttribute('accept', 'image/*,video/*');
  });
});

test.describe('gallery grid and lightbox', () => {
  test('the filters show all items, program items, sponsor items and videos', async ({ page }) => {
    await openGallery(page, (route) =>
      json(route, 200, { count: 4, next: null, previous: null, results: ITEMS }),
    );
    await expect(captions(page)).toHaveText(
      ITEMS.map((item) => (item.kind === 'video' ? `Video: ${item.title}` : item.title)),
    );
    const filter = (name: string) =>
      page.getByRole('group', { name: 'Filter the gallery' }).getByRole('button', { name });

    await filter('Programs').click();
    await expect(filter('Programs')).toHaveAttribute('aria-pressed', 'true');
    await expect(captions(page)).toHaveText(['Kickoff under the lights', 'Video: Fall season highlights']);
    await filter('Sponsors').click();
    await expect(captions(page)).toHaveText(['Sponsor appreciation day']);
    await filter('Videos').click();
    await expect(captions(page)).toHaveText(['Video: Fall season highlights']);
    await filter('All').click();
    await expect(captions(page)).toHaveCount(4);
  });

  test('the lightbox steps with the arrow keys and buttons, wraps, and Escape returns focus', async ({
    page,
  }) => {
    await openGallery(page, (route) => json(route, 200, ITEMS));
    const first = grid(page).getByRole('link', { name: 'Kickoff under the lights' });
    await first.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Kickoff under the lights');
    await expect(dialog.getByRole('img', { name: 'Kickoff under the lights' })).toHaveAttribute(
      'src',
      '/gallery/photo-1.svg',
    );
    await expect(dialog).toContainText('1 of 4');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName('Sponsor appreciation day');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toHaveAccessibleName('Relay handoff');
    await expect(dialog).toContainText('4 of 4');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toHaveAccessibleName('Kickoff under the lights');
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog).toHaveAccessibleName('Relay handoff');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test('the hydrated grid, the open lightbox and the form with its message pass axe', async ({ page }) => {
    test.slow();
    await openGallery(page, (route) => json(route, 200, ITEMS));
    await expect(captions(page)).toHaveCount(4);
    expect(await axeViolations(page, '.gallery')).toEqual([]);
    await grid(page).getByRole('link', { name: 'Video: Fall season highlights' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page, 'dialog.lightbox')).toEqual([]);
    await page.keyboard.press('Escape');
    const form = page.getByRole('form', { name: 'Submit a highlight' });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Submit highlight' }).click();
    await expect(form.getByRole('alert')).toHaveText(INVALID);
    expect(await axeViolations(page, 'form.submit-form')).toEqual([]);
  });

  test('the close button closes the lightbox', async ({ page }) => {
    await openGallery(page, (route) => json(route, 200, ITEMS));
    await grid(page).getByRole('link', { name: 'Relay handoff' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('a video plays in a sandboxed embedded player only after Play video is pressed', async ({ page }) => {
    await page.route(/youtube/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
    );
    await openGallery(page, (route) => json(route, 200, ITEMS));
    await grid(page).getByRole('link', { name: 'Video: Fall season highlights' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fall season highlights' });
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Play video' }).click();
    const frame = dialog.locator('iframe[title="Fall season highlights"]');
    await expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc123XYZ_0?autoplay=1',
    );
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  });

  test('an empty gallery shows program and sponsor logos instead', async ({ page }) => {
    await openGallery(page, (route) => json(route, 200, []));
    await expect(
      page.getByText('New photos and highlights are on their way.', { exact: false }),
    ).toBeVisible();
    expect(await captions(page).count()).toBeGreaterThan(0);
    await page
      .getByRole('group', { name: 'Filter the gallery' })
      .getByRole('button', { name: 'Videos' })
      .click();
    await expect(page.getByText('No videos yet.')).toBeVisible();
  });

  test("a failed load shows the server's detail and keeps the built grid", async ({ page }) => {
    await openGallery(page, (route) => json(route, 503, { detail: 'Gallery is being updated.' }));
    await expect(page.getByRole('alert').filter({ hasText: 'Gallery is being updated.' })).toBeVisible();
    expect(await captions(page).count()).toBeGreaterThan(0);
  });

  test("a failed load without detail says 'Failed to load gallery'", async ({ page }) => {
    await openGallery(page, (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<html>oops</html>' }),
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load gallery' })).toHaveText(
      'Failed to load gallery',
    );
  });
});

test.describe('highlight submission', () => {
  /** Opens the form and waits until its island runs (the submit button is enabled then). */
  async function openForm(page: Page) {
    await page.goto('/gallery#submit');
    const form = page.getByRole('form', { name: 'Submit a highlight' });
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByRole('button', { name: 'Submit highlight' })).toBeEnabled();
    return form;
  }

  test('asks for a title and a file before sending', async ({ page }) => {
    const form = await openForm(page);
    await form.getByRole('button', { name: 'Submit highlight' }).click();
    await expect(form.getByRole('alert')).toHaveText(INVALID);

    await form.getByLabel('Title').fill('   ');
    await form
      .getByLabel('Photo or video')
      .setInputFiles({ name: 'play.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Submit highlight' }).click();
    await expect(form.getByRole('alert')).toHaveText(INVALID);

    await form.getByLabel('Photo or video').setInputFiles([]);
    await form.getByLabel('Title').fill('Pick six');
    await form.getByRole('button', { name: 'Submit highlight' }).click();
    await expect(form.getByRole('alert')).toHaveText(INVALID);
  });

  test('sends every field as multipart data and confirms, then clears the form', async ({ page }) => {
    const form = await openForm(page);
    await form.getByLabel('Title').fill('  Pick six in the fourth  ');
    await form.getByLabel('Description').fill('Interception returned 60 yards.');
    await form.getByLabel('Location').fill('Tupelo');
    await form.getByLabel('Home team').fill('Hawks');
    await form.getByLabel('Away team').fill('Owls');
    await form
      .getByLabel('Photo or video')
      .setInputFiles({ name: 'play.png', mimeType: 'image/png', buffer: PNG });

    // Read the multipart body on its way to the real API.
    let payload = '';
    let contentType = '';
    await page.route('**/api/gallery/submissions/', async (route) => {
      payload = route.request().postDataBuffer()?.toString('latin1') ?? '';
      contentType = (await route.request().headerValue('content-type')) ?? '';
      await route.continue();
    });
    await form.getByRole('button', { name: 'Submit highlight' }).click();
    await expect(form.getByRole('status')).toHaveText(SUCCESS);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    for (const [name, value] of [
      ['title', 'Pick six in the fourth'],
      ['description', 'Interception returned 60 yards.'],
      ['location', 'Tupelo'],
      ['team_one', 'Hawks'],
      ['team_two', 'Owls'],
      ['media_type', 'photo'],
    ]) {
      expect(payload).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
    }
    expect(payload).toContain('name="media"; filename="play.png"');
    await expect(form.getByLabel('Title')).toHaveValue('');
    await expect(form.getByLabel('Home team')).toHaveValue('');
    await expect(form.getByLabel('Photo or video')).toHaveValue('');
  });

  test('a video file is sent with media_type video', async ({ page }) => {
    const form = await openForm(page);
    let mediaType = '';
    await page.route('**/api/gallery/submissions/', async (route) => {
      mediaType =
        /name="media_type"\r\n\r\n(\w+)/.exec(
          route.request().postDataBuffer()?.toString('latin1') ?? '',
        )?.[1] ?? '';
      await json(route, 201, { detail: 'Submitted' });
    });
    await form.getByLabel('Title').fill('Buzzer beater');
    await form
      .getByLabel('Photo or video')
      .setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.from('clip') });
    await form.getByRole('button', { name: 'Submit highlight' }).click();
    await expect(form.getByRole('status')).toHaveText(SUCCESS);
    expect(mediaType).toBe('video');
  });

  test("shows the server's 400 detail and keeps what was typed", async ({ page }) => {
    const form = await openForm(page);
    await page.route('**/api/gallery/submissions/', (route) =>
      json(route, 400, { detail: 'Files larger than 50 MB cannot be uploaded.' }),
    );
    await form.getByLabel('Title').fill('Long clip');
    await form.getByLabel('Away team').fill('Owls');
    await form
      .getByLabel('Photo or video')
      .setInputFiles({ name: 'play.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Submit highlight' }).click();
    await expect(form.getByRole('alert')).toHaveText('Files larger than 50 MB cannot be uploaded.');
    await expect(form.getByLabel('Title')).toHaveValue('Long clip');
    await expect(form.getByLabel('Away team')).toHaveValue('Owls');
    await expect(form.getByRole('status')).toHaveText('');
  });

  test('a failure without detail shows the default message', async ({ page }) => {
    const form = await openForm(page);
    await page.route('**/api/gallery/submissions/', (route) => route.fulfill({ status: 502, body: '' }));
    await form.getByLabel('Title').fill('Sideline catch');
    await form
      .getByLabel('Photo or video')
      .setInputFiles({ name: 'play.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Submit highlight' }).click();
    await expect(form.getByRole('alert')).toHaveText(FAILED);
    await expect(form.getByLabel('Title')).toHaveValue('Sideline catch');
  });
});
