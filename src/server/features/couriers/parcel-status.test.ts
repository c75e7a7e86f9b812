import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  bookedOrder as bookedOrderOf,
  checkOnce,
  orderOf,
  parcelsFallDue,
  startCourierShop,
  trackParcel,
  type CourierShop,
} from '../../test/courier-test-helpers.ts';

// What Steadfast says about booked parcels, asked by the status duty: delivered, returned
// (and the return back on the shelf), partial, no answer, two instances at once. What it
// pushes to the webhook: steadfast-webhook.test.ts.

let shop: CourierShop;
beforeAll(async () => {
  shop = await startCourierShop();
});
afterAll(() => shop.close());

const bookedOrder = (quantity = 1) => bookedOrderOf(shop, quantity);

async function stockOfFirst() {
  const { rows } = await shop.database.pool.query<{ stock: number }>(
    'select stock from products where id = $1',
    [shop.products[0]?._id],
  );
  return rows[0]?.stock;
}

const track = (number: string) => trackParcel(shop, number);

describe('the status duty', () => {
  test('delivered: a cash order becomes delivered and paid, with Steadfast’s word on the timeline and on /track', async () => {
    const parcel = await bookedOrder();
    shop.steadfast.setStatus(parcel.number, 'pending');
    await parcelsFallDue(shop);
    await checkOnce(shop);
    expect((await orderOf(shop, parcel.id)).status).toBe('shipped');
    shop.steadfast.setStatus(parcel.number, 'delivered');
    await parcelsFallDue(shop);
    await checkOnce(shop);
    const order = await orderOf(shop, parcel.id);
    expect(order.status).toBe('delivered');
    expect(order.paymentStatus).toBe('paid');
    expect(order.cashToCollect).toBe(0);
    expect(order.shipment).toMatchObject({ state: 'delivered', courierStatus: 'delivered' });
    const notes = order.events.map((event) => [event.status, event.note]);
    expect(notes.slice(-2)).toEqual([
      ['shipped', 'Steadfast: pending'],
      ['delivered', 'Steadfast: delivered'],
    ]);
    const tracked = await track(parcel.number);
    expect(tracked.status).toBe('delivered');
    expect(tracked.events.map((event) => event.courierNote).filter(Boolean)).toEqual([
      'Steadfast: pending',
      'Steadfast: delivered',
    ]);
    // A delivered parcel is never asked about again.
    const asked = shop.steadfast.calls.length;
    await parcelsFallDue(shop);
    await checkOnce(shop);
    expect(
      shop.steadfast.calls.slice(asked).filter((call) => call.path.includes(parcel.number)),
    ).toEqual([]);
  });

  test('cancelled by Steadfast: the order is returned; its units come back once staff say the parcel is on the shelf', async () => {
    const before = await stockOfFirst();
    const parcel = await bookedOrder(3);
    expect(await stockOfFirst()).toBe((before as number) - 3);
    shop.steadfast.setStatus(parcel.number, 'cancelled');
    await parcelsFallDue(shop);
    await checkOnce(shop);
    const order = await orderOf(shop, parcel.id);
    expect(order.status).toBe('returned');
    expect(order.paymentStatus).toBe('void');
    expect(order.shipment?.state).toBe('returned');
    // Still off the shelf until the parcel is back in hand.
    expect(await stockOfFirst()).toBe((before as number) - 3);

    const back = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/${parcel.id}/return-received`,
      headers: shop.admin.headers,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({ orderId: parcel.id, unitsBack: 3 });
    expect(await stockOfFirst()).toBe(before);
    const { rows: ledger } = await shop.database.pool.query(
      `select reason, change from stock_ledger where order_id = $1 order by entry_no`,
      [parcel.id],
    );
    expect(ledger).toEqual([
      { reason: 'order', change: -3 },
      { reason: 'return', change: 3 },
    ]);
    expect((await orderOf(shop, parcel.id)).events.at(-1)?.note).toBe(
      'Parcel back on the shelf: its units are in stock again',
    );

    const twice = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/${parcel.id}/return-received`,
      headers: shop.admin.headers,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This parcel is back on the shelf already.');
    expect(await stockOfFirst()).toBe(before);
  });

  test('a parcel not returned cannot come back on the shelf', async () => {
    const parcel = await bookedOrder();
    const refused = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/${parcel.id}/return-received`,
      headers: shop.admin.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/only a returned order/);
    const unknown = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/00000000-0000-4000-8000-000000000999/return-received`,
      headers: shop.admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  test('a partial delivery is left for staff: the order stays shipped, the parcel is flagged partial', async () => {
    const parcel = await bookedOrder();
    shop.steadfast.setStatus(parcel.number, 'partial_delivered');
    await parcelsFallDue(shop);
    await checkOnce(shop);
    const order = await orderOf(shop, parcel.id);
    expect(order.status).toBe('shipped');
    expect(order.shipment?.state).toBe('partial');
    expect(order.events.at(-1)?.note).toBe(
      'Steadfast: partial delivered: only part of the parcel was delivered, staff to settle',
    );
  });

  test('no answer from Steadfast: nothing changes, and the next check waits longer', async () => {
    const parcel = await bookedOrder();
    shop.steadfast.setStatus(parcel.number, 'delivered');
    await parcelsFallDue(shop);
    shop.steadfast.faults.push({ on: 'status', kind: '500' });
    // Only this parcel is due: the others are final or were checked above.
    await shop.database.pool.query(
      `update shipments set next_check_at = now() + interval '1 hour' where order_id <> $1`,
      [parcel.id],
    );
    await checkOnce(shop);
    expect((await orderOf(shop, parcel.id)).status).toBe('shipped');
    const { rows } = await shop.database.pool.query<{ failures: number; later: boolean }>(
      `select check_failures as failures, next_check_at > now() + interval '1 hour' as later
        from shipments where order_id = $1`,
      [parcel.id],
    );
    expect(rows[0]).toEqual({ failures: 1, later: true });
  });

  test('two instances checking at once change each order once', async () => {
    const parcels = await Promise.all([1, 2, 3, 4].map(() => bookedOrder()));
    for (const parcel of parcels) shop.steadfast.setStatus(parcel.number, 'delivered');
    await parcelsFallDue(shop);
    const other = new pg.Pool({ ...(shop.database.pool.options as pg.PoolConfig), max: 4 });
    try {
      await Promise.all([checkOnce(shop), checkOnce(shop, other)]);
    } finally {
      await other.end();
    }
    for (const parcel of parcels) {
      const order = await orderOf(shop, parcel.id);
      expect(order.status).toBe('delivered');
      expect(order.events.filter((event) => event.status === 'delivered')).toHaveLength(1);
    }
    const { rows } = await shop.database.pool.query<{ count: number }>(
      `select count(*)::int as count from notices where order_id = any($1::uuid[])
        and event = 'delivered' and channel = 'email'`,
      [parcels.map((parcel) => parcel.id)],
    );
    expect(rows[0]?.count).toBe(4);
  });
});
