import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { Modal } from '../../components/modal.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useCloseRouteModal } from '../../lib/use-close-route-modal.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../../lib/use-session.ts';
import { productQuery } from '../products/api/product-queries.ts';
import { ProductGone, ProductSummary } from '../../components/product-summary.tsx';
import { myReviewsQuery } from './review-api.ts';
import { ReviewForm } from './review-form.tsx';

function ReviewModalContent({ productId, onClose }: { productId: string; onClose: () => void }) {
  const { user } = useSession();
  const product = useQuery(productQuery(productId));
  // Only to tell whether this is a second review; if the list cannot be read, the
  // form still works (the server replaces an earlier review either way).
  const mine = useQuery({ ...myReviewsQuery(user?.email ?? null), enabled: Boolean(user) });

  if (product.isPending || mine.isPending || !user) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading the product" />
      </div>
    );
  }
  if (product.data === null) return <ProductGone onClose={onClose} />;
  if (product.error) {
    return (
      <QueryError
        error={product.error}
        what="this product"
        onRetry={() => void product.refetch()}
      />
    );
  }
  const earlier = mine.data?.find((review) => review.productId === productId);
  return (
    <div className="space-y-5">
      <ProductSummary product={product.data} />
      <ReviewForm
        product={product.data}
        user={user}
        earlier={earlier}
        onSaved={onClose}
        onCancel={onClose}
      />
    </div>
  );
}

/**
 * /my-review/:productId: the review form in a modal over the page it was opened
 * from (docs/product.md#review-modal), for signed-in customers; it closes on success.
 */
export function ReviewModalPage() {
  const { productId = '' } = useParams();
  const close = useCloseRouteModal(paths.reviewModal(productId));
  const titleId = useId();
  usePageTitle('Review a product');
  return (
    <Modal labelledBy={titleId} onClose={close} className="sm:max-w-xl">
      <h2 id={titleId} className="mb-4 pr-10 text-xl font-bold">
        Review this product
      </h2>
      <ReviewModalContent productId={productId} onClose={close} />
    </Modal>
  );
}
