import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STEADFAST_CREDENTIALS } from '../../../../test/gateways/steadfast-simulator.ts';
import { bookParcels } from './booking.ts';
import { SteadfastCourier } from './steadfast.ts';
import {
  book,
  bookRequest,
  checkOnce,
  COURIER_TEST_TIMEOUT_MS,
  orderOf,
  parcelsFallDue,
  placeOrder,
  startCourierShop,
  type CourierShop,
} from '../../test/courier-test-helpers.ts';

// Booking parcels with Steadfast against its simulator over real HTTP: single and bulk,
// refusals, and never two parcels for one order.

let shop: CourierShop;
beforeAll(async () => {
  shop = await startCourierShop();
});
afterAll(() => shop.close());

const creates = () =>
  shop.steadfast.calls.filter((call) => call.path.endsWith('/create_order')).length;

describe('booking one parcel', () => {
  test('the address sent names each part once, the district last, never the delivery zone', async () => {
    const placed = await placeOrder(shop, {
      address: {
        district: 'রাজশাহী',
        area: 'Boalia',
        line: 'House 4, Shaheb Bazar, boalia, রাজশাহী',
      },
    });
    const [result] = await book(shop, [placed.orderId]);
    expect(result).toMatchObject({ ok: true });
    const order = await orderOf(shop, placed.orderId);
    expect(shop.steadfast.parcels.get(order.orderNumber)?.recipient_address).toBe(
      'House 4, Shaheb Bazar, boalia, Rajshahi',
    );
  });

  test('a confirmed cash order is booked with its invoice, recipient and cash, and is shipped with the tracking code', async () => {
    const placed = await placeOrder(shop, { quantity: 2 });
    const [result] = await book(shop, [placed.orderId]);
    const order = await orderOf(shop, placed.orderId);
    const parcel = shop.steadfast.parcels.get(order.orderNumber);
    expect(parcel).toMatchObject({
      invoice: order.orderNumber,
      recipient_name: 'Rahim Uddin',
      recipient_phone: '01712345678',
      cod_amount: order.total,
    });
    expect(parcel?.recipient_address).toContain('Rajshahi');
    expect(result).toEqual({
      orderId: placed.orderId,
      ok: true,
      consignmentId: String(parcel?.consignment_id),
      trackingCode: parcel?.tracking_code,
    });
    expect(order.status).toBe('shipped');
    expect(order.shipment).toMatchObject({
      courier: 'steadfast',
      consignmentId: String(parcel?.consignment_id),
      trackingCode: parcel?.tracking_code,
      courierStatus: 'in_review',
      state: 'booked',
    });
    expect(order.events.at(-1)?.note).toBe(`Steadfast, tracking code ${parcel?.tracking_code}`);
    const { rows: told } = await shop.database.pool.query<{ event: string }>(
      `select distinct event from notices where order_id = $1 and event = 'shipped'`,
      [placed.orderId],
    );
    expect(told).toEqual([{ event: 'shipped' }]);

    // The same order again (a double click after the answer): refused, no second parcel.
    const before = creates();
    const [again] = await book(shop, [placed.orderId]);
    expect(again).toMatchObject({ ok: false, message: expect.stringMatching(/booked already/) });
    expect(creates()).toBe(before);
  });

  test('two requests at once for the same order make one parcel', async () => {
    const placed = await placeOrder(shop);
    const before = creates();
    const answers = await Promise.all([
      bookRequest(shop, [placed.orderId]),
      bookRequest(shop, [placed.orderId]),
    ]);
    const results = answers.map((answer) => {
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ ok: boolean; message?: string }[]>()[0];
    });
    expect(results.filter((result) => result?.ok)).toHaveLength(1);
    expect(results.find((result) => !result?.ok)?.message).toMatch(/already/);
    expect(creates()).toBe(before + 1);
    expect((await orderOf(shop, placed.orderId)).status).toBe('shipped');
  });

  test('a timeout while booking is settled by asking Steadfast by invoice, never by booking again', async () => {
    const placed = await placeOrder(shop);
    shop.steadfast.faults.push({ on: 'create_order', kind: 'timeout' });
    const [lost] = await book(shop, [placed.orderId]);
    expect(lost).toMatchObject({ ok: false, message: expect.stringMatching(/did not answer/) });
    const waiting = await orderOf(shop, placed.orderId);
    expect(waiting.status).toBe('confirmed');
    expect(waiting.shipment).toMatchObject({ state: 'booking', consignmentId: null });
    // Steadfast booked it all the same; the retry asks before booking.
    await expect.poll(() => shop.steadfast.parcels.has(waiting.orderNumber)).toBe(true);
    const before = creates();
    const [settled] = await book(shop, [placed.orderId]);
    expect(settled).toMatchObject({ ok: true, trackingCode: waiting.orderNumber });
    expect(creates()).toBe(before);
    const asked = shop.steadfast.calls.filter(
      (call) => call.path === `/api/v1/status_by_invoice/${waiting.orderNumber}`,
    );
    expect(asked).toHaveLength(1);
    const order = await orderOf(shop, placed.orderId);
    expect(order.status).toBe('shipped');
    expect(order.shipment).toMatchObject({ state: 'booked', courierStatus: 'in_review' });
  });

  test('a 500 that Steadfast never acted on: the retry asks by invoice, learns nothing is there and books', async () => {
    const placed = await placeOrder(shop);
    shop.steadfast.faults.push({ on: 'create_order', kind: '500' });
    const [failed] = await book(shop, [placed.orderId]);
    expect(failed?.ok).toBe(false);
    const number = (await orderOf(shop, placed.orderId)).orderNumber;
    // The simulator's 500 answers before booking: nothing exists there.
    expect(shop.steadfast.parcels.has(number)).toBe(false);
    const [booked] = await book(shop, [placed.orderId]);
    expect(booked).toMatchObject({
      ok: true,
      trackingCode: shop.steadfast.parcels.get(number)?.tracking_code,
    });
  });

  test('a success answer with an error inside is a failure with Steadfast’s words; the order may be booked again', async () => {
    const placed = await placeOrder(shop);
    const number = (await orderOf(shop, placed.orderId)).orderNumber;
    shop.steadfast.errorBodies.add(number);
    const [refused] = await book(shop, [placed.orderId]);
    expect(refused).toEqual({
      orderId: placed.orderId,
      ok: false,
      message: 'Merchant account is on hold.',
    });
    const order = await orderOf(shop, placed.orderId);
    expect(order.status).toBe('confirmed');
    expect(order.shipment).toMatchObject({ state: 'failed' });
    const [booked] = await book(shop, [placed.orderId]);
    expect(booked?.ok).toBe(true);
  });

  test('the status duty settles a booking whose answer was lost, when nobody books again', async () => {
    const placed = await placeOrder(shop);
    shop.steadfast.faults.push({ on: 'create_order', kind: 'timeout' });
    await book(shop, [placed.orderId]);
    const number = (await orderOf(shop, placed.orderId)).orderNumber;
    await expect.poll(() => shop.steadfast.parcels.has(number)).toBe(true);
    await parcelsFallDue(shop);
    await checkOnce(shop);
    const order = await orderOf(shop, placed.orderId);
    expect(order.status).toBe('shipped');
    expect(order.shipment?.state).toBe('booked');
  });
});

describe('booking in bulk', () => {
  test('one bulk call for many orders: those Steadfast refuses fail while the others are booked', async () => {
    const orders = await Promise.all([1, 2, 3, 4].map(() => placeOrder(shop)));
    const numbers = await Promise.all(
      orders.map(async (o) => (await orderOf(shop, o.orderId)).orderNumber),
    );
    shop.steadfast.errorBodies.add(numbers[1] as string);
    shop.steadfast.errorBodies.add(numbers[3] as string);
    const bulkCalls = () =>
      shop.steadfast.calls.filter((call) => call.path.endsWith('/bulk-order')).length;
    const before = bulkCalls();
    const results = await book(
      shop,
      orders.map((o) => o.orderId),
    );
    expect(bulkCalls()).toBe(before + 1);
    expect(results.map((r) => r.ok)).toEqual([true, false, true, false]);
    expect(results[1]?.message).toBeTruthy();
    const statuses = await Promise.all(
      orders.map(async (o) => (await orderOf(shop, o.orderId)).status),
    );
    expect(statuses).toEqual(['shipped', 'confirmed', 'shipped', 'confirmed']);
    expect(results[0]?.trackingCode).toBe(
      shop.steadfast.parcels.get(numbers[0] as string)?.tracking_code,
    );
  });

  test('orders the shop will not send are refused each with its reason, the rest are booked', async () => {
    const good = await placeOrder(shop);
    const pending = await placeOrder(shop, { confirmed: false });
    const cancelled = await placeOrder(shop);
    await shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${cancelled.orderId}`,
      headers: shop.admin.headers,
      payload: { status: 'cancelled' },
    });
    const unpaid = await placeOrder(shop);
    // An order to be paid online that is not paid yet (the shop here has no gateway).
    await shop.database.pool.query(`update orders set payment_method = 'bkash' where id = $1`, [
      unpaid.orderId,
    ]);
    const badPhone = await placeOrder(shop);
    await shop.database.pool.query(`update orders set phone = '0171234' where id = $1`, [
      badPhone.orderId,
    ]);
    const unknown = '00000000-0000-4000-8000-000000000999';
    const ids = [good, pending, cancelled, unpaid, badPhone].map((o) => o.orderId);
    const results = await book(shop, [...ids, unknown]);
    expect(results.map((r) => [r.ok, r.message])).toEqual([
      [true, undefined],
      [false, 'Confirm this order before booking its parcel.'],
      [false, 'This order is cancelled.'],
      [false, expect.stringMatching(/waiting for its online payment/)],
      [false, 'The phone number 0171234 is not 11 digits: correct it before booking.'],
      [false, 'No order with this id.'],
    ]);
    const { rows } = await shop.database.pool.query(
      'select order_id from shipments where order_id = any($1::uuid[])',
      [ids.slice(1)],
    );
    expect(rows).toEqual([]);
  });

  test('bad requests are refused whole and change nothing', async () => {
    const placed = await placeOrder(shop);
    const cases: [unknown, number, RegExp][] = [
      [{ orderIds: [placed.orderId], courier: 'dhl' }, 400, /courier must be one of/],
      [{ orderIds: [], courier: 'steadfast' }, 400, /at least one order/],
      [{ orderIds: [placed.orderId, placed.orderId], courier: 'steadfast' }, 400, /named once/],
      [{ orderIds: ['not-an-id'], courier: 'steadfast' }, 400, /valid id/],
      [{ orderIds: [placed.orderId], courier: 'pathao' }, 409, /not set up/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/admin/shipments',
        headers: shop.admin.headers,
        payload: payload as object,
      });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.body).toMatch(message);
    }
    expect((await orderOf(shop, placed.orderId)).shipment).toBeNull();
    const customer = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/shipments',
      headers: shop.customer.headers,
      payload: { orderIds: [placed.orderId], courier: 'steadfast' },
    });
    expect(customer.statusCode).toBe(403);
  });

  test('the couriers staff may book with', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/couriers',
      headers: shop.admin.headers,
    });
    expect(response.json()).toEqual([{ id: 'steadfast', label: 'Steadfast', maxBatch: 500 }]);
  });
});

describe('a selection bigger than one bulk call', () => {
  test('is split into calls of the courier’s most, the last one alone booked singly', async () => {
    // Steadfast takes 500 a call; a courier taking 2 shows the split with five orders.
    class TwoAtATime extends SteadfastCourier {
      override readonly maxBatch = 2;
    }
    const courier = new TwoAtATime({
      baseUrl: shop.steadfast.baseUrl,
      apiKey: STEADFAST_CREDENTIALS.apiKey,
      secretKey: STEADFAST_CREDENTIALS.secretKey,
      timeoutMs: COURIER_TEST_TIMEOUT_MS,
    });
    const orders = await Promise.all([1, 2, 3, 4, 5].map(() => placeOrder(shop)));
    const calls = shop.steadfast.calls.length;
    const results = await bookParcels(
      { pool: shop.database.pool, couriers: { steadfast: courier }, pollSeconds: 3600 },
      { orderIds: orders.map((o) => o.orderId), courier: 'steadfast' },
      { role: 'admin', id: shop.admin.user._id, name: 'Staff' },
    );
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true, true]);
    const sent = shop.steadfast.calls.slice(calls).map((call) => call.path.split('/').pop());
    expect(sent).toEqual(['bulk-order', 'bulk-order', 'create_order']);
  });
});
