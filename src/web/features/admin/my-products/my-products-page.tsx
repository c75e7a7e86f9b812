import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import PackagePlus from 'lucide-react/icons/package-plus';
import { CATEGORY_LABELS } from '../../../../shared/categories.ts';
import { LOW_STOCK_THRESHOLD } from '../../../../shared/constants.ts';
import { paths } from '../../../../shared/paths.ts';
import { Price } from '../../../components/price.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { dashboardPaths } from '../../../lib/dashboard-paths.ts';
import { myProductsQuery } from '../api/product-admin-api.ts';
import { EmptyState } from '../../../components/empty-state.tsx';

/**
 * /dashboard/my-product: the products this admin added, read with its own names
 * (docs/product.md#my-products).
 */
export function MyProductsPage() {
  const { user } = useSession();
  const email = user?.email ?? '';
  const { data, error, isPending, refetch } = useQuery({
    ...myProductsQuery(email),
    enabled: email !== '',
  });

  const addLink = (
    <Link to={dashboardPaths.addProduct} className="btn btn-primary btn-sm">
      <PackagePlus className="size-4" aria-hidden="true" />
      Add Product
    </Link>
  );

  return (
    <div>
      <PageHeader
        title="My Products"
        description="The products you added to the shop."
        actions={addLink}
      />
      {error ? (
        <QueryError error={error} what="your products" onRetry={() => void refetch()} />
      ) : isPending ? (
        <PageSpinner />
      ) : data.length === 0 ? (
        <EmptyState action={addLink}>You have not added any products yet.</EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {data.map((product) => (
            <li key={product._id}>
              <article
                aria-labelledby={`my-product-${product._id}`}
                className="card h-full border border-base-300 bg-base-100 shadow-sm"
                data-testid="my-product"
              >
                <img
                  src={product.image}
                  alt=""
                  width={800}
                  height={600}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-t-box bg-base-200 object-cover"
                />
                <div className="card-body gap-2 p-4">
                  <p className="text-xs font-medium uppercase tracking-wide opacity-80">
                    {CATEGORY_LABELS[product.category]}
                    {product.origin ? ` · ${product.origin}` : ''}
                  </p>
                  <h2 id={`my-product-${product._id}`} className="font-semibold leading-snug">
                    <Link to={paths.product(product._id)} className="link-hover">
                      {product.productName}
                    </Link>
                  </h2>
                  <p className="line-clamp-2 text-sm opacity-80">{product.productDetails}</p>
                  <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
                    <Price amount={product.productPrice} className="text-lg font-bold" />
                    <span
                      className={`badge ${
                        product.productQuantity < LOW_STOCK_THRESHOLD
                          ? 'badge-warning'
                          : 'badge-ghost'
                      }`}
                    >
                      Stock: {product.productQuantity}
                    </span>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
