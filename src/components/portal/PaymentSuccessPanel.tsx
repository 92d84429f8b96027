import { useEffect, useRef } from 'react';
import { FormSuccess } from '../form/FormMessage';

interface Props {
  /** "Registered for <program>, <season>. Receipt sent to <email>." */
  message: string;
  /** The printable receipt of the payment. */
  receiptHref: string;
  onDismiss: () => void;
}

/**
 * What a portal shows once a registration is paid: the success in words, the receipt, and a way to
 * dismiss it. It stays until dismissed; when it appears the page scrolls to it and focus moves to
 * it, so the payer (and a screen reader) lands on the outcome rather than wherever the dialog left.
 */
export default function PaymentSuccessPanel({ message, receiptHref, onDismiss }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    panel.focus({ preventScroll: true });
    panel.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <div className="payment-success">
      <FormSuccess ref={ref}>
        <p>
          <strong>{message}</strong>
        </p>
        <p className="payment-success-actions">
          <a href={receiptHref}>View receipt</a>
          <button type="button" className="btn btn-secondary btn-small" onClick={onDismiss}>
            Dismiss
          </button>
        </p>
      </FormSuccess>
    </div>
  );
}
