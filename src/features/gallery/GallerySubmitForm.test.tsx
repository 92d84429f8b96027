// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiBaseResolver } from '../../lib/api-client';
import { fakeFetch, json } from '../../lib/testing/fake-fetch';
import { button, cleanup, click, field, fill, hydrate, render } from '../../lib/testing/render';
import GallerySubmitForm from './GallerySubmitForm';

beforeEach(() => setApiBaseResolver(() => 'https://league.test/api'));
afterEach(cleanup);

const INVALID = 'Please add a title and select a photo or video.';
const title = (page: HTMLElement) => field(page, 'Title (required)');
const media = (page: HTMLElement) => field(page, 'Photo or video (required)');
const alertText = (page: HTMLElement) => page.querySelector('[role="alert"]')?.textContent;

/** Puts a file in the input as the browser's picker would, optionally telling React. */
async function pick(input: HTMLInputElement, file: File | null, notify = true) {
  Object.defineProperty(input, 'files', { value: file ? [file] : [], configurable: true });
  if (notify) await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'play.png', { type: 'image/png' });

describe('GallerySubmitForm', () => {
  it('keeps the title and teams typed before the form hydrated and sends them', async () => {
    const server = fakeFetch({ 'POST /gallery/submissions/': () => json({ detail: 'ok' }, 201) });
    const page = await hydrate(<GallerySubmitForm />, (html) => {
      expect(button(html, 'Submit highlight').disabled).toBe(true);
      title(html).value = 'Pick six';
      field(html, 'Home team').value = 'Hawks';
      field<HTMLTextAreaElement>(html, 'Description').value = 'Interception returned 60 yards.';
    });

    expect(title(page).value).toBe('Pick six');
    expect(field<HTMLTextAreaElement>(page, 'Description').value).toBe('Interception returned 60 yards.');
    await click(button(page, 'Submit highlight'));
    // No file chosen yet: the spec's message on the file input, and nothing sent.
    expect(alertText(page)).toBe(INVALID);
    expect(document.activeElement).toBe(media(page));
    expect(server.sent).toHaveLength(0);
    expect(title(page).value).toBe('Pick six');
    expect(field(page, 'Home team').value).toBe('Hawks');
  });

  it('sends a file picked before the form hydrated, with what was typed', async () => {
    const server = fakeFetch({ 'POST /gallery/submissions/': () => json({ detail: 'ok' }, 201) });
    const page = await hydrate(<GallerySubmitForm />, (html) => {
      title(html).value = 'Pick six';
      void pick(media(html), png(), false);
    });

    expect(page.textContent).toContain('play.png · 1 KB');
    await click(button(page, 'Submit highlight'));

    const body = server.calls('POST /gallery/submissions/')[0]?.body as FormData;
    expect(body.get('title')).toBe('Pick six');
    expect((body.get('media') as File).name).toBe('play.png');
    expect(body.get('media_type')).toBe('photo');
  });

  it('asks for the title first and focuses it', async () => {
    const server = fakeFetch({});
    const page = await render(<GallerySubmitForm />);
    await pick(media(page), png());

    await click(button(page, 'Submit highlight'));

    expect(alertText(page)).toBe(INVALID);
    expect(document.activeElement).toBe(title(page));
    expect(title(page).getAttribute('aria-invalid')).toBe('true');
    expect(server.sent).toHaveLength(0);
  });

  it('confirms a sent highlight and clears the form', async () => {
    fakeFetch({ 'POST /gallery/submissions/': () => json({ detail: 'ok' }, 201) });
    const page = await render(<GallerySubmitForm />);
    await fill(title(page), 'Pick six');
    await pick(media(page), png());

    await click(button(page, 'Submit highlight'));

    expect(page.querySelector('[role="status"]')?.textContent).toBe(
      'Thanks! Your highlight was submitted for review.',
    );
    expect(title(page).value).toBe('');
    expect(page.textContent).toContain('A photo or a short video clip from a league game.');
  });
});
