// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AID_MESSAGES } from '../../domain/aid';
import { setApiBaseResolver } from '../../lib/api-client';
import { mutateCache } from '../../lib/query';
import { installModalDialogs } from '../../lib/testing/dialogs';
import { fakeFetch, json } from '../../lib/testing/fake-fetch';
import { button, cleanup, click, field, fill, render, settle } from '../../lib/testing/render';
import { SEASONS_KEY } from '../../stores/league';
import { $toasts } from '../../stores/toasts';
import AidApplyDialog from './AidApplyDialog';
import { AID_TEXT } from './aid-data';
import { CHILDREN_KEY } from './parent-data';

const page = <T,>(results: readonly T[]) => ({ count: results.length, next: null, previous: null, results });
const child = (id: number, first: string) => ({
  id,
  first_name: first,
  last_name: 'Rivers',
  name: `${first} Rivers`,
  date_of_birth: '2014-03-02',
  gender: 'Male',
});
const season = (id: number, label: string, opens: string, closes: string) => ({
  id,
  title: `${label} League`,
  season_label: label,
  status: 'SCHEDULED',
  program: { id: 'flag', name: 'NFL FLAG Boys' },
  registration_opens_on: opens,
  registration_closes_on: closes,
});
const SEASONS = [
  season(7, 'Winter 2027', '2000-01-01', '2999-12-31'),
  season(8, 'Summer 2999', '2999-01-01', '2999-02-01'),
  // Closed: not offered.
  season(9, 'Spring 2001', '2001-01-01', '2001-02-01'),
];
const saved = {
  id: 3,
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
};

const dialog = () => document.querySelector<HTMLDialogElement>('dialog')!;
const alertText = () => dialog().querySelector('[role="alert"]')?.textContent ?? '';
const hintOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' ');
const pdf = () => new File([new Uint8Array([37, 80, 68, 70])], 'benefits.pdf', { type: 'application/pdf' });

async function pick(input: HTMLInputElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
}

/** Fills every field but the consent. */
async function fillIn() {
  await fill(field<HTMLSelectElement>(dialog(), 'Child'), '11');
  await fill(field<HTMLSelectElement>(dialog(), 'Season'), '7');
  await fill(field(dialog(), 'People in your household'), '4');
  await fill(field<HTMLTextAreaElement>(dialog(), 'Why you are applying'), 'Two jobs lost this year.');
}

/** The fake server: the family's children and the seasons, and the routes a test adds. */
const serve = (routes: Parameters<typeof fakeFetch>[0]) =>
  fakeFetch({
    'GET /auth/children/': () => json(page([child(11, 'Tyler'), child(12, 'Maya')])),
    'GET /events/seasons/': () => json(page(SEASONS)),
    ...routes,
  });

beforeAll(installModalDialogs);
beforeEach(() => {
  setApiBaseResolver(() => 'https://league.test/api');
  $toasts.set([]);
  mutateCache(CHILDREN_KEY, page([child(11, 'Tyler'), child(12, 'Maya')]));
  mutateCache(SEASONS_KEY, page(SEASONS));
});
afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
});

describe('the financial aid application (issue 21 item 3)', () => {
  it('offers the family’s children and the seasons open or coming up, the child chosen by the link', async () => {
    serve({});
    await render(<AidApplyDialog child={12} onClose={vi.fn()} />);
    const children = field<HTMLSelectElement>(dialog(), 'Child');
    expect(children.value).toBe('12');
    expect([...children.options].map((o) => o.textContent)).toEqual([
      'Choose a child',
      'Tyler Rivers',
      'Maya Rivers',
    ]);
    expect([...field<HTMLSelectElement>(dialog(), 'Season').options].map((o) => o.textContent)).toEqual([
      'Choose a season',
      'NFL FLAG Boys · Winter 2027',
      'NFL FLAG Boys · Summer 2999',
    ]);
    expect(dialog().textContent).toContain(AID_TEXT.consent);
  });

  it('names each problem at its field in order, sends nothing, and counts the statement', async () => {
    const server = serve({});
    await render(<AidApplyDialog child={null} onClose={vi.fn()} />);
    const send = button(dialog(), 'Send application');

    await click(send);
    expect(alertText()).toBe(AID_MESSAGES.child);
    expect(document.activeElement).toBe(field(dialog(), 'Child'));

    await fill(field<HTMLSelectElement>(dialog(), 'Child'), '11');
    await fill(field<HTMLSelectElement>(dialog(), 'Season'), '7');
    await fill(field(dialog(), 'People in your household'), '25');
    await click(send);
    expect(alertText()).toBe(AID_MESSAGES.householdSize);
    expect(field(dialog(), 'People in your household').getAttribute('aria-invalid')).toBe('true');

    await fill(field(dialog(), 'People in your household'), '4');
    await click(send);
    expect(alertText()).toBe(AID_MESSAGES.statement);

    const statement = field<HTMLTextAreaElement>(dialog(), 'Why you are applying');
    await fill(statement, 'x'.repeat(1012));
    expect(hintOf(statement)).toContain('1,012 of 1,000 characters — 12 too many.');
    await click(send);
    expect(alertText()).toBe(AID_MESSAGES.statement);

    await fill(statement, 'Two jobs lost this year.');
    expect(hintOf(statement)).toContain('24 of 1,000 characters.');
    await click(send);
    expect(alertText()).toBe(AID_MESSAGES.consent);
    expect(document.activeElement).toBe(field(dialog(), AID_TEXT.consent));

    await click(field(dialog(), AID_TEXT.consent));
    await pick(
      field(dialog(), 'Supporting document (optional)'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    await click(send);
    expect(alertText()).toBe(AID_MESSAGES.document);
    expect(document.activeElement).toBe(field(dialog(), 'Supporting document (optional)'));
    expect(server.calls('POST /aid/')).toHaveLength(0);
  });

  it('sends the application and its document as multipart, then closes with the confirmation', async () => {
    const server = serve({
      'POST /aid/': () => json(saved, 201),
      'GET /aid/': () => json({ results: [saved] }),
    });
    const onClose = vi.fn();
    await render(<AidApplyDialog child={null} onClose={onClose} />);
    await fillIn();
    await click(field(dialog(), AID_TEXT.consent));
    await pick(field(dialog(), 'Supporting document (optional)'), pdf());
    expect(dialog().textContent).toContain('benefits.pdf · 1 KB');

    await click(button(dialog(), 'Send application'));

    const [sent] = server.calls('POST /aid/');
    const body = sent!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'document'))).toEqual({
      child: '11',
      season: '7',
      household_size: '4',
      statement: 'Two jobs lost this year.',
      consent: 'true',
    });
    expect((body.get('document') as File).name).toBe('benefits.pdf');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect($toasts.get().map((toast) => toast.message)).toEqual([AID_MESSAGES.submitted]);
  });

  it('shows the server’s field error at its field and keeps everything typed', async () => {
    serve({
      'POST /aid/': [
        () => json({ household_size: [AID_MESSAGES.householdSize] }, 400),
        () => json({ detail: AID_MESSAGES.duplicate }, 409),
      ],
      'GET /aid/': () => json({ results: [] }),
    });
    const onClose = vi.fn();
    await render(<AidApplyDialog child={null} onClose={onClose} />);
    await fillIn();
    await click(field(dialog(), AID_TEXT.consent));

    await click(button(dialog(), 'Send application'));
    expect(alertText()).toBe(AID_MESSAGES.householdSize);
    expect(field(dialog(), 'People in your household').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(dialog(), 'People in your household'));
    expect(field<HTMLTextAreaElement>(dialog(), 'Why you are applying').value).toBe(
      'Two jobs lost this year.',
    );
    expect(field<HTMLSelectElement>(dialog(), 'Season').value).toBe('7');
    expect(field<HTMLInputElement>(dialog(), AID_TEXT.consent).checked).toBe(true);

    await click(button(dialog(), 'Send application'));
    await settle();
    expect(alertText()).toBe(AID_MESSAGES.duplicate);
    expect(onClose).not.toHaveBeenCalled();
    expect($toasts.get()).toEqual([]);
  });
});
