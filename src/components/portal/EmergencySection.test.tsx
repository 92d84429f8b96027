// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiBaseResolver } from '../../lib/api-client';
import { fakeFetch, json } from '../../lib/testing/fake-fetch';
import { button, cleanup, click, field, fill, render, settle } from '../../lib/testing/render';
import { mutateCache } from '../../lib/query';
import { EMERGENCY_KEY } from '../../stores/emergency';
import { $toasts } from '../../stores/toasts';
import EmergencySection from './EmergencySection';
import { installModalDialogs } from '../../lib/testing/dialogs';

const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });
const saved = {
  child: 11,
  athlete_profile: null,
  contact_name: 'Gloria Rivers',
  contact_relation: 'grandmother',
  contact_phone: '662-555-0199',
  allergies: 'Peanuts',
  conditions: '',
  medication: '',
  updated_at: '2026-11-25T12:00:00Z',
};
const region = (scope: HTMLElement) => scope.querySelector<HTMLElement>('section.emergency-section')!;
const dialog = () => document.querySelector<HTMLDialogElement>('dialog')!;
/** The dialog's code loads on demand: waits until it is open. */
const opened = async () => {
  await vi.waitFor(() => expect(document.querySelector('dialog[open]')).not.toBeNull());
  await settle();
};

beforeAll(installModalDialogs);
beforeEach(() => {
  setApiBaseResolver(() => 'https://league.test/api');
  $toasts.set([]);
  // Each test starts with nothing cached (the store is shared across tests).
  mutateCache(EMERGENCY_KEY);
});
afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
});

describe('EmergencySection (issue 19 item 5)', () => {
  it('invites a registered family, refuses a bad phone in place, saves the notes and shows them', async () => {
    // The server keeps what was put, as the real one does: the reload after saving reads it.
    let stored: (typeof saved)[] = [];
    const server = fakeFetch({
      'GET /auth/emergency-info/': () => json(page(stored)),
      'PUT /auth/emergency-info/': () => {
        stored = [saved];
        return json(saved);
      },
    });
    const view = await render(<EmergencySection name="Tyler Rivers" child={11} prompt />);
    await settle();
    expect(region(view).textContent).toContain(
      'Add an emergency contact and any allergies, conditions or medication for the coaches.',
    );

    await click(button(view, 'Add emergency info for Tyler Rivers'));
    await opened();
    expect(dialog().getAttribute('aria-labelledby')).toBeTruthy();
    expect(dialog().textContent).toContain('Emergency contact and medical notes for Tyler Rivers');
    await fill(field(dialog(), 'Emergency contact name'), 'Gloria Rivers');
    await fill(field(dialog(), 'Emergency contact phone'), 'call her');
    await click(button(dialog(), 'Save'));
    expect(dialog().querySelector('[role="alert"]')?.textContent).toBe('Enter a valid phone number.');
    expect(server.calls('PUT /auth/emergency-info/')).toHaveLength(0);

    await fill(field(dialog(), 'Relation to the player'), 'grandmother');
    await fill(field(dialog(), 'Emergency contact phone'), '662-555-0199');
    await fill(field<HTMLTextAreaElement>(dialog(), 'Allergies'), ' Peanuts ');
    await click(button(dialog(), 'Save'));

    expect(server.calls('PUT /auth/emergency-info/')[0]!.body).toEqual({
      child: 11,
      contact_name: 'Gloria Rivers',
      contact_relation: 'grandmother',
      contact_phone: '662-555-0199',
      allergies: 'Peanuts',
      conditions: '',
      medication: '',
    });
    expect(document.querySelector('dialog')).toBeNull();
    expect($toasts.get().map((toast) => toast.message)).toContain(
      'Emergency contact and medical notes saved.',
    );
    expect(region(view).textContent).toContain('Gloria Rivers (grandmother) · 662-555-0199');
    expect(region(view).textContent).toContain('Peanuts');
    expect(button(view, 'Edit emergency info for Tyler Rivers')).toBeTruthy();
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    fakeFetch({
      'GET /auth/emergency-info/': () => json(page([saved])),
      'PUT /auth/emergency-info/': () => json({ detail: 'Not found.' }, 404),
    });
    const view = await render(<EmergencySection name="Tyler Rivers" child={11} />);
    await settle();
    await click(button(view, 'Edit emergency info for Tyler Rivers'));
    await opened();
    expect(field(dialog(), 'Emergency contact name').value).toBe('Gloria Rivers');
    await fill(field<HTMLTextAreaElement>(dialog(), 'Medication'), 'Inhaler before games');
    await click(button(dialog(), 'Save'));
    expect(dialog().querySelector('[role="alert"]')?.textContent).toBe('Not found.');
    expect(field<HTMLTextAreaElement>(dialog(), 'Medication').value).toBe('Inhaler before games');
  });
});
