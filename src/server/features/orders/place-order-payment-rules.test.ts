import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import type { DeliveryQuote } from '../../../shared/schemas/delivery.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { checkoutBody, setStock, stocksOf } from '../../test/checkout-test-helpers.ts';
import { startPaymentShop, type PaymentShop } from '../../test/payment-test-helpers.ts';

// The single-product order (POST /api/order) is held to the shop's payment rules exactly as
// checkout is: both ask the one decision of what an order may be paid with (decision 039).

let shop: PaymentShop;
let product: Product;
const TOTAL = 78_170;

beforeAll(async () => {
  shop = await startPaymentShop();
  product = shop.products[0] as Product;
  // Priced so that one unit delivered home to Chattogram comes to Tk 78,170.
  const quote = await shop.app.inject({
    method: 'POST',
    url: '/api/delivery/quote',
    payload: { district: 'Chattogram', items: [{ productId: product._id, quantity: 1 }] },
  });
  const home = quote.json<DeliveryQuote>().options.find((option) => option.method === 'home');
  const charge = home?.charge ?? NaN;
  await shop.database.pool.query('update products set price_tk = $2 where id = $1', [
    product._id,
    TOTAL - charge,
  ]);
});
afterAll(() => shop.close());

beforeEach(async () => {
  await setStock(shop, { [product._id]: 20 });
});

async function setRules(rules: { advanceDeliveryOutsideDhaka: boolean; codLimit: number | null }) {
  const saved = await shop.app.inject({
    method: 'PUT',
    url: '/api/admin/payment-rules',
    headers: shop.admin.headers,
    payload: rules,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const checkout = (district: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...shop.customer.headers, 'idempotency-key': randomUUID() },
    payload: checkoutBody({
      items: [{ productId: product._id, quantity: 1 }],
      address: { district, area: 'Agrabad', line: 'House 7, Road 3' },
    }),
  });

const singleOrder = (district: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: shop.customer.headers,
    payload: {
      productId: product._id,
      quantity: 1,
      phone: '01712345678',
      address: 'House 7, Road 3, Agrabad',
      district,
    },
  });

async function orderCount() {
  const { rows } = await shop.database.pool.query<{ n: number }>(
    'select count(*)::int as n from orders where user_id = $1',
    [shop.customer.user._id],
  );
  return rows[0]?.n;
}

test('a Tk 78,170 cash order to Chattogram under a Tk 20,000 cash limit is refused by both ways of ordering alike', async () => {
  await setRules({ advanceDeliveryOutsideDhaka: true, codLimit: 20_000 });
  const before = { stock: await stocksOf(shop, [product._id]), orders: await orderCount() };
  const byCheckout = await checkout('Chattogram');
  const bySingleOrder = await singleOrder('Chattogram');
  expect(byCheckout.statusCode, byCheckout.body).toBe(400);
  expect(bySingleOrder.statusCode, bySingleOrder.body).toBe(400);
  expect(bySingleOrder.json().message).toBe(
    'paymentMethod: cash on delivery is offered for orders up to Tk 20,000; this order is Tk 78,170. Please pay with bKash or a card.',
  );
  expect(bySingleOrder.json().message).toBe(byCheckout.json().message);
  expect(await stocksOf(shop, [product._id])).toEqual(before.stock);
  expect(await orderCount()).toBe(before.orders);
});

test('where the delivery charge is asked in advance, the single-product order (which has no online step) is refused as checkout refuses cash without one; in Dhaka it is taken', async () => {
  await setRules({ advanceDeliveryOutsideDhaka: true, codLimit: null });
  const before = await orderCount();
  const byCheckout = await checkout('Chattogram');
  const bySingleOrder = await singleOrder('Chattogram');
  expect(byCheckout.statusCode, byCheckout.body).toBe(400);
  expect(bySingleOrder.statusCode, bySingleOrder.body).toBe(400);
  expect(bySingleOrder.json().message).toMatch(
    /^advanceMethod: this order pays its delivery charge of Tk \d[\d,]* online in advance/,
  );
  expect(bySingleOrder.json().message).toBe(byCheckout.json().message);
  expect(await orderCount()).toBe(before);

  const inDhaka = await singleOrder('Dhaka');
  expect(inDhaka.statusCode, inDhaka.body).toBe(201);
  expect(await orderCount()).toBe((before ?? NaN) + 1);
});
