import { describe, expect, it } from 'vitest';
import {
  formatPaidAt,
  receiptMailNote,
  receiptPath,
  receiptRegistrationId,
  receiptRows,
  registeredMessage,
  type Receipt,
} from './receipt';

const receipt: Receipt = {
  registration_id: 12,
  payment_id: 34,
  kind: 'parent_registration',
  participant_name: 'Sam Rivers',
  program_name: 'NFL FLAG Football Boys',
  season: 'Fall 2025',
  amount_cents: 25000,
  currency: 'USD',
  paid_at: '2025-11-24T22:05:00.000Z',
  card_brand: 'VISA',
  card_last4: '4242',
  charge_id: 'ABC123DEF4567',
  payer_name: 'Pat Rivers',
  payer_email: 'pat@example.org',
  portal: 'parent',
  test_mode: false,
  refunds: [],
};

describe('receiptRows', () => {
  it('lays out what was paid, for whom, how much, when, how and the references', () => {
    expect(receiptRows(receipt)).toEqual([
      { label: 'Program registration', value: 'Sam Rivers' },
      { label: 'Program', value: 'NFL FLAG Football Boys (Fall 2025)' },
      { label: 'Amount', value: '$250.00 USD' },
      { label: 'Paid', value: 'November 24, 2025 at 4:05 PM (Central time)' },
      { label: 'Payment method', value: 'VISA ending 4242' },
      { label: 'Payment reference', value: 'ABC123DEF4567 (payment #34, registration #12)' },
    ]);
  });

  it('names the season alone for a fee without a program, and a card without its digits plainly', () => {
    const rows = receiptRows({
      ...receipt,
      kind: 'referee_training',
      program_name: null,
      card_brand: null,
      charge_id: null,
    });
    expect(rows[0]).toEqual({ label: 'Referee training fee', value: 'Sam Rivers' });
    expect(rows[1]).toEqual({ label: 'Season', value: 'Fall 2025' });
    expect(rows[4]).toEqual({ label: 'Payment method', value: 'Card' });
    expect(rows[5]!.value).toBe('— (payment #34, registration #12)');
  });

  it('lists each refund after the payment, with its amount, time and reference', () => {
    const rows = receiptRows({
      ...receipt,
      refunds: [
        { id: 3, amount_cents: 16500, refunded_at: '2025-12-01T15:00:00.000Z', reference: 'RF12345678901' },
        { id: 4, amount_cents: 500, refunded_at: '2025-12-02T15:00:00.000Z', reference: null },
      ],
    });
    expect(rows.slice(6)).toEqual([
      {
        label: 'Refunded',
        value: '$165.00 USD on December 1, 2025 at 9:00 AM (Central time) (refund RF12345678901)',
      },
      { label: 'Refunded', value: '$5.00 USD on December 2, 2025 at 9:00 AM (Central time) (refund #4)' },
    ]);
  });

  it('states the time in Central time, whatever the reader’s zone', () => {
    expect(formatPaidAt('2026-07-01T03:30:00Z')).toBe('June 30, 2026 at 10:30 PM (Central time)');
  });
});

describe('receipt addresses', () => {
  it('links a registration’s receipt and reads it back', () => {
    expect(receiptPath(12)).toBe('/receipt?registration=12');
    expect(receiptRegistrationId('?registration=12')).toBe(12);
  });

  it.each([
    '',
    '?registration=',
    '?registration=0',
    '?registration=-3',
    '?registration=1e3',
    '?registration=99999999999',
  ])('reads no registration from %j', (search) => {
    expect(receiptRegistrationId(search)).toBeNull();
  });
});

describe('registeredMessage', () => {
  it('says what the child is registered for and where the receipt went', () => {
    expect(
      registeredMessage(
        { program_name: 'NFL FLAG Football Boys', program: 'nfl-flag-boys', season: 'Fall 2025' },
        { email: 'pat@example.org', email_verified: true },
      ),
    ).toBe('Registered for NFL FLAG Football Boys, Fall 2025. Receipt sent to pat@example.org.');
  });

  it('says plainly that the receipt waits for an unconfirmed address', () => {
    expect(
      registeredMessage(
        { program_name: 'NFL FLAG Football Boys', program: 'nfl-flag-boys', season: 'Fall 2025' },
        { email: 'pat@example.org', email_verified: false },
      ),
    ).toBe(
      'Registered for NFL FLAG Football Boys, Fall 2025. Your receipt will be e-mailed to pat@example.org once you confirm that address.',
    );
  });
});

describe('the receipt page’s words about the mailed copy (issue 41 item 10)', () => {
  it('says what is true of the mail: held for an unconfirmed address, due, or sent', () => {
    const email = 'pat@example.org';
    expect(receiptMailNote({ payer_email: email, receipt_mail: 'held' })).toBe(
      'This receipt will be e-mailed to pat@example.org once you confirm that address.',
    );
    expect(receiptMailNote({ payer_email: email, receipt_mail: 'due' })).toBe(
      'This receipt is being e-mailed to pat@example.org.',
    );
    expect(receiptMailNote({ payer_email: email, receipt_mail: 'sent' })).toBe(
      'This receipt was also e-mailed to pat@example.org.',
    );
  });
});
