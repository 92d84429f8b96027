import { describe, expect, it } from 'vitest';
import {
  POLICY_TITLES,
  SAFETY_TITLES,
  choosePolicyText,
  contentOrFallback,
  formatShortDate,
} from './policies';

const DEFAULT = 'Built-in refund terms';

describe('choosePolicyText', () => {
  describe.each([
    ['the fetch failed (null)', null, DEFAULT],
    ['the fetch failed (undefined)', undefined, DEFAULT],
    ['the fetched text is empty', '', DEFAULT],
    ['the fetched text is only whitespace', ' \n\t ', DEFAULT],
    [
      'the fetched text names both Full Refunds and Partial Refunds',
      '## Full Refunds\n...\n## Partial Refunds\n...',
      DEFAULT,
    ],
    [
      'the fetched text names only Full Refunds',
      '## Full Refunds before the season',
      '## Full Refunds before the season',
    ],
    [
      'the fetched text names only Partial Refunds',
      'Partial Refunds are handled by email',
      'Partial Refunds are handled by email',
    ],
    [
      'the fetched text is a current policy',
      '# Privacy\nWe keep data safe.',
      '# Privacy\nWe keep data safe.',
    ],
  ])('when %s', (_case, fetched, expected) => {
    it(`shows ${expected === DEFAULT ? 'the built-in default' : 'the fetched text'}`, () => {
      expect(choosePolicyText(fetched, DEFAULT)).toBe(expected);
    });
  });

  it('matches the outdated refund headings case-sensitively, as written', () => {
    expect(choosePolicyText('full refunds and partial refunds', DEFAULT)).toBe(
      'full refunds and partial refunds',
    );
  });
});

describe('effective date formatting', () => {
  it('shows 2025-09-27 as 27/09/2025', () => {
    expect(formatShortDate('2025-09-27')).toBe('27/09/2025');
  });

  it('leaves a value that is not an ISO date as it is', () => {
    expect(formatShortDate('soon')).toBe('soon');
  });
});

describe('contentOrFallback', () => {
  it.each([
    ['Fetched policy', 'Fetched policy'],
    ['', 'Built-in'],
    ['  ', 'Built-in'],
    [null, 'Built-in'],
    [undefined, 'Built-in'],
  ])('%j shows %j', (fetched, expected) => {
    expect(contentOrFallback(fetched, 'Built-in')).toBe(expected);
  });

  it('keeps fetched SafeSport text even when it names Full Refunds and Partial Refunds', () => {
    expect(contentOrFallback('Full Refunds / Partial Refunds', 'Built-in')).toBe(
      'Full Refunds / Partial Refunds',
    );
  });
});

describe('content-service titles', () => {
  it('are the exact titles the content service publishes (spec 1 §3, spec 3 §7)', () => {
    expect(POLICY_TITLES).toEqual({
      privacy: 'Policy: Privacy Policy',
      terms: 'Policy: Terms of Use',
      refunds: 'Policy: Refund & Cancellation Policy',
    });
    expect(SAFETY_TITLES).toEqual({
      policy: 'Policy: SafeSport & Child Safety',
      resources: 'Parent & Athlete Resources',
    });
  });
});
