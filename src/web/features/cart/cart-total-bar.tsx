import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { Price } from '../../components/price.tsx';

/** The cart's way on: a link to checkout, or a disabled button while a line is flagged. */
export function CheckoutButton({
  blocked,
  className = '',
}: {
  blocked: boolean;
  className?: string;
}) {
  return blocked ? (
    <button type="button" className={`btn btn-primary ${className}`} disabled>
      Checkout
    </button>
  ) : (
    <Link to={paths.checkout} className={`btn btn-primary ${className}`}>
      Checkout
    </Link>
  );
}

/**
 * On a phone the summary comes after every line, so a long cart would put Checkout
 * thousands of pixels down: this bar stays at the bottom of the screen with the total and
 * Checkout. From lg the summary sits beside the lines and the bar is not drawn.
 */
export function CartTotalBar({ total, blocked }: { total: number; blocked: boolean }) {
  return (
    <section
      aria-label="Cart total"
      className="fixed inset-x-0 bottom-0 z-10 flex items-center justify-between gap-3 border-t border-base-300 bg-base-100 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-lg lg:hidden"
    >
      <p className="flex flex-col leading-tight">
        <span className="text-sm opacity-80">Total before delivery</span>
        <Price amount={total} className="text-lg font-bold" />
      </p>
      <CheckoutButton blocked={blocked} className="min-w-32" />
    </section>
  );
}
