import type pg from 'pg';
import type { TableRow } from '../../db/rows.ts';
import type { ShipmentState, shipments } from '../../db/schema-couriers.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { CourierId } from '../../../shared/schemas/courier.ts';
import type { BookedParcel } from './courier.ts';
import { FIRST_SHIPMENT_STATE, shopStepMove } from './shipment-life.ts';

// The shipments table's writes, each a conditional update on the row's state, so a retry,
// a second instance or a webhook racing the status duty changes a parcel once. This file is
// the one writer of a shipment's state: every state it writes is a move of the parcel's
// life's table (shipment-life.ts), and only its writes turn on the transaction's setting
// without which the database refuses a change of state
// (db/functions/function.shipments_refuse_state_change_outside_move.sql).

export type ShipmentRow = TableRow<typeof shipments>;

/**
 * How long a claimed row is left to the one who claimed it (a booking, a status check)
 * before someone else may take it: longer than any call to a courier lasts.
 */
export const CLAIM_SECONDS = 120;

const ALLOW_MOVE = `select set_config('circuit_haat.shipment_move', $1, true)`;

/** Runs `write` in the transaction of `tx` with a change of shipment state allowed. */
async function asMove<T>(tx: pg.ClientBase, write: () => Promise<T>): Promise<T> {
  await tx.query(ALLOW_MOVE, ['on']);
  const written = await write();
  await tx.query(ALLOW_MOVE, ['']);
  return written;
}

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
  const claimed = shopStepMove('claimed');
  const { rowCount } = await inTransaction(pool, (tx) =>
    asMove(tx, () =>
      tx.query(
        `insert into shipments (order_id, courier, invoice, cash_to_collect_tk, state, booked_by,
            next_check_at)
          values ($1, $2, $3, $4, $6, $5, now() + make_interval(secs => ${CLAIM_SECONDS}))
          on conflict (order_id) do update set courier = excluded.courier,
            invoice = excluded.invoice, cash_to_collect_tk = excluded.cash_to_collect_tk,
            state = $7, consignment_id = null, tracking_code = null, courier_status = null,
            message = null, booked_by = excluded.booked_by, booked_at = now(),
            updated_at = now(), next_check_at = excluded.next_check_at, check_failures = 0
          where shipments.state = $8`,
        [
          claim.orderId,
          claim.courier,
          claim.invoice,
          claim.cashToCollectTk,
          claim.bookedBy,
          FIRST_SHIPMENT_STATE,
          claimed.to,
          claimed.from,
        ],
      ),
    ),
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
  const booked = shopStepMove('booked');
  const { rowCount } = await asMove(client, () =>
    client.query(
      `update shipments set state = $8, consignment_id = $2, tracking_code = $3,
          courier_status = $4, delivery_fee_tk = $5, message = null, updated_at = now(),
          next_check_at = now() + make_interval(secs => $6), check_failures = 0
        where order_id = $1 and state = $7`,
      [
        orderId,
        parcel.consignmentId ?? null,
        parcel.trackingCode ?? null,
        parcel.courierStatus,
        parcel.deliveryFeeTk ?? null,
        pollSeconds,
        booked.from,
        booked.to,
      ],
    ),
  );
  return rowCount === 1;
}

/** The courier refused the parcel: the order may be booked again. */
export async function markFailed(pool: pg.Pool, orderId: string, message: string) {
  const refused = shopStepMove('refused');
  await inTransaction(pool, (tx) =>
    asMove(tx, () =>
      tx.query(
        `update shipments set state = $4, message = $2, updated_at = now(), next_check_at = null
          where order_id = $1 and state = $3`,
        [orderId, message, refused.from, refused.to],
      ),
    ),
  );
}

/** What the courier said of a parcel, as parcel-status.ts worked it out under the row's lock. */
export interface CourierWord {
  courierStatus: string;
  /** The state its move leads to (courierWordMove), or the row's own when it moves nothing. */
  state: ShipmentState;
  consignmentId: string | null;
  cashCollectedTk: number | null;
  /** The parcel is done with: never asked about again. */
  final: boolean;
  pollSeconds: number;
  /** Something changed (a new status or state): the row's time moves. */
  fresh: boolean;
  /** A booking not settled yet: its claim and consignment are the booking's to settle. */
  unsettled: boolean;
}

/** Records a courier's word on the parcel's row, locked by the caller's transaction. */
export async function recordCourierWord(tx: pg.ClientBase, orderId: string, word: CourierWord) {
  await asMove(tx, () =>
    tx.query(
      `update shipments set courier_status = $2, state = $3,
          consignment_id = case when $9 then consignment_id else coalesce(consignment_id, $4) end,
          cash_collected_tk = $5,
          check_failures = case when $9 then check_failures else 0 end,
          next_check_at = case when $9 then next_check_at when $6 then null
            else now() + make_interval(secs => $7) end,
          updated_at = case when $8 then now() else updated_at end
        where order_id = $1`,
      [
        orderId,
        word.courierStatus,
        word.state,
        word.consignmentId,
        word.cashCollectedTk,
        word.final,
        word.pollSeconds,
        word.fresh,
        word.unsettled,
      ],
    ),
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
