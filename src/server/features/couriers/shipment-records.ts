import type pg from 'pg';
import type { TableRow } from '../../db/rows.ts';
import type { shipments } from '../../db/schema-couriers.ts';
import type { CourierId } from '../../../shared/schemas/courier.ts';
import type { BookedParcel } from './courier.ts';

// The shipments table's writes, each a conditional update on the row's state, so a retry,
// a second instance or a webhook racing the status duty changes a parcel once.

export type ShipmentRow = TableRow<typeof shipments>;

/**
 * How long a claimed row is left to the one who claimed it (a booking, a status check)
 * before someone else may take it: longer than any call to a courier lasts.
 */
export const CLAIM_SECONDS = 120;

/**
 * Writes the order's parcel as 'booking' before the courier is called, committed on its
 * own: a new row, or a failed booking taken again. Null when the order has a parcel
 * booked or being booked already.
 */
export async function claimNewBooking(
  pool: pg.Pool,
  claim: {
    orderId: string;
    courier: CourierId;
    invoice: string;
    cashToCollectTk: number;
    bookedBy: string | null;
  },
): Promise<boolean> {
  const { rowCount } = await pool.query(
    `insert into shipments (order_id, courier, invoice, cash_to_collect_tk, state, booked_by,
        next_check_at)
      values ($1, $2, $3, $4, 'booking', $5, now() + make_interval(secs => ${CLAIM_SECONDS}))
      on conflict (order_id) do update set courier = excluded.courier,
        invoice = excluded.invoice, cash_to_collect_tk = excluded.cash_to_collect_tk,
        state = 'booking', consignment_id = null, tracking_code = null, courier_status = null,
        message = null, booked_by = excluded.booked_by, booked_at = now(), updated_at = now(),
        next_check_at = excluded.next_check_at, check_failures = 0
      where shipments.state = 'failed'`,
    [claim.orderId, claim.courier, claim.invoice, claim.cashToCollectTk, claim.bookedBy],
  );
  return rowCount === 1;
}

/**
 * Takes over a booking whose courier never answered (its claim has run out): the caller
 * asks the courier by invoice before booking again.
 */
export async function claimUnsettledBooking(
  pool: pg.Pool,
  orderId: string,
  courier: CourierId,
): Promise<boolean> {
  const { rowCount } = await pool.query(
    `update shipments set next_check_at = now() + make_interval(secs => ${CLAIM_SECONDS})
      where order_id = $1 and courier = $2 and state = 'booking' and next_check_at <= now()`,
    [orderId, courier],
  );
  return rowCount === 1;
}

export async function shipmentOf(
  client: pg.Pool | pg.ClientBase,
  orderId: string,
): Promise<ShipmentRow | undefined> {
  const { rows } = await client.query<ShipmentRow>('select * from shipments where order_id = $1', [
    orderId,
  ]);
  return rows[0];
}

/** The courier has the parcel: booked, to be asked about after `pollSeconds`. */
export async function markBooked(
  client: pg.ClientBase,
  orderId: string,
  parcel: Partial<BookedParcel> & { courierStatus: string },
  pollSeconds: number,
): Promise<boolean> {
  const { rowCount } = await client.query(
    `update shipments set state = 'booked', consignment_id = $2, tracking_code = $3,
        courier_status = $4, delivery_fee_tk = $5, message = null, updated_at = now(),
        next_check_at = now() + make_interval(secs => $6), check_failures = 0
      where order_id = $1 and state = 'booking'`,
    [
      orderId,
      parcel.consignmentId ?? null,
      parcel.trackingCode ?? null,
      parcel.courierStatus,
      parcel.deliveryFeeTk ?? null,
      pollSeconds,
    ],
  );
  return rowCount === 1;
}

/** The courier refused the parcel: the order may be booked again. */
export async function markFailed(pool: pg.Pool, orderId: string, message: string) {
  await pool.query(
    `update shipments set state = 'failed', message = $2, updated_at = now(), next_check_at = null
      where order_id = $1 and state = 'booking'`,
    [orderId, message],
  );
}

/**
 * The courier's answer was lost: the row stays 'booking', due at once, so the next attempt
 * or the status duty asks the courier by invoice.
 */
export async function markUnanswered(pool: pg.Pool, orderId: string, message: string) {
  await pool.query(
    `update shipments set message = $2, updated_at = now(), next_check_at = now()
      where order_id = $1 and state = 'booking'`,
    [orderId, message],
  );
}

/** Records why staff should look at a parcel (it stays as it is). */
export async function noteOnShipment(pool: pg.Pool, orderId: string, message: string) {
  await pool.query('update shipments set message = $2, updated_at = now() where order_id = $1', [
    orderId,
    message,
  ]);
}
