import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { PACK_SIZES } from '../../../shared/constants.ts';
import PackageX from 'lucide-react/icons/package-x';
import { messages } from '../../../shared/messages.ts';
import { paths } from '../../../shared/paths.ts';
import { Modal } from '../../components/modal.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useCloseRouteModal } from '../../lib/use-close-route-modal.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../../lib/use-session.ts';
import { productQuery } from '../products/api/product-queries.ts';
import { addressesQuery, defaultAddress } from '../profile/api/address-api.ts';
import { ProductGone, ProductSummary } from '../../components/product-summary.tsx';
import { OrderForm } from './order-form.tsx';

function OutOfStock({ onClose }: { onClose: () => void }) {
  return (
    <div className="space-y-4">
      {/* The soft alert's own yellow text is too faint; the page's text colour reads well on it. */}
      <div role="alert" className="alert alert-warning alert-soft text-base-content">
        <PackageX className="size-5 text-warning" aria-hidden="true" />
        <span>{messages.order.outOfStock} It cannot be ordered until it is back in stock.</span>
      </div>
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose}>
          Keep browsing
        </button>
      </div>
    </div>
  );
}

function OrderModalContent({ productId, onClose }: { productId: string; onClose: () => void }) {
  const { user } = useSession();
  // The units chosen on the product page (?quantity=), within the packs the form offers.
  const [search] = useSearchParams();
  const chosen = Math.trunc(Number(search.get('quantity')));
  const startQuantity = PACK_SIZES.find((size) => size === chosen) ?? 1;
  const { data: product, error, isPending, refetch } = useQuery(productQuery(productId));
  // The form starts from the default saved address; without the book it simply starts empty.
  const addresses = useQuery(addressesQuery());

  if (isPending || addresses.isPending || !user) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading the product" />
      </div>
    );
  }
  if (error) return <QueryError error={error} what="this product" onRetry={() => void refetch()} />;
  if (product === null) return <ProductGone onClose={onClose} />;
  return (
    <div className="space-y-5">
      <ProductSummary product={product} />
      {product.quantity <= 0 ? (
        <OutOfStock onClose={onClose} />
      ) : (
        <OrderForm
          product={product}
          user={user}
          saved={defaultAddress(addresses.data)}
          startQuantity={startQuantity}
          onPlaced={onClose}
          onCancel={onClose}
        />
      )}
    </div>
  );
}

/**
 * /order-modal/:productId: the order form in a modal over the page it was opened
 * from (docs/product.md#order-modal). The route is for signed-in customers only; it closes on
 * success and returns to that page.
 */
export function OrderModalPage() {
  const { productId = '' } = useParams();
  const close = useCloseRouteModal(paths.orderModal(productId));
  const titleId = useId();
  usePageTitle('Place your order');
  return (
    <Modal labelledBy={titleId} onClose={close} className="sm:max-w-xl">
      <h2 id={titleId} className="mb-4 pr-10 text-xl font-bold">
        Place your order
      </h2>
      <OrderModalContent productId={productId} onClose={close} />
    </Modal>
  );
}
