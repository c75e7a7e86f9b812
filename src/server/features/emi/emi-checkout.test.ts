import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckoutResult } from '../../../shared/schemas/checkout.ts';
import { checkoutBody } from '../../test/checkout-test-helpers.ts';
import {
  callsTo,
  orderOf,
  paymentsOf,
  startPaymentShop,
  stockOf,
  visit,
  type PaymentShop,
} from '../../test/payment-test-helpers.ts';

// Card EMI at checkout against the SSLCommerz simulator over real HTTP (decision 086): priced
// at the regular price plus delivery, the session asking for EMI, the order recording the
// plan; every refusal a 400 that takes nothing; a refund as for any card payment.

let shop: PaymentShop;
let productId: string;
const REGULAR = 48_000;
const PRICE = 45_000;

const cityBank = {
  bank: 'City Bank',
  months: [3, 6, 12],
  feePercent: { '12': 3.5 },
  minAmount: 10_000,
  enabled: true,
};

beforeAll(async () => {
  shop = await startPaymentShop();
  productId = shop.products[0]!._id;
  // A graphics card on sale: EMI is sold at its regular price.
  await shop.database.pool.query(
    'update products set price_tk = $2, regular_price_tk = $3 where id = $1',
    [productId, PRICE, REGULAR],
  );
  const saved = await shop.app.inject({
    method: 'PUT',
    url: '/api/admin/emi-plans',
    headers: shop.admin.headers,
    payload: [cityBank],
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => shop.close());

const checkout = (fields: Record<string, unknown>, quantity = 1) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...shop.customer.headers, 'idempotency-key': randomUUID() },
    payload: checkoutBody({
      paymentMethod: 'emi',
      emi: { bank: 'City Bank', months: 12 },
      items: [{ productId, quantity }],
      ...fields,
    }),
  });

const sessions = () => callsTo(shop.ssl, 'gwprocess/v4/api.php');

describe('paying with card EMI', () => {
  test('12 months with City Bank: regular price plus delivery, EMI asked of SSLCommerz, the plan on the order; then a refund', async () => {
    const answer = await checkout({});
    expect(answer.statusCode, answer.body).toBe(201);
    const placed = answer.json<CheckoutResult>();
    expect(placed.lines[0]?.unitPrice).toBe(REGULAR);
    const delivery = placed.deliveryCharge as number;
    expect(placed.total).toBe(REGULAR + delivery);
    const monthly = Math.ceil((placed.total + Math.ceil((placed.total * 350) / 10000)) / 12);
    expect(placed.emi).toEqual({ bank: 'City Bank', months: 12, monthly });
    expect(placed.payment).toMatchObject({ method: 'sslcommerz', status: 'initiated' });

    const session = shop.ssl.calls.filter((call) => call.path === '/gwprocess/v4/api.php').at(-1);
    expect(session?.body).toMatchObject({
      total_amount: `${placed.total}.00`,
      emi_option: '1',
      emi_max_inst_option: '12',
      emi_selected_inst: '12',
    });
    const page = await visit(shop, String(placed.payment.redirectUrl));
    expect(page.body).toContain('card EMI: 12 months');

    const tranId = (await paymentsOf(shop, placed.orderId)).payments[0]?.reference as string;
    const back = await shop.ssl.customer(tranId, 'pay');
    expect(back.fields.emi_instalment).toBe('12');
    const order = await orderOf(shop, placed.orderId);
    expect(order.payment.status).toBe('paid');
    expect(order.emi).toEqual({ bank: 'City Bank', months: 12, monthly });

    const refunded = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.orderId}/refunds`,
      headers: shop.admin.headers,
      payload: { amount: placed.total, reason: 'Customer returned the card' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().payments[0]).toMatchObject({
      status: 'refunded',
      refunded: placed.total,
    });
    expect(callsTo(shop.ssl, 'merchantTransIDvalidationAPI.php')).toBeGreaterThan(0);
  });
});

describe('card EMI refused, with nothing taken', () => {
  test.each([
    [
      { emi: { bank: 'Dutch-Bangla', months: 12 } },
      1,
      'emi.bank: card EMI is not offered with Dutch-Bangla',
    ],
    [
      { emi: { bank: 'City Bank', months: 24 } },
      1,
      'City Bank offers card EMI over 3, 6, 12 months, not 24',
    ],
    [{ couponCode: 'EID10' }, 1, 'coupons do not apply to card EMI'],
    [{ emi: undefined }, 1, 'choose the bank and the months'],
  ])('%j', async (fields, quantity, why) => {
    const stock = await stockOf(shop);
    const before = sessions();
    const answer = await checkout(fields, quantity);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(why);
    expect(await stockOf(shop)).toBe(stock);
    expect(sessions()).toBe(before);
  });

  test('below the plan’s minimum', async () => {
    const cheap = shop.products[1]!._id;
    await shop.database.pool.query(
      'update products set price_tk = 6000, regular_price_tk = null where id = $1',
      [cheap],
    );
    const before = sessions();
    const answer = await checkout({ items: [{ productId: cheap, quantity: 1 }] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(
      /card EMI with City Bank is for orders of at least Tk 10,000; this order is Tk 6,\d{3}/,
    );
    expect(sessions()).toBe(before);
  });

  test('a product kept out of EMI', async () => {
    await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/emi-exclusions',
      headers: shop.admin.headers,
      payload: { productIds: [productId] },
    });
    try {
      const answer = await checkout({});
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toContain('not sold on card EMI');
    } finally {
      await shop.app.inject({
        method: 'PUT',
        url: '/api/admin/emi-exclusions',
        headers: shop.admin.headers,
        payload: { productIds: [] },
      });
    }
  });
});
