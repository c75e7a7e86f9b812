import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PathaoSimulator } from '../../../../test/gateways/pathao-simulator.ts';
import { loadConfig } from '../../config.ts';
import {
  book,
  bookRequest,
  orderOf,
  placeOrder,
  pushStatus,
  startCourierShop,
  type CourierShop,
} from '../../test/courier-test-helpers.ts';

// Each courier proves its pushes with a secret of its own: a push carrying another
// courier's secret is refused, so a secret given to one courier's panel cannot move the
// other's parcels. The one secret shops set before (COURIER_WEBHOOK_SECRET) keeps
// Steadfast's pushes coming, and only Steadfast's.

const STEADFAST = 'steadfast-own-webhook-secret';
const PATHAO = 'pathao-own-webhook-secret';
const OLD_SHARED = 'the-old-shared-webhook-secret';

/** A shop with both couriers, its webhook listening over real HTTP for Pathao's pushes. */
async function shopWith(env: Record<string, string>, logLines?: string[]) {
  const shop = await startCourierShop({
    withPathao: true,
    // Only the secrets this test names: none from the shared courier settings.
    env: {
      COURIER_WEBHOOK_SECRET: '',
      STEADFAST_WEBHOOK_SECRET: '',
      PATHAO_WEBHOOK_SECRET: '',
      ...env,
    },
    ...(logLines && {
      logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
    }),
  });
  await shop.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = shop.app.server.address() as AddressInfo;
  return { shop, pathaoUrl: `http://127.0.0.1:${port}/api/couriers/pathao/webhook` };
}

/** A confirmed cash order booked with Steadfast, and Steadfast's delivered push for it. */
async function steadfastParcel(shop: CourierShop) {
  const placed = await placeOrder(shop);
  const [result] = await book(shop, [placed.orderId]);
  expect(result?.ok).toBe(true);
  const order = await orderOf(shop, placed.orderId);
  const delivered = {
    notification_type: 'delivery_status',
    consignment_id: shop.steadfast.parcels.get(order.orderNumber)?.consignment_id,
    invoice: order.orderNumber,
    cod_amount: order.total,
    status: 'delivered',
  };
  return { id: placed.orderId, delivered };
}

/** A confirmed cash order booked with Pathao: its id and consignment id. */
async function pathaoParcel(shop: CourierShop) {
  const placed = await placeOrder(shop);
  const booked = await bookRequest(shop, [placed.orderId], 'pathao', {
    pathao: { city: 1, zone: 11 },
  });
  expect(booked.statusCode, booked.body).toBe(200);
  const number = (await orderOf(shop, placed.orderId)).orderNumber;
  const parcel = [...(shop.pathao as PathaoSimulator).parcels.values()].find(
    (item) => item.merchant_order_id === number,
  );
  return { id: placed.orderId, consignmentId: String(parcel?.consignment_id) };
}

const refused = { status: 401, answer: { message: 'The webhook secret is missing or wrong.' } };

describe('a secret for each courier', () => {
  let shop: CourierShop;
  let pathaoUrl: string;
  beforeAll(async () => {
    ({ shop, pathaoUrl } = await shopWith({
      STEADFAST_WEBHOOK_SECRET: STEADFAST,
      PATHAO_WEBHOOK_SECRET: PATHAO,
    }));
  });
  afterAll(() => shop.close());
  const pathao = () => shop.pathao as PathaoSimulator;

  test('Steadfast’s push is taken with Steadfast’s secret and refused with Pathao’s', async () => {
    const parcel = await steadfastParcel(shop);
    const wrong = await pushStatus(shop, parcel.delivered, PATHAO);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('The webhook secret is missing or wrong.');
    expect((await orderOf(shop, parcel.id)).status).toBe('shipped');

    const right = await pushStatus(shop, parcel.delivered, STEADFAST);
    expect(right.statusCode, right.body).toBe(200);
    expect((await orderOf(shop, parcel.id)).status).toBe('delivered');
  });

  test('Pathao’s push is taken with Pathao’s secret and refused with Steadfast’s, its address check too', async () => {
    const parcel = await pathaoParcel(shop);
    expect(
      await pathao().push(pathaoUrl, STEADFAST, parcel.consignmentId, 'order.delivered'),
    ).toMatchObject(refused);
    expect(await pathao().integrate(pathaoUrl, STEADFAST)).toBe(false);
    expect((await orderOf(shop, parcel.id)).status).toBe('shipped');

    expect(await pathao().integrate(pathaoUrl, PATHAO)).toBe(true);
    const right = await pathao().push(pathaoUrl, PATHAO, parcel.consignmentId, 'order.delivered');
    expect(right.status).toBe(202);
    expect((await orderOf(shop, parcel.id)).status).toBe('delivered');
  });
});

describe('the old shared secret (COURIER_WEBHOOK_SECRET)', () => {
  let shop: CourierShop;
  let pathaoUrl: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    ({ shop, pathaoUrl } = await shopWith({ COURIER_WEBHOOK_SECRET: OLD_SHARED }, logLines));
  });
  afterAll(() => shop.close());

  test('still proves Steadfast’s pushes, and only Steadfast’s', async () => {
    const parcel = await steadfastParcel(shop);
    const taken = await pushStatus(shop, parcel.delivered, OLD_SHARED);
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await orderOf(shop, parcel.id)).status).toBe('delivered');

    // Pathao has no secret of its own here, so the shop takes none of its pushes.
    const other = await pathaoParcel(shop);
    const pushed = await (shop.pathao as PathaoSimulator).push(
      pathaoUrl,
      OLD_SHARED,
      other.consignmentId,
      'order.delivered',
    );
    expect(pushed).toMatchObject({
      status: 404,
      answer: {
        message:
          'Pathao’s webhook is not set up on this shop: set PATHAO_WEBHOOK_SECRET and enter the same value in Pathao’s merchant panel.',
      },
    });
    expect((await orderOf(shop, other.id)).status).toBe('shipped');
  });

  test('the start says what to set instead', () => {
    const said = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(said).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'COURIER_WEBHOOK_SECRET serves Steadfast’s webhook only: rename it STEADFAST_WEBHOOK_SECRET, and give Pathao a different secret in PATHAO_WEBHOOK_SECRET to take its pushes.',
      }),
    );
  });
});

describe('the settings', () => {
  test('Steadfast’s own secret wins over the old shared one, which then proves nothing', async () => {
    const { shop } = await shopWith({
      STEADFAST_WEBHOOK_SECRET: STEADFAST,
      COURIER_WEBHOOK_SECRET: OLD_SHARED,
    });
    try {
      const parcel = await steadfastParcel(shop);
      expect((await pushStatus(shop, parcel.delivered, OLD_SHARED)).statusCode).toBe(401);
      expect((await pushStatus(shop, parcel.delivered, STEADFAST)).statusCode).toBe(200);
    } finally {
      await shop.close();
    }
  });

  test('one secret for both couriers, or a short one, stops the start with a message naming it', () => {
    expect(() =>
      loadConfig({ STEADFAST_WEBHOOK_SECRET: STEADFAST, PATHAO_WEBHOOK_SECRET: STEADFAST }),
    ).toThrow(
      'PATHAO_WEBHOOK_SECRET: must differ from Steadfast’s webhook secret: give each courier its own',
    );
    expect(() =>
      loadConfig({ COURIER_WEBHOOK_SECRET: STEADFAST, PATHAO_WEBHOOK_SECRET: STEADFAST }),
    ).toThrow('PATHAO_WEBHOOK_SECRET: must differ');
    expect(() => loadConfig({ PATHAO_WEBHOOK_SECRET: 'short' })).toThrow(
      'PATHAO_WEBHOOK_SECRET: must be at least 16 characters',
    );
    expect(() => loadConfig({ STEADFAST_WEBHOOK_SECRET: 'short' })).toThrow(
      'STEADFAST_WEBHOOK_SECRET: must be at least 16 characters',
    );
  });
});
