import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { CheckoutResult } from '../../../shared/schemas/checkout.ts';
import type { Coupon, CouponRefusal } from '../../../shared/schemas/coupon.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { call, checkoutAs, checkoutBody, setStock } from '../../test/checkout-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { saveOrderLimits } from '../orders/index.ts';

// Two hundred customers race for a coupon of fifty uses: the count is taken in each
// checkout's transaction, so exactly fifty orders carry it, whatever the interleaving.

const CUSTOMERS = 200;
const USES = 50;

let shop: TestApp;
let owner: SignedIn;
let customers: SignedIn[];
let product: Product;

beforeAll(async () => {
  shop = await createTestApp({ seeded: true, env: { ORDER_LIMIT_PER_USER_PER_MINUTE: '1000' } });
  await saveOrderLimits(shop.database.db, { perProduct: 1000, total: 1000 });
  owner = await signUpOwner(shop.app, shop.database.db);
  product = (await call(shop, undefined, 'GET', '/api/product?pageSize=1')).json<
    Product[]
  >()[0] as Product;
  await setStock(shop, { [product._id]: CUSTOMERS * 2 });
  customers = [];
  // A few at a time: password hashing admits only a few sign-ups at once.
  for (let i = 0; i < CUSTOMERS; i += 4) {
    const batch = [0, 1, 2, 3].map((j) => signUpAs(shop.app, { name: `Racer ${i + j}` }));
    customers.push(...(await Promise.all(batch)));
  }
}, 300_000);
afterAll(() => shop.close());

async function usesAndCarriers(couponId: string, code: string) {
  const { rows } = await shop.database.pool.query<{ uses: number; rows: number; live: number }>(
    `select c.uses,
       (select count(*)::int from coupon_uses u where u.coupon_id = c.id) as rows,
       (select count(*)::int from orders o where o.coupon_code = $2 and o.status <> 'cancelled') as live
     from coupons c where c.id = $1`,
    [couponId, code],
  );
  return rows[0];
}

test(`${CUSTOMERS} customers check out at once with a coupon of ${USES} uses: exactly ${USES} orders carry it`, async () => {
  const created = await call(shop, owner, 'POST', '/api/admin/coupons', {
    code: 'RACE-50',
    kind: 'amount',
    value: 300,
    maxUses: USES,
  });
  const coupon = created.json<Coupon>();

  const answers = await Promise.all(
    customers.map((customer) =>
      checkoutAs(
        shop,
        customer,
        checkoutBody({ items: [{ productId: product._id, quantity: 1 }], couponCode: 'race-50' }),
        randomUUID(),
      ),
    ),
  );

  const placed = answers.filter((a) => a.statusCode === 201).map((a) => a.json<CheckoutResult>());
  const refused = answers.filter((a) => a.statusCode !== 201);
  expect(placed).toHaveLength(USES);
  expect(placed.every((order) => order.discount === 300 && order.couponCode === 'RACE-50')).toBe(
    true,
  );
  expect(refused.map((a) => [a.statusCode, a.json<CouponRefusal>().reason])).toEqual(
    Array.from({ length: CUSTOMERS - USES }, () => [409, 'used-up']),
  );
  expect(await usesAndCarriers(coupon.id, coupon.code)).toEqual({
    uses: USES,
    rows: USES,
    live: USES,
  });

  // Ten customers cancel; their uses come back and ten more customers get the coupon.
  const placedBy = answers.flatMap((answer, i) =>
    answer.statusCode === 201
      ? [{ customer: customers[i] as SignedIn, order: answer.json<CheckoutResult>() }]
      : [],
  );
  for (const { customer, order } of placedBy.slice(0, 10)) {
    const answer = await call(shop, customer, 'PATCH', `/api/orders/${order.orderId}`, {
      status: 'cancelled',
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }
  expect(await usesAndCarriers(coupon.id, coupon.code)).toEqual({
    uses: USES - 10,
    rows: USES - 10,
    live: USES - 10,
  });
  const late = answers.flatMap((a, i) => (a.statusCode === 201 ? [] : [customers[i] as SignedIn]));
  const second = await Promise.all(
    late
      .slice(0, 30)
      .map((customer) =>
        checkoutAs(
          shop,
          customer,
          checkoutBody({ items: [{ productId: product._id, quantity: 1 }], couponCode: 'RACE-50' }),
          randomUUID(),
        ),
      ),
  );
  expect(second.filter((a) => a.statusCode === 201)).toHaveLength(10);
  expect(await usesAndCarriers(coupon.id, coupon.code)).toEqual({
    uses: USES,
    rows: USES,
    live: USES,
  });
}, 300_000);
