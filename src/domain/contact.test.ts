import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, contactConfirmation, validateContactMessage } from './contact';

describe('validateContactMessage', () => {
  describe.each([
    ['an empty email', { email: '' }],
    ['an email of spaces', { email: '   ' }],
    ['a missing email', {}],
  ])('with %s', (_case, values) => {
    it('asks for the email address', () => {
      expect(validateContactMessage(values)).toEqual({
        ok: false,
        field: 'email',
        message: 'Please enter your email address.',
      });
    });
  });

  it('rejects an address that is not an email', () => {
    expect(validateContactMessage({ email: 'coach at league' })).toEqual({
      ok: false,
      field: 'email',
      message: CONTACT_MESSAGES.emailInvalid,
    });
  });

  it('accepts an email alone: name, phone, subject and message are optional', () => {
    expect(validateContactMessage({ email: 'parent@example.com' })).toEqual({
      ok: true,
      payload: { email: 'parent@example.com' },
    });
  });

  it('trims every value and leaves blank optional fields out of the request', () => {
    const result = validateContactMessage({
      name: '  Tasha Green ',
      email: ' tasha@example.com ',
      phone: '   ',
      subject: 'Fall season',
      message: '  Which division is my 12-year-old in?  ',
    });
    expect(result).toEqual({
      ok: true,
      payload: {
        name: 'Tasha Green',
        email: 'tasha@example.com',
        subject: 'Fall season',
        message: 'Which division is my 12-year-old in?',
      },
    });
  });
});

describe('contactConfirmation', () => {
  it("shows the server's detail message when it sends one", () => {
    expect(contactConfirmation({ detail: 'Message received — talk soon!' })).toBe(
      'Message received — talk soon!',
    );
  });

  describe.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['a blank detail', { detail: '  ' }],
    ['a detail that is not text', { detail: 42 }],
    ['a text body', 'ok'],
  ])('with %s', (_case, body) => {
    it('shows the default confirmation', () => {
      expect(contactConfirmation(body)).toBe(
        'Thanks! We received your message and will reply within one business day.',
      );
    });
  });
});

describe('length limits', () => {
  describe.each([
    ['name', 150],
    ['phone', 40],
    ['subject', 200],
    ['message', 5000],
  ] as const)('%s', (field, max) => {
    it(`accepts ${max} characters and names the field past that`, () => {
      expect(validateContactMessage({ email: 'a@b.org', [field]: 'x'.repeat(max) }).ok).toBe(true);
      expect(validateContactMessage({ email: 'a@b.org', [field]: 'x'.repeat(max + 1) })).toEqual({
        ok: false,
        field,
        message: `Ensure this field has no more than ${max} characters.`,
      });
    });
  });
});
