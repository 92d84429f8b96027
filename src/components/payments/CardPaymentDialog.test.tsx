// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutSession } from '../../domain/payments';
import type { CloverInstance } from '../../lib/payments/clover-sdk';
import { cleanup, render, settle } from '../../lib/testing/render';
import CardPaymentDialog from './CardPaymentDialog';
import { installModalDialogs } from '../../lib/testing/dialogs';

/** The provider's SDK as the page sees it: fields that mount, a token on request. */
class FakeClover implements CloverInstance {
  elements() {
    return { create: () => ({ mount: () => {}, addEventListener: () => {} }) };
  }
  createToken() {
    return Promise.resolve({ token: 'clv_test' });
  }
}

const session = (testMode: boolean): CheckoutSession => ({
  payment_id: 1,
  idempotency_key: 'key',
  public_key: 'sandbox-public-key',
  merchant_id: 'SANDBOXMERCHANT',
  amount_cents: 25000,
  currency: 'USD',
  registration_id: 1,
  portal: 'parent',
  test_mode: testMode,
});

const open = (checkout: CheckoutSession) =>
  render(
    <CardPaymentDialog
      session={checkout}
      summary="Sam Rivers · NFL FLAG Football Boys"
      onPaid={() => {}}
      onCancel={() => {}}
      onRestart={() => {}}
    />,
  );

beforeEach(() => {
  vi.stubGlobal('Clover', FakeClover);
  installModalDialogs();
});
afterEach(cleanup);

describe('the card dialog (issue 17 item 6)', () => {
  it('says "Test payment — no money moved" when the sandbox takes the payment', async () => {
    const page = await open(session(true));
    await settle();
    const dialog = page.querySelector('dialog')!;
    expect(dialog.querySelector('.test-payment-note')?.textContent).toBe('Test payment — no money moved');
    expect(dialog.textContent).toContain('Pay $250.00');
  });

  it('says nothing of the kind when a real provider takes it', async () => {
    const page = await open(session(false));
    await settle();
    expect(page.querySelector('dialog')!.textContent).not.toContain('Test payment');
    expect(page.querySelector('dialog')!.textContent).toContain('Pay $250.00');
  });
});
