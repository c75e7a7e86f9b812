import { LOW_STOCK_THRESHOLD } from '../../shared/constants.ts';

/** "Out of stock", "Only N left" or "In stock", from the units left. */
export function StockState({ quantity }: { quantity: number }) {
  if (quantity <= 0) return <span className="badge badge-error">Out of stock</span>;
  if (quantity < LOW_STOCK_THRESHOLD) {
    return <span className="badge badge-warning">Only {quantity} left</span>;
  }
  return <span className="badge badge-success badge-soft">In stock</span>;
}
