import { describe, expect, it } from 'vitest';
import { resolveApiBase } from './api-base';

describe('resolveApiBase (spec 1 §7)', () => {
  it.each([
    [
      'a configured remote API is used as is',
      'https://api.league.test/api',
      'https://league.test',
      'https://api.league.test/api',
    ],
    [
      'a trailing slash is dropped',
      'https://api.league.test/api/',
      'https://league.test',
      'https://api.league.test/api',
    ],
    [
      'localhost while the site runs elsewhere → origin + /api',
      'http://localhost:8000/api',
      'https://league.test',
      'https://league.test/api',
    ],
    [
      '127.0.0.1 while the site runs elsewhere → origin + /api',
      'http://127.0.0.1:8787',
      'https://www.league.test',
      'https://www.league.test/api',
    ],
    [
      'localhost while the site also runs locally is kept',
      'http://localhost:8000/api',
      'http://localhost:4321',
      'http://localhost:8000/api',
    ],
    ['a relative base resolves against the origin', '/api', 'https://league.test', 'https://league.test/api'],
    ['nothing configured → origin + /api', undefined, 'https://league.test', 'https://league.test/api'],
    ['blank configured → origin + /api', '  ', 'https://league.test', 'https://league.test/api'],
    [
      'no origin (build time) keeps the configured base',
      'http://localhost:8787/api/',
      undefined,
      'http://localhost:8787/api',
    ],
    ['no origin and nothing configured → /api', undefined, undefined, '/api'],
    ['an opaque origin (file://) is ignored', '/api', 'null', '/api'],
  ])('%s', (_rule, configured, origin, expected) => {
    expect(resolveApiBase(configured, origin)).toBe(expected);
  });
});
