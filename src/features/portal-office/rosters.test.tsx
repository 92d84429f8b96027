// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AutoFillResult, SeasonRoster } from '../../domain/office/teams';
import { setApiBaseResolver } from '../../lib/api-client';
import { fakeFetch, json, type SentRequest } from '../../lib/testing/fake-fetch';
import { button, cleanup, click, field, fill, render, settle } from '../../lib/testing/render';
import { $toasts } from '../../stores/toasts';
import { $rosterSeason } from './office-data';
import Rosters from './rosters';
import { installModalDialogs } from '../../lib/testing/dialogs';

const player = (registration: number, name: string, team: number | null, household = registration) => ({
  registration,
  name,
  kind: 'child' as const,
  age_group: 'JUNIOR',
  grade: '7',
  household,
  household_name: `Parent of ${name}`,
  postal_code: '38632',
  school: 'Hernando Middle',
  team,
});

/** The Junior League: two teams, three players, one of them on the Storm. */
function junior(): SeasonRoster {
  return {
    season: { id: 7, title: 'Junior League' },
    teams: [
      { id: 1, name: 'Horn Lake Hawks', colour: '#b91c1c' },
      { id: 2, name: 'Southaven Storm', colour: '#1d4ed8' },
    ],
    players: [
      player(11, 'Ava Rivers', 2, 100),
      player(12, 'Ben Rivers', null, 100),
      player(13, 'Cleo Hart', null),
    ],
  };
}

const SEASONS = {
  count: 1,
  next: null,
  previous: null,
  results: [{ id: 7, title: 'Junior League' }],
};

const counts = (page: HTMLElement) =>
  [...page.querySelectorAll('[aria-label="Players per team"] li')].map((item) => item.textContent);
const toasts = () => $toasts.get().map((toast) => toast.message);

beforeAll(installModalDialogs);
beforeEach(() => {
  setApiBaseResolver(() => 'https://league.test/api');
  $toasts.set([]);
  $rosterSeason.set('');
});
afterEach(cleanup);

describe('Rosters', () => {
  it('asks for a season, then shows its players, the players per team, and moves one by its picker', async () => {
    const roster = junior();
    const server = fakeFetch({
      'GET /office/seasons/': () => json(SEASONS),
      'GET /office/rosters/': () => json(roster),
      'PATCH /office/rosters/12/': (request: SentRequest) => {
        const { team } = request.body as { team: number | null };
        roster.players = roster.players.map((entry) =>
          entry.registration === 12 ? { ...entry, team } : entry,
        );
        return json({ ...roster.players[1] });
      },
    });
    const page = await render(<Rosters heading={<h2 id="office-section-title">Rosters</h2>} />);
    await settle();
    expect(page.textContent).toContain('Choose a season to put its players on its teams.');
    expect(server.calls('GET /office/rosters/')).toHaveLength(0);

    await fill(field<HTMLSelectElement>(page, 'Season'), '7');
    await settle();
    expect(server.calls('GET /office/rosters/')[0]!.path).toBe('/office/rosters/?season=7');
    expect(counts(page)).toEqual([
      'Horn Lake Hawks: 0 players',
      'Southaven Storm: 1 player',
      'Not on a team: 2 players',
    ]);
    expect(field<HTMLSelectElement>(page, 'Team of Ava Rivers').value).toBe('2');

    await fill(field<HTMLSelectElement>(page, 'Team of Ben Rivers'), '1');
    await settle();
    expect(server.calls('PATCH /office/rosters/12/')[0]!.body).toEqual({ team: 1 });
    expect(toasts()).toContain('Ben Rivers is on the Horn Lake Hawks.');
    expect(counts(page)).toEqual([
      'Horn Lake Hawks: 1 player',
      'Southaven Storm: 1 player',
      'Not on a team: 1 player',
    ]);

    await fill(field<HTMLSelectElement>(page, 'Show'), 'none');
    expect([...page.querySelectorAll('tbody th')].map((cell) => cell.textContent)).toEqual(['Cleo Hart']);
  });

  it('puts a refused move back and says why', async () => {
    fakeFetch({
      'GET /office/seasons/': () => json(SEASONS),
      'GET /office/rosters/': () => json(junior()),
      'PATCH /office/rosters/13/': () =>
        json({ team: ['That team plays in another season than this registration.'] }, 400),
    });
    $rosterSeason.set('7');
    const page = await render(<Rosters heading={<h2 id="office-section-title">Rosters</h2>} />);
    await settle();
    await fill(field<HTMLSelectElement>(page, 'Team of Cleo Hart'), '2');
    await settle();
    expect(toasts()).toContain('That team plays in another season than this registration.');
    expect(field<HTMLSelectElement>(page, 'Team of Cleo Hart').value).toBe('');
  });

  it('auto-fills with the options chosen, says what it did, and the roster loads again', async () => {
    let roster = junior();
    const result: AutoFillResult = {
      applied: true,
      assignments: [
        { registration: 11, name: 'Ava Rivers', team: 2, moved: false },
        { registration: 12, name: 'Ben Rivers', team: 2, moved: true },
        { registration: 13, name: 'Cleo Hart', team: 1, moved: true },
      ],
      teams: [
        { id: 1, name: 'Horn Lake Hawks', size: 1, age_groups: { JUNIOR: 1 } },
        { id: 2, name: 'Southaven Storm', size: 2, age_groups: { JUNIOR: 2 } },
      ],
    };
    const server = fakeFetch({
      'GET /office/seasons/': () => json(SEASONS),
      'GET /office/rosters/': () => json(roster),
      'POST /office/rosters/auto-fill/': () => {
        roster = {
          ...roster,
          players: roster.players.map((entry) => ({
            ...entry,
            team: result.assignments.find((a) => a.registration === entry.registration)!.team,
          })),
        };
        return json(result);
      },
    });
    $rosterSeason.set('7');
    const page = await render(<Rosters heading={<h2 id="office-section-title">Rosters</h2>} />);
    await settle();
    await click(button(page, 'Auto-fill…'));
    const dialog = document.querySelector('dialog')!;
    expect(dialog.querySelector('h2')?.textContent).toBe('Auto-fill teams');
    expect(field(dialog, 'Keep siblings together').checked).toBe(true);
    await click(field(dialog, 'Keep carpools together (same school or ZIP)'));
    await click(button(dialog, 'Fill teams'));

    expect(server.calls('POST /office/rosters/auto-fill/')[0]!.body).toEqual({
      season: 7,
      keep_siblings: true,
      keep_carpools: true,
      reset: false,
      apply: true,
    });
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe('Auto-fill placed 2 players.');
    expect(
      [...dialog.querySelectorAll('[aria-label="Players per team after auto-fill"] li')].map(
        (item) => item.textContent,
      ),
    ).toEqual([
      'Horn Lake Hawks: 1 player (1 placed now) · Junior 13-14: 1',
      'Southaven Storm: 2 players (1 placed now) · Junior 13-14: 2',
    ]);
    expect(counts(page)).toEqual([
      'Horn Lake Hawks: 1 player',
      'Southaven Storm: 2 players',
      'Not on a team: 0 players',
    ]);
  });

  it('says why auto-fill cannot run', async () => {
    fakeFetch({
      'GET /office/seasons/': () => json(SEASONS),
      'GET /office/rosters/': () => json(junior()),
      'POST /office/rosters/auto-fill/': () =>
        json({ detail: 'This season has no teams yet: add its teams first.' }, 400),
    });
    $rosterSeason.set('7');
    const page = await render(<Rosters heading={<h2 id="office-section-title">Rosters</h2>} />);
    await settle();
    await click(button(page, 'Auto-fill…'));
    const dialog = document.querySelector('dialog')!;
    await click(button(dialog, 'Fill teams'));
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(
      'This season has no teams yet: add its teams first.',
    );
  });
});
