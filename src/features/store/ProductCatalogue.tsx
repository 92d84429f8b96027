import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { cartTotals, STORE_MESSAGES } from '../../domain/store';
import type { Product } from '../../domain/types';
import { useMounted } from '../../components/form/use-mounted';
import LoadProblem from '../../components/portal/LoadProblem';
import PortalShell from '../../components/portal/PortalShell';
import { $cart, addProduct, syncWithProducts } from './cart';
import ProductCard from './ProductCard';
import { getProducts } from './store-data';
import './store.css';

/** Pictures loaded at once: the first row on a phone. */
const EAGER_PICTURES = 2;

/**
 * The merchandise list (spec 3 §2, §7, §8): the build-time products at first (readable without
 * JavaScript), then the live list; adding goes to the persistent cart with the spec's messages.
 */
function ProductCatalogue({ initialProducts }: { initialProducts: Product[] }) {
  const mounted = useMounted();
  const cart = useStore($cart);
  const [live, setLive] = useState<{ products: Product[] | null; loading: boolean; failed: boolean }>({
    products: null,
    loading: false,
    failed: false,
  });
  const products = live.products ?? initialProducts;

  // The live list replaces the built one; prices and stock change, so the cart follows it.
  const load = useCallback(() => {
    setLive((current) => ({ ...current, loading: true, failed: false }));
    getProducts()
      .then((page) => {
        const results = Array.isArray(page.results) ? page.results : [];
        setLive({ products: results, loading: false, failed: false });
        syncWithProducts(results);
      })
      .catch(() => setLive((current) => ({ ...current, loading: false, failed: true })));
  }, []);
  useEffect(load, [load]);

  const { units } = cartTotals(cart);
  return (
    <div className="catalogue">
      {mounted && units > 0 && (
        <p className="catalogue-cart-link">
          <a href="#cart">
            View cart ({units} {units === 1 ? 'item' : 'items'})
          </a>
        </p>
      )}
      {live.failed && <LoadProblem message={STORE_MESSAGES.loadFailed} onRetry={load} />}
      {products.length === 0 ? (
        live.loading || !mounted ? (
          <p className="portal-loading" role="status">
            <span className="spinner" aria-hidden="true" /> Loading merchandise…
          </p>
        ) : live.failed ? null : (
          <p className="portal-muted">New merchandise is on its way. Check back soon.</p>
        )
      ) : (
        <ul className="products" data-testid="products">
          {products.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              eager={index < EAGER_PICTURES}
              ready={mounted}
              onAdd={addProduct}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The product list island, with the page's toast region (the cart's messages show there too). */
export default function ProductCatalogueIsland(props: { initialProducts: Product[] }) {
  return (
    <PortalShell>
      <ProductCatalogue {...props} />
    </PortalShell>
  );
}
