// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OfficeWaitlistEntry } from '../../domain/office/waitlist';
import { setApiBaseResolver } from '../../lib/api-client';
import { mutateCache } from '../../lib/query';
import { installModalDialogs } from '../../lib/testing/dialogs';
import { fakeFetch, json, type SentRequest } from '../../lib/testing/fake-fetch';
import { button, cleanup, click, field, fill, render, settle } from '../../lib/testing/render';
import { $toasts } from '../../stores/toasts';
import { $waitlistAction } from './waitlists';
import Waitlists from './waitlists';

const entry = (id: number, name: string, position: number | null, extra: Partial<OfficeWaitlistEntry> = {}) =>
  ({
    id,
    kind: 'parent_registration',
    status: 'waiting',
    participant_name: name,
    child: id * 10,
    program: 'riverside-7v7',
    program_name: 'Riverside 7v7',
    venue: 'Riverside Fields',
    division: 'Juniors',
    season: 4,
    season_label: 'Spring 2031',
    position,
    offered_at: null,
    offer_expires_at: null,
    checkout_path: null,
    form: {},
    reason: '',
    created_at: '2031-01-10T15:00:00.000Z',
    family_name: `Parent of ${name}`,
    family_email: `${name.split(' ')[0]!.toLowerCase()}@family.test`,
    ...extra,
  }) satisfies OfficeWaitlistEntry;

const page = (results: OfficeWaitlistEntry[]) =>
  json({ count: results.length, next: null, previous: null, results });
const NONE = { count: 0, next: null, previous: null, results: [] };

const rows = (scope: ParentNode) =>
  [...scope.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td:not(.resource-actions)')].map((cell) => cell.textContent),
  );
const toasts = () => $toasts.get().map((toast) => toast.message);
const heading = (
  <h2 id="office-section-title" tabIndex={-1}>
    Waitlists
  </h2>
);
const dialog = () => document.querySelector('dialog')!;
const alertText = (scope: ParentNode) => scope.querySelector('[role="alert"]')?.textContent ?? '';

/** The two families of the Spring 2031 list, and a list that answers from them. */
function twoFamilies() {
  let list = [entry(1, 'Sky Rivers', 1), entry(2, 'Noor Haddad', 2)];
  const routes = {
    'GET /office/programs/': () => json(NONE),
    'GET /office/seasons/': () => json(NONE),
    'GET /office/waitlist/': () => page(list),
  };
  return { routes, set: (next: OfficeWaitlistEntry[]) => (list = next), get: () => list };
}

beforeAll(installModalDialogs);
beforeEach(() => {
  setApiBaseResolver(() => 'https://league.test/api');
  $toasts.set([]);
  $waitlistAction.set(null);
  // Each test starts with nothing cached (the list's store is shared across tests).
  mutateCache((key) => key.startsWith('/office/'));
});
afterEach(cleanup);

describe('the Waitlists section', () => {
  it('lists each entry with its family, place, joining day, status and offer end, and filters by program through the API', async () => {
    const offered = entry(3, 'Ada Stone', null, {
      status: 'offered',
      offer_expires_at: '2031-01-14T18:00:00.000Z',
    });
    const server = fakeFetch({
      'GET /office/programs/': () =>
        json({
          count: 1,
          next: null,
          previous: null,
          results: [{ id: 'riverside-7v7', name: 'Riverside 7v7', active: true, divisions: [] }],
        }),
      'GET /office/seasons/': () => json(NONE),
      'GET /office/waitlist/': (request: SentRequest) =>
        new URL(request.url).searchParams.get('program') === 'riverside-7v7'
          ? page([entry(1, 'Sky Rivers', 1), offered])
          : page([]),
    });
    const view = await render(<Waitlists heading={heading} />);
    await settle();
    expect(view.textContent).toContain('No waitlist entries match your filters.');

    await fill(field<HTMLSelectElement>(view, 'Program'), 'riverside-7v7');
    await settle();
    expect(server.calls('GET /office/waitlist/').at(-1)!.path).toBe(
      '/office/waitlist/?page_size=50&ordering=position&program=riverside-7v7',
    );
    expect(rows(view)).toEqual([
      [
        'Sky Rivers',
        'Parent of Sky Rivers sky@family.test',
        'Riverside 7v7 · Riverside Fields · Juniors · Spring 2031',
        '1',
        'Jan 10, 2031',
        'Waiting',
        '—',
      ],
      [
        'Ada Stone',
        'Parent of Ada Stone ada@family.test',
        'Riverside 7v7 · Riverside Fields · Juniors · Spring 2031',
        '—',
        'Jan 10, 2031',
        'Offered',
        'Tue, Jan 14, 12:00 PM CST',
      ],
    ]);
    // A waiting entry is moved, offered or removed; an offered one only removed.
    const [waiting, kept] = [...view.querySelectorAll('tbody tr')];
    expect([...waiting!.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Move Sky Rivers',
      'Offer now Sky Rivers',
      'Remove Sky Rivers',
    ]);
    expect([...kept!.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Remove Ada Stone']);
  });

  it('says when the waitlists cannot be loaded', async () => {
    fakeFetch({
      'GET /office/programs/': () => json(NONE),
      'GET /office/seasons/': () => json(NONE),
      'GET /office/waitlist/': () => json({ detail: 'You do not have permission.' }, 403),
    });
    const view = await render(<Waitlists heading={heading} />);
    await settle();
    expect(view.textContent).toContain('The waitlists could not be loaded right now.');
    expect(button(view, 'Try again')).toBeTruthy();
  });

  it('moves an entry: the position and the reason are required with the server’s words, then the list loads again in its new order', async () => {
    const families = twoFamilies();
    const server = fakeFetch({
      ...families.routes,
      'POST /office/waitlist/2/move/': [
        () => json({ detail: 'Choose a position from 1 to the number of families waiting.' }, 400),
        (request: SentRequest) => {
          const [sky, noor] = families.get();
          families.set([
            { ...noor!, position: 1 },
            { ...sky!, position: 2 },
          ]);
          expect(request.body).toEqual({ position: 1, reason: 'Sibling already on the team' });
          return json({ ...noor!, position: 1 });
        },
      ],
    });
    const view = await render(<Waitlists heading={heading} />);
    await settle();
    const opener = button(view, 'Move Noor Haddad');
    await click(opener);
    expect(dialog().getAttribute('aria-labelledby')).toBeTruthy();
    expect(dialog().querySelector('h2')?.textContent).toBe('Move Noor Haddad on the waitlist');
    expect(dialog().textContent).toContain('Noor Haddad is number 2.');
    const position = field(dialog(), 'New position (required)');
    expect(document.activeElement).toBe(position);

    await click(button(dialog(), 'Move'));
    expect(alertText(dialog())).toBe('Choose a position from 1 to the number of families waiting.');
    expect(position.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(position);
    await fill(position, '9');
    await click(button(dialog(), 'Move'));
    expect(alertText(dialog())).toBe('Give a reason.');
    const reason = field<HTMLTextAreaElement>(dialog(), 'Reason (required)');
    expect(document.activeElement).toBe(reason);

    // The server's refusal of a place past the end of the list, in the dialog.
    await fill(reason, 'Sibling already on the team');
    await click(button(dialog(), 'Move'));
    expect(alertText(dialog())).toBe('Choose a position from 1 to the number of families waiting.');
    expect(server.calls('POST /office/waitlist/2/move/')[0]!.body).toEqual({
      position: 9,
      reason: 'Sibling already on the team',
    });

    await fill(position, '1');
    await click(button(dialog(), 'Move'));
    expect(document.querySelector('dialog')).toBeNull();
    expect(toasts()).toContain('Noor Haddad is now number 1 on the waitlist.');
    expect(rows(view).map((row) => [row[0], row[3]])).toEqual([
      ['Noor Haddad', '1'],
      ['Sky Rivers', '2'],
    ]);
    expect(document.activeElement?.id).toBe('office-section-title');
  });

  it('offers a place by hand: the entry shows as offered with its end', async () => {
    const families = twoFamilies();
    const server = fakeFetch({
      ...families.routes,
      'POST /office/waitlist/1/offer/': () => {
        const [sky, noor] = families.get();
        const offered = {
          ...sky!,
          status: 'offered' as const,
          position: null,
          offer_expires_at: '2031-01-14T18:00:00.000Z',
        };
        families.set([offered, { ...noor!, position: 1 }]);
        return json(offered);
      },
    });
    const view = await render(<Waitlists heading={heading} />);
    await settle();
    await click(button(view, 'Offer now Sky Rivers'));
    expect(dialog().querySelector('h2')?.textContent).toBe('Offer a place to Sky Rivers');
    await fill(field<HTMLTextAreaElement>(dialog(), 'Reason (required)'), 'A coach added a place');
    await click(button(dialog(), 'Offer the place'));
    expect(server.calls('POST /office/waitlist/1/offer/')[0]!.body).toEqual({
      reason: 'A coach added a place',
    });
    expect(toasts()).toContain(
      'A place is offered to Sky Rivers until Tue, Jan 14, 12:00 PM CST. The family is e-mailed a link to register.',
    );
    expect(rows(view)[0]).toEqual([
      'Sky Rivers',
      'Parent of Sky Rivers sky@family.test',
      'Riverside 7v7 · Riverside Fields · Juniors · Spring 2031',
      '—',
      'Jan 10, 2031',
      'Offered',
      'Tue, Jan 14, 12:00 PM CST',
    ]);
  });

  it('shows a refused removal in the dialog; Escape closes it and focus goes back to its button', async () => {
    const families = twoFamilies();
    fakeFetch({
      ...families.routes,
      'POST /office/waitlist/1/remove/': () =>
        json({ detail: 'This waitlist entry is no longer waiting for a place.' }, 409),
    });
    const view = await render(<Waitlists heading={heading} />);
    await settle();
    const opener = button(view, 'Remove Sky Rivers');
    opener.focus();
    await click(opener);
    expect(dialog().querySelector('h2')?.textContent).toBe('Remove Sky Rivers from the waitlist');
    await fill(field<HTMLTextAreaElement>(dialog(), 'Reason (required)'), 'Family asked by phone');
    await click(button(dialog(), 'Remove'));
    expect(alertText(dialog())).toBe('This waitlist entry is no longer waiting for a place.');
    expect(toasts()).toEqual([]);

    await act(async () => {
      dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(button(view, 'Remove Sky Rivers'));
  });
});
