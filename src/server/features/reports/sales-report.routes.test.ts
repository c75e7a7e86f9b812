import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apportion } from '../../../shared/discount-shares.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import type { SalesReport, StockFigures } from '../../../shared/schemas/sales-report.ts';
import { signUpAs, type SignedIn } from '../../test/auth-test-helpers.ts';
import { call, couponOf } from '../../test/checkout-test-helpers.ts';
import { testWebBuild } from '../../pages/test-web-build.ts';
import { placeDatedOrder } from '../../test/dated-order.ts';
import { moveBody } from '../../test/order-moves.ts';
import { startPaymentShop, type PaymentShop } from '../../test/payment-test-helpers.ts';

// The sales report through the real API on a real database: a known November of orders,
// placed through checkout (so each line keeps the cost it was sold at), then dated to chosen
// Dhaka moments. Every figure is worked out here by hand from what the orders were.

let shop: PaymentShop;
let a: Product;
let b: Product;
let admin: SignedIn;
const COST_EARLY = 1000;
const COST_LATE = 1500;
const ids: Record<string, string> = {};
const deliveryCharges: Record<string, number> = {};
/** A cost set after the month, to look for in public answers. */
const COST_AFTER = 987_653;

const report = (query: string, as: SignedIn = admin) =>
  call(shop, as, 'GET', `/api/admin/reports/sales${query}`);

/** Places one order of `items` by a new customer and dates it at `at` (a UTC instant). */
async function place(
  name: string,
  at: string,
  items: { product: Product; quantity: number }[],
  extra: Record<string, unknown> = {},
) {
  const result = await placeDatedOrder(shop, at, items, extra);
  ids[name] = result.orderId;
  deliveryCharges[name] = result.deliveryCharge ?? 0;
  return result;
}

async function move(name: string, ...statuses: string[]) {
  for (const status of statuses) {
    const moved = await call(shop, admin, 'PATCH', `/api/orders/${ids[name]}`, moveBody(status));
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

async function setCost(product: Product, costPrice: number | null) {
  const saved = await call(shop, admin, 'PATCH', `/api/products/${product._id}`, { costPrice });
  expect(saved.statusCode, saved.body).toBe(200);
}

let couponDiscount = 0;
let couponCode = '';

beforeAll(async () => {
  shop = await startPaymentShop({ webDir: await testWebBuild() });
  admin = shop.admin;
  [a, b] = shop.products as [Product, Product];
  await setCost(a, COST_EARLY);
  await setCost(b, null);
  const chattogram = {
    address: { district: 'Chattogram', area: 'Agrabad', line: 'House 9, Road 3, Agrabad' },
  };
  // 1 Nov 00:10 in Dhaka is still 31 Oct in UTC: it belongs to November.
  await place('first', '2026-10-31T18:10:00Z', [{ product: a, quantity: 2 }]);
  const offer = await couponOf(shop, admin, { kind: 'amount', value: 500 });
  couponCode = offer.code;
  const withCoupon = await place(
    'coupon',
    '2026-11-10T06:00:00Z',
    [
      { product: a, quantity: 1 },
      { product: b, quantity: 1 },
    ],
    { couponCode: offer.code, ...chattogram },
  );
  couponDiscount = withCoupon.discount;
  // The cost changes mid-month: later lines keep the new one, earlier ones the old.
  await setCost(a, COST_LATE);
  await place('bkash', '2026-11-15T06:00:00Z', [{ product: a, quantity: 1 }], {
    paymentMethod: 'bkash',
  });
  await place('cancelled', '2026-11-16T06:00:00Z', [{ product: b, quantity: 3 }]);
  await move('cancelled', 'cancelled');
  await place('returned', '2026-11-17T06:00:00Z', [{ product: a, quantity: 1 }]);
  await move('returned', 'confirmed', 'shipped', 'returned');
  await place('delivered', '2026-11-18T06:00:00Z', [{ product: b, quantity: 1 }], chattogram);
  await move('delivered', 'confirmed', 'shipped', 'delivered');
  // 30 Nov 23:50 in Dhaka is November; 1 Dec 00:05 in Dhaka is not, though UTC says 30 Nov.
  await place('lastMinute', '2026-11-30T17:50:00Z', [{ product: b, quantity: 1 }]);
  await place('december', '2026-11-30T18:05:00Z', [{ product: b, quantity: 4 }]);
  // 31 Oct 23:59 in Dhaka: the previous period (2 to 31 October).
  await place('october', '2026-10-31T17:59:00Z', [{ product: a, quantity: 1 }]);
  // Costs changed after the month do not rewrite it.
  await setCost(a, COST_AFTER);
});
afterAll(() => shop.close());

describe('the sales report over a known November', () => {
  test('totals, the previous period and margins follow the one definition of revenue', async () => {
    const answer = await report('?from=2026-11-01&to=2026-11-30&compare=previous');
    expect(answer.statusCode, answer.body).toBe(200);
    const sales = answer.json<SalesReport>();
    // Sales: first (2a), coupon (a+b less the coupon), bkash (a), delivered (b), lastMinute (b).
    const revenue = 2 * a.price + (a.price + b.price - couponDiscount) + a.price + 2 * b.price;
    expect(sales).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
      previousFrom: '2026-10-02',
      previousTo: '2026-10-31',
    });
    expect(couponDiscount).toBe(500);
    // The coupon's 500 is shared between a and b in proportion to their prices.
    const [aShare = 0] = apportion(500, [a.price, b.price]);
    const costed = 2 * a.price + (a.price - aShare) + a.price;
    const cost = 2 * COST_EARLY + COST_EARLY + COST_LATE;
    expect(sales.totals).toEqual({
      orders: 5,
      units: 7,
      revenue,
      discount: 500,
      deliveryCharges: ['first', 'coupon', 'bkash', 'delivered', 'lastMinute']
        .map((name) => deliveryCharges[name] ?? 0)
        .reduce((sum, charge) => sum + charge, 0),
      averageOrder: Math.round(revenue / 5),
      returnedOrders: 1,
      cancelledOrders: 1,
      grossMargin: costed - cost,
      revenueWithoutCost: revenue - costed,
    });
    expect(sales.previous).toMatchObject({
      orders: 1,
      units: 1,
      revenue: a.price,
      grossMargin: a.price - COST_LATE,
    });
  });

  test('by day over Dhaka days, by payment method, district, courier, coupon and product', async () => {
    const sales = (await report('?from=2026-11-01&to=2026-11-30')).json<SalesReport>();
    expect(sales.byDay).toHaveLength(30);
    expect(sales.byDay[0]).toEqual({ day: '2026-11-01', orders: 1, revenue: 2 * a.price });
    expect(sales.byDay.find((day) => day.day === '2026-11-30')).toEqual({
      day: '2026-11-30',
      orders: 1,
      revenue: b.price,
    });
    expect(sales.byDay.find((day) => day.day === '2026-11-16')).toEqual({
      day: '2026-11-16',
      orders: 0,
      revenue: 0,
    });
    expect(sales.byPaymentMethod).toEqual(
      expect.arrayContaining([
        { method: 'bkash', orders: 1, revenue: a.price },
        { method: 'cod', orders: 4, revenue: sales.totals.revenue - a.price },
      ]),
    );
    expect(sales.byDistrict).toEqual(
      expect.arrayContaining([
        { district: 'Chattogram', orders: 2, revenue: a.price + 2 * b.price - 500 },
        { district: 'Rajshahi', orders: 3, revenue: 3 * a.price + b.price },
      ]),
    );
    expect(sales.byCourier).toEqual([{ courier: 'Pathao', shipped: 2, delivered: 1, returned: 1 }]);
    expect(sales.coupons).toEqual([{ code: couponCode, uses: 1, discount: 500 }]);
    const top = Object.fromEntries(sales.topProducts.map((p) => [p.productId, p]));
    expect(top[a._id]).toMatchObject({ units: 4, margin: expect.any(Number) });
    // b was never given a cost: its margin is unknown, not zero.
    expect(top[b._id]).toMatchObject({ units: 3, margin: null });
    const categories = sales.byCategory.reduce((sum, row) => sum + row.revenue, 0);
    expect(categories).toBe(sales.totals.revenue);
    const brands = sales.byBrand.reduce((sum, row) => sum + row.units, 0);
    expect(brands).toBe(sales.totals.units);
  });

  test('an empty period answers zeros and empty lists, never an error', async () => {
    const answer = await report('?from=2020-01-01&to=2020-01-07');
    expect(answer.statusCode, answer.body).toBe(200);
    const sales = answer.json<SalesReport>();
    expect(sales.totals).toMatchObject({ orders: 0, revenue: 0, averageOrder: 0 });
    expect(sales.totals.grossMargin).toBeNull();
    expect(sales.byDay).toHaveLength(7);
    expect(sales.byCategory).toEqual([]);
  });
});

describe('bad input and who may ask', () => {
  test.each([
    ['?from=2026-11-30&to=2026-11-01', 'to must not be before from'],
    ['?from=2020-01-01&to=2026-11-01', 'to must be at most 3 years after from'],
    ['?from=yesterday', 'from must be a date like 2026-11-30'],
    ['?to=2026-02-30', 'to must be a date like 2026-11-30'],
    ['?compare=last-year', 'compare must be previous'],
  ])('%s is refused with a 400 naming the field', async (query, message) => {
    const answer = await report(query);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain(message);
  });

  test('customers are refused (403), visitors asked to sign in (401)', async () => {
    const customer = await signUpAs(shop.app, { name: 'Curious Customer' });
    expect((await report('', customer)).statusCode).toBe(403);
    expect((await call(shop, undefined, 'GET', '/api/admin/reports/sales')).statusCode).toBe(401);
    expect((await call(shop, customer, 'GET', '/api/admin/reports/stock')).statusCode).toBe(403);
  });
});

describe('stock figures and the cost price kept from the public', () => {
  test('stock value at cost and at price', async () => {
    const answer = await call(shop, admin, 'GET', '/api/admin/reports/stock');
    expect(answer.statusCode, answer.body).toBe(200);
    const { rows } = await shop.database.pool.query<{ at_price: string; at_cost: string }>(
      `select sum(stock::bigint * price_tk)::text as at_price,
              sum(stock::bigint * cost_price_tk)::text as at_cost
         from products where deleted_at is null`,
    );
    const figures = answer.json<StockFigures>();
    expect(figures.valueAtPrice).toBe(Number(rows[0]?.at_price));
    expect(figures.valueAtCost).toBe(Number(rows[0]?.at_cost));
    // a sold 5 kept units in the last 30 days? Its orders are dated November 2026, so the
    // pace is read from what was sold, whatever the date of the test run.
    expect(figures.unitsWithoutCost).toBeGreaterThan(0);
  });

  test('no public answer or page shows a cost price', async () => {
    const pages = [
      `/api/product/${a._id}`,
      `/api/product?pageSize=50`,
      `/products/${a.slug}`,
      '/',
      '/products',
    ];
    for (const url of pages) {
      const answer = await shop.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).not.toMatch(/cost_?price/i);
      expect(answer.body, url).not.toMatch(new RegExp(`\\b${COST_AFTER}\\b`));
    }
  });

  test('a bad cost price is refused and changes nothing', async () => {
    const answer = await call(shop, admin, 'PATCH', `/api/products/${a._id}`, { costPrice: -5 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain('Cost price');
    const { rows } = await shop.database.pool.query<{ cost: number }>(
      'select cost_price_tk as cost from products where id = $1',
      [a._id],
    );
    expect(rows[0]?.cost).toBe(COST_AFTER);
  });
});
