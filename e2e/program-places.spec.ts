/**
 * Places left on the public programs pages (issue 21): the catalogue and a program's page are built
 * with the places of the snapshot (the demo's Volleyball Girls has 8 of 8 left, for the whole
 * program), and a small script reads GET /programs/ after load and writes the line again, so places
 * taken or freed since the build show. The office fills the program (no place left), then leaves 3:
 * the built pages say "Full — join the waitlist", then "3 places left", after load, without moving
 * anything on the page.
 */
import { expect, test, type Page } from '@playwright/test';
import { onMobileOnly } from './support/projects';
import { DEMO_PASSWORD } from './support/session';

const PROGRAM = 'volleyball-girls';
const SEEDED = [{ venue: null, division: null, capacity: 8 }];

test.describe('places left on the programs pages', () => {
  onMobileOnly('one flow through the office and the built pages');

  test('the program page and the catalogue show the places left now, not as built', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const login = await request.post('/api/auth/login/', {
      data: { email: 'staff@demo.test', password: DEMO_PASSWORD },
    });
    const asStaff = { Authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
    const setCapacity = async (capacities: unknown[]) => {
      const res = await request.patch(`/api/office/programs/${PROGRAM}/`, {
        headers: asStaff,
        data: { capacities },
      });
      expect(res.status(), await res.text()).toBe(200);
    };
    const places = async () =>
      (await (await request.get(`/api/programs/${PROGRAM}/`)).json()) as { places_left: number | null };

    // The build's snapshot, as the pages were made (no script run yet).
    const built = await (await request.get(`/programs/${PROGRAM}`)).text();
    expect(built).toContain(`<p class="program-places" data-places-program="${PROGRAM}">8 places left</p>`);
    expect(await (await request.get('/programs')).text()).toContain(
      '<p class="program-places">8 places left</p>',
    );

    const taken = 8 - (await places()).places_left!;
    try {
      // Full: every place of the program is taken.
      await setCapacity([{ venue: null, division: null, capacity: taken }]);
      expect((await places()).places_left).toBe(0);
      await expectPlaces(page, 'Full — join the waitlist');

      // Three places open.
      await setCapacity([{ venue: null, division: null, capacity: taken + 3 }]);
      await expectPlaces(page, '3 places left');

      // A program that was unlimited when the site was built has no line.
      await page.goto('/programs/jr-nba');
      await expect(page.getByRole('heading', { name: 'Jr. NBA Basketball', level: 1 })).toBeVisible();
      await expect(page.locator('.program-places')).toHaveCount(0);
    } finally {
      await setCapacity(SEEDED);
    }
  });
});

/** The program page and its catalogue card say `text` once the script has read the places. */
async function expectPlaces(page: Page, text: string) {
  await page.goto(`/programs/${PROGRAM}`);
  // Layout shifts of the page, as Lighthouse counts them.
  await page.evaluate(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) {
        (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await expect(page.locator('html')).toHaveAttribute('data-places-refresh', 'ok');
  const line = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Registration' }) });
  await expect(line.locator('.program-places')).toHaveText(text);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);

  await page.goto('/programs');
  const card = page
    .locator('.program-card')
    .filter({ has: page.getByRole('heading', { name: 'Volleyball Girls' }) });
  // The catalogue hydrates when it comes into view.
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator('.program-places')).toHaveText(text);
  await expect(page.locator('html')).toHaveAttribute('data-places-refresh', 'ok');
}
