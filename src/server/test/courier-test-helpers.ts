import { expect } from 'vitest';
import type pg from 'pg';
import type { BookingResult } from '../../shared/schemas/courier.ts';
import type { CheckoutResult } from '../../shared/schemas/checkout.ts';
import type { OrderDetail } from '../../shared/schemas/order-detail.ts';
import type { TrackAnswer } from '../../shared/schemas/notice.ts';
import type { Product } from '../../shared/schemas/product.ts';
import {
  STEADFAST_CREDENTIALS,
  startSteadfastSimulator,
  type SteadfastSimulator,
} from '../../../test/gateways/steadfast-simulator.ts';
import {
  PATHAO_CREDENTIALS,
  startPathaoSimulator,
  type PathaoSimulator,
} from '../../../test/gateways/pathao-simulator.ts';
import { loadConfig } from '../config.ts';
import { checkParcels, couriersFromConfig } from '../features/couriers/index.ts';
import { saveOrderLimits } from '../features/orders/index.ts';
import { signUpAs, signUpOwner, type SignedIn } from './auth-test-helpers.ts';
import { checkoutAs, checkoutBody, setStock } from './checkout-test-helpers.ts';
import { startTestApp, type TestApp } from './test-app.ts';

// A shop with Steadfast configured against its simulator, an admin and a customer: shared
// by the courier tests. The status duty runs only when a test asks (checkOnce).

/** Each courier's own webhook secret (webhook-secrets.ts). */
export const WEBHOOK_SECRETS = {
  steadfast: 'steadfast-webhook-secret-for-tests',
  pathao: 'pathao-webhook-secret-for-tests',
} as const;

export interface CourierShop extends TestApp {
  steadfast: SteadfastSimulator;
  /** Present when the shop was started with Pathao too. */
  pathao?: PathaoSimulator;
  admin: SignedIn;
  customer: SignedIn;
  products: Product[];
}

const POLL_SECONDS = 3600;
/**
 * How long the tests' shop and adapters wait for a courier: a timeout fault
 * (TIMEOUT_FAULT_MS, 3 s) outlasts it, and a busy machine's slow first answer does not (at
 * 500 ms, a file's first booking failed beside the browser tests).
 */
export const COURIER_TEST_TIMEOUT_MS = 2_000;

export function courierEnv(steadfast: SteadfastSimulator, pathao?: PathaoSimulator) {
  return {
    ...(pathao && {
      PATHAO_BASE_URL: pathao.baseUrl,
      PATHAO_CLIENT_ID: PATHAO_CREDENTIALS.clientId,
      PATHAO_CLIENT_SECRET: PATHAO_CREDENTIALS.clientSecret,
      PATHAO_USERNAME: PATHAO_CREDENTIALS.username,
      PATHAO_PASSWORD: PATHAO_CREDENTIALS.password,
      PATHAO_STORE_ID: PATHAO_CREDENTIALS.storeId,
      PATHAO_WEBHOOK_SECRET: WEBHOOK_SECRETS.pathao,
    }),
    STEADFAST_BASE_URL: steadfast.baseUrl,
    STEADFAST_API_KEY: STEADFAST_CREDENTIALS.apiKey,
    STEADFAST_SECRET_KEY: STEADFAST_CREDENTIALS.secretKey,
    STEADFAST_WEBHOOK_SECRET: WEBHOOK_SECRETS.steadfast,
    // The tests check by hand, so each step is seen.
    COURIER_POLL_SECONDS: String(POLL_SECONDS),
    COURIER_TIMEOUT_MS: String(COURIER_TEST_TIMEOUT_MS),
    ORDER_LIMIT_PER_USER_PER_MINUTE: '1000',
  };
}

export async function startCourierShop(
  options: { withPathao?: boolean; env?: Record<string, string>; logger?: object } = {},
): Promise<CourierShop> {
  const steadfast = await startSteadfastSimulator();
  const pathao = options.withPathao ? await startPathaoSimulator() : undefined;
  const env = { ...courierEnv(steadfast, pathao), ...options.env };
  const shop = await startTestApp({
    seeded: true,
    env,
    ...(options.logger && { logger: options.logger }),
  });
  await saveOrderLimits(shop.database.db, { perProduct: 1000, total: 1000 });
  const admin = await signUpOwner(shop.app, shop.database.db);
  const customer = await signUpAs(shop.app, { name: 'Parcel Customer' });
  const products = (await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=2' })).json<
    Product[]
  >();
  await setStock(shop, Object.fromEntries(products.map((p) => [p._id, 100])));
  return {
    ...shop,
    steadfast,
    ...(pathao && { pathao }),
    admin,
    customer,
    products,
    async close() {
      await shop.close();
      await steadfast.close();
      await pathao?.close();
    },
  };
}

/** A cash order of `quantity` units of the first product, confirmed by the admin unless asked not to. */
export async function placeOrder(
  shop: CourierShop,
  options: {
    confirmed?: boolean;
    quantity?: number;
    address?: { district: string; area: string; line: string };
  } = {},
): Promise<CheckoutResult> {
  const product = shop.products[0] as Product;
  const placed = await checkoutAs(
    shop,
    shop.customer,
    checkoutBody({
      items: [{ productId: product._id, quantity: options.quantity ?? 1 }],
      ...(options.address && { address: options.address }),
    }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<CheckoutResult>();
  if (options.confirmed !== false) {
    const confirmed = await shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.orderId}`,
      headers: shop.admin.headers,
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  return order;
}

export function bookRequest(
  shop: CourierShop,
  orderIds: string[],
  courier = 'steadfast',
  extra: Record<string, unknown> = {},
) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/admin/shipments',
    headers: shop.admin.headers,
    payload: { orderIds, courier, ...extra },
  });
}

export async function book(shop: CourierShop, orderIds: string[]): Promise<BookingResult[]> {
  const response = await bookRequest(shop, orderIds);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BookingResult[]>();
}

/** A confirmed cash order booked with Steadfast: its id, number and total. */
export async function bookedOrder(shop: CourierShop, quantity = 1) {
  const placed = await placeOrder(shop, { quantity });
  const [result] = await book(shop, [placed.orderId]);
  expect(result?.ok).toBe(true);
  const order = await orderOf(shop, placed.orderId);
  return { id: placed.orderId, number: order.orderNumber, total: order.total };
}

/** What /track shows the customer of an order (the courier test shop's customer's phone). */
export async function trackParcel(shop: CourierShop, number: string): Promise<TrackAnswer> {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/track',
    payload: { number, phone: '01712345678' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TrackAnswer>();
}

export async function orderOf(shop: CourierShop, orderId: string): Promise<OrderDetail> {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: shop.admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderDetail>();
}

/** Makes every unfinished parcel due now, as time passing would. */
export async function parcelsFallDue(shop: CourierShop) {
  await shop.database.pool.query(
    `update shipments set next_check_at = now() - interval '1 second' where next_check_at is not null`,
  );
}

/**
 * A test's own write of a shipment's state (a parcel settled as the status duty records
 * it), allowed as the shipment records' writes are: the database refuses a change of state
 * from anywhere else (shipment-records.ts).
 */
export async function writeShipmentState(pool: pg.Pool, text: string, values: unknown[]) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('circuit_haat.shipment_move', 'on', true)`);
    await client.query(text, values);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** One round of the status duty as an instance of this shop runs it, on `pool`. */
export function checkOnce(shop: CourierShop, pool: pg.Pool = shop.database.pool) {
  const config = loadConfig({ NODE_ENV: 'test', ...courierEnv(shop.steadfast, shop.pathao) });
  return checkParcels({ pool, couriers: couriersFromConfig(config), pollSeconds: POLL_SECONDS });
}

export function pushStatus(
  shop: CourierShop,
  body: Record<string, unknown>,
  secret: string = WEBHOOK_SECRETS.steadfast,
) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/couriers/steadfast/webhook',
    headers: { authorization: `Bearer ${secret}` },
    payload: body,
  });
}
