/**
 * Capacity and waitlists in the league office (issue 21, office screens) on the phone layout: staff
 * give an offering of a program of the test's own one place in the program's Capacity part (a
 * capacity that is not a number is refused on its box), a family fills it and two join the
 * waitlist; the Capacity part then says how the offering stands. In the Waitlists section staff
 * move the second family to position 1 with a reason (the order changes), offer the other a place
 * by hand (the entry shows as offered, and the family gets the offer mail) and remove one.
 */
import { expect, test } from '@playwright/test';
import { field, openSection, section, toast, uniqueName } from './support/office';
import { lastMailTo } from './support/outbox';
import { onMobileOnly } from './support/projects';
import { signInAs } from './support/session';
import { joinWaitlist, takePlace, waitlistProgram } from './support/waitlist';

test.describe('waitlists in the office', () => {
  onMobileOnly('one flow through the office');

  test('staff limit an offering to one place, then move, offer by hand and remove on its waitlist', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const tag = uniqueName('');
    const { access } = await signInAs(page, request, 'staff@demo.test');
    const program = await waitlistProgram(request, access, tag);
    const offering = `${program.venue.name} — ${program.division.name}`;

    // One place for the Juniors at the venue in the program's season (its own places, issue 41 item
    // 8), in the program's Capacity part.
    await page.goto('/portal/office');
    await openSection(page, 'Programs');
    const programs = section(page, 'Programs');
    await programs.getByLabel('Search programs').fill(tag);
    await programs.getByRole('button', { name: `Edit ${program.name}` }).click();
    let dialog = page.getByRole('dialog', { name: `Edit ${program.name}` });
    const capacity = dialog.getByRole('group', { name: 'Capacity' });
    const box = capacity.getByLabel(offering, { exact: true });
    await capacity.getByLabel('Places for').selectOption(String(program.season.id));
    await expect(capacity).toContainText('This season uses the every-season places until you set any here.');
    await expect(box).toHaveValue('');
    await box.fill('one');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'A capacity is a whole number of places from 0 to 10000.',
    );
    await expect(box).toBeFocused();
    await box.fill('1');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Program saved.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const stored = (await (
      await request.get(`/api/office/programs/${program.id}/`, {
        headers: { Authorization: `Bearer ${access}` },
      })
    ).json()) as { capacities: unknown[] };
    expect(stored.capacities).toEqual([
      { venue: program.venue.id, division: program.division.name, season: program.season.id, capacity: 1 },
    ]);

    // A family takes the place; two more join the waitlist.
    await takePlace(request, browser, program, `Ivy${tag}`);
    const sky = await joinWaitlist(request, browser, program, `Sky${tag}`, `Alder${tag}`);
    const noor = await joinWaitlist(request, browser, program, `Noor${tag}`, `Birch${tag}`);
    expect([sky.entry.position, noor.entry.position]).toEqual([1, 2]);

    // The Capacity part says how the offering stands (the office loads again: the families joined
    // through the API, not in this tab).
    await page.reload();
    await openSection(page, 'Programs');
    await programs.getByLabel('Search programs').fill(tag);
    await programs.getByRole('button', { name: `Edit ${program.name}` }).click();
    dialog = page.getByRole('dialog', { name: `Edit ${program.name}` });
    // Every season's boxes stay empty (unlimited); the season's own hold the 1.
    await expect(dialog.getByRole('group', { name: 'Capacity' }).getByLabel(offering)).toHaveValue('');
    await dialog
      .getByRole('group', { name: 'Capacity' })
      .getByLabel('Places for')
      .selectOption(String(program.season.id));
    await expect(dialog.getByRole('group', { name: 'Capacity' }).getByLabel(offering)).toHaveValue('1');
    await expect(dialog.getByRole('group', { name: 'Capacity' })).toContainText(
      `${program.season.title}: 1 of 1 place taken (1 paid, 0 held, 0 offered), 2 families waiting`,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // The program's waitlist, in its order.
    await openSection(page, 'Waitlists');
    const waitlists = section(page, 'Waitlists');
    await waitlists.getByLabel('Program').selectOption({ label: program.name });
    const [skyName, noorName] = [sky.name, noor.name];
    const names = waitlists.getByRole('rowheader');
    const positions = waitlists.locator('tbody td[data-label="Position"]');
    await expect(names).toHaveText([skyName, noorName]);
    await expect(positions).toHaveText(['1', '2']);
    const noorRow = waitlists.getByRole('row', { name: new RegExp(noorName) });
    await expect(noorRow.locator('td[data-label="Family"]')).toHaveText(`Dana Birch${tag} ${noor.email}`);
    await expect(noorRow.locator('td[data-label="Status"]')).toHaveText('Waiting');

    // Move the second family to position 1, with a reason.
    await waitlists.getByRole('button', { name: `Move ${noorName}`, exact: true }).click();
    dialog = page.getByRole('dialog', { name: `Move ${noorName} on the waitlist` });
    await expect(field(dialog, 'New position')).toBeFocused();
    await field(dialog, 'New position').fill('1');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Give a reason.');
    await expect(field(dialog, 'Reason')).toBeFocused();
    await field(dialog, 'Reason').fill('Sibling already on the team');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(toast(page, `${noorName} is now number 1 on the waitlist.`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('#office-section-title')).toBeFocused();
    await expect(names).toHaveText([noorName, skyName]);
    await expect(positions).toHaveText(['1', '2']);

    // Offer the other family a place by hand: the entry is offered, and the family is mailed.
    await waitlists.getByRole('button', { name: `Offer now ${skyName}`, exact: true }).click();
    dialog = page.getByRole('dialog', { name: `Offer a place to ${skyName}` });
    await field(dialog, 'Reason').fill('A coach added a place');
    await dialog.getByRole('button', { name: 'Offer the place' }).click();
    await expect(toast(page, `A place is offered to ${skyName} until`)).toBeVisible();
    const skyRow = waitlists.getByRole('row', { name: new RegExp(skyName) });
    await expect(skyRow.locator('td[data-label="Status"]')).toHaveText('Offered');
    await expect(skyRow.locator('td[data-label="Position"]')).toHaveText('—');
    await expect(skyRow.locator('td[data-label="Offer ends"]')).not.toHaveText('—');
    await expect(skyRow.getByRole('button', { name: `Offer now ${skyName}`, exact: true })).toHaveCount(0);
    await expect
      .poll(() => lastMailTo(sky.email)?.subject ?? '')
      .toBe(`A place is open for ${skyName}: ${program.name}`);
    expect(lastMailTo(sky.email)!.text).toContain(`/portal/parent?waitlist=${sky.entry.id}`);

    // Remove the first family, with a reason.
    await waitlists.getByRole('button', { name: `Remove ${noorName}`, exact: true }).click();
    dialog = page.getByRole('dialog', { name: `Remove ${noorName} from the waitlist` });
    await field(dialog, 'Reason').fill('Family asked by phone');
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(toast(page, `${noorName} was removed from the waitlist.`)).toBeVisible();
    await expect(noorRow.locator('td[data-label="Status"]')).toHaveText('Removed');
    await expect(noorRow.getByRole('button')).toHaveCount(0);

    // Stored as shown, with the reasons.
    const list = (await (
      await request.get(`/api/office/waitlist/?program=${program.id}`, {
        headers: { Authorization: `Bearer ${access}` },
      })
    ).json()) as { results: { id: number; status: string; reason: string }[] };
    expect(list.results.map(({ id, status, reason }) => ({ id, status, reason }))).toEqual([
      { id: noor.entry.id, status: 'removed', reason: 'Family asked by phone' },
      { id: sky.entry.id, status: 'offered', reason: 'A coach added a place' },
    ]);
  });
});
