/**
 * The league office's money (issue 20), end to end on the phone layout: staff filter the
 * registrations to one program, export them as CSV (parsed here: the registered children are there,
 * a name a spreadsheet would run is neutralised), refund a paid registration by the policy and see
 * its status change; the family gets the refund receipt by mail and sees the refund in its portal.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { lastMailTo } from './support/outbox';
import { addChildByApi, payByApi } from './support/payments';
import { onMobileOnly } from './support/projects';
import { confirmEmailByApi, signInAs, signUpAs } from './support/session';
import { registrationBody } from '../server/test/registrations';

test.describe('office money', () => {
  onMobileOnly('one flow through the office and the parent portal');

  test('staff filter, export and refund by the policy; the family sees the refund', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    // A family registers and pays for Jr. NBA, whose season has not started: a full refund.
    const familyContext = await browser.newContext();
    const familyPage = await familyContext.newPage();
    const family = await signUpAs(familyPage, request, 'parent_guardian');
    await confirmEmailByApi(request, family);
    const child = await addChildByApi(request, family.access, '=HYPERLINK("x")');
    const program = (await (await request.get('/api/programs/jr-nba/')).json()) as {
      name: string;
      locations: { id: number }[];
    };
    await payByApi(
      request,
      family.access,
      registrationBody(child, { program: 'jr-nba', location: program.locations[0]?.id ?? null }),
    );
    const name = '=HYPERLINK("x") Rivers';

    // The family asks for a refund from its portal; the policy asks for a reason.
    await familyPage.goto('/portal/parent');
    await familyPage.getByRole('button', { name: `Ask for a refund for ${name}, ${program.name}` }).click();
    const ask = familyPage.getByRole('dialog', { name: 'Ask for a refund' });
    await expect(
      ask.getByText(/^Under the league’s refund policy you may receive \$[\d,.]+ today/),
    ).toBeVisible();
    await ask.getByRole('button', { name: 'Send request' }).click();
    await expect(ask.getByRole('alert')).toHaveText(
      'Tell the league office why you are asking for a refund (at least 10 characters).',
    );
    await ask
      .getByLabel('Why are you asking for a refund? (required)')
      .fill('We are moving out of state in June.');
    await ask.getByRole('button', { name: 'Send request' }).click();
    await expect(
      familyPage.getByRole('status').filter({ hasText: 'Your refund request was sent' }),
    ).toBeVisible();
    await expect(familyPage.getByText(/^Refund asked for on /)).toBeVisible();

    // Staff: at a glance, each season's money on its own line (issue 41 item 8).
    await signInAs(page, request, 'staff@demo.test');
    await page.goto('/portal/office');
    const perSeason = page.getByRole('region', { name: 'Money per season' });
    await expect(perSeason.getByRole('row').filter({ hasText: program.name }).first()).toContainText('$');

    // The registrations of one program, with their totals; what narrows the list shows as chips.
    await page.goto('/portal/office#registrations');
    const region = page.getByRole('region', { name: 'Registrations', exact: true });
    await region.getByLabel('Search by child, parent or e-mail').fill('Whitfield');
    await expect(region.getByRole('button', { name: 'Remove Search: “Whitfield”' })).toBeVisible();
    // Staff leave and come back: the search is still applied, and its chip says so; a tap removes it.
    await page.evaluate(() => (location.hash = 'overview'));
    await expect(page.getByRole('region', { name: 'At a glance', exact: true })).toBeVisible();
    await page.evaluate(() => (location.hash = 'registrations'));
    await region.getByRole('button', { name: 'Remove Search: “Whitfield”' }).click();
    await expect(region.getByLabel('Search by child, parent or e-mail')).toHaveValue('');
    await expect(region.getByRole('group', { name: 'Applied search and filters' })).toHaveCount(0);
    await region.getByLabel('Program').selectOption({ label: program.name });
    await expect(region.getByRole('button', { name: `Remove Program: ${program.name}` })).toBeVisible();
    await expect(region.getByRole('rowheader', { name })).toBeVisible();
    await expect(region.getByRole('rowheader', { name: 'Zion Okafor' })).toBeVisible();
    await expect(region.getByRole('rowheader', { name: 'Marcus Whitfield' })).toHaveCount(0);
    await expect(region.getByLabel('Totals of the registrations shown')).toContainText('Net');
    // The county narrows it further; a county none of them comes from empties the list.
    await region.getByLabel('County').selectOption({ label: 'DeSoto (MS)' });
    await expect(region.getByRole('rowheader', { name })).toBeVisible();
    await region.getByLabel('County').selectOption({ label: 'Tate (MS)' });
    await expect(region.getByText('No registrations match these filters.')).toBeVisible();
    await region.getByLabel('County').selectOption({ label: 'Every county' });
    await expect(region.getByRole('rowheader', { name })).toBeVisible();

    // The export of what the filter shows, as a spreadsheet would read it.
    const downloading = page.waitForEvent('download');
    await region.getByRole('button', { name: 'Registrations', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    const participants = rows.map((row) => row['Participant']);
    expect(participants).toContain(`'${name}`);
    expect(participants).toContain('Zion Okafor');
    expect(participants).not.toContain('Marcus Whitfield');
    expect(new Set(rows.map((row) => row['Program']))).toEqual(new Set([program.name]));

    // The refund the policy allows, from the registration's record.
    await region.getByRole('button', { name: `Details of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Registration of ${name}` });
    await expect(dialog.getByText(/^Full refund: registration is open until /)).toBeVisible();
    await expect(
      dialog.getByText(/^The family asked for a refund on .*This refund answers their request\.$/),
    ).toBeVisible();
    await dialog.getByRole('button', { name: /^Refund \$/ }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Refunded \$/ })).toBeVisible();
    await expect(dialog.getByText('Nothing of this payment is left to refund.')).toBeVisible();
    await expect(dialog.locator('.badge').filter({ hasText: 'Refunded' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(region.getByRole('row', { name: new RegExp(name.replace(/[()"]/g, '.')) })).toContainText(
      'Refunded',
    );

    // The family: the refund receipt by mail, and the refund in the portal.
    await expect
      .poll(() => lastMailTo(family.email)?.subject ?? '', { timeout: 15_000 })
      .toMatch(/^Refund receipt: .* for =HYPERLINK\("x"\) Rivers$/);
    await familyPage.reload();
    await expect(familyPage.getByText(/^Refunded \$[\d,.]+ on /)).toBeVisible();
    await expect(familyPage.getByText(/^Refund request of .* approved\.$/)).toBeVisible();
    await familyContext.close();
  });
});
