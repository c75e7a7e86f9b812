import { NavLink } from 'react-router';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { paths } from '../../shared/paths.ts';
import { useCart } from '../lib/cart/use-cart.ts';

/** The navbar's cart link with the number of units in the cart (docs/product.md#cart). */
export function CartIcon() {
  const { count } = useCart();
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  return (
    <NavLink to={paths.cart} className="btn btn-ghost btn-circle" aria-label={label}>
      <div className="indicator">
        <ShoppingCart className="size-6" aria-hidden="true" />
        {count > 0 ? (
          <span
            className="indicator-item badge badge-primary badge-sm tabular-nums"
            aria-hidden="true"
            data-testid="cart-count"
          >
            {count}
          </span>
        ) : null}
      </div>
    </NavLink>
  );
}
