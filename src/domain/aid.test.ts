import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AID_MESSAGES,
  aidAmountCents,
  aidApplicationInputSchema,
  aidDecisionInputSchema,
  aidPrice,
  awardLabel,
  priceLine,
} from './aid';
import { validateForm } from './form-validation';
import { receiptRows, type Receipt } from './receipt';

describe('aidAmountCents', () => {
  it.each([
    [25000, { kind: 'percent', value: 60 }, 15000],
    [25000, { kind: 'percent', value: 100 }, 25000],
    [25000, { kind: 'percent', value: 33 }, 8250],
    [999, { kind: 'percent', value: 50 }, 500],
    [25000, { kind: 'amount', value: 15000 }, 15000],
    [25000, { kind: 'amount', value: 30000 }, 25000],
  ] as const)('takes off %i cents with %o: %i', (fee, award, aid) => {
    expect(aidAmountCents(fee, award)).toBe(aid);
  });

  it('takes nothing without an award', () => {
    expect(aidAmountCents(25000, null)).toBe(0);
    expect(aidPrice(25000, null)).toEqual({ fee_cents: 25000, aid_cents: 0, total_cents: 25000 });
  });
});

describe('priceLine', () => {
  it('shows the fee, the aid (a minus sign) and the total with em dashes', () => {
    expect(priceLine(aidPrice(25000, { kind: 'percent', value: 60 }))).toBe(
      'Fee $250.00 — aid −$150.00 — total $100.00',
    );
    expect(priceLine(aidPrice(25000, { kind: 'percent', value: 100 }))).toBe(
      'Fee $250.00 — aid −$250.00 — total $0.00',
    );
  });

  it('shows only the fee without aid', () => {
    expect(priceLine({ fee_cents: 25000, aid_cents: 0, total_cents: 25000 })).toBe('Fee $250.00');
  });

  it('labels awards', () => {
    expect(awardLabel({ kind: 'percent', value: 60 })).toBe('60 %');
    expect(awardLabel({ kind: 'amount', value: 15000 })).toBe('$150.00');
  });
});

describe('aidApplicationInputSchema', () => {
  const good = {
    child: '3',
    season: 7,
    household_size: '4',
    statement: '  Two jobs lost.  ',
    consent: 'true',
  };

  it('reads form fields (strings) and JSON alike', () => {
    expect(v.parse(aidApplicationInputSchema, good)).toEqual({
      child: 3,
      season: 7,
      household_size: 4,
      statement: 'Two jobs lost.',
      consent: true,
    });
    expect(v.parse(aidApplicationInputSchema, { ...good, consent: true }).consent).toBe(true);
  });

  it.each([
    [{ household_size: '0' }, 'household_size', AID_MESSAGES.householdSize],
    [{ household_size: 21 }, 'household_size', AID_MESSAGES.householdSize],
    [{ household_size: 'four' }, 'household_size', AID_MESSAGES.householdSize],
    [{ statement: '   ' }, 'statement', AID_MESSAGES.statement],
    [{ statement: 'x'.repeat(1001) }, 'statement', AID_MESSAGES.statement],
    [{ consent: 'false' }, 'consent', AID_MESSAGES.consent],
    [{ consent: undefined }, 'consent', AID_MESSAGES.consent],
    [{ child: '' }, 'child', AID_MESSAGES.child],
    [{ season: 0 }, 'season', AID_MESSAGES.season],
  ])('refuses %o with the %s message', (change, field, message) => {
    const result = validateForm(aidApplicationInputSchema, { ...good, ...change }, [
      'child',
      'season',
      'household_size',
      'statement',
      'consent',
    ]);
    expect(result).toEqual({ success: false, issue: { field, message } });
  });

  it('accepts a statement of exactly 1,000 characters', () => {
    expect(v.safeParse(aidApplicationInputSchema, { ...good, statement: 'x'.repeat(1000) }).success).toBe(
      true,
    );
  });
});

describe('aidDecisionInputSchema', () => {
  it('reads an award and a decline', () => {
    expect(v.parse(aidDecisionInputSchema, { decision: 'award', kind: 'percent', value: 60 })).toEqual({
      decision: 'award',
      kind: 'percent',
      value: 60,
      allow_reuse: false,
      note: '',
    });
    expect(
      v.parse(aidDecisionInputSchema, { decision: 'decline', note: ' Income above the limit. ' }),
    ).toEqual({
      decision: 'decline',
      note: 'Income above the limit.',
    });
  });

  it.each([
    [{ decision: 'award', kind: 'percent', value: 0 }, AID_MESSAGES.awardValue],
    [{ decision: 'award', kind: 'percent', value: 101 }, AID_MESSAGES.awardValue],
    [{ decision: 'award', kind: 'amount', value: 99 }, AID_MESSAGES.awardValue],
    [{ decision: 'award', kind: 'amount', value: 25001 }, AID_MESSAGES.awardValue],
    [{ decision: 'award', kind: 'percent', value: 12.5 }, AID_MESSAGES.awardValue],
    [{ decision: 'decline', note: '  ' }, AID_MESSAGES.declineNote],
    [{ decision: 'decline' }, AID_MESSAGES.declineNote],
    [{ decision: 'maybe' }, AID_MESSAGES.decision],
  ])('refuses %o', (input, message) => {
    const result = v.safeParse(aidDecisionInputSchema, input);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(message);
  });
});

describe('the receipt with aid', () => {
  const receipt: Receipt = {
    registration_id: 12,
    payment_id: 34,
    kind: 'parent_registration',
    participant_name: 'Sam Rivers',
    program_name: 'NFL FLAG Football Boys',
    season: 'Fall 2025',
    amount_cents: 10000,
    fee_cents: 25000,
    aid_cents: 15000,
    currency: 'USD',
    paid_at: '2025-11-24T22:05:00.000Z',
    card_brand: 'VISA',
    card_last4: '4242',
    charge_id: 'ABC',
    payer_name: 'Pat Rivers',
    payer_email: 'pat@example.org',
    portal: 'parent',
    test_mode: false,
    refunds: [],
  };

  it('shows the price line after the program and charges the total', () => {
    const rows = receiptRows(receipt);
    expect(rows[2]).toEqual({ label: 'Price', value: 'Fee $250.00 — aid −$150.00 — total $100.00' });
    expect(rows[3]).toEqual({ label: 'Amount', value: '$100.00 USD' });
  });

  it('says a fully aided registration took no card', () => {
    const rows = receiptRows({
      ...receipt,
      amount_cents: 0,
      aid_cents: 25000,
      card_brand: null,
      card_last4: null,
    });
    expect(rows[2]!.value).toBe('Fee $250.00 — aid −$250.00 — total $0.00');
    expect(rows.find((row) => row.label === 'Payment method')!.value).toBe('Financial aid (no card charged)');
  });
});
