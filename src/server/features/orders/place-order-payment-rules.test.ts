import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
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

const singleOrder = (district: string | undefined, address = 'House 7, Road 3, Agrabad') =>
  shop.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: shop.customer.headers,
    payload: { productId: product._id, quantity: 1, phone: '01712345678', address, district },
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

describe('Buy Now without a district (the audit: taken in cash with no delivery charge)', () => {
  const inChattogram = 'House 7, Road 3, Agrabad, Chattogram';

  test('an address in Chattogram is priced for Chattogram, so the advance rule refuses it as with the district', async () => {
    await setRules({ advanceDeliveryOutsideDhaka: true, codLimit: null });
    const before = { stock: await stocksOf(shop, [product._id]), orders: await orderCount() };
    const withDistrict = await singleOrder('Chattogram', inChattogram);
    const without = await singleOrder(undefined, inChattogram);
    expect(without.statusCode, without.body).toBe(400);
    expect(without.json().message).toBe(withDistrict.json().message);
    expect(without.json().message).toMatch(/^advanceMethod: this order pays its delivery charge/);
    expect(await stocksOf(shop, [product._id])).toEqual(before.stock);
    expect(await orderCount()).toBe(before.orders);
  });

  test('the cash limit is judged on the total with the delivery charge of the district the address names', async () => {
    await setRules({ advanceDeliveryOutsideDhaka: false, codLimit: 78_000 });
    const before = await orderCount();
    // Tk 78,170 with the charge to Chattogram; the product alone is under the limit.
    const without = await singleOrder(undefined, 'Agrabad, চট্টগ্রাম-4100');
    expect(without.statusCode, without.body).toBe(400);
    expect(without.json().message).toBe(
      'paymentMethod: cash on delivery is offered for orders up to Tk 78,000; this order is Tk 78,170. Please pay with bKash or a card.',
    );
    expect(await orderCount()).toBe(before);
  });

  test('with the rules off, it is a home delivery to that district with its charge, as with the district sent', async () => {
    await setRules({ advanceDeliveryOutsideDhaka: false, codLimit: null });
    const withDistrict = await singleOrder('Chattogram', inChattogram);
    const without = await singleOrder(undefined, inChattogram);
    expect(without.statusCode, without.body).toBe(201);
    const sent = withDistrict.json<{ order: { total: number; deliveryCharge: number } }>().order;
    const found = without.json<{ order: { total: number; deliveryCharge: number } }>().order;
    expect(found.total).toBe(TOTAL);
    expect(found.deliveryCharge).toBe(sent.deliveryCharge);
    expect(found.total).toBe(sent.total);
  });

  test.each([
    ['names no district', 'House 7, Road 3, Agrabad'],
    ['names two districts', 'House 2, Feni, Sylhet'],
  ])('an address that %s is refused, saying to choose the district', async (_, address) => {
    await setRules({ advanceDeliveryOutsideDhaka: false, codLimit: null });
    const before = { stock: await stocksOf(shop, [product._id]), orders: await orderCount() };
    const answer = await singleOrder(undefined, address);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({
      message: expect.stringMatching(/^district: choose the district/),
      issues: { district: expect.stringMatching(/^choose the district/) },
    });
    expect(await stocksOf(shop, [product._id])).toEqual(before.stock);
    expect(await orderCount()).toBe(before.orders);
  });
});
