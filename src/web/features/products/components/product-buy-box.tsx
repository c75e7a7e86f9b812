import { useState } from 'react';
import { orderableNow } from '../../../../shared/availability.ts';
import { PACK_SIZES } from '../../../../shared/constants.ts';
import type { Product } from '../../../../shared/schemas/product.ts';
import { productQuestion } from '../../../../shared/shop-chat-links.ts';
import { AddToCartButton } from '../../../components/add-to-cart-button.tsx';
import { CompareToggle } from '../../../components/compare-toggle.tsx';
import { BuyNowButton } from '../../../components/product-actions.tsx';
import { ProductContactButtons } from './product-contact-buttons.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { NotifyMeForm } from '../../../components/notify-me-form.tsx';
import { ProductDelivery } from './product-delivery.tsx';
import { ProductQuantity } from './product-quantity.tsx';

/** Buy Now orders a pack of 1 to 3 (docs/product.md#order-modal); more go through the cart. */
const LARGEST_PACK = Math.max(...PACK_SIZES);

/**
 * The product page's buying column under the price: the sale's end, how many, Buy Now and
 * Add to Cart side by side (each on one line, 44 px tall even on a 360 px phone), compare,
 * the shop's chats and the delivery for the chosen units. Reviews are written further down.
 */
export function ProductBuyBox({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const orderable = orderableNow(product);
  const inStock = product.quantity > 0;
  const overPack = quantity > LARGEST_PACK;
  return (
    <div className="space-y-4">
      {product.saleEndsAt && product.regularPrice !== null ? (
        <p className="text-sm font-medium text-error">{`Sale ends ${formatDateTime(product.saleEndsAt)}`}</p>
      ) : null}
      {!orderable ? <NotifyMeForm product={product} /> : null}
      {inStock && orderable ? (
        <ProductQuantity
          name={product.name}
          stock={product.quantity}
          value={quantity}
          onChange={setQuantity}
        />
      ) : null}
      {/* Out of stock or coming soon: "Notify me" above instead of dead Buy and Cart. */}
      {orderable ? (
        <div className="grid grid-cols-2 gap-2 sm:flex sm:gap-3">
          {overPack ? (
            <button
              type="button"
              className="btn btn-primary min-h-11 px-3 whitespace-nowrap"
              disabled
              aria-describedby="buy-now-pack-note"
            >
              Buy Now
            </button>
          ) : (
            <BuyNowButton
              product={product}
              quantity={quantity}
              className="min-h-11 px-3 whitespace-nowrap"
            />
          )}
          <AddToCartButton
            product={product}
            units={quantity}
            className="min-h-11 px-3 whitespace-nowrap"
          />
        </div>
      ) : null}
      {overPack ? (
        <p id="buy-now-pack-note" className="text-sm opacity-80">
          {`Buy Now takes up to ${LARGEST_PACK}. For ${quantity}, add them to the cart and check out.`}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <CompareToggle product={product} className="btn-md" />
      </div>
      <ProductContactButtons question={productQuestion(product.name)} />
      <ProductDelivery productId={product._id} quantity={inStock ? quantity : 1} />
    </div>
  );
}
