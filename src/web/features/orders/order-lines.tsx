import type { OrderDetail } from '../../../shared/schemas/order-detail.ts';
import { Price } from '../../components/price.tsx';
import { Thumbnail } from '../../components/thumbnail.tsx';
import { WarrantyNote } from '../../components/warranty-note.tsx';

/** An order's lines: picture (on screen), name and warranty, unit price, quantity, line total. */
export function OrderLines({ order, pictures = true }: { order: OrderDetail; pictures?: boolean }) {
  return (
    <div className="overflow-x-auto">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="text-right">
              Unit price
            </th>
            <th scope="col" className="text-right">
              Qty
            </th>
            <th scope="col" className="text-right">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId}>
              <td>
                <div className="flex items-center gap-3">
                  {pictures ? <Thumbnail src={line.image} /> : null}
                  <div>
                    <span className="font-medium leading-snug">{line.name}</span>
                    {/* The warranty it was sold with; none recorded for older orders. */}
                    {line.warranty ? (
                      <WarrantyNote warranty={line.warranty} className="text-xs opacity-80" />
                    ) : null}
                  </div>
                </div>
              </td>
              <td className="text-right whitespace-nowrap">
                <Price amount={line.unitPrice} />
              </td>
              <td className="text-right tabular-nums">{line.quantity}</td>
              <td className="text-right whitespace-nowrap">
                <Price amount={line.lineTotal} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Subtotal, delivery (or "to be confirmed") and the total the customer pays. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  return (
    <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1">
      <dt>Subtotal</dt>
      <dd className="text-right">
        <Price amount={order.subtotal} />
      </dd>
      <dt>Delivery</dt>
      <dd className="text-right" data-testid="order-delivery-charge">
        {order.deliveryCharge === null ? (
          'To be confirmed'
        ) : order.deliveryCharge === 0 ? (
          'Free'
        ) : (
          <Price amount={order.deliveryCharge} />
        )}
      </dd>
      <dt className="border-t border-base-300 pt-1 font-bold">Total</dt>
      <dd className="border-t border-base-300 pt-1 text-right" data-testid="order-total">
        <Price amount={order.total} className="text-lg font-bold" />
      </dd>
    </dl>
  );
}
