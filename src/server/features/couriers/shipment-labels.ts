import { toSVG } from 'bwip-js/node';
import { eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { courierAddress } from '../../../shared/address-text.ts';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import { COURIER_NAMES } from '../../../shared/schemas/courier-cash.ts';
import type { ShipmentLabel } from '../../../shared/schemas/shipment-label.ts';
import * as schema from '../../db/schema.ts';
import { orders } from '../../db/schema.ts';
import { shipments } from '../../db/schema-couriers.ts';

// The data of the printable labels: one per booked parcel, in the order staff asked for.

/** Parcels the courier has taken: booking in progress or refused have no label. */
const LABELLED_STATES = ['booked', 'delivered', 'partial', 'returned'];

/**
 * The order number as a Code 128 barcode: an SVG whose title and label say the number, so
 * a screen reader (and a test) reads what the bars encode.
 */
export function orderBarcodeSvg(orderNumber: string): string {
  const svg = toSVG({ bcid: 'code128', text: orderNumber, height: 12, includetext: false });
  return svg
    .replace(/^<svg /, `<svg role="img" aria-label="${orderNumber}" `)
    .replace(/(<svg[^>]*>)/, `$1<title>${orderNumber}</title>`);
}

export async function shipmentLabels(
  pool: pg.Pool,
  orderIds: readonly string[],
): Promise<ShipmentLabel[]> {
  // An order with its parcel's columns (null when it has none).
  const rows = await drizzle(pool, { schema })
    .select({
      id: orders.id,
      number: orders.number,
      contactName: orders.contactName,
      phone: orders.phone,
      address: orders.address,
      area: orders.area,
      district: orders.district,
      quantity: orders.quantity,
      courier: shipments.courier,
      trackingCode: shipments.trackingCode,
      consignmentId: shipments.consignmentId,
      cashToCollectTk: shipments.cashToCollectTk,
      state: shipments.state,
    })
    .from(orders)
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(inArray(orders.id, [...orderIds]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return orderIds.map((orderId): ShipmentLabel => {
    const row = byId.get(orderId);
    if (!row) return { booked: false, orderId, orderNumber: null };
    const orderNumber = formatOrderNumber(row.number);
    const code = row.trackingCode ?? row.consignmentId;
    if (!row.courier || !code || !LABELLED_STATES.includes(row.state ?? '')) {
      return { booked: false, orderId, orderNumber };
    }
    const printed = courierAddress(row.address, row.area, row.district);
    return {
      booked: true,
      orderId,
      orderNumber,
      courierName: COURIER_NAMES[row.courier],
      trackingCode: code,
      recipientName: row.contactName,
      phone: row.phone,
      address: printed.street,
      district: printed.district,
      cashToCollectTk: row.cashToCollectTk ?? 0,
      itemCount: row.quantity,
      barcodeSvg: orderBarcodeSvg(orderNumber),
    };
  });
}
