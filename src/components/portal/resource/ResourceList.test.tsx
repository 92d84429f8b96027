// @vitest-environment jsdom
import * as v from 'valibot';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setApiBaseResolver } from '../../../lib/api-client';
import { fakeFetch, json, type SentRequest } from '../../../lib/testing/fake-fetch';
import { button, cleanup, click, field, fill, render, settle } from '../../../lib/testing/render';
import { $toasts } from '../../../stores/toasts';
import ResourceList from './ResourceList';
import type { ResourceTable } from './resource-table';
import { installModalDialogs } from '../../../lib/testing/dialogs';

interface Team {
  id: number;
  name: string;
  tier: string;
  active: boolean;
}

let tables = 0;

/** A small resource table of teams; each test gets its own path, so lists never share a cache. */
function teamsTable(): ResourceTable<Team> {
  tables += 1;
  return {
    id: 'teams',
    label: 'Teams',
    singular: 'team',
    path: `/office/teams-${tables}/`,
    pageSize: 2,
    rowName: (team) => team.name,
    searchLabel: 'Search teams',
    filters: [
      {
        name: 'tier',
        label: 'Tier',
        kind: 'select',
        all: 'Every tier',
        options: [
          { value: 'gold', label: 'Gold' },
          { value: 'silver', label: 'Silver' },
        ],
      },
    ],
    orderings: [
      { value: 'name', label: 'Name (A–Z)' },
      { value: '-name', label: 'Name (Z–A)' },
    ],
    columns: [
      { label: 'Team', cell: (team) => team.name },
      { label: 'Tier', cell: (team) => team.tier },
    ],
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      {
        name: 'tier',
        label: 'Tier',
        kind: 'select',
        options: [
          { value: 'gold', label: 'Gold' },
          { value: 'silver', label: 'Silver' },
        ],
      },
      { name: 'active', label: 'Active', kind: 'checkbox', initial: 'true' },
    ],
    schema: v.object({
      name: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter the team name.')),
      tier: v.picklist(['gold', 'silver'], 'Choose a tier.'),
      active: v.boolean(),
    }),
    deletable: true,
    messages: { empty: 'No teams match your search.', loadFailed: 'Teams could not be loaded right now.' },
  };
}

const TEAMS: Team[] = [
  { id: 1, name: 'Hawks', tier: 'gold', active: true },
  { id: 2, name: 'Storm', tier: 'silver', active: true },
  { id: 3, name: 'Blaze', tier: 'gold', active: false },
];

/** Answers a list request from TEAMS as the API would: search, tier, ordering, paging. */
function listAnswer(request: SentRequest, teams = TEAMS) {
  const query = new URL(request.url).searchParams;
  const size = Number(query.get('page_size'));
  const page = Number(query.get('page') ?? 1);
  let rows = teams.filter((team) =>
    team.name.toLowerCase().includes((query.get('search') ?? '').toLowerCase()),
  );
  if (query.get('tier')) rows = rows.filter((team) => team.tier === query.get('tier'));
  rows = [...rows].sort(
    (a, b) => a.name.localeCompare(b.name) * (query.get('ordering') === '-name' ? -1 : 1),
  );
  return json({
    count: rows.length,
    next: null,
    previous: null,
    results: rows.slice((page - 1) * size, page * size),
  });
}

const names = (page: HTMLElement) => [...page.querySelectorAll('tbody th')].map((cell) => cell.textContent);
const alert = (scope: ParentNode) => scope.querySelector<HTMLElement>('[role="alert"]')?.textContent ?? null;

beforeAll(installModalDialogs);
beforeEach(() => {
  setApiBaseResolver(() => 'https://league.test/api');
  $toasts.set([]);
});
afterEach(cleanup);

/** Waits for the debounced search (300 ms) and the answer. */
async function afterTyping() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 350));
  });
  await settle();
}

describe('ResourceList', () => {
  it('shows a page as a table, then searches, filters, sorts and pages through the API', async () => {
    const table = teamsTable();
    const server = fakeFetch({ [`GET ${table.path}`]: (request) => listAnswer(request) });
    const page = await render(<ResourceList table={table} />);
    await settle();
    expect(names(page)).toEqual(['Blaze', 'Hawks']);
    expect(page.querySelector('[aria-label="Pages"]')?.textContent).toContain('Page 1 of 2');

    await click(button(page, 'Next'));
    expect(names(page)).toEqual(['Storm']);
    expect(server.sent.at(-1)!.path).toBe(`${table.path}?page_size=2&page=2&ordering=name`);

    await fill(field(page, 'Sort by'), '-name');
    await settle();
    expect(names(page)).toEqual(['Storm', 'Hawks']);

    await fill(field(page, 'Tier'), 'gold');
    await settle();
    expect(names(page)).toEqual(['Hawks', 'Blaze']);
    expect(page.querySelector('[aria-label="Pages"]')).toBeNull();

    await fill(field(page, 'Search teams'), 'haw');
    await afterTyping();
    expect(names(page)).toEqual(['Hawks']);
    expect(server.sent.at(-1)!.path).toBe(`${table.path}?page_size=2&search=haw&ordering=-name&tier=gold`);

    await fill(field(page, 'Search teams'), 'zzz');
    await afterTyping();
    expect(page.textContent).toContain('No teams match your search.');
  });

  it('shows the search and filters applied as chips, each removed with a tap, kept in sight when the list shows again (issue 41 item 8)', async () => {
    const table = teamsTable();
    const server = fakeFetch({ [`GET ${table.path}`]: (request) => listAnswer(request) });
    const chips = (scope: HTMLElement) =>
      [...scope.querySelectorAll('.filter-chip')].map((chip) => chip.textContent?.replace(' ×', ''));
    let page = await render(<ResourceList table={table} />);
    await settle();
    expect(page.querySelector('[aria-label="Applied search and filters"]')).toBeNull();

    await fill(field(page, 'Tier'), 'gold');
    await fill(field(page, 'Search teams'), 'haw');
    await afterTyping();
    expect(chips(page)).toEqual(['Remove Search: “haw”', 'Remove Tier: Gold']);

    // Staff leave the section and come back: the list is as they left it, and says so.
    await cleanup();
    page = await render(<ResourceList table={table} />);
    await settle();
    expect(field(page, 'Search teams').value).toBe('haw');
    expect(chips(page)).toEqual(['Remove Search: “haw”', 'Remove Tier: Gold']);

    await click(button(page, 'Remove Search: “haw” ×'));
    await settle();
    expect(field(page, 'Search teams').value).toBe('');
    expect(chips(page)).toEqual(['Remove Tier: Gold']);
    // The gold teams again (that answer was cached), Blaze among them.
    expect(names(page)).toEqual(['Blaze', 'Hawks']);

    await fill(field(page, 'Search teams'), 'bla');
    await afterTyping();
    await click(button(page, 'Clear all'));
    await settle();
    expect(chips(page)).toEqual([]);
    expect(field<HTMLSelectElement>(page, 'Tier').value).toBe('');
    expect(field(page, 'Search teams').value).toBe('');
    // Every team again: two pages of two.
    expect(page.querySelector('[aria-label="Pages"]')?.textContent).toContain('Page 1 of 2');
    expect(server.sent.some((sent) => sent.path.includes('search=bla'))).toBe(true);
  });

  it('says when the list cannot load, and Try again loads it', async () => {
    const table = teamsTable();
    // A 403 is final: the data library does not retry it by itself.
    fakeFetch({
      [`GET ${table.path}`]: [() => json({ detail: 'Not allowed.' }, 403), (request) => listAnswer(request)],
    });
    const page = await render(<ResourceList table={table} />);
    await settle();
    expect(alert(page)).toBe('Teams could not be loaded right now.Try again');
    await click(button(page, 'Try again'));
    expect(names(page)).toEqual(['Blaze', 'Hawks']);
  });

  it('adds a record: the rule’s message on the field at fault first, then the POST, a toast and the list again', async () => {
    const table = teamsTable();
    const teams = [...TEAMS];
    const server = fakeFetch({
      [`GET ${table.path}`]: (request) => listAnswer(request, teams),
      [`POST ${table.path}`]: (request) => {
        const body = request.body as Team;
        teams.push({ ...body, id: 4 });
        return json({ ...body, id: 4 }, 201);
      },
    });
    const page = await render(<ResourceList table={table} />);
    await settle();
    await click(button(page, 'Add team'));
    const dialog = document.querySelector('dialog')!;
    expect(dialog.querySelector('h2')?.textContent).toBe('New team');

    await click(button(dialog, 'Add team'));
    expect(alert(dialog)).toBe('Enter the team name.');
    expect(document.activeElement).toBe(field(dialog, 'Name'));
    expect(server.calls(`POST ${table.path}`)).toHaveLength(0);

    await fill(field(dialog, 'Name'), 'Comets');
    await click(button(dialog, 'Add team'));
    expect(alert(dialog)).toBe('Choose a tier.');
    await fill(field<HTMLSelectElement>(dialog, 'Tier'), 'silver');
    await click(button(dialog, 'Add team'));

    expect(server.calls(`POST ${table.path}`)[0]!.body).toEqual({
      name: 'Comets',
      tier: 'silver',
      active: true,
    });
    expect(document.querySelector('dialog')).toBeNull();
    expect($toasts.get().map((toast) => toast.message)).toEqual(['Team added.']);
    await settle();
    expect(names(page)).toEqual(['Blaze', 'Comets']);
  });

  it('edits a record sending only what changed, and shows a field the server refused on that field', async () => {
    const table = teamsTable();
    const server = fakeFetch({
      [`GET ${table.path}`]: (request) => listAnswer(request),
      [`PATCH ${table.path}1/`]: [
        () => json({ name: ['Another team has this name.'] }, 400),
        (request) => json({ ...TEAMS[0], ...(request.body as object) }),
      ],
    });
    const page = await render(<ResourceList table={table} />);
    await settle();
    await click(button(page, 'Edit Hawks'));
    const dialog = document.querySelector('dialog')!;
    expect(field(dialog, 'Name').value).toBe('Hawks');

    await fill(field(dialog, 'Name'), 'Storm');
    await click(button(dialog, 'Save changes'));
    expect(server.calls(`PATCH ${table.path}1/`)[0]!.body).toEqual({ name: 'Storm' });
    expect(alert(dialog)).toBe('Another team has this name.');
    expect(field(dialog, 'Name').getAttribute('aria-invalid')).toBe('true');

    await fill(field(dialog, 'Name'), 'Hawks United');
    await click(button(dialog, 'Save changes'));
    expect(server.calls(`PATCH ${table.path}1/`)[1]!.body).toEqual({ name: 'Hawks United' });
    expect($toasts.get().map((toast) => toast.message)).toEqual(['Team saved.']);
  });

  it('asks before deleting, and shows the server’s refusal in place', async () => {
    const table = teamsTable();
    const server = fakeFetch({
      [`GET ${table.path}`]: (request) => listAnswer(request),
      [`DELETE ${table.path}1/`]: () =>
        json(
          {
            detail: 'Hawks cannot be deleted: 2 registrations (Marcus Whitfield, Jordan Ellis) refer to it.',
          },
          409,
        ),
    });
    const page = await render(<ResourceList table={table} />);
    await settle();
    await click(button(page, 'Edit Hawks'));
    const dialog = document.querySelector('dialog')!;
    await click(button(dialog, 'Delete…'));
    expect(server.calls(`DELETE ${table.path}1/`)).toHaveLength(0);
    await click(button(dialog, 'Delete team'));
    expect(alert(dialog)).toBe(
      'Hawks cannot be deleted: 2 registrations (Marcus Whitfield, Jordan Ellis) refer to it.',
    );
    await click(button(dialog, 'Keep it'));
    expect(field(dialog, 'Name').value).toBe('Hawks');
  });

  it('offers no Add on a table that takes no new records, and its form’s aside sees the record and the values', async () => {
    const table: ResourceTable<Team> = {
      ...teamsTable(),
      creatable: false,
      aside: ({ values, record }) => (
        <p data-testid="aside">{record ? `${String(record['name'])} → ${values['name'] ?? ''}` : 'new'}</p>
      ),
    };
    fakeFetch({ [`GET ${table.path}`]: (request) => listAnswer(request) });
    const page = await render(<ResourceList table={table} />);
    await settle();
    expect(() => button(page, 'Add team')).toThrow();
    await click(button(page, 'Edit Hawks'));
    const dialog = document.querySelector('dialog')!;
    await fill(field(dialog, 'Name'), 'Hawks United');
    expect(dialog.querySelector('[data-testid="aside"]')?.textContent).toBe('Hawks → Hawks United');
  });
});
