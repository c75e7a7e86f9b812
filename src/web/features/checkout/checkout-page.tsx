import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { paths } from '../../../shared/paths.ts';
import type { User } from '../../../shared/schemas/auth.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { useCart } from '../../lib/cart/use-cart.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../../lib/use-session.ts';
import { addressesQuery, defaultAddress } from '../profile/api/address-api.ts';
import type { CheckoutFormInput } from './checkout-form.ts';
import { CheckoutForm } from './checkout-form-view.tsx';

function startingValues(user: User, saved: ReturnType<typeof defaultAddress>): CheckoutFormInput {
  return {
    name: saved?.name ?? user.name,
    phone: saved?.phone ?? '',
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
 * Checkout at /checkout (docs/product.md#checkout), signed in only: the cart's lines go to one
 * address with one delivery, paid in cash on delivery or online (bKash, SSLCommerz) when the
 * shop offers it. Starts from the default address. A line that can no longer be ordered (sold
 * out meanwhile) stays on the page, marked, with the form as typed: only an empty cart has
 * nothing to check out.
 */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const { user } = useSession();
  const cart = useCart();
  const addresses = useQuery(addressesQuery());

  if (!user || !cart.ready || addresses.isPending) return <PageSpinner />;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold sm:text-3xl">Checkout</h1>
      {cart.items.length === 0 ? (
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
          lines={cart.items}
          subtotal={cart.subtotal}
          saved={addresses.data ?? []}
          onRemove={(productId) => void cart.remove(productId)}
          starting={startingValues(user, defaultAddress(addresses.data))}
        />
      )}
    </div>
  );
}
