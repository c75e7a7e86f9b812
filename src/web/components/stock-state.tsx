import type { Availability } from '../../shared/availability.ts';
import { LOW_STOCK_THRESHOLD } from '../../shared/constants.ts';

/**
 * "Coming soon", "Pre-order" (out of stock, ordered to ship on arrival), "Out of stock",
 * "Only N left" or "In stock": from the product's availability and the units left
 * (docs/product.md#availability). A pre-order product with stock ships now: it says so.
 */
export function StockState({
  quantity,
  availability = 'normal',
}: {
  quantity: number;
  availability?: Availability | undefined;
}) {
  if (availability === 'coming-soon') return <span className="badge badge-info">Coming soon</span>;
  if (quantity <= 0 && availability === 'preorder') {
    return <span className="badge badge-info">Pre-order</span>;
  }
  if (quantity <= 0) return <span className="badge badge-error">Out of stock</span>;
  if (quantity < LOW_STOCK_THRESHOLD) {
    return <span className="badge badge-warning">Only {quantity} left</span>;
  }
  return <span className="badge badge-success badge-soft">In stock</span>;
}
