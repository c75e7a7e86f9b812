import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import PackagePlus from 'lucide-react/icons/package-plus';
import Search from 'lucide-react/icons/search';
import { toast } from '../../../lib/toast.ts';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '../../../../shared/categories.ts';
import type { Product } from '../../../../shared/schemas/product.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { dashboardPaths } from '../../../lib/dashboard-paths.ts';
import { errorMessage } from '../../../lib/server-errors.ts';
import { Pagination } from '../../../components/pagination.tsx';
import {
  MANAGE_PAGE_SIZE,
  manageProductsQuery,
  useDeleteProduct,
  type ManageSearch,
} from '../api/product-admin-api.ts';
import { EditProductDialog } from './edit-product-dialog.tsx';
import { ProductCards } from './product-cards.tsx';
import { ProductTable } from './product-table.tsx';
import { KEEP_SCROLL } from '../../../lib/keep-scroll.ts';

function readSearch(params: URLSearchParams): ManageSearch {
  const category = params.get('category') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: (params.get('q') ?? '').trim(),
    category: (CATEGORIES as readonly string[]).includes(category) ? (category as Category) : '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

function toParams(search: ManageSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.category) params.set('category', search.category);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** /dashboard/manage-products: every product, searchable and paged, to edit or remove. */
export function ManageProductsPage() {
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery(
    manageProductsQuery(search),
  );
  const [editing, setEditing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const remove = useDeleteProduct();

  const update = (change: Partial<ManageSearch>) =>
    setParams(toParams({ ...search, ...change, page: 1 }), { state: KEEP_SCROLL });
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    update({ q: typeof q === 'string' ? q.trim() : '' });
  };
  const confirmDelete = (product: Product) =>
    remove.mutate(product._id, {
      onSuccess: () => {
        toast.success(`${product.name} is removed from the shop.`);
        setDeleting(null);
      },
      onError: (failure) => toast.error(errorMessage(failure)),
    });

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / MANAGE_PAGE_SIZE));

  return (
    <div>
      <PageHeader
        title="Manage Products"
        description="Every product in the shop, with its stock and origin."
        actions={
          <Link to={dashboardPaths.addProduct} className="btn btn-primary btn-sm">
            <PackagePlus className="size-4" aria-hidden="true" />
            Add Product
          </Link>
        }
      />
      <div className="mb-4 grid items-end gap-3 rounded-box border border-base-300 bg-base-200/60 p-3 sm:grid-cols-[1fr_auto]">
        <form role="search" key={search.q} onSubmit={onSearch} className="flex flex-col gap-1">
          <label htmlFor="manage-search" className="text-sm font-medium">
            Search products
          </label>
          <div className="join w-full">
            <input
              id="manage-search"
              name="q"
              type="search"
              defaultValue={search.q}
              maxLength={100}
              placeholder="Name, brand or detail"
              className="input join-item w-full"
            />
            <button type="submit" className="btn btn-primary join-item">
              <Search className="size-4" aria-hidden="true" />
              Search
            </button>
          </div>
        </form>
        <div className="flex flex-col gap-1">
          <label htmlFor="manage-category" className="text-sm font-medium">
            Category
          </label>
          <select
            id="manage-category"
            className="select w-full sm:w-52"
            value={search.category}
            onChange={(event) => update({ category: event.target.value as Category | '' })}
          >
            <option value="">All categories</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p aria-live="polite" className="mb-3 text-sm font-medium" data-testid="manage-count">
        {data ? `${total} ${total === 1 ? 'product' : 'products'}` : null}
      </p>
      {error && !data ? (
        <QueryError error={error} what="the products" onRetry={() => void refetch()} />
      ) : isPending ? (
        <PageSpinner />
      ) : data.items.length === 0 ? (
        <p className="rounded-box border border-dashed border-base-300 p-10 text-center">
          No products match this search.
        </p>
      ) : (
        <div className="space-y-4">
          <ProductTable
            className="hidden md:block"
            products={data.items}
            busy={isPlaceholderData}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
          <ProductCards
            className="md:hidden"
            products={data.items}
            busy={isPlaceholderData}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
          <Pagination
            page={search.page}
            pageCount={pageCount}
            hrefFor={(page) => `?${toParams({ ...search, page }).toString()}`}
          />
        </div>
      )}
      {editing ? <EditProductDialog product={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this product?"
          confirmLabel="Delete product"
          busy={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>
            <strong>{deleting.name}</strong> leaves the shop at once. Orders already placed for it
            keep their details.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
