import { describe, expect, it } from 'vitest';
import { refundPolicy, type RefundFacts } from './refund-policy';

/** A $250.00 registration of a season closing on Sep 1, 2031, first game Sep 13, 2031 at 9:00 CDT. */
const facts = (change: Partial<RefundFacts> = {}): RefundFacts => ({
  paidCents: 25_000,
  refundedCents: 0,
  uniformCents: 8_500,
  seasonKnown: true,
  registrationClosesOn: '2031-09-01',
  firstGame: { kickoff: '2031-09-13T14:00:00Z', status: 'SCHEDULED' },
  ...change,
});

describe('refundPolicy', () => {
  describe.each([
    // The closing day itself is still open, to its end in league (Central) time.
    ['the day before registration closes', '2031-08-31T17:00:00Z', 'full', 25_000],
    ['the closing day, late evening in Mississippi', '2031-09-02T04:30:00Z', 'full', 25_000],
    ['the first minute after the closing day (league time)', '2031-09-02T05:01:00Z', 'partial', 16_500],
    ['a minute before the first kickoff', '2031-09-13T13:59:00Z', 'partial', 16_500],
    ['the first kickoff', '2031-09-13T14:00:00Z', 'none', 0],
    ['a week into the season', '2031-09-20T14:00:00Z', 'none', 0],
  ] as const)('on %s', (_when, now, rule, cents) => {
    it(`allows ${rule} (${cents} cents)`, () => {
      const policy = refundPolicy(facts(), new Date(now));
      expect(policy).toMatchObject({
        rule,
        policy_cents: cents,
        allowed_cents: cents,
        remaining_cents: 25_000,
      });
    });
  });

  it('says which rule produced the figure, with its dates', () => {
    expect(refundPolicy(facts(), new Date('2031-08-20T12:00:00Z')).explanation).toBe(
      'Full refund: registration is open until Sep 1, 2031.',
    );
    expect(refundPolicy(facts(), new Date('2031-09-05T12:00:00Z')).explanation).toBe(
      'Partial refund: registration closed on Sep 1, 2031; until the first game (Sep 13, 2031, 9:00 AM) the fee is refunded less the uniform and equipment cost ($85.00).',
    );
    expect(refundPolicy(facts(), new Date('2031-09-14T12:00:00Z')).explanation).toBe(
      'No refund: the season’s first game was played (Sep 13, 2031, 9:00 AM).',
    );
  });

  it('does not count a first game typed as final before its kickoff as played (issue 38)', () => {
    const early = facts({ firstGame: { kickoff: '2031-09-13T14:00:00Z', status: 'COMPLETED' } });
    expect(refundPolicy(early, new Date('2031-08-20T12:00:00Z')).rule).toBe('full');
    expect(refundPolicy(early, new Date('2031-09-13T14:00:00Z')).rule).toBe('none');
  });

  it.each([
    ['CANCELLED', 'partial'],
    ['POSTPONED', 'partial'],
    ['DELAYED', 'none'],
    ['RESCHEDULED', 'none'],
  ] as const)(
    'after the first kickoff, a first game %s by the office gives %s (issue 39)',
    (status, rule) => {
      const first = facts({ firstGame: { kickoff: '2031-09-13T14:00:00Z', status } });
      expect(refundPolicy(first, new Date('2031-09-14T12:00:00Z')).rule).toBe(rule);
    },
  );

  it('keeps a season without a closing date open until its first game, and one without games partial', () => {
    expect(refundPolicy(facts({ registrationClosesOn: null }), new Date('2031-09-10T12:00:00Z')).rule).toBe(
      'full',
    );
    expect(refundPolicy(facts({ firstGame: null }), new Date('2031-12-10T12:00:00Z'))).toMatchObject({
      rule: 'partial',
      policy_cents: 16_500,
    });
  });

  it('counts refunds already made against the figure and never allows more than is left', () => {
    const partial = refundPolicy(facts({ refundedCents: 10_000 }), new Date('2031-09-05T12:00:00Z'));
    expect(partial).toMatchObject({ policy_cents: 16_500, allowed_cents: 6_500, remaining_cents: 15_000 });
    const spent = refundPolicy(facts({ refundedCents: 20_000 }), new Date('2031-09-05T12:00:00Z'));
    expect(spent).toMatchObject({ allowed_cents: 0, remaining_cents: 5_000 });
    const full = refundPolicy(facts({ refundedCents: 25_000 }), new Date('2031-08-05T12:00:00Z'));
    expect(full).toMatchObject({ allowed_cents: 0, remaining_cents: 0 });
  });

  it('gives no figure when the season is not on record', () => {
    expect(refundPolicy(facts({ seasonKnown: false }), new Date('2031-08-01T12:00:00Z'))).toMatchObject({
      rule: 'unknown',
      allowed_cents: 0,
      remaining_cents: 25_000,
    });
  });
});
