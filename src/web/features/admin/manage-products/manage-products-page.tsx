import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import PackagePlus from 'lucide-react/icons/package-plus';
import { toast } from '../../../lib/toast.ts';
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
import { DeletedProducts } from './deleted-products.tsx';
import { EditProductDialog } from './edit-product-dialog.tsx';
import { ProductCards } from './product-cards.tsx';
import { ProductTable } from './product-table.tsx';
import { StockDialog } from './stock-dialog.tsx';
import { KEEP_SCROLL } from '../../../lib/keep-scroll.ts';
import { readProductSearch, toSearchParams } from '../../../lib/product-search.ts';
import { ProductFilter } from '../../../components/product-filter.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import Percent from 'lucide-react/icons/percent';
import { BulkPriceDialog } from './bulk-price-dialog.tsx';
import { StockLevelSelect, stockLevelOf } from './stock-level-select.tsx';
import { LinkedEditDialog } from './linked-edit-dialog.tsx';

/** /dashboard/manage-products: every product, searchable and paged, to edit or remove. */
export function ManageProductsPage() {
  const [params, setParams] = useSearchParams();
  const { q, category, page } = readProductSearch(params);
  const search: ManageSearch = { q, category, page, stock: stockLevelOf(params.get('stock')) };
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery(
    manageProductsQuery(search),
  );
  const [editing, setEditing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [stocking, setStocking] = useState<Product | null>(null);
  const [repricing, setRepricing] = useState(false);
  const remove = useDeleteProduct();
  const linkedEdit = params.get('edit');
  const closeLinkedEdit = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('edit');
          return next;
        },
        { replace: true, state: KEEP_SCROLL },
      ),
    [setParams],
  );

  const urlOf = (next: ManageSearch) => {
    const url = toSearchParams(next);
    if (next.stock) url.set('stock', next.stock);
    return url;
  };
  const update = (change: Partial<ManageSearch>) =>
    setParams(urlOf({ ...search, ...change, page: 1 }), { state: KEEP_SCROLL });
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
          <div className="flex flex-wrap gap-2">
            <Link to={dashboardPaths.catalogueFile} className="btn btn-sm">
              Import and export
            </Link>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => setRepricing(true)}
            >
              <Percent className="size-4" aria-hidden="true" />
              Change prices
            </button>
            <Link to={dashboardPaths.addProduct} className="btn btn-primary btn-sm">
              <PackagePlus className="size-4" aria-hidden="true" />
              Add Product
            </Link>
          </div>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <ProductFilter
          className="min-w-0 flex-1"
          filter={search}
          onChange={update}
          placeholder="Name, brand or detail"
        />
        <StockLevelSelect value={search.stock} onChange={(stock) => update({ stock })} />
      </div>
      <p aria-live="polite" className="mb-3 text-sm font-medium" data-testid="manage-count">
        {data ? `${total} ${total === 1 ? 'product' : 'products'}` : null}
      </p>
      {error && !data ? (
        <QueryError error={error} what="the products" onRetry={() => void refetch()} />
      ) : isPending ? (
        <PageSpinner />
      ) : data.items.length === 0 ? (
        <EmptyState>No products match this search.</EmptyState>
      ) : (
        <div className="space-y-4">
          <ProductTable
            className="hidden md:block"
            products={data.items}
            busy={isPlaceholderData}
            onEdit={setEditing}
            onStock={setStocking}
            onDelete={setDeleting}
          />
          <ProductCards
            className="md:hidden"
            products={data.items}
            busy={isPlaceholderData}
            onEdit={setEditing}
            onStock={setStocking}
            onDelete={setDeleting}
          />
          <Pagination
            page={search.page}
            pageCount={pageCount}
            hrefFor={(page) => `?${urlOf({ ...search, page }).toString()}`}
          />
        </div>
      )}
      <DeletedProducts />
      {editing ? <EditProductDialog product={editing} onClose={() => setEditing(null)} /> : null}
      {linkedEdit && !editing ? (
        <LinkedEditDialog id={linkedEdit} onClose={closeLinkedEdit} />
      ) : null}
      {stocking ? <StockDialog product={stocking} onClose={() => setStocking(null)} /> : null}
      {repricing ? (
        <BulkPriceDialog
          filter={{ q: search.q, category: search.category }}
          onClose={() => setRepricing(false)}
        />
      ) : null}
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
            keep their details, and Deleted products below can bring it back.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
