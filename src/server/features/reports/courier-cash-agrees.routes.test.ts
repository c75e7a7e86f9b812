import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckoutResult } from '../../../shared/schemas/checkout.ts';
import type { CashReport } from '../../../shared/schemas/courier-cash.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import type { SalesReport } from '../../../shared/schemas/sales-report.ts';
import { signUpAs } from '../../test/auth-test-helpers.ts';
import { call, checkoutAs, checkoutBody, couponOf } from '../../test/checkout-test-helpers.ts';
import { writeShipmentState } from '../../test/courier-test-helpers.ts';
import { moveBody } from '../../test/order-moves.ts';
import { startPaymentShop, type PaymentShop } from '../../test/payment-test-helpers.ts';

// The courier cash page and the sales report count the same orders alike: what a courier
// should collect for the parcels it delivered is the report's revenue plus the delivery
// charges of those orders (cash on delivery, nothing paid ahead), and a returned parcel is
// neither cash expected nor revenue. Orders are placed through checkout and moved through
// the order life; each parcel is written as booking leaves it (its cash to collect is the
// order's own figure) and settled on the day the order was placed.

const DAY = '2026-09-15';
const AT = '2026-09-15T06:00:00Z';

let shop: PaymentShop;
let a: Product;
let b: Product;

async function place(items: { product: Product; quantity: number }[], extra = {}) {
  const customer = await signUpAs(shop.app, { name: 'Cash Buyer' });
  const body = checkoutBody({
    items: items.map(({ product, quantity }) => ({ productId: product._id, quantity })),
    ...extra,
  });
  const placed = await checkoutAs(shop, customer, body);
  expect(placed.statusCode, placed.body).toBe(201);
  const { orderId } = placed.json<CheckoutResult>();
  await shop.database.pool.query('update orders set created_at = $2 where id = $1', [orderId, AT]);
  return orderId;
}

const move = async (orderId: string, status: string) => {
  const moved = await call(shop, shop.admin, 'PATCH', `/api/orders/${orderId}`, moveBody(status));
  expect(moved.statusCode, moved.body).toBe(200);
};

async function settle(orderId: string, end: 'delivered' | 'returned') {
  await move(orderId, 'confirmed');
  // Booked as booking writes it: the order's cash to collect at that moment.
  await shop.database.pool.query(
    `insert into shipments (order_id, courier, invoice, consignment_id, tracking_code,
       cash_to_collect_tk, state)
     select o.id, 'steadfast', o.number::text, 'C-' || o.number, 'T-' || o.number,
       o.cash_to_collect_tk, 'booked'
     from orders o where o.id = $1`,
    [orderId],
  );
  await move(orderId, 'shipped');
  await move(orderId, end);
  // Settled as the status duty records it: the cash in full, or nothing for a return.
  await writeShipmentState(
    shop.database.pool,
    `update shipments set state = $2, delivery_fee_tk = 60, updated_at = $3,
       cash_collected_tk = case when $2 = 'delivered' then cash_to_collect_tk else 0 end
     where order_id = $1`,
    [orderId, end, AT],
  );
}

beforeAll(async () => {
  shop = await startPaymentShop();
  [a, b] = shop.products as [Product, Product];
  const offer = await couponOf(shop, shop.admin, { kind: 'amount', value: 300 });
  await settle(await place([{ product: a, quantity: 2 }]), 'delivered');
  await settle(
    await place(
      [
        { product: a, quantity: 1 },
        { product: b, quantity: 1 },
      ],
      { couponCode: offer.code },
    ),
    'delivered',
  );
  await settle(await place([{ product: b, quantity: 1 }]), 'returned');
});
afterAll(() => shop.close());

describe('the courier cash page and the sales report', () => {
  test('agree on the same orders: cash expected is revenue plus delivery charges', async () => {
    const cash = await call(
      shop,
      shop.admin,
      'GET',
      `/api/admin/couriers/cash?from=${DAY}&to=${DAY}`,
    );
    expect(cash.statusCode, cash.body).toBe(200);
    const sales = await call(
      shop,
      shop.admin,
      'GET',
      `/api/admin/reports/sales?from=${DAY}&to=${DAY}`,
    );
    expect(sales.statusCode, sales.body).toBe(200);
    const { totals } = sales.json<SalesReport>();
    const steadfast = cash.json<CashReport>().couriers.find((c) => c.courier === 'steadfast');

    expect(totals).toMatchObject({ orders: 2, returnedOrders: 1 });
    // Both parts of the cash are there to be told apart: a coupon and delivery charges.
    expect(totals.discount).toBeGreaterThan(0);
    expect(totals.deliveryCharges).toBeGreaterThan(0);
    expect(totals.revenue).toBe(3 * a.price + b.price - totals.discount);
    expect(steadfast).toMatchObject({
      delivered: totals.orders,
      returned: totals.returnedOrders,
      cashToCollectTk: totals.revenue + totals.deliveryCharges,
      cashCollectedTk: totals.revenue + totals.deliveryCharges,
      differences: [],
    });
  });
});
