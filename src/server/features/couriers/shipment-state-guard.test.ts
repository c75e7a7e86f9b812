import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  bookedOrder,
  checkOnce,
  parcelsFallDue,
  placeOrder,
  startCourierShop,
  type CourierShop,
} from '../../test/courier-test-helpers.ts';
import { claimNewBooking, markBooked } from './shipment-records.ts';

// A shipment's state has one writer, the shipment records (shipment-records.ts), each write
// a move of the parcel's life's table; the database refuses a change of state from anywhere
// else (db/functions/function.shipments_refuse_state_change_outside_move.sql).

let shop: CourierShop;
beforeAll(async () => {
  shop = await startCourierShop();
});
afterAll(() => shop.close());

const stateOf = async (orderId: string) =>
  (
    await shop.database.pool.query<{ state: string }>(
      'select state from shipments where order_id = $1',
      [orderId],
    )
  ).rows[0]?.state;

test('a change of state written past the shipment records is refused, and nothing changes', async () => {
  const parcel = await bookedOrder(shop);
  expect(await stateOf(parcel.id)).toBe('booked');
  await expect(
    shop.database.pool.query(`update shipments set state = 'delivered' where order_id = $1`, [
      parcel.id,
    ]),
  ).rejects.toThrow(/shipments\.state changes only through the shipment records/);
  expect(await stateOf(parcel.id)).toBe('booked');
  // What is not the state (a note for staff) is anyone's to write.
  await shop.database.pool.query(
    `update shipments set message = 'call first' where order_id = $1`,
    [parcel.id],
  );
  // The courier's word moves it, through the records.
  shop.steadfast.setStatus(parcel.number, 'delivered');
  await parcelsFallDue(shop);
  await checkOnce(shop);
  expect(await stateOf(parcel.id)).toBe('delivered');
});

test('the move a shop step allows ends with its write: a later statement of the same transaction is refused', async () => {
  const placed = await placeOrder(shop);
  const claimed = await claimNewBooking(shop.database.pool, {
    orderId: placed.orderId,
    courier: 'steadfast',
    invoice: placed.orderNumber,
    cashToCollectTk: 0,
    bookedBy: null,
  });
  expect(claimed).toBe(true);
  const client = await shop.database.pool.connect();
  try {
    await client.query('begin');
    // The booking's own step, as the booking writes it before moving the order to shipped.
    expect(await markBooked(client, placed.orderId, { courierStatus: 'in_review' }, 60)).toBe(true);
    await expect(
      client.query(`update shipments set state = 'returned' where order_id = $1`, [placed.orderId]),
    ).rejects.toThrow(/only through the shipment records/);
  } finally {
    await client.query('rollback');
    client.release();
  }
  expect(await stateOf(placed.orderId)).toBe('booking');
});
