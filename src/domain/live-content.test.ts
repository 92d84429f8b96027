import { describe, expect, it } from 'vitest';
import {
  LIVE_FAILURES,
  contentKey,
  isLiveRule,
  liveSource,
  retryDelay,
  showsDefaultOnFailure,
} from './live-content';

const OUTDATED_REFUNDS = '### Full Refunds\nBefore the season.\n### Partial Refunds\nAfter the first week.';

describe('liveSource', () => {
  it.each([
    ['policy', null],
    ['policy', undefined],
    ['policy', ''],
    ['policy', ' \n '],
    ['policy', OUTDATED_REFUNDS],
    ['faq', ''],
    ['faq', 'No bold question lines here.'],
    ['faq', '**A question without an answer?**'],
    ['text', ''],
    ['text', '   '],
    ['text', null],
  ] as const)('a %s block shows its built-in default for %j', (rule, fetched) => {
    expect(liveSource(rule, fetched)).toBeNull();
  });

  it('a policy block shows fetched text naming only one of the two refund kinds', () => {
    const text = '### Full Refunds\nBefore registration closes.';
    expect(liveSource('policy', text)).toBe(text);
  });

  it('an FAQ block shows fetched text when at least one question has an answer', () => {
    const text = '**Who can play?**\nAges 11 to 17.';
    expect(liveSource('faq', text)).toBe(text);
  });

  it('a text block shows the fetched text without surrounding blank lines', () => {
    expect(liveSource('text', '\n  Marcus Reed founded the league.  \n')).toBe(
      'Marcus Reed founded the league.',
    );
  });
});

describe('contentKey', () => {
  it("is 'default' when the block shows its built-in text", () => {
    expect(contentKey(null)).toBe('default');
  });

  it('is the same for the same text and differs when one character changes', () => {
    expect(contentKey('Ages 11 to 17.')).toBe(contentKey('Ages 11 to 17.'));
    expect(contentKey('Ages 11 to 17.')).not.toBe(contentKey('Ages 11 to 18.'));
  });

  it('tells apart texts of other lengths and non-Latin characters', () => {
    expect(contentKey('')).not.toBe('default');
    expect(contentKey('Policy — ✓')).not.toBe(contentKey('Policy — ✗'));
    expect(contentKey('a')).not.toBe(contentKey('aa'));
  });
});

describe('isLiveRule', () => {
  it.each(['policy', 'faq', 'text'])('accepts %s', (rule) => expect(isLiveRule(rule)).toBe(true));
  it.each(['html', '', undefined, 3])('rejects %j', (rule) => expect(isLiveRule(rule)).toBe(false));
});

describe('LIVE_FAILURES', () => {
  it('carries the exact §8 messages', () => {
    expect(LIVE_FAILURES.policies.message).toBe(
      'Failed to load one or more policies. Displaying default information while we retry.',
    );
    expect(LIVE_FAILURES.faq.message).toBe('Failed to load FAQs');
    expect(LIVE_FAILURES.bio.message).toBe('Failed to load bio');
    expect(LIVE_FAILURES.resources.message).toBe('Failed to load resources');
  });

  it('lets the server detail replace the FAQ and bio messages only', () => {
    expect([LIVE_FAILURES.faq.detail, LIVE_FAILURES.bio.detail]).toEqual([true, true]);
    expect([LIVE_FAILURES.policies.detail, LIVE_FAILURES.resources.detail]).toEqual([false, false]);
  });
});

describe('retryDelay', () => {
  it.each([
    [0, 4_000],
    [1, 15_000],
    [2, 60_000],
    [3, 60_000],
    [40, 60_000],
  ])('waits before retry %i for %i ms', (attempt, delay) => {
    expect(retryDelay(attempt)).toBe(delay);
  });
});

describe('showsDefaultOnFailure', () => {
  it('puts the built-in policy, bio and safety texts back while a refresh fails', () => {
    expect(showsDefaultOnFailure('policy')).toBe(true);
    expect(showsDefaultOnFailure('text')).toBe(true);
  });

  it('leaves the FAQ list as it is', () => {
    expect(showsDefaultOnFailure('faq')).toBe(false);
  });
});
