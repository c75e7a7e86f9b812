import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { paths } from '../../../shared/paths.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { FreeDeliveryHint } from '../../components/free-delivery-hint.tsx';
import { LinesEmi } from '../../components/lines-emi.tsx';
import { Price } from '../../components/price.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { setLineStock } from '../../lib/cart/cart-lines.ts';
import { readLocalCart, writeLocalCart } from '../../lib/cart/local-cart.ts';
import { useCart } from '../../lib/cart/use-cart.ts';
import { toast } from '../../lib/toast.ts';
import { CouponField, useCouponDiscount } from '../../components/coupon-field.tsx';
import { useAppliedCoupon } from '../../lib/coupon/applied-coupon.ts';
import { freeDeliveryQuery } from '../delivery/api/delivery-api.ts';
import { CartDelivery } from './cart-delivery.tsx';
import { CartLineRow } from './cart-line-row.tsx';
import { CartTotalBar, CheckoutButton } from './cart-total-bar.tsx';
import { orderable, useCartLineViews } from './cart-line-state.ts';

/** A browser cart keeps the stock it saw last, so its steppers stop at today's stock. */
function noteStock(product: { _id: string; quantity: number }) {
  writeLocalCart(setLineStock(readLocalCart(), product._id, product.quantity));
}

/** The cart at /cart (docs/product.md#cart): lines, flags, subtotal and the way to checkout. */
export function CartPage() {
  // The route names the page's head (app/router.tsx): it is drawn on the server too.
  const cart = useCart();
  const lines = useCartLineViews(cart, noteStock);
  const freeDelivery = useQuery(freeDeliveryQuery());
  const [busy, setBusy] = useState<string | null>(null);
  const code = useAppliedCoupon();

  async function change(productId: string, action: () => Promise<void>) {
    setBusy(productId);
    try {
      await action();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not change the cart');
    } finally {
      setBusy(null);
    }
  }

  // Like the server's: lines that cannot be ordered now do not count.
  const subtotal = lines
    .filter(orderable)
    .reduce((sum, line) => sum + line.price * line.quantity, 0);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const blocked = lines.some((line) => !orderable(line));
  const items = lines.filter(orderable).map(({ productId, quantity }) => ({ productId, quantity }));
  // The server's own check prices the code on these lines (the same code as checkout).
  const { discount } = useCouponDiscount(items);
  const total = subtotal - discount;

  if (!cart.ready) return <PageSpinner />;

  return (
    // Room at the bottom for the phone's total bar, so it never covers the last line.
    <div className={`space-y-6 ${lines.length > 0 ? 'pb-20 lg:pb-0' : ''}`}>
      <h1 className="text-2xl font-bold sm:text-3xl">Your cart</h1>
      {lines.length === 0 ? (
        <EmptyState
          icon={ShoppingCart}
          title="Your cart is empty"
          action={
            <Link to={paths.products} className="btn btn-primary">
              Browse products
            </Link>
          }
        >
          Add the parts of your next PC, then check out once with one delivery.
        </EmptyState>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
          <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100 px-4">
            {lines.map((line) => (
              <CartLineRow
                key={line.productId}
                line={line}
                busy={busy === line.productId}
                onQuantity={(quantity) =>
                  void change(line.productId, () => cart.setQuantity(line.productId, quantity))
                }
                onRemove={() => void change(line.productId, () => cart.remove(line.productId))}
              />
            ))}
          </ul>
          <section
            aria-labelledby="cart-summary"
            className="card border border-base-300 bg-base-100 lg:sticky lg:top-20"
          >
            <div className="card-body gap-3">
              <h2 id="cart-summary" className="card-title">
                Summary
              </h2>
              <p className="flex justify-between">
                <span>
                  Subtotal ({count} {count === 1 ? 'item' : 'items'})
                </span>
                <Price amount={subtotal} className="font-bold" />
              </p>
              <CartDelivery items={items} />
              <CouponField items={items} />
              {discount > 0 ? (
                <p className="flex justify-between">
                  <span>
                    Coupon <span className="font-mono">{code}</span>
                  </span>
                  <span className="tabular-nums text-success" data-testid="cart-discount">
                    −<Price amount={discount} />
                  </span>
                </p>
              ) : null}
              <p className="flex justify-between border-t border-base-300 pt-3 text-lg">
                <span className="font-semibold">Total before delivery</span>
                <span data-testid="cart-total">
                  <Price amount={total} className="font-bold" />
                </span>
              </p>
              <FreeDeliveryHint threshold={freeDelivery.data?.threshold} subtotal={subtotal} />
              <LinesEmi lines={lines.filter(orderable)} what="cart" />
              {blocked ? (
                <p className="text-sm text-error">Fix the flagged lines to check out.</p>
              ) : null}
              <CheckoutButton blocked={blocked} />
            </div>
          </section>
          <CartTotalBar total={total} blocked={blocked} />
        </div>
      )}
    </div>
  );
}
