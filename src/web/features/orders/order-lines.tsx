import type { OrderDetail } from '../../../shared/schemas/order-detail.ts';
import { Price } from '../../components/price.tsx';
import { Thumbnail } from '../../components/thumbnail.tsx';
import { DeliveryChargeParts } from '../../components/delivery-charge-parts.tsx';
import { WarrantyNote } from '../../components/warranty-note.tsx';

// Below sm each line is a card: the name on its own row, then unit price, quantity and total
// side by side, each labelled, so a phone never cuts off Qty and Total.
const CARD_CELL =
  'max-sm:p-1 max-sm:before:mr-1 max-sm:before:opacity-70 max-sm:before:content-[attr(data-label)]';

/** The units' serial numbers as recorded at packing, for the warranty (none before). */
function LineSerials({ serials = [] }: { serials?: readonly string[] | undefined }) {
  if (serials.length === 0) return null;
  return (
    <p className="text-xs" data-testid="line-serials">
      {serials.length === 1 ? 'Serial' : 'Serials'}:{' '}
      <span className="font-mono break-all">{serials.join(', ')}</span>
    </p>
  );
}

/** An order's lines: picture (on screen), name, warranty and serials, unit price, quantity, line total. */
export function OrderLines({ order, pictures = true }: { order: OrderDetail; pictures?: boolean }) {
  return (
    <div className="overflow-x-auto">
      <table className="table max-sm:block">
        <thead className="max-sm:hidden">
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
        <tbody className="max-sm:block">
          {order.lines.map((line) => (
            <tr
              key={line.productId}
              className="max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-3 max-sm:py-2"
            >
              <td className="max-sm:w-full max-sm:p-1">
                <div className="flex items-center gap-3">
                  {pictures ? <Thumbnail src={line.image} /> : null}
                  <div>
                    <span className="font-medium leading-snug">{line.name}</span>
                    {/* The warranty it was sold with; none recorded for older orders. */}
                    {line.warranty ? (
                      <WarrantyNote warranty={line.warranty} className="text-xs opacity-80" />
                    ) : null}
                    <LineSerials serials={line.serials} />
                  </div>
                </div>
              </td>
              <td data-label="Unit price" className={`text-right whitespace-nowrap ${CARD_CELL}`}>
                <Price amount={line.unitPrice} />
              </td>
              <td data-label="Qty" className={`text-right tabular-nums ${CARD_CELL}`}>
                {line.quantity}
              </td>
              <td
                data-label="Total"
                className={`text-right font-semibold whitespace-nowrap sm:font-normal ${CARD_CELL}`}
              >
                <Price amount={line.lineTotal} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Subtotal, delivery (or "to be confirmed") with its parts as the order kept them, the
 * coupon's discount, and the total the customer pays. Shared by the order page and the invoice.
 */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const { delivery } = order;
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
      {delivery.zoneCharge !== null && delivery.weightCharge !== null ? (
        <dd className="col-span-2">
          <DeliveryChargeParts
            parts={{
              method: delivery.method,
              zone: delivery.zone,
              zoneCharge: delivery.zoneCharge,
              weightCharge: delivery.weightCharge,
              weightGrams: delivery.weightGrams,
            }}
          />
        </dd>
      ) : null}
      {order.discount > 0 ? (
        <>
          <dt>Coupon {order.couponCode}</dt>
          <dd className="text-right" data-testid="order-discount">
            −<Price amount={order.discount} />
          </dd>
        </>
      ) : null}
      <dt className="border-t border-base-300 pt-1 font-bold">Total</dt>
      <dd className="border-t border-base-300 pt-1 text-right" data-testid="order-total">
        <Price amount={order.total} className="text-lg font-bold" />
      </dd>
    </dl>
  );
}
