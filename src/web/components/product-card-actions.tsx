import BellRing from 'lucide-react/icons/bell-ring';
import { Link } from 'react-router';
import { orderableNow } from '../../shared/availability.ts';
import { paths } from '../../shared/paths.ts';
import type { Product } from '../../shared/schemas/product.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { BuyNowButton } from './product-actions.tsx';

/**
 * A card's Buy Now and Add to Cart, or, for a product that cannot be ordered now (out of
 * stock, or coming soon), one "Notify me" that opens the product page at its form: no dead
 * buttons, and no form on every card of a phone's two-column grid.
 */
export function ProductCardActions({ product }: { product: Product }) {
  if (!orderableNow(product)) {
    return (
      <Link
        to={{ pathname: paths.product(product), hash: '#notify-me' }}
        className="btn btn-outline btn-primary col-span-full whitespace-nowrap"
      >
        <BellRing className="size-4" aria-hidden="true" />
        Notify me<span className="sr-only">: when {product.name} is back</span>
      </Link>
    );
  }
  return (
    <>
      <BuyNowButton product={product} className="whitespace-nowrap" />
      <AddToCartButton product={product} className="whitespace-nowrap" />
    </>
  );
}
