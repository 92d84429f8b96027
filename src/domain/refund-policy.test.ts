import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { DEFAULT_LEAGUE_PRICES } from './fees';
import { refundPolicy, refundTermFigures, refundTermsText, type RefundFacts } from './refund-policy';

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

describe('the published refund terms (/privacy#refunds) quote the league price list', () => {
  const terms = readFileSync('content/policies/refunds.md', 'utf8');

  it("quotes the seed's figures: $85.00 kept back, so the $250.00 fee comes back as $165.00", () => {
    const text = refundTermsText(terms, DEFAULT_LEAGUE_PRICES);
    expect(text).toContain(
      'partial refund of the registration fee, minus uniform and equipment costs of $85.00, so the $250.00 registration fee comes back as $165.00.',
    );
    expect(text).not.toMatch(/[{}]/);
  });

  it('follows an office edit of the list, with the figure the policy refunds for that fee', () => {
    const prices = { fee_cents: 18_000, uniform_cents: 6_050, referee_training_cents: 25_000 };
    expect(refundTermFigures(prices)).toEqual({
      registration_fee: '$180.00',
      uniform_cost: '$60.50',
      partial_refund: '$119.50',
    });
    const closed = refundPolicy(
      {
        paidCents: prices.fee_cents,
        refundedCents: 0,
        uniformCents: prices.uniform_cents,
        seasonKnown: true,
        registrationClosesOn: '2031-09-01',
        firstGame: null,
      },
      new Date('2031-09-05T12:00:00Z'),
    );
    expect(closed.policy_cents).toBe(11_950);
    expect(refundTermsText(terms, prices)).toContain(
      'minus uniform and equipment costs of $60.50, so the $180.00 registration fee comes back as $119.50.',
    );
  });

  it('never quotes a partial refund below $0.00, and a free season keeps nothing back', () => {
    expect(
      refundTermFigures({ fee_cents: 5_000, uniform_cents: 8_500, referee_training_cents: 0 }),
    ).toMatchObject({
      partial_refund: '$0.00',
    });
    expect(refundTermFigures({ fee_cents: 0, uniform_cents: 0, referee_training_cents: 0 })).toEqual({
      registration_fee: '$0.00',
      uniform_cost: '$0.00',
      partial_refund: '$0.00',
    });
  });

  it('fails on a figure the copy names that the price list has none of, rather than publish it', () => {
    expect(() => refundTermsText('costs {uniform_costs}.', DEFAULT_LEAGUE_PRICES)).toThrow(
      'The refund policy text names an unknown figure {uniform_costs}.',
    );
    expect(() => refundTermsText('{constructor}', DEFAULT_LEAGUE_PRICES)).toThrow('{constructor}');
    expect(refundTermsText('No figures here.', DEFAULT_LEAGUE_PRICES)).toBe('No figures here.');
  });
});
