/**
 * The league office as staff drive it on a phone: its sections, its forms, and the Done-when flow
 * of issue 18 (a venue, a program at it, a season of the program with three games, one scored, a
 * pinned news article with an uploaded picture and a gold sponsor with an uploaded logo), shared
 * by e2e/office.spec.ts (the test server) and e2e/site-follows-office.spec.ts (`npm start`).
 */
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** A name no other test uses. */
export const uniqueName = (prefix: string) =>
  `${prefix}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;

export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
export const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A form's field by the start of its label (labels carry notes such as '(required)'). */
export const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

/** Opens a section from the office's menu (one button on a phone opens the list of sections). */
export async function openSection(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Office sections' });
  const toggle = nav.getByRole('button', { name: /^Section:/ });
  const link = nav.getByRole('link', { name, exact: true });
  await expect(toggle.or(link)).toBeVisible();
  if (await toggle.isVisible()) await toggle.click();
  await link.click();
  await expect(section(page, name)).toBeVisible();
}

/** A photo from the seed, uploaded as a news picture and as a logo. */
const photo = () => readFile('server/seed/media/touchdown-photo.png');

/** Picks an image in a form's image field; the upload puts its /api/media/ address in the field. */
export async function uploadImage(dialog: Locator, label: string, name: string) {
  await dialog
    .getByLabel(`Upload ${label.toLowerCase()}`)
    .setInputFiles({ name, mimeType: 'image/png', buffer: await photo() });
  await expect(dialog.getByText(`Uploaded ${name}. Save to use it.`)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: label, exact: true })).toHaveValue(
    /^\/api\/media\/[0-9a-f-]{36}\.png$/,
  );
  const preview = dialog.getByRole('img', { name: `Preview of the ${label.toLowerCase()}` });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

/** What the season flow creates, each named with one tag. */
export interface SeasonRecords {
  tag: string;
  venue: string;
  program: string;
  season: string;
  article: string;
  sponsor: string;
  /** The venue's place: the test server's flow uses Tupelo; a page check may want a place that lists first. */
  place: { street: string; city: string; state: string; zip: string };
}

/** Names for one run of the season flow. */
export function seasonRecords(place: SeasonRecords['place'], tag = uniqueName('')): SeasonRecords {
  return {
    tag,
    venue: `Riverside Fields ${tag}`,
    program: `Riverside 7v7 ${tag}`,
    season: `Spring 2031 Riverside ${tag}`,
    article: `Riverside league opens ${tag}`,
    sponsor: `Delta Outfitters ${tag}`,
    place,
  };
}

/**
 * Staff, signed in on /portal/office, add a venue (placed with Find on map), a program at it, a
 * season of the program with three games (one scored final once it has been played), a pinned news article with an
 * uploaded picture and a gold sponsor with an uploaded logo, meeting the forms' rules on the way.
 */
export async function runSeasonInOffice(page: Page, records: SeasonRecords) {
  const { tag, venue, program, season, article, sponsor, place } = records;
  const venueOption = `${venue} · ${place.city}, ${place.state}`;

  // A venue, placed with Find on map.
  await openSection(page, 'Venues');
  await section(page, 'Venues').getByRole('button', { name: 'Add venue' }).click();
  let dialog = page.getByRole('dialog', { name: 'New venue' });
  await dialog.getByRole('button', { name: 'Add venue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter the venue name.');
  await expect(field(dialog, 'Name')).toBeFocused();
  await field(dialog, 'Name').fill(venue);
  await field(dialog, 'Street address').fill(place.street);
  await field(dialog, 'City').fill(place.city);
  await field(dialog, 'State').fill(place.state);
  await field(dialog, 'ZIP code').fill(place.zip);
  await dialog.getByRole('button', { name: 'Find on map' }).click();
  const map = dialog.getByRole('application', { name: 'Map: tap to place the venue' });
  await expect(map.locator('.leaflet-pane').first()).toBeAttached();
  await map.click({ position: { x: 150, y: 120 } });
  await expect(field(dialog, 'Latitude')).toHaveValue(/^\d+\.\d{5}$/);
  await expect(field(dialog, 'Longitude')).toHaveValue(/^-\d+\.\d{5}$/);
  await dialog.getByRole('button', { name: 'Add venue' }).click();
  await expect(toast(page, 'Venue added.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await section(page, 'Venues').getByLabel('Search venues').fill(tag);
  await expect(section(page, 'Venues').getByRole('rowheader', { name: venue })).toBeVisible();

  // A program at that venue, for ages 11 to 14 (the age groups ticked must be within them).
  await openSection(page, 'Programs');
  await section(page, 'Programs').getByRole('button', { name: 'Add program' }).click();
  dialog = page.getByRole('dialog', { name: 'New program' });
  await field(dialog, 'Name').fill(program);
  await field(dialog, 'Sport').selectOption({ label: 'Flag Football' });
  await field(dialog, 'Description').fill('Seven-on-seven flag football on Saturday mornings.');
  await field(dialog, 'Logo').fill('/programs/logos/generic.svg');
  await field(dialog, 'Oldest age').fill('14');
  await field(dialog, 'Divisions').fill('Juniors\nSeniors');
  await field(dialog, venueOption).check();
  await dialog.getByRole('button', { name: 'Add program' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Tick only the age groups within the program’s ages (U-11 is age 11, U-17 age 17), or change the ages.',
  );
  for (const group of ['U-15', 'U-16', 'U-17']) await dialog.getByLabel(group, { exact: true }).uncheck();
  await dialog.getByRole('button', { name: 'Add program' }).click();
  await expect(toast(page, 'Program added.')).toBeVisible();
  await section(page, 'Programs').getByLabel('Search programs').fill(tag);
  const programRow = section(page, 'Programs').getByRole('row', { name: new RegExp(program) });
  await expect(programRow.locator('td[data-label="Venues"]')).toHaveText('1');
  await expect(programRow.locator('td[data-label="Ages"]')).toHaveText('11–14');

  // A season of the program, at the venue, with its registration window.
  await openSection(page, 'Seasons');
  await section(page, 'Seasons').getByRole('button', { name: 'Add season' }).click();
  dialog = page.getByRole('dialog', { name: 'New season' });
  await field(dialog, 'Title').fill(season);
  await field(dialog, 'Season label').fill('Spring 2031');
  await field(dialog, 'Starts').fill('2031-03-01');
  await field(dialog, 'Ends').fill('2031-02-01');
  await field(dialog, 'Registration opens').fill('2031-01-05');
  await field(dialog, 'Registration closes').fill('2031-02-20');
  await field(dialog, 'Program').selectOption({ label: program });
  await field(dialog, 'Division').selectOption({ label: 'Seniors' });
  await field(dialog, 'Venue').selectOption({ label: venueOption });
  await field(dialog, 'League division').selectOption({ label: 'NFC North' });
  await field(dialog, 'County').selectOption({ label: 'DeSoto (MS)' });
  await field(dialog, 'Details').fill('Game day: Saturdays, 9:00 am');
  await dialog.getByRole('button', { name: 'Add season' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The end date must be on or after the start date.');
  await field(dialog, 'Ends').fill('2031-05-10');
  await dialog.getByRole('button', { name: 'Add season' }).click();
  await expect(toast(page, 'Season added.')).toBeVisible();

  // Its games: three added from the season's row, one of them scored.
  await section(page, 'Seasons').getByLabel('Search seasons').fill(tag);
  await section(page, 'Seasons')
    .getByRole('button', { name: `Games (0) of ${season}` })
    .click();
  const games = section(page, 'Games');
  await expect(games.getByLabel('Season')).toHaveValue(/^\d+$/);
  for (const [home, away, day] of [
    ['Storm', 'Hawks', '08'],
    ['Blaze', 'Tigers', '08'],
    ['Storm', 'Blaze', '15'],
  ]) {
    await games.getByRole('button', { name: 'Add game' }).click();
    dialog = page.getByRole('dialog', { name: 'New game' });
    await expect(field(dialog, 'Season')).toHaveValue(/^\d+$/);
    await field(dialog, 'Kickoff (league time)').fill(`2031-03-${day}T09:00`);
    await field(dialog, 'Home team').fill(home!);
    await field(dialog, 'Away team').fill(away!);
    await field(dialog, 'Field').fill('Field 1');
    await dialog.getByRole('button', { name: 'Add game' }).click();
    await expect(dialog).toHaveCount(0);
  }
  await expect(games.getByRole('row')).toHaveCount(4);
  await games.getByRole('button', { name: 'Edit Storm vs Hawks' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Storm vs Hawks' });
  await field(dialog, 'Status').selectOption({ label: 'Final' });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A final game needs both scores.');
  await field(dialog, 'Home score').fill('21');
  await field(dialog, 'Away score').fill('14');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  // Issue 38: a result only once the game has started; the game was played early, last week.
  await expect(dialog.getByRole('alert')).toHaveText(
    'A result can be entered once the game has started (kickoff Sat, Mar 8, 9:00 AM CST).',
  );
  const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  await field(dialog, 'Kickoff (league time)').fill(`${lastWeek}T09:00`);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Game saved.')).toBeVisible();
  await expect(games.getByRole('row', { name: /Storm vs Hawks/ })).toContainText('21–14');
  await expect(games.getByRole('row', { name: /Storm vs Hawks/ })).toContainText('Final');

  // A pinned news article, previewed as the site renders it, with an uploaded picture.
  await openSection(page, 'News');
  await section(page, 'News').getByRole('button', { name: 'Add article' }).click();
  dialog = page.getByRole('dialog', { name: 'New article' });
  await field(dialog, 'Headline').fill(article);
  await field(dialog, 'Article (Markdown)').fill('**Registration is open** for the spring.\n\n- Saturdays');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByRole('region', { name: 'Preview of Article (Markdown)' });
  await expect(preview.locator('strong')).toHaveText('Registration is open');
  await expect(preview.getByRole('listitem')).toHaveText('Saturdays');
  await field(dialog, 'Pinned in the /news spotlight').check();
  await uploadImage(dialog, 'Image', `kickoff-${tag}.png`);
  await field(dialog, 'Image description').fill('Players lined up for the opening kickoff');
  await dialog.getByRole('button', { name: 'Add article' }).click();
  await expect(toast(page, 'Article published.')).toBeVisible();
  await section(page, 'News').getByLabel('Search articles').fill(tag);
  await expect(section(page, 'News').getByRole('row', { name: new RegExp(article) })).toContainText('Pinned');

  // A gold sponsor with an uploaded logo.
  await openSection(page, 'Sponsors and partners');
  const sponsors = section(page, 'Sponsors and partners');
  await sponsors.getByRole('button', { name: 'Add sponsor' }).click();
  dialog = page.getByRole('dialog', { name: 'New sponsor' });
  await field(dialog, 'Name').fill(sponsor);
  await field(dialog, 'Tier').selectOption({ label: 'Gold' });
  await field(dialog, 'Link').fill('ftp://delta.example');
  await uploadImage(dialog, 'Logo', `delta-logo-${tag}.png`);
  await dialog.getByRole('button', { name: 'Add sponsor' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The link must be a web address starting with http:// or https://.',
  );
  await field(dialog, 'Link').fill('https://delta.example');
  await dialog.getByRole('button', { name: 'Add sponsor' }).click();
  await expect(toast(page, 'Sponsor added.')).toBeVisible();
  await sponsors.getByLabel('Tier').selectOption({ label: 'Gold' });
  await sponsors.getByLabel('Search sponsors').fill(tag);
  await expect(sponsors.getByRole('row', { name: new RegExp(sponsor) })).toContainText('Gold');
}
