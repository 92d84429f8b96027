/**
 * Issue 17 item 6: what the card dialog, the receipt e-mail and every receipt in the portals and on
 * the return page say when the local sandbox takes a payment (it marks payments paid, moving no
 * money; production runs it only with ALLOW_SANDBOX_PAYMENTS=true). A module of its own so a
 * receipt line loads no payment code; src/domain/payments.ts re-exports it.
 */
export const TEST_PAYMENT_NOTE = 'Test payment — no money moved';
