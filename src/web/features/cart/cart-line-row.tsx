import { Link } from 'react-router';
import Trash2 from 'lucide-react/icons/trash-2';
import { paths } from '../../../shared/paths.ts';
import { formatTk } from '../../../shared/money.ts';
import { Price } from '../../components/price.tsx';
import { SalePrice } from '../../components/sale-price.tsx';
import { WarrantyNote } from '../../components/warranty-note.tsx';
import type { LineFlag } from '../../lib/cart/line-flags.ts';
import type { CartLineView } from './cart-line-state.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

const flagText: Record<LineFlag, (line: CartLineView) => string> = {
  removed: () => 'No longer sold: remove it to check out',
  'out-of-stock': () => 'Out of stock: remove it to check out',
  short: (line) => `Only ${line.stock} left: lower the quantity to check out`,
  'price-changed': (line) => `Price changed from ${formatTk(line.priceWhenAdded)}`,
};

interface CartLineRowProps {
  line: CartLineView;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One line of the cart page: picture, name, unit price, stepper, line total, remove. */
export function CartLineRow({ line, busy, onQuantity, onRemove }: CartLineRowProps) {
  const removed = line.flags.includes('removed');
  return (
    <li
      className="grid grid-cols-[4rem_1fr] gap-x-4 gap-y-3 py-4 sm:grid-cols-[5rem_1fr_auto_auto_auto] sm:items-center"
      aria-label={line.name}
    >
      <img
        src={line.image}
        alt=""
        width={80}
        height={60}
        loading="lazy"
        className="aspect-[4/3] w-16 rounded-md bg-base-200 object-cover sm:w-20"
      />
      <div className="min-w-0 space-y-1">
        {removed ? (
          <p className="font-semibold">{line.name}</p>
        ) : (
          <Link to={paths.product(line.productId)} className="link-hover font-semibold">
            {line.name}
          </Link>
        )}
        <p className="text-sm opacity-80">
          <SalePrice price={line.price} regularPrice={line.regularPrice} /> each
        </p>
        {line.warranty ? <WarrantyNote warranty={line.warranty} /> : null}
        {line.flags.map((flag) => (
          <p
            key={flag}
            className={`badge h-auto py-0.5 text-left ${flag === 'price-changed' ? 'badge-warning' : 'badge-error'} badge-soft`}
          >
            {flagText[flag](line)}
          </p>
        ))}
      </div>
      <div className="col-start-2 flex items-center gap-3 sm:col-start-auto">
        <QuantityStepper
          name={line.name}
          quantity={line.quantity}
          max={Math.max(line.stock, 1)}
          disabled={busy || removed || line.stock <= 0}
          onChange={onQuantity}
        />
      </div>
      <p className="col-start-2 text-lg font-bold sm:col-start-auto sm:w-32 sm:text-right">
        <span className="sr-only">Line total: </span>
        <Price amount={line.price * line.quantity} />
      </p>
      <button
        type="button"
        className="btn btn-ghost btn-sm col-start-2 w-fit text-error sm:col-start-auto"
        disabled={busy}
        onClick={onRemove}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Remove<span className="sr-only"> {line.name}</span>
      </button>
    </li>
  );
}
