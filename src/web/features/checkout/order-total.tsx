import { Price } from '../../components/price.tsx';

interface OrderTotalProps {
  quantity: number;
  price: number;
  /** The chosen delivery's charge, once the district's quote is in. */
  delivery: number | undefined;
  districtChosen: boolean;
  coupon: { code: string | null; discount: number };
}

/** Buy Now's sum: the pack, the chosen delivery and the coupon, read out as it changes. */
export function OrderTotal({ quantity, price, delivery, districtChosen, coupon }: OrderTotalProps) {
  return (
    <div className="text-right" aria-live="polite" data-testid="order-total">
      <p className="text-sm opacity-80">
        {quantity} × <Price amount={price} />
      </p>
      <p className="text-sm" data-testid="order-delivery">
        Delivery{' '}
        {delivery === undefined ? (
          <span className="opacity-80">
            {districtChosen ? 'working out…' : 'by district: choose yours'}
          </span>
        ) : delivery === 0 ? (
          'Free'
        ) : (
          <Price amount={delivery} />
        )}
      </p>
      {coupon.discount > 0 ? (
        <p className="text-sm text-success" data-testid="order-discount">
          Coupon {coupon.code} −<Price amount={coupon.discount} />
        </p>
      ) : null}
      <p>
        <span className="text-sm font-medium">
          {delivery === undefined ? 'Before delivery ' : 'Total '}
        </span>
        <Price
          amount={price * quantity - coupon.discount + (delivery ?? 0)}
          className="text-2xl font-extrabold"
        />
      </p>
    </div>
  );
}
