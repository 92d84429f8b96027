// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AID_MESSAGES } from '../../../domain/aid';
import { setApiBaseResolver } from '../../../lib/api-client';
import { installModalDialogs } from '../../../lib/testing/dialogs';
import { fakeFetch, json } from '../../../lib/testing/fake-fetch';
import { button, cleanup, click, field, fill, render, settle } from '../../../lib/testing/render';
import { $toasts } from '../../../stores/toasts';
import AidReview from './AidReview';

const application = {
  id: 5,
  child: 11,
  child_name: 'Tyler Rivers',
  season: 7,
  season_label: 'Winter 2027',
  household_size: 4,
  statement: 'Two jobs lost this year.',
  has_document: true,
  status: 'pending',
  award: null,
  allow_reuse: false,
  used: false,
  decision_note: '',
  decided_at: null,
  created_at: '2026-11-27T10:00:00Z',
  family_name: 'Pat Rivers',
  family_email: 'pat@example.com',
};
const list = { count: 1, next: null, previous: null, results: [application] };
const dialog = () => document.querySelector<HTMLDialogElement>('dialog')!;
const alertText = () => dialog().querySelector('[role="alert"]')?.textContent ?? '';
const preview = () => dialog().querySelector('.aid-preview')?.textContent;

beforeAll(installModalDialogs);
beforeEach(() => {
  setApiBaseResolver(() => 'https://league.test/api');
  $toasts.set([]);
});
afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
});

async function open(routes: Parameters<typeof fakeFetch>[0] = {}) {
  const server = fakeFetch({ 'GET /office/aid/': () => json(list), ...routes });
  const view = await render(<AidReview heading={<h2 id="office-section-title">Financial aid</h2>} />);
  await settle();
  await click(button(view, 'Review for Tyler Rivers (Winter 2027)'));
  return server;
}

describe('the office’s financial aid review (issue 21 item 3)', () => {
  it('lists the pending applications and shows the family, household, statement and document', async () => {
    const server = await open();
    expect(server.calls('GET /office/aid/')[0]!.path).toContain('status=pending');
    expect(dialog().querySelector('h2')?.textContent).toBe('Aid for Tyler Rivers');
    const text = dialog().textContent;
    expect(text).toContain('Pat Rivers · pat@example.com');
    expect(text).toContain('household of 4');
    expect(text).toContain('Two jobs lost this year.');
    expect(button(dialog(), 'Download the document')).toBeTruthy();
  });

  it('previews the price of a percentage or an amount and sends the award', async () => {
    const server = await open({
      'POST /office/aid/5/decide/': () => json({ ...application, status: 'awarded' }),
    });
    expect(preview()).toBe('Fee $250.00');
    await fill(field(dialog(), 'Percentage (1–100)'), '60');
    expect(preview()).toBe('Fee $250.00 — aid −$150.00 — total $100.00');
    await fill(field(dialog(), 'Percentage (1–100)'), '100');
    expect(preview()).toBe('Fee $250.00 — aid −$250.00 — total $0.00');

    await fill(field<HTMLSelectElement>(dialog(), 'Award as'), 'amount');
    await fill(field(dialog(), 'Amount in dollars ($1.00–$250.00)'), '260');
    expect(preview()).toBe('Fee $250.00');
    await click(button(dialog(), 'Award aid'));
    expect(alertText()).toBe(AID_MESSAGES.awardValue);
    expect(server.calls('POST /office/aid/5/decide/')).toHaveLength(0);

    await fill(field(dialog(), 'Amount in dollars ($1.00–$250.00)'), '100');
    expect(preview()).toBe('Fee $250.00 — aid −$100.00 — total $150.00');
    await click(button(dialog(), 'Award aid'));

    expect(server.calls('POST /office/aid/5/decide/')[0]!.body).toEqual({
      decision: 'award',
      kind: 'amount',
      value: 10000,
      allow_reuse: false,
      note: '',
    });
    expect(document.querySelector('dialog')).toBeNull();
    expect($toasts.get().map((toast) => toast.message)).toEqual([
      'Aid of $100.00 awarded for Tyler Rivers. The family is e-mailed.',
    ]);
  });

  it('declines only with a note the family reads', async () => {
    const server = await open({
      'POST /office/aid/5/decide/': () => json({ ...application, status: 'declined' }),
    });
    await fill(field<HTMLSelectElement>(dialog(), 'Decision'), 'decline');
    expect(dialog().querySelector('.aid-preview')).toBeNull();
    await click(button(dialog(), 'Decline application'));
    expect(alertText()).toBe(AID_MESSAGES.declineNote);
    const note = field<HTMLTextAreaElement>(dialog(), 'Why it is declined (required; the family reads it)');
    expect(document.activeElement).toBe(note);
    expect(server.calls('POST /office/aid/5/decide/')).toHaveLength(0);

    await fill(note, 'The fund for this season is spent.');
    await click(button(dialog(), 'Decline application'));
    expect(server.calls('POST /office/aid/5/decide/')[0]!.body).toEqual({
      decision: 'decline',
      note: 'The fund for this season is spent.',
    });
  });

  it('shows the server’s refusal at its field and keeps the dialog open', async () => {
    await open({ 'POST /office/aid/5/decide/': () => json({ value: [AID_MESSAGES.awardValue] }, 400) });
    await fill(field(dialog(), 'Percentage (1–100)'), '60');
    await click(button(dialog(), 'Award aid'));
    expect(alertText()).toBe(AID_MESSAGES.awardValue);
    expect(field(dialog(), 'Percentage (1–100)').getAttribute('aria-invalid')).toBe('true');
    expect(field(dialog(), 'Percentage (1–100)').value).toBe('60');
  });
});
