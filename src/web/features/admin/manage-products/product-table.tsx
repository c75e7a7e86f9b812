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
import { Thumbnail } from '../../../components/thumbnail.tsx';
import { TableRegion } from '../../../components/table-region.tsx';

interface ProductTableProps extends ProductActionsProps {
  products: ManagedProduct[];
  busy: boolean;
  className?: string;
}

/**
 * The manage table of docs/product.md#manage-products ("including origin"), for wider screens; it
 * scrolls sideways when narrow.
 */
export function ProductTable({ products, busy, className = '', ...actions }: ProductTableProps) {
  return (
    <TableRegion label="Products" className={className}>
      <table className={`table ${busy ? 'opacity-60' : ''}`} aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">Image</span>
            </th>
            <th scope="col">Name</th>
            <th scope="col" className="text-right">
              Price
            </th>
            <th scope="col">Stock</th>
            <th scope="col">Waiting alerts</th>
            <th scope="col">Origin</th>
            <th scope="col">Category</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product._id} className="hover:bg-base-200/50">
              <td>
                <Thumbnail src={product.image} />
              </td>
              <th scope="row" className="min-w-44 font-medium">
                <Link to={paths.product(product)} className="link-hover">
                  {product.name}
                </Link>
                {product.brand ? (
                  <span className="block text-xs font-normal opacity-80">{product.brand}</span>
                ) : null}
              </th>
              <td className="text-right whitespace-nowrap">
                <Price amount={product.price} />
              </td>
              <td>
                <span className="flex flex-wrap gap-1">
                  <Stock quantity={product.quantity} />
                  <AvailabilityBadge availability={product.availability} />
                </span>
              </td>
              <td>
                <WaitingAlerts count={product.waitingAlerts} />
              </td>
              <td>{product.origin || '—'}</td>
              <td className="min-w-28">{CATEGORY_LABELS[product.category]}</td>
              <td>
                <ProductActions product={product} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
