import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import ArrowRight from 'lucide-react/icons/arrow-right';
import PackageCheck from 'lucide-react/icons/package-check';
import { lowStockQuery } from '../../admin/api/catalogue-admin-api.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { dashboardPaths } from '../../../lib/dashboard-paths.ts';

/** The overview shows this many; "See all N" leads to the rest. */
const SHOWN = 10;

/**
 * The products at or below their low-stock threshold, out of stock first (the API's order):
 * each leads to its Edit dialog in Manage Products, where its stock and threshold are changed.
 */
export function LowStockList() {
  const { data, error, isPending, refetch } = useQuery(lowStockQuery());
  return (
    <section aria-labelledby="low-stock-list" className="mt-8 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="low-stock-list" className="text-lg font-semibold">
          Running low
        </h2>
        {data && data.total > 0 ? (
          <Link
            to={dashboardPaths.restock}
            className="link link-primary inline-flex items-center gap-1"
          >
            See all {data.total}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      {error ? (
        <QueryError error={error} what="the low-stock list" onRetry={() => void refetch()} />
      ) : isPending ? (
        <Spinner label="Loading the low-stock list" />
      ) : data.products.length === 0 ? (
        <EmptyState icon={PackageCheck}>Nothing is running low.</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
          <table className="table table-sm" data-testid="low-stock-list">
            <thead>
              <tr>
                <th>Product</th>
                <th className="text-right">Stock</th>
                <th className="text-right">Low at</th>
              </tr>
            </thead>
            <tbody>
              {data.products.slice(0, SHOWN).map((product) => (
                <tr key={product._id}>
                  <td className="min-w-40">
                    <Link
                      to={dashboardPaths.editRestock(product._id)}
                      className="link link-hover font-medium"
                    >
                      {product.name}
                    </Link>
                    <span className="hidden font-mono text-xs opacity-80 sm:block">
                      {product.sku}
                    </span>
                  </td>
                  <td className="text-right tabular-nums">
                    {product.stock === 0 ? (
                      <span className="badge badge-error badge-sm whitespace-nowrap">
                        Out of stock
                      </span>
                    ) : (
                      product.stock
                    )}
                  </td>
                  <td className="text-right tabular-nums">{product.lowStockAt}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
