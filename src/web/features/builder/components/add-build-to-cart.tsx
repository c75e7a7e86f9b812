import { useState } from 'react';
import ShoppingBasket from 'lucide-react/icons/shopping-basket';
import type { Product } from '../../../../shared/schemas/product.ts';
import { useCart } from '../../../lib/cart/use-cart.ts';
import { toast } from '../../../lib/toast.ts';

export interface BuildLine {
  product: Product;
  quantity: number;
}

/**
 * Puts every part of the build in the cart, one line per product (two identical memory kits are
 * one line of two). Parts out of stock are left out and named, so the customer knows.
 */
export function AddBuildToCart({ lines }: { lines: readonly BuildLine[] }) {
  const cart = useCart();
  const [adding, setAdding] = useState(false);
  const available = lines.filter((line) => line.product.quantity > 0);
  const soldOut = lines.filter((line) => line.product.quantity <= 0);

  async function addAll() {
    setAdding(true);
    try {
      // One after the other: each line's new quantity is read from the cart the last one left.
      for (const line of available) await cart.add(line.product, line.quantity);
      const units = available.reduce((sum, line) => sum + line.quantity, 0);
      toast.success(
        soldOut.length === 0
          ? `The build's ${units} parts are in your cart`
          : `${units} parts are in your cart; out of stock: ${soldOut.map((l) => l.product.name).join(', ')}`,
      );
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not add the build to the cart');
    } finally {
      setAdding(false);
    }
  }

  return (
    <button
      type="button"
      className="btn btn-sm btn-primary"
      disabled={available.length === 0 || adding}
      onClick={() => void addAll()}
    >
      <ShoppingBasket className="size-4" aria-hidden="true" />
      Add build to cart
    </button>
  );
}
