import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Undo2 from 'lucide-react/icons/undo-2';
import type { DeletedProduct } from '../../../../shared/schemas/product-admin.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Price } from '../../../components/price.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { Thumbnail } from '../../../components/thumbnail.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { deletedProductsQuery, useRestoreProduct } from '../api/product-admin-api.ts';

/** Products removed from the shop, each with Restore: a mistaken delete is one click back. */
export function DeletedProducts() {
  const [open, setOpen] = useState(false);
  const { data, error, isPending, refetch } = useQuery({
    ...deletedProductsQuery(),
    enabled: open,
  });
  const restore = useRestoreProduct();
  const [restoring, setRestoring] = useState<DeletedProduct | null>(null);

  const confirmRestore = (product: DeletedProduct) =>
    restore.mutate(product._id, {
      onSuccess: () => {
        toast.success(`${product.name} is back in the shop.`);
        setRestoring(null);
      },
      onError: (failure) => {
        toast.error(errorMessage(failure));
        setRestoring(null);
      },
    });

  return (
    <details
      className="mt-8 rounded-box border border-base-300 bg-base-100"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer p-4 font-semibold">Deleted products</summary>
      <div className="border-t border-base-300 p-4">
        {!open ? null : error ? (
          <QueryError error={error} what="the deleted products" onRetry={() => void refetch()} />
        ) : isPending ? (
          <Spinner label="Loading deleted products" />
        ) : data.length === 0 ? (
          <p className="opacity-80">No product has been deleted.</p>
        ) : (
          <ul className="divide-y divide-base-300">
            {data.map((product) => (
              <li
                key={product._id}
                className="flex flex-wrap items-center gap-3 py-2"
                data-testid="deleted-product"
              >
                <Thumbnail src={product.image} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{product.name}</p>
                  <p className="text-sm opacity-80">
                    <Price amount={product.price} /> · deleted {formatDate(product.deletedAt)}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  onClick={() => setRestoring(product)}
                >
                  <Undo2 className="size-4" aria-hidden="true" />
                  Restore<span className="sr-only"> {product.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {restoring ? (
        <ConfirmDialog
          title="Restore this product?"
          confirmLabel="Restore product"
          cancelLabel="Cancel"
          busy={restore.isPending}
          onConfirm={() => confirmRestore(restoring)}
          onClose={() => setRestoring(null)}
        >
          <p>
            <strong>{restoring.name}</strong> goes back in the shop with its price, stock and
            reviews.
          </p>
        </ConfirmDialog>
      ) : null}
    </details>
  );
}
