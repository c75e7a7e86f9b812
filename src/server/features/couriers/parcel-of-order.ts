import type pg from 'pg';
import { courierAddress } from '../../../shared/address-text.ts';
import { courierName } from '../../../shared/schemas/courier.ts';
import { AWAITING_PAYMENT_MESSAGE, awaitsOnlinePayment } from '../../../shared/order-life.ts';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { orders } from '../../db/schema.ts';
import type { shipments } from '../../db/schema-couriers.ts';
import type { ParcelRequest } from './courier.ts';

// What a courier is told about an order's parcel, and why an order cannot be booked.

type Order = typeof orders.$inferSelect;
type Shipment = typeof shipments.$inferSelect;

/** The order as READ selects it: its columns, its lines' sums, and its parcel if it has one. */
type OrderForParcel = Pick<
  Order,
  | 'id'
  | 'number'
  | 'status'
  | 'contactName'
  | 'phone'
  | 'address'
  | 'area'
  | 'district'
  | 'note'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'advanceTk'
  | 'advancePaidTk'
> & {
  /** A generated column whose expression is never null (schema-orders.ts). */
  cashToCollectTk: NonNullable<Order['cashToCollectTk']>;
  // Computed from the order's lines.
  weightGrams: number;
  itemCount: number;
  description: string;
  // The left-joined parcel's columns: null when the order has none.
  shipmentState: Shipment['state'] | null;
  shipmentCourier: Shipment['courier'] | null;
  shipmentTracking: Shipment['trackingCode'] | null;
};

const READ = `select o.id, o.number, o.status, o.contact_name as "contactName", o.phone,
    o.address, o.area, o.district, o.note, o.payment_method as "paymentMethod",
    o.payment_status as "paymentStatus", o.advance_tk as "advanceTk",
    o.advance_paid_tk as "advancePaidTk", o.cash_to_collect_tk as "cashToCollectTk",
    l.weight::int as "weightGrams", l.items::int as "itemCount", l.description,
    s.state as "shipmentState", s.courier as "shipmentCourier",
    s.tracking_code as "shipmentTracking"
  from orders o
  left join shipments s on s.order_id = o.id
  cross join lateral (
    select sum(weight_grams * quantity) as weight, sum(quantity) as items,
      string_agg(quantity || ' x ' || product_name, ', ' order by line_no) as description
    from order_lines where order_id = o.id
  ) l
  where o.id = any($1::uuid[])`;

/** Staff book confirmed orders only: a pending order has not had the shop's word yet. */
export const NOT_CONFIRMED = 'Confirm this order before booking its parcel.';

/** Why an order's parcel cannot be booked, or null when it can. */
function refusalOf(order: OrderForParcel): string | null {
  // A booking under way or unsettled is the claim's to answer (booking.ts).
  if (
    order.shipmentState &&
    order.shipmentState !== 'failed' &&
    order.shipmentState !== 'booking'
  ) {
    const ref = order.shipmentTracking ? ` (tracking code ${order.shipmentTracking})` : '';
    return `This order's parcel is booked already with ${courierName(order.shipmentCourier ?? '')}${ref}.`;
  }
  if (order.status === 'cancelled') return 'This order is cancelled.';
  if (order.status === 'pending') return NOT_CONFIRMED;
  if (order.status !== 'confirmed') {
    return `This order is ${order.status}: only a confirmed order's parcel is booked.`;
  }
  const answer = {
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    advance:
      order.advanceTk === null
        ? null
        : { status: order.advancePaidTk > 0 ? ('paid' as const) : ('due' as const) },
  };
  if (awaitsOnlinePayment(answer)) return AWAITING_PAYMENT_MESSAGE;
  if (!/^\d{11}$/.test(order.phone)) {
    return `The phone number ${order.phone} is not 11 digits: correct it before booking.`;
  }
  return null;
}

export type Bookable =
  { orderId: string; parcel: ParcelRequest } | { orderId: string; refusal: string };

/** Each order named, as a parcel to book or with the reason it cannot be. */
export async function parcelsOf(
  client: pg.Pool | pg.ClientBase,
  orderIds: readonly string[],
): Promise<Bookable[]> {
  const { rows } = await client.query<OrderForParcel>(READ, [orderIds]);
  return orderIds.map((orderId): Bookable => {
    const order = rows.find((row) => row.id === orderId);
    if (!order) return { orderId, refusal: 'No order with this id.' };
    const refusal = refusalOf(order);
    if (refusal) return { orderId, refusal };
    return {
      orderId,
      parcel: {
        invoice: formatOrderNumber(order.number),
        recipientName: order.contactName,
        recipientPhone: order.phone,
        recipientAddress: courierAddress(order.address, order.area, order.district).line,
        district: order.district,
        cashToCollectTk: order.cashToCollectTk,
        weightGrams: order.weightGrams,
        itemCount: order.itemCount,
        description: order.description,
        ...(order.note && { note: order.note }),
      },
    };
  });
}
