import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { paths } from '../../../shared/paths.ts';
import type { User } from '../../../shared/schemas/auth.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { useCart, type CartItem } from '../../lib/cart/use-cart.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../../lib/use-session.ts';
import { addressesQuery, defaultAddress } from '../profile/api/address-api.ts';
import type { CheckoutFormInput } from './checkout-form.ts';
import { CheckoutForm } from './checkout-form-view.tsx';

function startingValues(
  user: User | null,
  saved: ReturnType<typeof defaultAddress>,
): CheckoutFormInput {
  return {
    name: saved?.name ?? user?.name ?? '',
    phone: saved?.phone ?? user?.phone ?? '',
    district: saved?.district ?? '',
    area: saved?.area ?? '',
    line: saved?.line ?? '',
    deliveryMethod: 'home',
    paymentMethod: 'cod',
    note: '',
    saveAddress: true,
  };
}

/**
 * Checkout at /checkout (docs/product.md#checkout), for customers and visitors alike (a visitor
 * proves the phone by an SMS code at the end, which signs them in; decision 084): the cart's
 * lines go to one address with one delivery, paid in cash on delivery or online (bKash, SSLCommerz) when the
 * shop offers it. Starts from the default address. A line that can no longer be ordered (sold
 * out meanwhile) stays on the page, marked, with the form as typed: only an empty cart has
 * nothing to check out.
 */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const { user, status } = useSession();
  const location = useLocation();
  const cart = useCart();
  const addresses = useQuery({ ...addressesQuery(), enabled: user !== null });
  // Once shown, the form stays: a visitor signing in at its end keeps what they typed and the
  // lines they saw while the browser cart moves into the account's (useCart keeps a cart's
  // lines the same array while they do not change, so this settles in one render).
  const [visible, setVisible] = useState<{ items: readonly CartItem[]; subtotal: number }>();
  const [starting, setStarting] = useState<CheckoutFormInput>();
  const loading = status === 'loading' || !cart.ready || (user !== null && addresses.isPending);
  if (!loading && visible?.items !== cart.items) {
    setVisible({ items: cart.items, subtotal: cart.subtotal });
  }
  if (!loading && !starting) setStarting(startingValues(user, defaultAddress(addresses.data)));

  if (!visible || !starting) return <PageSpinner />;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold sm:text-3xl">Checkout</h1>
      {user === null ? (
        <p>
          Have an account?{' '}
          <Link to={paths.login} state={{ from: location }} className="link link-primary">
            Sign in
          </Link>{' '}
          to order with it, or fill in the form: we text a code to your phone to confirm the order.
        </p>
      ) : null}
      {visible.items.length === 0 ? (
        <EmptyState
          icon={ShoppingCart}
          title="Nothing to check out"
          action={
            <Link to={paths.products} className="btn btn-primary">
              Browse products
            </Link>
          }
        >
          Your cart has nothing that can be ordered now.
        </EmptyState>
      ) : (
        <CheckoutForm
          lines={visible.items}
          subtotal={visible.subtotal}
          saved={addresses.data ?? []}
          onRemove={(productId) => void cart.remove(productId)}
          starting={starting}
          visitor={user === null}
        />
      )}
    </div>
  );
}
