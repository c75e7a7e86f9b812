import History from 'lucide-react/icons/history';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { AVAILABILITY_LABEL, type Availability } from '../../../../shared/availability.ts';
import { LOW_STOCK_THRESHOLD } from '../../../../shared/constants.ts';
import type { Product } from '../../../../shared/schemas/product.ts';
import { ERROR_TEXT } from '../../../components/form-field.tsx';

/** Stock left; low and empty shelves stand out. */
export function Stock({ quantity }: { quantity: number }) {
  if (quantity <= 0) {
    return <span className="badge badge-error whitespace-nowrap">Out of stock</span>;
  }
  if (quantity < LOW_STOCK_THRESHOLD) {
    return <span className="badge badge-warning whitespace-nowrap">{quantity} left</span>;
  }
  return <span className="tabular-nums">{quantity}</span>;
}

/** Pre-order and Coming soon beside the stock, as shoppers see them; nothing for a normal product. */
export function AvailabilityBadge({ availability }: { availability: Availability | undefined }) {
  if (availability === undefined || availability === 'normal') return null;
  return (
    <span className="badge badge-info badge-soft whitespace-nowrap">
      {AVAILABILITY_LABEL[availability]}
    </span>
  );
}

/**
 * Back-in-stock alerts still waiting for the product (decision 078): how many shoppers hear
 * when it is restocked. `long` words it for a card, where no column heading explains it.
 */
export function WaitingAlerts({ count, long = false }: { count: number; long?: boolean }) {
  if (count === 0) return long ? null : <span className="opacity-70">None</span>;
  return (
    <span className="badge badge-primary badge-soft whitespace-nowrap tabular-nums">
      {count} waiting{long ? ' for stock' : ''}
    </span>
  );
}

export interface ProductActionsProps {
  onEdit: (product: Product) => void;
  onStock: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** Edit, Stock and Delete for one product; the product's name is in each button's accessible name. */
export function ProductActions({
  product,
  onEdit,
  onStock,
  onDelete,
}: ProductActionsProps & { product: Product }) {
  return (
    <div className="flex justify-end gap-1">
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => onEdit(product)}>
        <Pencil className="size-4" aria-hidden="true" />
        Edit<span className="sr-only"> {product.name}</span>
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => onStock(product)}>
        <History className="size-4" aria-hidden="true" />
        Stock<span className="sr-only"> of {product.name}</span>
      </button>
      <button
        type="button"
        className={`btn btn-ghost btn-sm ${ERROR_TEXT}`}
        onClick={() => onDelete(product)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Delete<span className="sr-only"> {product.name}</span>
      </button>
    </div>
  );
}
