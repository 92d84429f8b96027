// @vitest-environment jsdom
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiBaseResolver } from '../../../lib/api-client';
import { fakeFetch, json } from '../../../lib/testing/fake-fetch';
import { cleanup, field, fill, render, settle } from '../../../lib/testing/render';
import ImageField from './ImageField';

beforeEach(() => setApiBaseResolver(() => 'https://league.test/api'));
afterEach(cleanup);

/** The field as a form holds it: its value in state, as useForm's binding gives it. */
function Harness({ initial = '', uploadTo = '/office/uploads/' }: { initial?: string; uploadTo?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ImageField
      id="logo"
      name="logo"
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      aria-invalid={undefined}
      errorId="message"
      label="Logo"
      hint="Upload an image, or type a site path."
      uploadTo={uploadTo}
    />
  );
}

/** Puts a file in the picker as the browser would. */
async function pick(input: HTMLInputElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
  await settle();
}

const png = (size = 12) => new File([new Uint8Array(size)], 'Delta Logo.png', { type: 'image/png' });
const status = (page: HTMLElement) => page.querySelector('[role="status"]')?.textContent;
const preview = (page: HTMLElement) => page.querySelector<HTMLImageElement>('figure img');

describe('ImageField', () => {
  it('uploads a picked image at once and puts its address in the field, with a sized preview', async () => {
    const server = fakeFetch({
      'POST /office/uploads/': () =>
        json(
          {
            id: 7,
            name: 'a1.png',
            url: '/api/media/a1.png',
            content_type: 'image/png',
            size: 12,
            original_name: 'Delta Logo.png',
          },
          201,
        ),
    });
    const page = await render(<Harness />);
    expect(preview(page)).toBeNull();
    await pick(field(page, 'Upload logo'), png());
    const sent = server.calls('POST /office/uploads/');
    expect(sent).toHaveLength(1);
    expect((sent[0]!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(field(page, 'Logo').value).toBe('/api/media/a1.png');
    expect(status(page)).toBe('Uploaded Delta Logo.png. Save to use it.');
    expect(preview(page)).toMatchObject({ alt: 'Preview of the logo', width: 160, height: 90 });
    expect(preview(page)?.getAttribute('src')).toBe('/api/media/a1.png');
  });

  it('shows the server’s refusal and keeps the address typed before', async () => {
    fakeFetch({
      'POST /office/uploads/': () =>
        json({ file: ['Only JPEG, PNG, GIF, WebP or AVIF images can be uploaded.'] }, 400),
    });
    const page = await render(<Harness initial="/programs/logos/generic.svg" />);
    await pick(field(page, 'Upload logo'), png());
    expect(status(page)).toBe('Only JPEG, PNG, GIF, WebP or AVIF images can be uploaded.');
    expect(field(page, 'Logo').value).toBe('/programs/logos/generic.svg');
  });

  it('refuses a file over 5 MB or not an image without sending it', async () => {
    const server = fakeFetch({});
    const page = await render(<Harness />);
    await pick(field(page, 'Upload logo'), png(5 * 1024 * 1024 + 1));
    expect(status(page)).toBe('The image is too large. The limit is 5 MB.');
    await pick(field(page, 'Upload logo'), new File(['%PDF'], 'flyer.pdf', { type: 'application/pdf' }));
    expect(status(page)).toBe('Only JPEG, PNG, GIF, WebP or AVIF images can be uploaded.');
    expect(server.sent).toHaveLength(0);
  });

  it('previews a typed site path or address, says when it cannot be shown, and shows nothing for other text', async () => {
    const page = await render(<Harness />);
    await fill(field(page, 'Logo'), 'not a path');
    expect(preview(page)).toBeNull();
    await fill(field(page, 'Logo'), '/sponsors/logos/acme.svg');
    expect(preview(page)?.getAttribute('src')).toBe('/sponsors/logos/acme.svg');
    await act(async () => void preview(page)!.dispatchEvent(new Event('error')));
    expect(page.querySelector('figure')?.textContent).toBe(
      'This image could not be shown: check the address.',
    );
    await fill(field(page, 'Logo'), 'https://cdn.example/acme.png');
    expect(preview(page)?.getAttribute('src')).toBe('https://cdn.example/acme.png');
  });
});
