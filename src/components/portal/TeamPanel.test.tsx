// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MyTeam } from '../../domain/teams';
import { button, cleanup, click, render } from '../../lib/testing/render';
import ConfirmDialog from './ConfirmDialog';
import TeamPanel from './TeamPanel';
import { installModalDialogs } from '../../lib/testing/dialogs';

const team: MyTeam = {
  id: 7,
  name: 'Southaven Storm',
  colour: '#1d4ed8',
  season: { id: 3, title: 'Fall 2026 NFL FLAG Boys', label: 'Fall 2026', status: 'IN_PROGRESS' },
  program: { id: 'nfl-flag-boys', name: 'NFL FLAG Football Boys' },
  division: 'Varsity',
  home_venue: { name: 'Snowden Grove Park', city: 'Southaven', address: '' },
  coaches: [
    { name: 'Ana Ruiz', role: 'assistant', email: 'ana@example.test' },
    { name: 'Darnell Price', role: 'head', email: 'coach@demo.test' },
  ],
  players: [{ registration: 1, child: 11, athlete_profile: null, name: 'Marcus Whitfield' }],
  games: [],
  events: [
    {
      id: 5,
      title: 'Picture day',
      starts_at: '2026-12-02T23:30:00Z',
      ends_at: '2026-12-03T01:00:00Z',
      location_text: 'Field 3',
      notes: 'Wear the home jersey.',
      public: false,
    },
  ],
  calendar_feed: '/events/teams/7/calendar.ics?key=abc',
};

beforeAll(installModalDialogs);
afterEach(cleanup);

describe('TeamPanel (issue 19 item 3)', () => {
  it('names the team for the player, its head coach first, its home field, events and both feeds', async () => {
    const view = await render(<TeamPanel team={team} player="Marcus Whitfield" />);
    expect(view.querySelector('h4')?.textContent).toBe('Southaven Storm, Marcus Whitfield’s team');
    expect(view.querySelector<HTMLElement>('.team-swatch')?.style.backgroundColor).toBe('rgb(29, 78, 216)');
    expect(view.textContent).toContain('NFL FLAG Football Boys · Fall 2026 · Varsity');
    expect(view.textContent).toContain('Coach: Darnell Price (head coach), Ana Ruiz');
    expect(view.textContent).toContain('Home field: Snowden Grove Park, Southaven');
    const event = view.querySelector('ul[aria-label="Southaven Storm events"] li')?.textContent;
    expect(event).toContain('Picture day');
    expect(event).toContain('Wed, Dec 2, 5:30 PM CST · Field 3');
    const feeds = [...view.querySelectorAll('a.subscribe-link')].map((link) => link.getAttribute('href'));
    // Calendar apps subscribe to the webcal:// form of the page's own API address.
    expect(feeds).toEqual([
      `webcal://${location.host}/api/events/teams/7/calendar.ics?key=abc`,
      `webcal://${location.host}/api/events/seasons/3/calendar.ics`,
    ]);
  });

  it('says when the coach is not named yet and when there are no events', async () => {
    const view = await render(<TeamPanel team={{ ...team, coaches: [], events: [], home_venue: null }} />);
    expect(view.textContent).toContain('Coach: To be announced');
    expect(view.textContent).toContain('No team events yet.');
    expect(view.textContent).not.toContain('Home field');
  });
});

describe('ConfirmDialog', () => {
  it('focuses the safe choice, runs the action, and stays open when it did not succeed', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    await render(
      <ConfirmDialog
        title="Delete this event?"
        confirm="Delete event"
        cancel="Keep it"
        onConfirm={onConfirm}
        onClose={onClose}
      >
        <p>Picture day leaves the team&apos;s calendar.</p>
      </ConfirmDialog>,
    );
    const dialog = document.querySelector('dialog')!;
    expect(document.activeElement).toBe(button(dialog, 'Keep it'));
    await click(button(dialog, 'Delete event'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await click(button(dialog, 'Delete event'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
