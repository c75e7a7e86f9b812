import { randomUUID } from 'node:crypto';
import { freePort } from './free-port.ts';
import pg from 'pg';
import { expect } from 'vitest';
import type { CheckoutResult } from '../../shared/schemas/checkout.ts';
import type { OrderDetail } from '../../shared/schemas/order-detail.ts';
import type { OrderPayments } from '../../shared/schemas/payment.ts';
import type { Product } from '../../shared/schemas/product.ts';
import {
  BKASH_CREDENTIALS,
  startBkashSimulator,
  type BkashSimulator,
} from '../../../test/gateways/bkash-simulator.ts';
import {
  SSLCOMMERZ_CREDENTIALS,
  startSslcommerzSimulator,
  type SslcommerzSimulator,
} from '../../../test/gateways/sslcommerz-simulator.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import { signUpAs, signUpOwner, type SignedIn } from './auth-test-helpers.ts';
import { checkoutBody, setStock } from './checkout-test-helpers.ts';
import { saveOrderLimits } from '../features/orders/index.ts';
import { loadConfig } from '../config.ts';
import { gatewaysFromConfig } from '../features/payments/index.ts';
import { sweepPayments } from '../features/payments/index.ts';

// A shop listening on a real port (the simulators post IPNs to it), both gateway
// simulators, a customer and an admin: shared by the payment tests.

export interface PaymentShop extends TestApp {
  baseUrl: string;
  bkash: BkashSimulator;
  ssl: SslcommerzSimulator;
  customer: SignedIn;
  admin: SignedIn;
  products: Product[];
  /** Every line the server logged at warn or above. */
  logLines: string[];
}

/** The environment that configures both gateways against the simulators. */
export function gatewayEnv(bkash: BkashSimulator, ssl: SslcommerzSimulator, publicUrl: string) {
  return {
    PUBLIC_URL: publicUrl,
    BKASH_BASE_URL: bkash.baseUrl,
    BKASH_APP_KEY: BKASH_CREDENTIALS.appKey,
    BKASH_APP_SECRET: BKASH_CREDENTIALS.appSecret,
    BKASH_USERNAME: BKASH_CREDENTIALS.username,
    BKASH_PASSWORD: BKASH_CREDENTIALS.password,
    SSLCOMMERZ_BASE_URL: ssl.baseUrl,
    SSLCOMMERZ_STORE_ID: SSLCOMMERZ_CREDENTIALS.storeId,
    SSLCOMMERZ_STORE_PASSWORD: SSLCOMMERZ_CREDENTIALS.storePassword,
    // The tests sweep by hand, so each step is seen. The shop waits 2 s for a gateway: a
    // timeout fault (TIMEOUT_FAULT_MS, 3 s) outlasts it, and a busy machine's slow answer
    // does not (at 500 ms, ten refunds at once under load lost their one answer).
    PAYMENT_SWEEP_SECONDS: '3600',
    PAYMENT_GATEWAY_TIMEOUT_MS: '2000',
    ORDER_LIMIT_PER_USER_PER_MINUTE: '1000',
  };
}

/**
 * `webDir`: a web build to render pages from (testWebBuild), for tests that read pages;
 * `env` adds settings (an SMS gateway, say) to the gateways'.
 */
export async function startPaymentShop(
  options: { webDir?: string; env?: Record<string, string> } = {},
): Promise<PaymentShop> {
  const [bkash, ssl, port] = await Promise.all([
    startBkashSimulator(),
    startSslcommerzSimulator(),
    freePort(),
  ]);
  const baseUrl = `http://127.0.0.1:${port}`;
  const logLines: string[] = [];
  const shop = await startTestApp({
    seeded: true,
    webDir: options.webDir,
    env: { ...gatewayEnv(bkash, ssl, baseUrl), ...options.env },
    logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } },
  });
  await shop.app.listen({ host: '127.0.0.1', port });
  await saveOrderLimits(shop.database.db, { perProduct: 1000, total: 1000 });
  const admin = await signUpOwner(shop.app, shop.database.db);
  const customer = await signUpAs(shop.app, { name: 'Online Payer' });
  const products = (await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=3' })).json<
    Product[]
  >();
  await setStock(shop, Object.fromEntries(products.map((p) => [p._id, 50])));
  return {
    ...shop,
    baseUrl,
    bkash,
    ssl,
    customer,
    admin,
    products,
    logLines,
    async close() {
      await shop.close();
      await Promise.all([bkash.close(), ssl.close()]);
    },
  };
}

/** Checks out one product with an online method; answers the checkout's result. */
export async function checkoutOnline(
  shop: PaymentShop,
  method: 'bkash' | 'sslcommerz',
  options: { as?: SignedIn; product?: number; quantity?: number; key?: string } = {},
): Promise<CheckoutResult> {
  const product = shop.products[options.product ?? 0] as Product;
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: {
      ...(options.as ?? shop.customer).headers,
      'idempotency-key': options.key ?? randomUUID(),
    },
    payload: checkoutBody({
      paymentMethod: method,
      items: [{ productId: product._id, quantity: options.quantity ?? 1 }],
    }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CheckoutResult>();
}

/** Follows one address of the shop over real HTTP without following its redirect. */
export async function visit(shop: PaymentShop, url: string, form?: Record<string, string>) {
  const response = await fetch(url.startsWith('http') ? url : shop.baseUrl + url, {
    redirect: 'manual',
    ...(form && {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    }),
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    body: await response.text(),
  };
}

export async function orderOf(shop: PaymentShop, orderId: string, as?: SignedIn) {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: (as ?? shop.customer).headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderDetail>();
}

export async function paymentsOf(shop: PaymentShop, orderId: string) {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}/payments`,
    headers: shop.admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderPayments>();
}

/** Makes an order's hold run out now, as time passing would. */
export async function holdRunsOut(shop: PaymentShop, orderId: string) {
  await shop.database.pool.query(
    `update orders set payment_due_by = now() - interval '1 second' where id = $1`,
    [orderId],
  );
}

/** The stock ledger's entries for an order, by reason. */
export async function ledgerOf(shop: PaymentShop, orderId: string) {
  const { rows } = await shop.database.pool.query<{ reason: string; change: number }>(
    'select reason, change from stock_ledger where order_id = $1 order by entry_no',
    [orderId],
  );
  return rows;
}

export async function stockOf(shop: PaymentShop, product = 0) {
  const { rows } = await shop.database.pool.query<{ stock: number }>(
    'select stock from products where id = $1',
    [(shop.products[product] as Product)._id],
  );
  return rows[0]?.stock;
}

/** A second pool on the shop's database: another instance of the shop, as far as PostgreSQL sees. */
export function secondPool(shop: PaymentShop): pg.Pool {
  return new pg.Pool({ ...(shop.database.pool.options as pg.PoolConfig), max: 4 });
}

export const callsTo = (sim: { calls: { path: string }[] }, suffix: string) =>
  sim.calls.filter((call) => call.path.endsWith(suffix)).length;

/**
 * One sweep of unpaid online payments as an instance of this shop runs it: with gateways
 * of its own (and so its own bKash token), on `pool` (another pool plays another instance).
 */
export function sweepOnce(shop: PaymentShop, pool: pg.Pool = shop.database.pool) {
  const config = loadConfig({
    NODE_ENV: 'test',
    ...gatewayEnv(shop.bkash, shop.ssl, shop.baseUrl),
  });
  return sweepPayments(pool, gatewaysFromConfig(config), shop.app.log);
}

/** The customer presses a button on bKash's page (real HTTP); answers the callback address. */
export async function pressOnBkash(
  shop: PaymentShop,
  redirectUrl: string | undefined,
  button: 'pay' | 'fail' | 'cancel',
) {
  const page = await visit(shop, String(redirectUrl));
  expect(page.body).toContain('>Pay<');
  const pressed = await visit(shop, `${redirectUrl}/${button}`, {});
  expect(pressed.status).toBe(302);
  return String(pressed.location);
}
