import type pg from 'pg';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import {
  COURIER_NAMES,
  type CashQuery,
  type CashReport,
  type CourierCash,
  type CourierKey,
} from '../../../shared/schemas/courier-cash.ts';
import type { RowOf } from '../../db/rows.ts';
import type { orders } from '../../db/schema.ts';
import type { ShipmentState, shipments } from '../../db/schema-couriers.ts';

// Cash reconciliation: the parcels each courier settled over a period (delivered in full or
// in part, or returned), what it should have collected, what it says it collected and its
// fees. A parcel counts on the Dhaka day the courier's last word about it was recorded.

const DAY_MS = 24 * 60 * 60_000;
const DHAKA_OFFSET_MS = 6 * 60 * 60_000;
/** The default period: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

export interface SettledParcel {
  orderId: string;
  orderNumber: string;
  courier: CourierKey;
  trackingCode: string | null;
  state: Extract<ShipmentState, 'delivered' | 'partial' | 'returned'>;
  /** What the shop expected collected: the cash to collect, or nothing for a return. */
  expectedTk: number;
  collectedTk: number | null;
  deliveryFeeTk: number | null;
  settledOn: string;
}

/**
 * A settled parcel as selected below: its shipment's columns and its order's number, with
 * the Dhaka day it settled on (computed). Its state is one of the settled ones the
 * statement picks.
 */
type ParcelRow = RowOf<
  typeof shipments,
  | 'order_id'
  | 'courier'
  | 'tracking_code'
  | 'consignment_id'
  | 'cash_to_collect_tk'
  | 'cash_collected_tk'
  | 'delivery_fee_tk'
> &
  RowOf<typeof orders, 'number'> & { state: SettledParcel['state']; settled_on: string };

/** The period asked, or the last 30 days in Dhaka. */
export function periodOf(query: { from?: string; to?: string }): { from: string; to: string } {
  const today = new Date(Date.now() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from =
    query.from ??
    new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS)
      .toISOString()
      .slice(0, 10);
  return { from, to };
}

export async function settledParcels(
  pool: pg.Pool,
  query: CashQuery,
): Promise<{ from: string; to: string; parcels: SettledParcel[] }> {
  const { from, to } = periodOf(query);
  const { rows } = await pool.query<ParcelRow>(
    `select s.order_id, o.number, s.courier, s.tracking_code, s.consignment_id,
            s.state, s.cash_to_collect_tk, s.cash_collected_tk, s.delivery_fee_tk,
            to_char(s.updated_at at time zone 'Asia/Dhaka', 'YYYY-MM-DD') as settled_on
       from shipments s join orders o on o.id = s.order_id
      where s.state in ('delivered', 'partial', 'returned')
        and s.updated_at >= ($1::date)::timestamp at time zone 'Asia/Dhaka'
        and s.updated_at < ($2::date + 1)::timestamp at time zone 'Asia/Dhaka'
        and ($3::text is null or s.courier = $3)
      order by s.courier, s.updated_at, o.number`,
    [from, to, query.courier ?? null],
  );
  const parcels = rows.map((row): SettledParcel => ({
    orderId: row.order_id,
    orderNumber: formatOrderNumber(row.number),
    courier: row.courier,
    trackingCode: row.tracking_code ?? row.consignment_id,
    state: row.state,
    expectedTk: row.state === 'returned' ? 0 : row.cash_to_collect_tk,
    collectedTk: row.cash_collected_tk,
    deliveryFeeTk: row.delivery_fee_tk,
    settledOn: row.settled_on,
  }));
  return { from, to, parcels };
}

/** Collected less expected; a parcel the courier has not reported counts as nothing collected. */
export const differenceOf = (parcel: SettledParcel) =>
  (parcel.collectedTk ?? 0) - parcel.expectedTk;

/** A difference to look at: money short or over, or a delivery the courier has not reported. */
export const needsLook = (parcel: SettledParcel) =>
  differenceOf(parcel) !== 0 || (parcel.collectedTk === null && parcel.state !== 'returned');

export async function cashReport(pool: pg.Pool, query: CashQuery): Promise<CashReport> {
  const { from, to, parcels } = await settledParcels(pool, query);
  const couriers = (Object.keys(COURIER_NAMES) as CourierKey[])
    .filter((courier) => !query.courier || courier === query.courier)
    .map((courier): CourierCash => {
      const own = parcels.filter((parcel) => parcel.courier === courier);
      const sum = (of: (parcel: SettledParcel) => number) =>
        own.reduce((total, parcel) => total + of(parcel), 0);
      const collected = sum((parcel) => parcel.collectedTk ?? 0);
      const fees = sum((parcel) => parcel.deliveryFeeTk ?? 0);
      return {
        courier,
        courierName: COURIER_NAMES[courier],
        delivered: own.filter((parcel) => parcel.state !== 'returned').length,
        returned: own.filter((parcel) => parcel.state === 'returned').length,
        cashToCollectTk: sum((parcel) => parcel.expectedTk),
        cashCollectedTk: collected,
        deliveryFeesTk: fees,
        owedTk: collected - fees,
        differences: own.filter(needsLook).map((parcel) => ({
          orderId: parcel.orderId,
          orderNumber: parcel.orderNumber,
          trackingCode: parcel.trackingCode,
          state: parcel.state,
          expectedTk: parcel.expectedTk,
          collectedTk: parcel.collectedTk,
          differenceTk: differenceOf(parcel),
        })),
      };
    });
  return { from, to, couriers };
}
