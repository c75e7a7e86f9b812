import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CashReport } from '../../../shared/schemas/courier-cash.ts';
import {
  book,
  bookedOrder as bookedOrderOf,
  checkOnce,
  orderOf,
  placeOrder,
  pushStatus,
  startCourierShop,
  trackParcel,
  WEBHOOK_SECRETS,
  type CourierShop,
} from '../../test/courier-test-helpers.ts';
import { formatTk } from '../../../shared/money.ts';
import { transition } from '../order-life/index.ts';

// What Steadfast pushes to the webhook about booked parcels: its secret, parcels it never
// had, parcels whose booking answer was lost, the cash of a delivery, a push racing a staff
// step back, and statuses that go backwards. What the status duty asks: parcel-status.test.ts.

let shop: CourierShop;
beforeAll(async () => {
  shop = await startCourierShop();
});
afterAll(() => shop.close());

const bookedOrder = (quantity = 1) => bookedOrderOf(shop, quantity);
const track = (number: string) => trackParcel(shop, number);

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
