// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitlistEntry } from '../../domain/waitlist';
import { setApiBaseResolver } from '../../lib/api-client';
import { fakeFetch, json } from '../../lib/testing/fake-fetch';
import { button, cleanup, click, render, settle } from '../../lib/testing/render';
import { $toasts } from '../../stores/toasts';
import WaitlistJoin from './WaitlistJoin';
import Waitlists from './Waitlists';

const entry = (overrides: Partial<WaitlistEntry>): WaitlistEntry => ({
  id: 1,
  kind: 'parent_registration',
  status: 'waiting',
  participant_name: 'Sam Rivers',
  child: 4,
  program: 'nfl-flag-boys',
  program_name: 'NFL Flag Football',
  venue: 'Snowden Grove',
  division: null,
  season: 7,
  season_label: 'Winter 2027',
  position: 2,
  offered_at: null,
  offer_expires_at: null,
  checkout_path: null,
  form: { kind: 'parent_registration', child: 4, program: 'nfl-flag-boys' },
  reason: '',
  created_at: '2026-11-20T10:00:00Z',
  ...overrides,
});

beforeEach(() => {
  setApiBaseResolver(() => 'https://league.test/api');
  $toasts.set([]);
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(cleanup);

describe('the family’s waitlists (issue 21)', () => {
  it('shows the position, the offer with its button, and leaves after asking', async () => {
    let entries = [
      entry({ id: 1 }),
      entry({
        id: 2,
        participant_name: 'Ava Rivers',
        status: 'offered',
        position: null,
        offered_at: '2026-11-20T10:00:00Z',
        offer_expires_at: '2026-11-22T10:00:00Z',
        checkout_path: '/portal/parent?waitlist=2',
      }),
    ];
    const fake = fakeFetch({
      'GET /waitlist/': () => json(entries),
      'DELETE /waitlist/1/': () => {
        entries = entries.map((item) => (item.id === 1 ? { ...item, status: 'left', position: null } : item));
        return json(entries[0]);
      },
    });
    const view = await render(<Waitlists />);
    await settle();
    // The section's code loads once the family has any entry: its heading, then the entries.
    await vi.waitFor(() => expect(view.querySelector('h2')?.textContent).toBe('Waitlists'));
    await vi.waitFor(() =>
      expect(view.textContent).toContain('Sam Rivers — NFL Flag Football · Snowden Grove (Winter 2027)'),
    );
    expect(view.textContent).toContain('Number 2 on the waitlist');
    expect(view.textContent).toMatch(/A place is kept for you until .+\./);
    expect(button(view, /^Register and pay \$250\.00/)).toBeTruthy();

    await click(button(view, 'Leave the waitlist for Sam Rivers'));
    const dialog = document.querySelector('dialog[open]')!;
    expect(dialog.textContent).toContain('Sam Rivers leaves the waitlist for NFL Flag Football.');
    await click(button(dialog as HTMLElement, 'Leave the waitlist'));
    await settle();
    expect(fake.calls('DELETE /waitlist/1/')).toHaveLength(1);
    expect($toasts.get().map((toast) => toast.message)).toContain('You left the waitlist.');
    expect(view.textContent).toContain('You left the list');
  });

  it('offers to join the waitlist only when the checkout was refused because the division filled up', async () => {
    const fake = fakeFetch({ 'POST /waitlist/': () => json(entry({ position: 3 }), 201) });
    const body = { kind: 'parent_registration', child: 4 };
    const other = await render(<WaitlistJoin body={body} problem={{ message: 'Something else.', key: 1 }} />);
    expect(other.querySelector('button')).toBeNull();
    await cleanup();
    const view = await render(
      <WaitlistJoin
        body={body}
        problem={{
          message: 'This division just filled up. Join the waitlist and we will e-mail you if a place opens.',
          key: 2,
        }}
      />,
    );
    await click(button(view, 'Join the waitlist'));
    expect(fake.calls('POST /waitlist/')[0]!.body).toEqual(body);
    expect(view.querySelector('[role="status"]')!.textContent).toBe(
      'You are number 3 on the waitlist. We will e-mail you if a place opens.',
    );
  });
});
