// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiBaseResolver } from '../../lib/api-client';
import { fakeFetch, json } from '../../lib/testing/fake-fetch';
import { button, cleanup, click, field, hydrate } from '../../lib/testing/render';
import ContactForm from './ContactForm';

beforeEach(() => setApiBaseResolver(() => 'https://league.test/api'));
afterEach(cleanup);

describe('ContactForm', () => {
  it('keeps what the visitor typed before the form hydrated and sends it', async () => {
    const server = fakeFetch({ 'POST /contact/': () => json({}, 201) });
    const page = await hydrate(<ContactForm />, (html) => {
      expect(button(html, 'Send message').disabled).toBe(true);
      field(html, 'Email (required)').value = 'tasha.green@example.com';
      field<HTMLTextAreaElement>(html, 'Message').value = 'Is there room on a U-12 team?';
    });

    await click(button(page, 'Send message'));

    expect(server.calls('POST /contact/')[0]?.body).toEqual({
      email: 'tasha.green@example.com',
      message: 'Is there room on a U-12 team?',
    });
    expect(page.querySelector('[role="status"]')?.textContent).toBe(
      'Thanks! We received your message and will reply within one business day.',
    );
  });
});
