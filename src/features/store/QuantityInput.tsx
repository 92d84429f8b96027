import { useEffect, useState } from 'react';
import { clampQuantity, type CartLine } from '../../domain/store';

interface Props {
  line: CartLine;
  /** How the line is named in its controls' labels (the product, and its size). */
  label: string;
  onChange: (quantity: number) => void;
}

/** A line's quantity: minus, a number box and plus (the cart keeps it between 1 and the inventory). */
export default function QuantityInput({ line, label, onChange }: Props) {
  // What is typed may be briefly empty; the cart's quantity comes back when the box is left.
  const [draft, setDraft] = useState(String(line.quantity));
  useEffect(() => setDraft(String(line.quantity)), [line.quantity]);

  return (
    <div className="quantity">
      <button
        type="button"
        className="quantity-step"
        aria-label={`Decrease quantity of ${label}`}
        disabled={line.quantity <= 1}
        onClick={() => onChange(line.quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(line.inventory, 1)}
        value={draft}
        aria-label={`Quantity of ${label}`}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setDraft(text);
          if (!/^\d+$/.test(text)) return;
          onChange(Number(text));
          setDraft(String(clampQuantity(line, Number(text))));
        }}
        onBlur={() => setDraft(String(line.quantity))}
      />
      <button
        type="button"
        className="quantity-step"
        aria-label={`Increase quantity of ${label}`}
        onClick={() => onChange(line.quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
