import { toSVG } from 'bwip-js/node';
import type pg from 'pg';
import { courierAddress } from '../../../shared/address-text.ts';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import { COURIER_NAMES } from '../../../shared/schemas/courier-cash.ts';
import type { ShipmentLabel } from '../../../shared/schemas/shipment-label.ts';
import type { RowOf } from '../../db/rows.ts';
import type { orders } from '../../db/schema.ts';
import type { ShipmentRow } from './shipment-records.ts';

// The data of the printable labels: one per booked parcel, in the order staff asked for.

/** Parcels the courier has taken: booking in progress or refused have no label. */
const LABELLED_STATES = ['booked', 'delivered', 'partial', 'returned'];

/** An order as selected below, with its parcel's columns (null when it has none). */
type LabelRow = RowOf<
  typeof orders,
  'id' | 'number' | 'contact_name' | 'phone' | 'address' | 'area' | 'district' | 'quantity'
> & {
  courier: ShipmentRow['courier'] | null;
  tracking_code: ShipmentRow['tracking_code'] | null;
  consignment_id: ShipmentRow['consignment_id'] | null;
  cash_to_collect_tk: ShipmentRow['cash_to_collect_tk'] | null;
  state: ShipmentRow['state'] | null;
};

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
  const { rows } = await pool.query<LabelRow>(
    `select o.id, o.number, o.contact_name, o.phone, o.address, o.area,
            o.district, o.quantity, s.courier, s.tracking_code, s.consignment_id,
            s.cash_to_collect_tk, s.state
       from orders o left join shipments s on s.order_id = o.id
      where o.id = any($1::uuid[])`,
    [orderIds],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return orderIds.map((orderId): ShipmentLabel => {
    const row = byId.get(orderId);
    if (!row) return { booked: false, orderId, orderNumber: null };
    const orderNumber = formatOrderNumber(row.number);
    const code = row.tracking_code ?? row.consignment_id;
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
      recipientName: row.contact_name,
      phone: row.phone,
      address: printed.street,
      district: printed.district,
      cashToCollectTk: row.cash_to_collect_tk ?? 0,
      itemCount: row.quantity,
      barcodeSvg: orderBarcodeSvg(orderNumber),
    };
  });
}
