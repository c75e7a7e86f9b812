import { Link } from 'react-router';
import { CATEGORY_LABELS } from '../../../../shared/categories.ts';
import { paths } from '../../../../shared/paths.ts';
import type { ManagedProduct } from '../../../../shared/schemas/product.ts';
import { Price } from '../../../components/price.tsx';
import {
  AvailabilityBadge,
  ProductActions,
  Stock,
  WaitingAlerts,
  type ProductActionsProps,
} from './product-row-parts.tsx';

interface ProductCardsProps extends ProductActionsProps {
  products: ManagedProduct[];
  busy: boolean;
  className?: string;
}

/** The manage table's rows as cards, for phones, where seven columns do not fit. */
export function ProductCards({ products, busy, className = '', ...actions }: ProductCardsProps) {
  return (
    <ul className={`space-y-3 ${busy ? 'opacity-60' : ''} ${className}`} aria-busy={busy}>
      {products.map((product) => (
        <li
          key={product._id}
          aria-labelledby={`manage-card-${product._id}`}
          className="rounded-box border border-base-300 bg-base-100 p-3"
        >
          <div className="flex gap-3">
            <img
              src={product.image}
              alt=""
              width={80}
              height={60}
              loading="lazy"
              className="h-15 w-20 shrink-0 rounded bg-base-200 object-cover"
            />
            <div className="min-w-0 flex-1">
              <h2 id={`manage-card-${product._id}`} className="font-medium leading-snug">
                <Link to={paths.product(product)} className="link-hover">
                  {product.name}
                </Link>
              </h2>
              <p className="text-xs opacity-80">
                {[product.brand, CATEGORY_LABELS[product.category], product.origin]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <Price amount={product.price} className="font-semibold" />
                <span className="inline-flex items-center gap-1">
                  Stock: <Stock quantity={product.quantity} />
                </span>
                <AvailabilityBadge availability={product.availability} />
                <WaitingAlerts count={product.waitingAlerts} long />
              </div>
            </div>
          </div>
          <div className="mt-2 border-t border-base-300 pt-2">
            <ProductActions product={product} {...actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
