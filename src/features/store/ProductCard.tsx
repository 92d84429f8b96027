import { formatUsd } from '../../domain/fees';
import { priceCents, stockOf } from '../../domain/store';
import type { Product } from '../../domain/types';

interface Props {
  product: Product;
  /** Load the first pictures at once; the rest when scrolled to. */
  eager: boolean;
  /** False until the island runs: the button would do nothing before. */
  ready: boolean;
  onAdd: (product: Product) => void;
}

/** One product: picture, name, price (price_cents / 100), description, stock and Add to cart. */
export default function ProductCard({ product, eager, ready, onAdd }: Props) {
  const stock = stockOf(product);
  const soldOut = stock === 0;
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
      <p className={`product-stock${soldOut ? ' product-sold-out' : ''}`}>
        {soldOut ? 'Sold out' : stock <= 3 ? `Only ${stock} left` : 'In stock'}
      </p>
      <button
        type="button"
        // A sold-out item's button stays active: pressing it says why it cannot be added.
        className={`btn ${soldOut ? 'btn-secondary product-add-sold-out' : 'btn-primary'} product-add`}
        disabled={!ready}
        onClick={() => onAdd(product)}
      >
        {soldOut ? 'Sold out' : 'Add to cart'}
        <span className="visually-hidden"> {product.name}</span>
      </button>
    </li>
  );
}
