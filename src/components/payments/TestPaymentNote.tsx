import { TEST_PAYMENT_NOTE } from '../../domain/payment-note';
import './test-payment-note.css';

/**
 * "Test payment — no money moved" (issue 17 item 6): shown wherever a payment the sandbox takes or
 * took appears — the card dialog, the return page, and paid registrations in the portals (`inline`,
 * as a badge beside the payment status).
 */
export default function TestPaymentNote({ inline = false }: { inline?: boolean }) {
  return inline ? (
    <span className="test-payment-note test-payment-note-inline">{TEST_PAYMENT_NOTE}</span>
  ) : (
    <p className="test-payment-note">{TEST_PAYMENT_NOTE}</p>
  );
}
