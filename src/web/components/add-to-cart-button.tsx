import { useState } from 'react';
import ShoppingBasket from 'lucide-react/icons/shopping-basket';
import type { CartProduct } from '../lib/cart/cart-lines.ts';
import { useCart } from '../lib/cart/use-cart.ts';
import { toast } from '../lib/toast.ts';

/**
 * Puts units of the product (one unless told) in the cart (docs/product.md#cart), next to Buy Now. The
 * product's name is added for screen reader users, as on the other product buttons.
 */
export function AddToCartButton({
  product,
  units = 1,
  className = '',
}: {
  product: CartProduct;
  /** How many to add: the product page's quantity; the cart holds a line within its limits. */
  units?: number;
  className?: string;
}) {
  const cart = useCart();
  const [adding, setAdding] = useState(false);
  const soldOut = product.quantity <= 0;

  async function add() {
    setAdding(true);
    try {
      await cart.add(product, units);
      toast.success(`${product.name} is in your cart`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not add to the cart');
    } finally {
      setAdding(false);
    }
  }

  return (
    <button
      type="button"
      className={`btn btn-outline btn-primary ${className}`}
      disabled={soldOut || adding}
      onClick={() => void add()}
    >
      <ShoppingBasket className="size-4" aria-hidden="true" />
      Add to Cart<span className="sr-only">: {product.name}</span>
    </button>
  );
}
