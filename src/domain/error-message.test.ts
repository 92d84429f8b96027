import { describe, expect, it } from 'vitest';
import {
  detailOrNonFieldMessage,
  errorDetail,
  errorMessage,
  firstValueMessage,
  findErrorText,
  formErrorMessage,
  registerErrorMessage,
  resetPasswordErrorMessage,
} from './error-message';

/** What the API client throws: ofetch's FetchError keeps the parsed body in `data`. */
const failed = (data: unknown) => Object.assign(new Error('[POST] 400'), { data, response: { status: 400 } });

describe('findErrorText', () => {
  it.each([
    ['detail', { detail: 'Invalid email or password.' }, 'Invalid email or password.'],
    ['non_field_errors', { non_field_errors: ['Unable to log in.'] }, 'Unable to log in.'],
    ['message', { message: 'Try later.' }, 'Try later.'],
    ['messages list', { messages: ['First.', 'Second.'] }, 'First.'],
    ['messages of objects', { messages: [{ message: 'Token expired.' }] }, 'Token expired.'],
    ['fields', { fields: { email: ['Already registered.'] } }, 'Already registered.'],
    ['errors list', { errors: [{ detail: 'Bad county.' }] }, 'Bad county.'],
    ['errors map', { errors: { password: ['Too common.'] } }, 'Too common.'],
    ['detail nested under error', { error: { detail: 'Nested.' } }, 'Nested.'],
    ['message nested two deep', { data: { error: { message: 'Deep.' } } }, 'Deep.'],
    ['detail before message', { message: 'Second.', detail: 'First.' }, 'First.'],
    ['skipping empty detail', { detail: '  ', message: 'Used.' }, 'Used.'],
    ['a plain text body', 'Service unavailable', 'Service unavailable'],
  ])('finds %s', (_label, body, text) => {
    expect(findErrorText(body)).toBe(text);
  });

  it.each([
    ['an HTML page', '<!DOCTYPE html><html><body>502</body></html>'],
    ['an empty object', {}],
    ['top-level field errors only', { email: ['Required.'] }],
    ['a number', 500],
    ['nothing', undefined],
  ])('finds nothing in %s', (_label, body) => {
    expect(findErrorText(body)).toBeNull();
  });
});

describe('errorMessage', () => {
  it('uses the text of the body, else the fallback', () => {
    expect(errorMessage(failed({ detail: 'Locked.' }), 'Login failed')).toBe('Locked.');
    expect(errorMessage(failed({}), 'Login failed')).toBe('Login failed');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Login failed')).toBe('Login failed');
  });
});

describe('formErrorMessage', () => {
  it('falls back to the first DRF field error before the fallback', () => {
    expect(formErrorMessage(failed({ email: ['Enter a valid email address.'] }), 'x')).toBe(
      'Enter a valid email address.',
    );
    expect(formErrorMessage(failed({ code: 'oops' }), 'Fallback.')).toBe('Fallback.');
  });
});

describe('errorDetail', () => {
  it('reads only detail, at the top or nested', () => {
    expect(errorDetail(failed({ detail: 'Top.' }))).toBe('Top.');
    expect(errorDetail(failed({ error: { detail: 'Nested.' } }))).toBe('Nested.');
    expect(errorDetail(failed({ message: 'Not detail.' }))).toBeNull();
  });
});

describe('registerErrorMessage (first message in error.fields, else error.detail, else fallback)', () => {
  it.each([
    [
      'the first field message',
      { fields: { email: ['Email already registered.'], password: ['Weak.'] }, detail: 'Invalid input.' },
      'Email already registered.',
    ],
    [
      'fields nested under error',
      { error: { fields: { coach_county: ['Unknown county.'] }, detail: 'Invalid.' } },
      'Unknown county.',
    ],
    [
      'DRF top-level field errors',
      { email: ['user with this email already exists.'] },
      'user with this email already exists.',
    ],
    ['detail when there are no fields', { detail: 'Registration is closed.' }, 'Registration is closed.'],
    ['detail when fields are empty', { fields: {}, detail: 'Closed.' }, 'Closed.'],
    ['non_field_errors', { non_field_errors: ['Passwords are too similar.'] }, 'Passwords are too similar.'],
    ['the fallback for an empty body', {}, 'Registration failed'],
    ['the fallback for an HTML page', '<html><body>Bad gateway</body></html>', 'Registration failed'],
  ])('shows %s', (_label, body, text) => {
    expect(registerErrorMessage(failed(body))).toBe(text);
  });
});

describe('resetPasswordErrorMessage (detail, token or uid error, password error, fallback)', () => {
  it.each([
    ['detail first', { detail: 'Link expired.', token: ['Invalid token.'] }, 'Link expired.'],
    [
      'the token error',
      { token: ['Invalid or expired token.'], password: ['Too short.'] },
      'Invalid or expired token.',
    ],
    ['the uid error', { uid: ['Invalid user id.'], password: ['Too short.'] }, 'Invalid user id.'],
    ['the password error', { password: ['This password is too common.'] }, 'This password is too common.'],
    ['a field error under fields', { fields: { token: ['Used already.'] } }, 'Used already.'],
    ['the fallback', {}, 'Unable to reset password. Try requesting a new link.'],
  ])('shows %s', (_label, body, text) => {
    expect(resetPasswordErrorMessage(failed(body))).toBe(text);
  });
});

describe('firstValueMessage (spec 3 §8 profile save: first value of the body, else the fallback)', () => {
  it.each([
    [
      'a field list',
      { years_playing: ['Years playing must be a number.'] },
      'Years playing must be a number.',
    ],
    ['a string value', { detail: 'Not found.' }, 'Not found.'],
    ['the first key only', { name: ['Name first.'], gpa: ['Then GPA.'] }, 'Name first.'],
    ['a nested object', { hs_sports: { football: ['Unknown field.'] } }, 'Unknown field.'],
    ['a plain text body', 'Service unavailable', 'Service unavailable'],
  ])('reads %s', (_label, body, text) => {
    expect(firstValueMessage(failed(body), 'Unable to save profile.')).toBe(text);
  });

  it.each([
    ['an empty body', {}],
    ['no body', undefined],
    ['an HTML page', '<!doctype html><p>502</p>'],
    ['an empty first list', { name: [] }],
  ])("falls back for %s to 'Unable to save profile.'", (_label, body) => {
    expect(firstValueMessage(failed(body), 'Unable to save profile.')).toBe('Unable to save profile.');
  });
});

describe('detailOrNonFieldMessage (spec 3 §8 athlete checkout)', () => {
  const fallback = 'We could not start the registration checkout.';
  it.each([
    ['the detail', { detail: 'This athlete is already registered.' }, 'This athlete is already registered.'],
    ['the first non_field_errors item', { non_field_errors: ['Closed.', 'Later.'] }, 'Closed.'],
    ['the detail before non_field_errors', { detail: 'First.', non_field_errors: ['Second.'] }, 'First.'],
    ['the fallback for field errors alone', { shoe_size: ['Enter a valid shoe size.'] }, fallback],
    ['the fallback without a body', undefined, fallback],
  ])('answers %s', (_label, body, text) => {
    expect(detailOrNonFieldMessage(failed(body), fallback)).toBe(text);
  });
});
