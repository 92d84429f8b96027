import { useStore } from '@nanostores/react';
import { formatUsd } from '../../domain/fees';
import { cartTotals, lineKey } from '../../domain/store';
import { useMounted } from '../../components/form/use-mounted';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';
import { $cart, removeLine, setQuantity } from './cart';
import QuantityInput from './QuantityInput';
import './store.css';

/**
 * The cart preview (spec 3 §2, §4, §5): each product with its quantity (at least 1, at most the
 * inventory), remove, and the subtotal. There is no checkout yet (Phase B).
 */
function CartPreview() {
  // The cart lives in this browser: the server render (and JS off) shows it empty.
  const mounted = useMounted();
  const stored = useStore($cart);
  const lines = mounted ? stored : [];
  const { units, subtotalCents } = cartTotals(lines);
  return (
    <section id="cart" className="cart" aria-labelledby="cart-title" tabIndex={-1}>
      <h2 id="cart-title">Your cart</h2>
      {lines.length === 0 ? (
        <p className="portal-muted cart-empty">Your cart is empty.</p>
      ) : (
        <>
          <ul className="cart-lines">
            {lines.map((line) => {
              const key = lineKey(line);
              // Named with its size, so each line's controls say which one they change.
              const label = line.size ? `${line.name}, size ${line.size}` : line.name;
              return (
                <li key={key} className="cart-line">
                  {line.image && <img src={line.image} alt="" width={56} height={56} />}
                  <div className="cart-line-text">
                    <p className="cart-line-name">{line.name}</p>
                    <p className="portal-muted">
                      {line.size ? `Size ${line.size} · ` : ''}
                      {formatUsd(line.price_cents)} each
                    </p>
                  </div>
                  <QuantityInput
                    line={line}
                    label={label}
                    onChange={(quantity) => setQuantity(key, quantity)}
                  />
                  <p className="cart-line-total">{formatUsd(line.price_cents * line.quantity)}</p>
                  <button type="button" className="cart-remove" onClick={() => removeLine(key)}>
                    Remove<span className="visually-hidden"> {label}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="cart-subtotal">
            Subtotal ({units} {units === 1 ? 'item' : 'items'}) <strong>{formatUsd(subtotalCents)}</strong>
          </p>
        </>
      )}
      <p className="cart-note">Checkout opens in Phase B. Your cart is kept on this device until then.</p>
    </section>
  );
}

export default withErrorBoundary(CartPreview);
