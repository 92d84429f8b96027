import { useId, useState } from 'react';
import { formatUsd } from '../../domain/fees';
import { priceCents, productSizes, stockOf } from '../../domain/store';
import type { Product } from '../../domain/types';
import SelectField from '../../components/form/SelectField';

interface Props {
  product: Product;
  /** Load the first pictures at once; the rest when scrolled to. */
  eager: boolean;
  /** False until the island runs: the button would do nothing before. */
  ready: boolean;
  onAdd: (product: Product, size: string | null) => void;
}

const stockText = (stock: number) =>
  stock === 0 ? 'Sold out' : stock <= 3 ? `Only ${stock} left` : 'In stock';

/**
 * One product: picture, name, price (price_cents / 100), description, stock, its size choice when
 * it is sold by size (each size with its own stock), and Add to cart.
 */
export default function ProductCard({ product, eager, ready, onAdd }: Props) {
  const sizes = productSizes(product);
  const [size, setSize] = useState('');
  const sizeId = useId();
  const stock = stockOf(product);
  const soldOut = stock === 0;
  // The stock shown is the chosen size's, once one is chosen.
  const shown = size ? stockOf(product, size) : stock;
  return (
    <li className="product">
      <div className="product-picture">
        {product.image && (
          <img
            src={product.image}
            alt=""
            width={600}
            height={600}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
      </div>
      <h3>{product.name}</h3>
      <p className="product-price">{formatUsd(priceCents(product))}</p>
      {product.description && <p className="product-description">{product.description}</p>}
      <p className={`product-stock${shown === 0 ? ' product-sold-out' : ''}`}>
        {size && shown > 0 ? `Size ${size}: ${stockText(shown).toLowerCase()}` : stockText(shown)}
      </p>
      {sizes.length > 0 && !soldOut && (
        <div className="product-size">
          <SelectField
            id={sizeId}
            label="Size"
            value={size}
            disabled={!ready}
            aria-label={`Size of ${product.name}`}
            onChange={(event) => setSize(event.currentTarget.value)}
          >
            <option value="">Choose</option>
            {sizes.map((item) => (
              <option key={item.size} value={item.size} disabled={item.inventory === 0}>
                {item.inventory === 0 ? `${item.size} (sold out)` : item.size}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <button
        type="button"
        // A sold-out item's button stays active: pressing it says why it cannot be added.
        className={`btn ${soldOut ? 'btn-secondary product-add-sold-out' : 'btn-primary'} product-add`}
        disabled={!ready}
        onClick={() => {
          onAdd(product, size || null);
          // Without a size the cart says to choose one: the choice is where to go.
          if (sizes.length > 0 && !soldOut && !size) document.getElementById(sizeId)?.focus();
        }}
      >
        {soldOut ? 'Sold out' : 'Add to cart'}
        <span className="visually-hidden"> {product.name}</span>
      </button>
    </li>
  );
}
