import Truck from 'lucide-react/icons/truck';
import { formatTk } from '../../shared/money.ts';
import { freeDeliveryShortfall } from '../../shared/delivery/delivery-options.ts';

/**
 * How much more buys free home delivery, by the rule the delivery quote charges by
 * (docs/product.md#free-delivery); nothing while the threshold is unknown or when the shop
 * sets none. The threshold comes from the delivery API's freeDeliveryQuery.
 */
export function FreeDeliveryHint({
  threshold,
  subtotal,
}: {
  threshold: number | null | undefined;
  subtotal: number;
}) {
  const shortfall = freeDeliveryShortfall(threshold ?? null, subtotal);
  if (shortfall === null || subtotal <= 0) return null;
  return (
    <p className="flex items-center gap-2 text-sm font-medium" data-testid="free-delivery-hint">
      <Truck className="size-4 shrink-0" aria-hidden="true" />
      {shortfall > 0
        ? `Add ${formatTk(shortfall)} for free home delivery`
        : 'This order gets free home delivery'}
    </p>
  );
}
