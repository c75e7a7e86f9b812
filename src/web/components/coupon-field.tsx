import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CouponQuote } from '../../shared/schemas/coupon.ts';
import type { DeliveryMethod } from '../../shared/schemas/delivery.ts';
import { setAppliedCoupon, useAppliedCoupon } from '../lib/coupon/applied-coupon.ts';
import { couponCheckQuery } from '../lib/coupon/coupon-check.ts';
import { ERROR_TEXT } from './form-field.tsx';
import { Price } from './price.tsx';

interface CouponFieldProps {
  items: readonly { productId: string; quantity: number }[];
  district?: string;
  deliveryMethod?: DeliveryMethod;
}

/**
 * The code box of the cart and checkout: Apply checks the code against the lines (and the
 * delivery, once chosen); the discount or the reason it does not apply shows below.
 * Answers nothing itself: useCouponDiscount reads the same check for the totals.
 */
export function CouponField({ items, district, deliveryMethod }: CouponFieldProps) {
  const applied = useAppliedCoupon();
  const [typed, setTyped] = useState('');
  const check = useQuery(couponCheckQuery(applied, items, district, deliveryMethod));

  if (applied) {
    return (
      <div className="space-y-1" data-testid="coupon-applied">
        <p className="flex items-center justify-between gap-3 text-sm">
          <span>
            Coupon <span className="font-mono font-semibold">{applied}</span>
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            onClick={() => setAppliedCoupon(null)}
          >
            Remove
          </button>
        </p>
        {check.error ? (
          <p className={`text-sm ${ERROR_TEXT}`} role="alert" data-testid="coupon-refusal">
            {check.error.message}
          </p>
        ) : check.data ? (
          <p className="text-sm text-success" data-testid="coupon-discount">
            {discountWords(check.data)}
          </p>
        ) : null}
      </div>
    );
  }
  const apply = () => {
    // Capitals for a-z only, as the server reads codes: toUpperCase would make "ſale" SALE.
    const code = typed.trim().replace(/[a-z]/g, (letter) => letter.toUpperCase());
    if (code) setAppliedCoupon(code);
    setTyped('');
  };
  // Not a form of its own: checkout's form holds it, and forms cannot nest.
  return (
    <div className="join w-full">
      <label className="input join-item input-sm w-full">
        <span className="sr-only">Coupon code</span>
        <input
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
          placeholder="Coupon code"
          autoCapitalize="characters"
          maxLength={40}
        />
      </label>
      <button type="button" className="btn join-item btn-sm" onClick={apply}>
        Apply
      </button>
    </div>
  );
}

function discountWords(quote: CouponQuote) {
  if (quote.freeDelivery) {
    return quote.discount > 0 ? (
      <>
        Free delivery: <Price amount={quote.discount} /> off
      </>
    ) : (
      'Free delivery, once your district is chosen'
    );
  }
  return (
    <>
      <Price amount={quote.discount} /> off
    </>
  );
}

/** The applied code and its discount now (0 while refused or being checked). */
export function useCouponDiscount(
  items: readonly { productId: string; quantity: number }[],
  district?: string,
  deliveryMethod?: DeliveryMethod,
): { code: string | null; discount: number } {
  const applied = useAppliedCoupon();
  const check = useQuery(couponCheckQuery(applied, items, district, deliveryMethod));
  return { code: applied, discount: check.data?.discount ?? 0 };
}
