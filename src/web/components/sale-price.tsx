import { formatTk } from '../../shared/money.ts';
import { saleSaving } from '../../shared/sale.ts';
import { Price } from './price.tsx';

/**
 * The price charged and, for a product on sale, its regular price struck through and the
 * saving (docs/product.md#sale-prices). The struck price is named for screen readers, which
 * do not announce a <del> by itself.
 */
export function SalePrice({
  price,
  regularPrice,
  className = '',
}: {
  price: number;
  regularPrice?: number | null | undefined;
  /** The charged price's size and weight. */
  className?: string;
}) {
  const saving = saleSaving({ price, regularPrice: regularPrice ?? null });
  if (saving === null || regularPrice == null)
    return <Price amount={price} className={className} />;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <Price amount={price} className={className} />
      <del className="text-sm tabular-nums opacity-75">
        <span className="sr-only">Regular price </span>
        {formatTk(regularPrice)}
      </del>
      <span className="badge badge-sm badge-success font-semibold whitespace-nowrap">
        Save {formatTk(saving)}
      </span>
    </span>
  );
}
