import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/product.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import {
  call,
  checkoutAs,
  checkoutBody,
  ledgerProblems,
  setStock,
  stocksOf,
} from '../../test/checkout-test-helpers.ts';

// The shop's rules for cash on delivery: checkout enforces them on the server.

let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let product: Product;

beforeAll(async () => {
  shop = await createTestApp({ seeded: true, env: { ORDER_LIMIT_PER_USER_PER_MINUTE: '1000' } });
  admin = await signUpOwner(shop.app, shop.database.db);
  customer = await signUpAs(shop.app, { name: 'Cash Payer' });
  product = (await call(shop, undefined, 'GET', '/api/product?pageSize=1')).json<
    Product[]
  >()[0] as Product;
  await setStock(shop, { [product._id]: 20 });
});
afterAll(() => shop.close());

const order = (district: string) =>
  checkoutAs(
    shop,
    customer,
    checkoutBody({
      items: [{ productId: product._id, quantity: 1 }],
      address: { district, area: 'Somewhere', line: 'House 1' },
    }),
  );

test('without rules, cash on delivery is offered everywhere, and the checklist waits', async () => {
  const methods = await call(shop, undefined, 'GET', '/api/payments/methods');
  expect(methods.json()).toEqual({
    methods: ['cod'],
    holdMinutes: 30,
    rules: { advanceDeliveryOutsideDhaka: false, codLimit: null, phoneCodeOnline: true },
  });
  expect((await order('Rajshahi')).statusCode).toBe(201);
  const overview = await call(shop, admin, 'GET', '/api/dashboard/overview');
  expect(overview.statusCode).toBe(200);
  expect(overview.json().setup.payments).toBe(false);
});

test('an order above the cash limit is refused and changes nothing; the advance rule waits for an online method', async () => {
  const saved = await call(shop, admin, 'PUT', '/api/admin/payment-rules', {
    advanceDeliveryOutsideDhaka: true,
    codLimit: product.price + 10,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(
    (await call(shop, customer, 'PUT', '/api/admin/payment-rules', saved.json())).statusCode,
  ).toBe(403);
  expect(
    (
      await call(shop, admin, 'PUT', '/api/admin/payment-rules', {
        advanceDeliveryOutsideDhaka: true,
        codLimit: 1.5,
      })
    ).statusCode,
  ).toBe(400);
  const before = await stocksOf(shop, [product._id]);

  const above = await order('Dhaka'); // the delivery charge takes it above the limit
  expect(above.statusCode).toBe(400);
  expect(above.json().message).toContain('cash on delivery is offered for orders up to');
  expect(await stocksOf(shop, [product._id])).toEqual(before);

  await call(shop, admin, 'PUT', '/api/admin/payment-rules', {
    advanceDeliveryOutsideDhaka: true,
    codLimit: null,
  });
  expect((await order('Dhaka')).statusCode).toBe(201);
  // This shop offers no online method, so outside Dhaka cash is still taken in one part.
  const outside = await order('Rajshahi');
  expect(outside.statusCode, outside.body).toBe(201);
  expect(outside.json().advance).toBeUndefined();
  expect(outside.json().payment).toEqual({ method: 'cod', status: 'due' });
  expect((await call(shop, undefined, 'GET', '/api/payments/methods')).json().rules).toEqual({
    advanceDeliveryOutsideDhaka: true,
    codLimit: null,
    // Left out of the saved rules: the SMS code stays asked for (decision 084).
    phoneCodeOnline: true,
  });
  const overview = await call(shop, admin, 'GET', '/api/dashboard/overview');
  expect(overview.statusCode).toBe(200);
  // Rules saved without any gateway give customers nothing to pay online with: not done.
  expect(overview.json().setup.payments).toBe(false);
  expect(await ledgerProblems(shop)).toEqual([]);
});
