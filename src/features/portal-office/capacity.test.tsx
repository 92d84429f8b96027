// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ResourceForm from '../../components/portal/resource/ResourceForm';
import { CAPACITY_MESSAGES, type OfficeProgram } from '../../domain/office/programs';
import { setApiBaseResolver } from '../../lib/api-client';
import { mutateCache } from '../../lib/query';
import { installModalDialogs } from '../../lib/testing/dialogs';
import { fakeFetch, json, type SentRequest } from '../../lib/testing/fake-fetch';
import { button, cleanup, click, field, fill, render, settle } from '../../lib/testing/render';
import { $toasts } from '../../stores/toasts';
import { capacitiesBody, capacitiesText, offeringsOf, placesLine } from './capacity';
import { programsTable } from './resources';

const VENUES = {
  count: 2,
  next: null,
  previous: null,
  results: [
    { id: 3, name: 'Riverside Fields', city: 'Tupelo', state: 'MS' },
    { id: 5, name: 'Oak Park', city: 'Hernando', state: 'MS' },
  ],
};
const NONE = { count: 0, next: null, previous: null, results: [] };

/** Riverside 7v7 at two venues with two divisions; Riverside's Juniors are limited to 12, 1 waiting. */
function riverside(): OfficeProgram {
  return {
    id: 'riverside-7v7',
    name: 'Riverside 7v7',
    sport: 'FOOTBALL',
    description: '',
    logo: null,
    register_url: null,
    active: true,
    position: 10,
    age_groups: [],
    min_age: 11,
    max_age: 17,
    min_players: null,
    divisions: [
      { id: 21, name: 'Juniors' },
      { id: 22, name: 'Seniors' },
    ],
    venues: [
      { id: 3, name: 'Riverside Fields', city: 'Tupelo', state: 'MS' },
      { id: 5, name: 'Oak Park', city: 'Hernando', state: 'MS' },
    ],
    capacities: [{ venue: 3, division: 'Juniors', season: null, capacity: 12 }],
    places: [
      {
        venue: 3,
        division: 'Juniors',
        season: 4,
        capacity_season: null,
        season_title: 'Spring 2031',
        capacity: 12,
        paid: 10,
        held: 1,
        offered: 1,
        waiting: 1,
        left: 0,
      },
    ],
  };
}

const labels = (scope: ParentNode) =>
  [...scope.querySelectorAll('.capacity-row > label')].map((label) => label.textContent);
const alertText = (scope: ParentNode) => scope.querySelector('[role="alert"]')?.textContent ?? '';

beforeAll(installModalDialogs);
beforeEach(() => {
  setApiBaseResolver(() => 'https://league.test/api');
  $toasts.set([]);
});
afterEach(cleanup);

describe('the capacity of a program’s offerings, as the form holds it', () => {
  it('offers each venue × division, each venue without divisions, the whole program without venues, and keeps other capacities set', () => {
    expect(offeringsOf({ venues: [3, 5], divisions: ['Juniors'] }, [])).toEqual([
      { venue: 3, division: 'Juniors', season: null },
      { venue: 5, division: 'Juniors', season: null },
    ]);
    expect(offeringsOf({ venues: [3], divisions: [] }, [])).toEqual([
      { venue: 3, division: null, season: null },
    ]);
    expect(offeringsOf({ venues: [], divisions: ['Juniors'] }, [])).toEqual([
      { venue: null, division: null, season: null },
    ]);
    // A venue's capacity for all its divisions (set through the API) is shown, not dropped.
    expect(
      offeringsOf({ venues: [3], divisions: ['Juniors'] }, [{ venue: 3, division: null, season: null }]),
    ).toEqual([
      { venue: 3, division: 'Juniors', season: null },
      { venue: 3, division: null, season: null },
    ]);
    // One season's boxes (issue 41 item 8): its own capacities only.
    expect(
      offeringsOf({ venues: [3], divisions: ['Juniors'] }, [{ venue: 3, division: null, season: null }], 4),
    ).toEqual([{ venue: 3, division: 'Juniors', season: 4 }]);
  });

  it('sends the capacities typed for offerings the program still has, empty ones left out, numbers as numbers', () => {
    const text = JSON.stringify([
      { venue: 3, division: 'juniors', capacity: '12' },
      { venue: 5, division: 'Juniors', capacity: '' },
      { venue: 9, division: null, capacity: '4' },
      { venue: 3, division: 'Seniors', capacity: 'ten' },
      { venue: 3, division: 'Juniors', season: 4, capacity: '8' },
    ]);
    expect(capacitiesBody(text, { venues: '3,5', divisions: 'Juniors\nSeniors' })).toEqual([
      { venue: 3, division: 'Juniors', season: null, capacity: 12 },
      { venue: 3, division: 'Juniors', season: 4, capacity: 8 },
      { venue: 3, division: 'Seniors', season: null, capacity: 'ten' },
    ]);
    expect(capacitiesBody(text, { venues: '5', divisions: 'Juniors' })).toEqual([]);
    expect(capacitiesText([{ venue: 3, division: 'Juniors', season: null, capacity: 12 }])).toBe(
      '[{"venue":3,"division":"Juniors","season":null,"capacity":"12"}]',
    );
  });

  it('says how an offering stands in a season', () => {
    expect(placesLine(riverside().places![0]!)).toBe(
      'Spring 2031: 12 of 12 places taken (10 paid, 1 held, 1 offered), 1 family waiting',
    );
  });
});

describe('the program form’s Capacity part', () => {
  it('shows a box per offering with how the saved ones stand, and saves a new capacity with the program', async () => {
    const server = fakeFetch({
      'GET /office/venues/': () => json(VENUES),
      'GET /office/programs/': () => json(NONE),
      'PATCH /office/programs/riverside-7v7/': (request: SentRequest) =>
        json({ ...riverside(), ...(request.body as object) }),
    });
    let done = 0;
    const form = await render(
      <ResourceForm table={programsTable} record={riverside()} onDone={() => (done += 1)} />,
    );
    await settle();
    const part = form.querySelector('fieldset.capacity-field')!;
    expect(part.querySelector('legend')?.textContent).toBe('Capacity');
    expect(labels(part)).toEqual([
      'Riverside Fields — Juniors',
      'Riverside Fields — Seniors',
      'Oak Park — Juniors',
      'Oak Park — Seniors',
    ]);
    const juniors = field(part, 'Riverside Fields — Juniors');
    expect(juniors.value).toBe('12');
    expect(document.getElementById(juniors.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Spring 2031: 12 of 12 places taken (10 paid, 1 held, 1 offered), 1 family waiting',
    );
    expect(field(part, 'Oak Park — Seniors').value).toBe('');

    await fill(field(part, 'Oak Park — Seniors'), '20');
    await click(button(form, 'Save changes'));
    expect(server.calls('PATCH /office/programs/riverside-7v7/')[0]!.body).toEqual({
      capacities: [
        { venue: 3, division: 'Juniors', season: null, capacity: 12 },
        { venue: 5, division: 'Seniors', season: null, capacity: 20 },
      ],
    });
    expect($toasts.get().map((toast) => toast.message)).toContain('Program saved.');
    expect(done).toBe(1);
  });

  it('sets a season’s own places apart from every season’s (issue 41 item 8)', async () => {
    const server = fakeFetch({
      'GET /office/venues/': () => json(VENUES),
      'GET /office/programs/': () => json(NONE),
      'PATCH /office/programs/riverside-7v7/': (request: SentRequest) =>
        json({ ...riverside(), ...(request.body as object) }),
    });
    // The office's seasons, as loaded for its forms.
    mutateCache('/office/seasons/?page_size=200&ordering=-start_date', {
      ...NONE,
      count: 2,
      results: [
        { id: 4, title: 'Spring 2031', program: 'riverside-7v7' },
        { id: 6, title: 'Fall 2031', program: 'other-program' },
      ],
    });
    const form = await render(<ResourceForm table={programsTable} record={riverside()} onDone={() => {}} />);
    await settle();
    const season = field<HTMLSelectElement>(form, 'Places for');
    expect([...season.options].map((option) => option.textContent)).toEqual([
      'Every season (unless it has its own)',
      'Spring 2031',
    ]);
    await fill(season, '4');
    expect(form.textContent).toContain('This season uses the every-season places until you set any here.');
    // Spring 2031's own boxes start empty; the every-season 12 is not among them.
    expect(field(form, 'Riverside Fields — Juniors').value).toBe('');
    await fill(field(form, 'Riverside Fields — Juniors'), '8');
    await fill(season, '');
    expect(field(form, 'Riverside Fields — Juniors').value).toBe('12');
    await click(button(form, 'Save changes'));
    expect(server.calls('PATCH /office/programs/riverside-7v7/')[0]!.body).toEqual({
      capacities: [
        { venue: 3, division: 'Juniors', season: null, capacity: 12 },
        { venue: 3, division: 'Juniors', season: 4, capacity: 8 },
      ],
    });
  });

  it('takes a venue’s capacity along when the venue is unticked, and sends nothing when nothing changed', async () => {
    const server = fakeFetch({
      'GET /office/venues/': () => json(VENUES),
      'GET /office/programs/': () => json(NONE),
      'PATCH /office/programs/riverside-7v7/': () => json(riverside()),
    });
    const form = await render(<ResourceForm table={programsTable} record={riverside()} onDone={() => {}} />);
    await settle();
    await click(button(form, 'Save changes'));
    expect(server.calls('PATCH /office/programs/riverside-7v7/')).toHaveLength(0);

    await click(field(form, 'Riverside Fields · Tupelo, MS'));
    expect(labels(form)).toEqual(['Oak Park — Juniors', 'Oak Park — Seniors']);
    await click(button(form, 'Save changes'));
    expect(server.calls('PATCH /office/programs/riverside-7v7/')[0]!.body).toEqual({
      venues: [5],
      capacities: [],
    });
  });

  it('marks the box at fault and moves focus to it, with the rule’s words and the server’s', async () => {
    fakeFetch({
      'GET /office/venues/': () => json(VENUES),
      'GET /office/programs/': () => json(NONE),
      'PATCH /office/programs/riverside-7v7/': () =>
        json({ capacities: [`1: ${CAPACITY_MESSAGES.venue}`] }, 400),
    });
    const form = await render(<ResourceForm table={programsTable} record={riverside()} onDone={() => {}} />);
    await settle();
    const seniors = field(form, 'Oak Park — Seniors');
    await fill(seniors, 'twenty');
    await click(button(form, 'Save changes'));
    expect(alertText(form)).toBe(CAPACITY_MESSAGES.capacity);
    expect(field(form, 'Oak Park — Seniors').getAttribute('aria-invalid')).toBe('true');
    expect(field(form, 'Riverside Fields — Juniors').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field(form, 'Oak Park — Seniors'));

    await fill(field(form, 'Oak Park — Seniors'), '20');
    await click(button(form, 'Save changes'));
    expect(alertText(form)).toBe(`1: ${CAPACITY_MESSAGES.venue}`);
    expect(document.activeElement).toBe(field(form, 'Riverside Fields — Juniors'));
    expect(field(form, 'Riverside Fields — Juniors').getAttribute('aria-invalid')).toBe('true');
  });
});
