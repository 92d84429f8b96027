import type { Page } from '@playwright/test';

/** A child's card in the parent portal. */
export const childCard = (page: Page, name: string) => page.getByRole('article', { name });

/** Fills the registration form of a child card completely (NFL FLAG Boys at its first venue). */
export async function fillRegistration(
  page: Page,
  name: string,
  overrides: { state?: string; zip?: string } = {},
) {
  const card = childCard(page, name);
  await card.getByRole('button', { name: /for a program$/ }).click();
  await card.getByLabel('Program', { exact: true }).selectOption('nfl-flag-boys');
  const venue = card.getByLabel('Location');
  if (await venue.count()) await venue.selectOption({ index: 1 });
  await card.getByLabel('Shirt size').selectOption('M');
  await card.getByLabel('Shorts size').selectOption('L');
  await card.getByLabel('Glove size').selectOption('S');
  await card.getByLabel('Shoe size').fill('7');
  // The program's divisions are its age groups (issue 41 item 4).
  await card.getByLabel('Age group').selectOption({ label: 'Junior: U-12 and U-13' });
  await card.getByLabel('Grade').selectOption('7');
  await card.getByLabel('County').selectOption('DESOTO');
  await card.getByLabel('Shipping contact name').fill('Pat Parent');
  await card.getByLabel('Address line 1').fill('12 Magnolia St');
  await card.getByLabel('City').fill('Hernando');
  await card.getByLabel('State').fill(overrides.state ?? 'Mississippi');
  await card.getByLabel('ZIP or postal code').fill(overrides.zip ?? '38632');
  return card;
}
