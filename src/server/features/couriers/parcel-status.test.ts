import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CashReport } from '../../../shared/schemas/courier-cash.ts';
import type { TrackAnswer } from '../../../shared/schemas/notice.ts';
import {
  book,
  bookedOrder as bookedOrderOf,
  checkOnce,
  orderOf,
  parcelsFallDue,
  placeOrder,
  pushStatus,
  startCourierShop,
  WEBHOOK_SECRETS,
  type CourierShop,
} from '../../test/courier-test-helpers.ts';
import { formatTk } from '../../../shared/money.ts';
import { transition } from '../order-life/index.ts';

// What Steadfast says about booked parcels, asked by the status duty or pushed to the
// webhook: delivered, returned (and the return back on the shelf), partial, backwards.

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

async function track(number: string) {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/track',
    payload: { number, phone: '01712345678' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TrackAnswer>();
}

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

describe('the webhook', () => {
  const delivered = (consignmentId: unknown, invoice: string, cod: number) => ({
    notification_type: 'delivery_status',
    consignment_id: consignmentId,
    invoice,
    cod_amount: cod,
    status: 'delivered',
    delivery_charge: 100,
    tracking_message: 'Delivered to the customer',
    updated_at: '2026-11-26 18:00:00',
  });

  test('a wrong or missing secret is refused and changes nothing', async () => {
    const parcel = await bookedOrder();
    const id = shop.steadfast.parcels.get(parcel.number)?.consignment_id;
    const wrong = await pushStatus(shop, delivered(id, parcel.number, parcel.total), 'not-it');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('The webhook secret is missing or wrong.');
    const none = await shop.app.inject({
      method: 'POST',
      url: '/api/couriers/steadfast/webhook',
      payload: delivered(id, parcel.number, parcel.total),
    });
    expect(none.statusCode).toBe(401);
    expect((await orderOf(shop, parcel.id)).status).toBe('shipped');
  });

  test('a consignment the shop never booked is 404; an unknown courier is 400', async () => {
    const unknown = await pushStatus(shop, delivered(999_999_999, 'CH-999999', 10));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No parcel of this shop has this consignment.');
    const courier = await shop.app.inject({
      method: 'POST',
      url: '/api/couriers/dhl/webhook',
      headers: { authorization: `Bearer ${WEBHOOK_SECRETS.steadfast}` },
      payload: {},
    });
    expect(courier.statusCode).toBe(400);
  });

  test('a parcel found by its order number after a lost answer gets its consignment from the first push naming it', async () => {
    const placed = await placeOrder(shop);
    shop.steadfast.faults.push({ on: 'create_order', kind: 'timeout' });
    await book(shop, [placed.orderId]);
    const number = (await orderOf(shop, placed.orderId)).orderNumber;
    await expect.poll(() => shop.steadfast.parcels.has(number)).toBe(true);
    const [settled] = await book(shop, [placed.orderId]);
    expect(settled).toMatchObject({ ok: true, trackingCode: number });
    expect((await orderOf(shop, placed.orderId)).shipment?.consignmentId).toBeNull();

    const id = shop.steadfast.parcels.get(number)?.consignment_id;
    const pushed = await pushStatus(shop, { ...delivered(id, number, 0), status: 'pending' });
    expect(pushed.statusCode, pushed.body).toBe(200);
    const order = await orderOf(shop, placed.orderId);
    expect(order.shipment).toMatchObject({ consignmentId: String(id), courierStatus: 'pending' });
    // From now on the status duty asks by the consignment, not by the order number.
    shop.steadfast.setStatus(number, 'delivered');
    await shop.database.pool.query(
      `update shipments set next_check_at = case when order_id = $1
          then now() - interval '1 second' else next_check_at + interval '1 hour' end
        where next_check_at is not null`,
      [placed.orderId],
    );
    const asked = shop.steadfast.calls.length;
    await checkOnce(shop);
    expect(shop.steadfast.calls.slice(asked).map((call) => call.path)).toEqual([
      `/api/v1/status_by_cid/${id}`,
    ]);
    expect((await orderOf(shop, placed.orderId)).status).toBe('delivered');
  });

  test('a push for a parcel whose booking answer was lost is recorded; the booking settles it, shipping the order', async () => {
    const placed = await placeOrder(shop);
    shop.steadfast.faults.push({ on: 'create_order', kind: 'timeout' });
    await book(shop, [placed.orderId]);
    const number = (await orderOf(shop, placed.orderId)).orderNumber;
    await expect.poll(() => shop.steadfast.parcels.has(number)).toBe(true);
    const id = shop.steadfast.parcels.get(number)?.consignment_id;
    const pushed = await pushStatus(shop, { ...delivered(id, number, 0), status: 'pending' });
    expect(pushed.statusCode, pushed.body).toBe(200);
    const waiting = await orderOf(shop, placed.orderId);
    expect(waiting.status).toBe('confirmed');
    expect(waiting.shipment).toMatchObject({ state: 'booking', consignmentId: null });
    expect(waiting.events.at(-1)?.note).toBe('Steadfast: pending');

    const [settled] = await book(shop, [placed.orderId]);
    expect(settled).toMatchObject({ ok: true, trackingCode: number });
    const shipped = await orderOf(shop, placed.orderId);
    expect(shipped.status).toBe('shipped');
    expect(shipped.shipment?.state).toBe('booked');
  });

  test('a delivered parcel’s cash stays as the delivery said: a later figure is a note for staff, once', async () => {
    const parcel = await bookedOrder();
    const id = shop.steadfast.parcels.get(parcel.number)?.consignment_id;
    const delivery = await pushStatus(shop, delivered(id, parcel.number, parcel.total));
    expect(delivery.statusCode, delivery.body).toBe(200);
    const cashPage = async () => {
      const page = await shop.app.inject({
        method: 'GET',
        url: '/api/admin/couriers/cash?courier=steadfast',
        headers: shop.admin.headers,
      });
      expect(page.statusCode, page.body).toBe(200);
      return page.json<CashReport>();
    };
    const before = await cashPage();
    expect(before.couriers[0]?.differences.map((row) => row.orderId)).not.toContain(parcel.id);

    // The audit's push, twice (a courier's retry): still answered 200, so it is not retried
    // for ever.
    for (const _ of [1, 2]) {
      const later = await pushStatus(shop, delivered(id, parcel.number, 999_999));
      expect(later.statusCode, later.body).toBe(200);
    }
    expect(await cashPage()).toEqual(before);
    const order = await orderOf(shop, parcel.id);
    expect(order.events.filter((event) => event.note?.includes('later reported'))).toEqual([
      expect.objectContaining({
        status: 'delivered',
        note: `Steadfast later reported ${formatTk(999_999)} collected; recorded ${formatTk(parcel.total)}`,
      }),
    ]);
    // The note is for staff: the customer's tracking page shows courier steps only.
    const tracked = await track(parcel.number);
    expect(tracked.events.map((event) => event.courierNote).filter(Boolean)).toEqual([
      'Steadfast: delivered',
    ]);
  });

  test('staff step a shipped order back as its delivered push arrives: the push waits for them, then is recorded', async () => {
    const parcel = await bookedOrder();
    const id = shop.steadfast.parcels.get(parcel.number)?.consignment_id;
    const staff = await shop.database.pool.connect();
    try {
      await staff.query('begin');
      await transition(staff, parcel.id, 'stepped-back', {
        actor: { role: 'admin', id: null, name: 'Desk' },
        note: 'Wrong parcel booked',
      });
      const pushed = pushStatus(shop, delivered(id, parcel.number, parcel.total));
      // The push is held by the staff's lock on the order, not answered from before it.
      await expect
        .poll(async () => {
          const { rows } = await shop.database.pool.query<{ waiting: number }>(
            `select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return rows[0]?.waiting;
        })
        .toBe(1);
      await staff.query('commit');
      const answer = await pushed;
      expect(answer.statusCode, answer.body).toBe(200);
    } finally {
      staff.release();
    }
    const order = await orderOf(shop, parcel.id);
    expect(order.status).toBe('confirmed');
    expect(order.shipment).toMatchObject({ state: 'delivered', courierStatus: 'delivered' });
    expect(order.events.at(-1)).toMatchObject({
      status: 'confirmed',
      note: 'Steadfast: delivered',
    });
  });

  test('delivered, then a status going backwards: recorded on the timeline, the order stays delivered', async () => {
    const parcel = await bookedOrder();
    const id = shop.steadfast.parcels.get(parcel.number)?.consignment_id;
    const pushed = await pushStatus(shop, delivered(id, parcel.number, parcel.total));
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect(pushed.json()).toEqual({ status: 'success', message: 'Webhook received successfully.' });
    // The same push again (a courier's retry) writes nothing new.
    await pushStatus(shop, delivered(id, parcel.number, parcel.total));
    const order = await orderOf(shop, parcel.id);
    expect(order.status).toBe('delivered');
    expect(order.paymentStatus).toBe('paid');
    expect(order.events.filter((event) => event.status === 'delivered')).toHaveLength(1);

    const backwards = await pushStatus(shop, {
      ...delivered(id, parcel.number, 0),
      status: 'pending',
    });
    expect(backwards.statusCode).toBe(200);
    const after = await orderOf(shop, parcel.id);
    expect(after.status).toBe('delivered');
    expect(after.paymentStatus).toBe('paid');
    expect(after.shipment).toMatchObject({ state: 'delivered', courierStatus: 'pending' });
    expect(after.events.at(-1)).toMatchObject({
      status: 'delivered',
      note: 'Steadfast: pending (recorded; the parcel was delivered already, the order stays as it is)',
    });
  });
});
