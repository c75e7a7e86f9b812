import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PathaoSimulator } from '../../../../test/gateways/pathao-simulator.ts';
import {
  bookRequest,
  orderOf,
  placeOrder,
  startCourierShop,
  WEBHOOK_SECRETS,
  type CourierShop,
} from '../../test/courier-test-helpers.ts';
import { formatTk } from '../../../shared/money.ts';

// Pathao pushing to the shop's webhook over real HTTP, as its merchant panel does: the
// address check first, then each parcel's events, proven by Pathao's own secret in
// X-PATHAO-Signature and answered 202 with Pathao's integration header.

let shop: CourierShop;
let webhookUrl: string;
beforeAll(async () => {
  shop = await startCourierShop({ withPathao: true });
  await shop.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = shop.app.server.address() as AddressInfo;
  webhookUrl = `http://127.0.0.1:${port}/api/couriers/pathao/webhook`;
});
afterAll(() => shop.close());

const pathao = () => shop.pathao as PathaoSimulator;

/** A confirmed cash order booked with Pathao: its id, number, total and consignment id. */
async function bookedWithPathao() {
  const placed = await placeOrder(shop);
  const response = await bookRequest(shop, [placed.orderId], 'pathao', {
    pathao: { city: 1, zone: 11 },
  });
  expect(response.statusCode, response.body).toBe(200);
  const order = await orderOf(shop, placed.orderId);
  const parcel = [...pathao().parcels.values()].find(
    (item) => item.merchant_order_id === order.orderNumber,
  );
  expect(parcel).toBeDefined();
  return {
    id: placed.orderId,
    number: order.orderNumber,
    total: order.total,
    consignmentId: String(parcel?.consignment_id),
  };
}

const push = (consignmentId: string, event: string, extra?: Record<string, unknown>) =>
  pathao().push(webhookUrl, WEBHOOK_SECRETS.pathao, consignmentId, event, extra);

const courierNotes = async (orderId: string) =>
  (await orderOf(shop, orderId)).events
    .map((event) => event.note)
    .filter((note) => note?.startsWith('Pathao: '));

describe('Pathao’s webhook', () => {
  test('the address check is answered 202 with Pathao’s integration header; a wrong secret fails it', async () => {
    expect(await pathao().integrate(webhookUrl, WEBHOOK_SECRETS.pathao)).toBe(true);
    expect(await pathao().integrate(webhookUrl)).toBe(true);
    expect(await pathao().integrate(webhookUrl, 'mistyped-in-the-panel')).toBe(false);
    expect(pathao().pushes.at(-1)).toMatchObject({
      status: 401,
      answer: { message: 'The webhook secret is missing or wrong.' },
    });
  });

  test('delivered: the cash order is delivered and paid, with Pathao’s word on the timeline', async () => {
    const parcel = await bookedWithPathao();
    const picked = await push(parcel.consignmentId, 'order.picked');
    expect(picked).toMatchObject({
      status: 202,
      integrationHeader: 'f3992ecc-59da-4cbe-a049-a13da2018d51',
      answer: { status: 'success', message: 'Webhook received successfully.' },
    });
    expect((await orderOf(shop, parcel.id)).status).toBe('shipped');
    expect((await push(parcel.consignmentId, 'order.delivered')).status).toBe(202);
    const order = await orderOf(shop, parcel.id);
    expect(order.status).toBe('delivered');
    expect(order.paymentStatus).toBe('paid');
    expect(order.shipment).toMatchObject({ state: 'delivered', courierStatus: 'Delivered' });
    expect(await courierNotes(parcel.id)).toEqual(['Pathao: Picked', 'Pathao: Delivered']);
  });

  test('returned: the order is returned and its unpaid cash void', async () => {
    const parcel = await bookedWithPathao();
    const pushed = await push(parcel.consignmentId, 'order.returned', {
      reason: 'Customer refused the parcel',
    });
    expect(pushed.status).toBe(202);
    const order = await orderOf(shop, parcel.id);
    expect(order.status).toBe('returned');
    expect(order.paymentStatus).toBe('void');
    expect(order.shipment).toMatchObject({ state: 'returned', courierStatus: 'Returned' });
  });

  test('a partial delivery is flagged for staff with the cash Pathao collected', async () => {
    const parcel = await bookedWithPathao();
    await push(parcel.consignmentId, 'order.partial-delivery', { collected_amount: 600 });
    const order = await orderOf(shop, parcel.id);
    expect(order.status).toBe('shipped');
    expect(order.shipment).toMatchObject({ state: 'partial', courierStatus: 'Partial_Delivery' });
    const { rows } = await shop.database.pool.query<{ cash: number }>(
      'select cash_collected_tk as cash from shipments where order_id = $1',
      [parcel.id],
    );
    expect(rows[0]?.cash).toBe(600);
  });

  test('a wrong or missing secret is refused and changes nothing', async () => {
    const parcel = await bookedWithPathao();
    const wrong = await pathao().push(
      webhookUrl,
      'not-it',
      parcel.consignmentId,
      'order.delivered',
    );
    expect(wrong).toMatchObject({
      status: 401,
      answer: { message: 'The webhook secret is missing or wrong.' },
    });
    const none = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ consignment_id: parcel.consignmentId, event: 'order.delivered' }),
    });
    expect(none.status).toBe(401);
    const order = await orderOf(shop, parcel.id);
    expect(order.status).toBe('shipped');
    expect(await courierNotes(parcel.id)).toEqual([]);
  });

  test('a consignment the shop never booked is 404', async () => {
    const unknown = await pathao().push(
      webhookUrl,
      WEBHOOK_SECRETS.pathao,
      'DT0000000000',
      'order.delivered',
      {
        merchant_order_id: 'CH-999999',
      },
    );
    expect(unknown).toMatchObject({
      status: 404,
      answer: { message: 'No parcel of this shop has this consignment.' },
    });
  });

  test('a push after the end is recorded and moves nothing back; the same push twice is written once', async () => {
    const parcel = await bookedWithPathao();
    await push(parcel.consignmentId, 'order.delivered');
    await push(parcel.consignmentId, 'order.delivered');
    const delivered = await orderOf(shop, parcel.id);
    expect(delivered.events.filter((event) => event.status === 'delivered')).toHaveLength(1);
    expect(await courierNotes(parcel.id)).toEqual(['Pathao: Delivered']);

    expect((await push(parcel.consignmentId, 'order.in-transit')).status).toBe(202);
    const after = await orderOf(shop, parcel.id);
    expect(after.status).toBe('delivered');
    expect(after.paymentStatus).toBe('paid');
    expect(after.shipment).toMatchObject({ state: 'delivered', courierStatus: 'In_Transit' });
    expect(after.events.at(-1)).toMatchObject({
      status: 'delivered',
      note: 'Pathao: In Transit (recorded; the parcel was delivered already, the order stays as it is)',
    });
  });

  test('cash collected: the first figure after a delivery that named none is recorded, a later one only noted; a returned parcel records none', async () => {
    const cashOf = async (orderId: string) => {
      const { rows } = await shop.database.pool.query<{ cash: number | null }>(
        'select cash_collected_tk as cash from shipments where order_id = $1',
        [orderId],
      );
      return rows[0]?.cash;
    };
    const parcel = await bookedWithPathao();
    await push(parcel.consignmentId, 'order.delivered');
    expect(await cashOf(parcel.id)).toBeNull();
    // Payment Invoice: Pathao paid the shop for the delivery, and says how much it collected.
    await push(parcel.consignmentId, 'order.paid', { collected_amount: parcel.total });
    expect(await cashOf(parcel.id)).toBe(parcel.total);
    const later = await push(parcel.consignmentId, 'order.paid', { collected_amount: 1 });
    expect(later.status).toBe(202);
    expect(await cashOf(parcel.id)).toBe(parcel.total);
    expect((await orderOf(shop, parcel.id)).events.at(-1)).toMatchObject({
      status: 'delivered',
      note: `Pathao later reported Tk 1 collected; recorded ${formatTk(parcel.total)}`,
    });

    const returned = await bookedWithPathao();
    await push(returned.consignmentId, 'order.returned');
    await push(returned.consignmentId, 'order.delivered', { collected_amount: 999_999 });
    expect(await cashOf(returned.id)).toBeNull();
    expect((await orderOf(shop, returned.id)).events.at(-1)?.note).toBe(
      `Pathao later reported ${formatTk(999_999)} collected; recorded Tk 0`,
    );
  });

  test('an edit of the parcel (order.updated) carries no status and writes nothing', async () => {
    const parcel = await bookedWithPathao();
    expect((await push(parcel.consignmentId, 'order.updated')).status).toBe(202);
    expect(await courierNotes(parcel.id)).toEqual([]);
  });
});
