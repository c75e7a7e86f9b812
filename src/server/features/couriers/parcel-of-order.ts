import { eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { courierAddress } from '../../../shared/address-text.ts';
import { courierName } from '../../../shared/schemas/courier.ts';
import { AWAITING_PAYMENT_MESSAGE, awaitsOnlinePayment } from '../../../shared/order-life.ts';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import * as schema from '../../db/schema.ts';
import { orders } from '../../db/schema.ts';
import { shipments } from '../../db/schema-couriers.ts';
import { orderLines } from '../../db/schema-orders.ts';
import type { ParcelRequest } from './courier.ts';

// What a courier is told about an order's parcel, and why an order cannot be booked.

/** The orders named, with their lines' sums and their parcel if they have one. */
function readOrders(client: pg.Pool | pg.PoolClient, orderIds: readonly string[]) {
  return (
    drizzle(client, { schema })
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        contactName: orders.contactName,
        phone: orders.phone,
        address: orders.address,
        area: orders.area,
        district: orders.district,
        note: orders.note,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        advanceTk: orders.advanceTk,
        advancePaidTk: orders.advancePaidTk,
        cashToCollectTk: orders.cashToCollectTk,
        // Computed from the order's lines.
        weightGrams: sql<number>`sum(${orderLines.weightGrams} * ${orderLines.quantity})::int`,
        itemCount: sql<number>`sum(${orderLines.quantity})::int`,
        description: sql<string>`string_agg(${orderLines.quantity} || ' x ' || ${orderLines.productName}, ', ' order by ${orderLines.lineNo})`,
        // The left-joined parcel's columns: null when the order has none.
        shipmentState: shipments.state,
        shipmentCourier: shipments.courier,
        shipmentTracking: shipments.trackingCode,
      })
      .from(orders)
      .leftJoin(shipments, eq(shipments.orderId, orders.id))
      .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(inArray(orders.id, [...orderIds]))
      // One row per order: its parcel is at most one (keyed by the order).
      .groupBy(orders.id, shipments.orderId)
  );
}

type OrderForParcel = Awaited<ReturnType<typeof readOrders>>[number];

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
  client: pg.Pool | pg.PoolClient,
  orderIds: readonly string[],
): Promise<Bookable[]> {
  const rows = await readOrders(client, orderIds);
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
        // A generated column whose expression is never null (schema-orders.ts).
        cashToCollectTk: order.cashToCollectTk ?? 0,
        weightGrams: order.weightGrams,
        itemCount: order.itemCount,
        description: order.description,
        ...(order.note && { note: order.note }),
      },
    };
  });
}
