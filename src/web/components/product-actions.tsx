import { Link, useLocation } from 'react-router';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import MessageSquare from 'lucide-react/icons/message-square';
import { paths } from '../../shared/paths.ts';
import type { Product } from '../../shared/schemas/product.ts';
import { modalLink } from '../lib/modal-link.ts';

// The buttons' visible words are the shop's (docs/product.md#products); the product name is added
// for screen reader users, who otherwise hear a page full of identical "Buy Now"s. Buy Now and
// Review open their modal over the page they are pressed on.

type ActionProduct = Pick<Product, '_id' | 'name' | 'quantity'>;

export function BuyNowButton({
  product,
  quantity = 1,
  className = '',
}: {
  product: ActionProduct;
  /** The units chosen on the product page: the order form starts with them. */
  quantity?: number;
  className?: string;
}) {
  const location = useLocation();
  const link = modalLink(paths.orderModal(product._id), location);
  const content = (
    <>
      <ShoppingCart className="size-4" aria-hidden="true" />
      Buy Now<span className="sr-only">: {product.name}</span>
    </>
  );
  if (product.quantity <= 0) {
    // Out of stock cannot be ordered (docs/product.md#products): a disabled button says so.
    return (
      <button type="button" className={`btn btn-primary ${className}`} disabled>
        {content}
      </button>
    );
  }
  return (
    <Link
      {...link}
      to={quantity > 1 ? { ...link.to, search: `?quantity=${quantity}` } : link.to}
      className={`btn btn-primary ${className}`}
    >
      {content}
    </Link>
  );
}

export function ReviewButton({
  product,
  className = '',
}: {
  product: ActionProduct;
  className?: string;
}) {
  const location = useLocation();
  return (
    <Link
      {...modalLink(paths.reviewModal(product._id), location)}
      className={`btn btn-outline btn-primary ${className}`}
    >
      <MessageSquare className="size-4" aria-hidden="true" />
      Review<span className="sr-only">: {product.name}</span>
    </Link>
  );
}

export function SeeMoreButton({
  product,
  className = '',
}: {
  product: ActionProduct;
  className?: string;
}) {
  return (
    <Link to={paths.products} className={`btn btn-outline btn-primary ${className}`}>
      See More<span className="sr-only">: {product.name} and other products</span>
    </Link>
  );
}
