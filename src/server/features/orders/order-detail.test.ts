import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { CheckoutResult } from '../../../shared/schemas/checkout.ts';
import type { OrderDetail, OrderSummary } from '../../../shared/schemas/order-detail.ts';
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
import { saveOrderLimits } from './order-limits.service.ts';
import { moveBody } from '../../test/order-moves.ts';

let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let stranger: SignedIn;
let catalogue: Product[];

beforeAll(async () => {
  shop = await createTestApp({ seeded: true, env: { ORDER_LIMIT_PER_USER_PER_MINUTE: '1000' } });
  await saveOrderLimits(shop.database.db, { perProduct: 1000, total: 1000 });
  admin = await signUpOwner(shop.app, shop.database.db, { name: 'Shop Admin' });
  customer = await signUpAs(shop.app, { name: 'Order Customer' });
  stranger = await signUpAs(shop.app, { name: 'Someone Else' });
  catalogue = (await call(shop, undefined, 'GET', '/api/product?pageSize=3')).json<Product[]>();
});
afterAll(() => shop.close());

const ids = () => catalogue.map((p) => p._id);
beforeEach(() => setStock(shop, Object.fromEntries(ids().map((id) => [id, 10]))));

async function placeThreeLines(): Promise<CheckoutResult> {
  const items = ids().map((productId) => ({ productId, quantity: 2 }));
  const answer = await checkoutAs(shop, customer, checkoutBody({ items, note: 'Call first' }));
  expect(answer.statusCode).toBe(201);
  return answer.json<CheckoutResult>();
}

const detail = (id: string, as: SignedIn = customer) => call(shop, as, 'GET', `/api/orders/${id}`);
const move = (id: string, status: string, as: SignedIn = admin) =>
  call(shop, as, 'PATCH', `/api/orders/${id}`, moveBody(status));
const stepBack = (id: string, reason: string, as: SignedIn = admin) =>
  call(shop, as, 'POST', `/api/orders/${id}/step-back`, { reason });

describe('GET /api/orders/:id', () => {
  test('its owner sees lines, contact, delivery, payment and the timeline', async () => {
    const placed = await placeThreeLines();
    const answer = await detail(placed.orderId);
    expect(answer.statusCode).toBe(200);
    const order = answer.json<OrderDetail>();
    expect(order).toMatchObject({
      _id: placed.orderId,
      orderNumber: placed.orderNumber,
      lineCount: 3,
      quantity: 6,
      subtotal: placed.subtotal,
      total: placed.total,
      contact: { name: 'Rahim Uddin', phone: '01712345678', email: customer.user.email },
      delivery: {
        method: 'home',
        district: 'Rajshahi',
        area: 'Boalia',
        charge: placed.deliveryCharge,
      },
      payment: { method: 'cod', status: 'due' },
      note: 'Call first',
    });
    // The lines as checkout answered them, each with the warranty it was sold with and the
    // serials recorded so far (none before packing; the warranty desk's tests record them).
    expect(
      order.lines.map(({ warranty: _warranty, serialTracked: _tracked, serials, ...line }) => {
        expect(serials).toEqual([]);
        return line;
      }),
    ).toEqual(placed.lines);
    for (const line of order.lines) {
      expect(line.warranty).toEqual({ months: expect.any(Number), kind: expect.any(String) });
    }
    expect(order.events).toEqual([
      expect.objectContaining({
        status: 'pending',
        actor: { role: 'customer', name: 'Order Customer' },
      }),
    ]);
    expect((await detail(placed.orderId, admin)).statusCode).toBe(200);
  });

  test('another customer is told there is no such order', async () => {
    const placed = await placeThreeLines();
    expect((await detail(placed.orderId, stranger)).statusCode).toBe(404);
    expect((await detail(randomUUID())).statusCode).toBe(404);
  });
});

describe('the order’s life and its payment', () => {
  test('every line of a delivered order makes its product’s review a verified purchase', async () => {
    const { orderId } = await placeThreeLines();
    const last = ids()[2] as string;
    const review = { productId: last, phone: '01712345678', comment: 'Runs cool', rating: 5 };
    expect((await call(shop, customer, 'POST', '/api/reviews', review)).statusCode).toBe(200);
    const verified = async () =>
      (await call(shop, undefined, 'GET', `/api/reviews?productId=${last}`))
        .json<{ userName: string; verifiedPurchase: boolean }[]>()
        .find((r) => r.userName === 'Order Customer')?.verifiedPurchase;
    expect(await verified()).toBe(false);
    for (const status of ['confirmed', 'shipped', 'delivered']) await move(orderId, status);
    expect(await verified()).toBe(true);
  });

  test('delivered cash on delivery is paid; each move is in the timeline, oldest first', async () => {
    const { orderId } = await placeThreeLines();
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      expect((await move(orderId, status)).statusCode).toBe(200);
    }
    const order = (await detail(orderId)).json<OrderDetail>();
    expect(order.payment).toEqual({ method: 'cod', status: 'paid' });
    expect(order.events.map((e) => [e.status, e.actor.role])).toEqual([
      ['pending', 'customer'],
      ['confirmed', 'admin'],
      ['shipped', 'admin'],
      ['delivered', 'admin'],
    ]);
  });

  test('a customer’s cancel puts every line back once and voids the payment', async () => {
    const { orderId } = await placeThreeLines();
    expect(await stocksOf(shop, ids())).toEqual(Object.fromEntries(ids().map((id) => [id, 8])));
    const answers = await Promise.all([
      move(orderId, 'cancelled', customer),
      move(orderId, 'cancelled', customer),
      move(orderId, 'cancelled', admin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await stocksOf(shop, ids())).toEqual(Object.fromEntries(ids().map((id) => [id, 10])));
    const order = (await detail(orderId)).json<OrderDetail>();
    expect(order.payment.status).toBe('void');
    expect(order.events.map((e) => e.status)).toEqual(['pending', 'cancelled']);
    expect(await ledgerProblems(shop)).toEqual([]);
  });
});

describe('POST /api/orders/:id/step-back', () => {
  test('moves a shipped order back to confirmed with the reason in its timeline', async () => {
    const { orderId } = await placeThreeLines();
    await move(orderId, 'confirmed');
    await move(orderId, 'shipped');
    const answer = await stepBack(orderId, 'Courier did not collect the parcel');
    expect(answer.statusCode).toBe(200);
    const order = answer.json<OrderDetail>();
    expect(order.status).toBe('confirmed');
    expect(order.events.at(-1)).toMatchObject({
      status: 'confirmed',
      note: 'Courier did not collect the parcel',
      actor: { role: 'admin', name: 'Shop Admin' },
    });
    expect(await stocksOf(shop, ids())).toEqual(Object.fromEntries(ids().map((id) => [id, 8])));
  });

  test('back from delivered makes cash on delivery due again', async () => {
    const { orderId } = await placeThreeLines();
    for (const status of ['confirmed', 'shipped', 'delivered']) await move(orderId, status);
    const order = (await stepBack(orderId, 'Marked delivered by mistake')).json<OrderDetail>();
    expect(order).toMatchObject({ status: 'shipped', payment: { status: 'due' } });
  });

  test('a cancelled or pending order cannot step back, and stock is untouched', async () => {
    const { orderId } = await placeThreeLines();
    expect((await stepBack(orderId, 'No step before pending')).statusCode).toBe(409);
    await move(orderId, 'cancelled');
    const refused = await stepBack(orderId, 'Customer changed their mind');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('cancelled');
    expect(await stocksOf(shop, ids())).toEqual(Object.fromEntries(ids().map((id) => [id, 10])));
    expect(await ledgerProblems(shop)).toEqual([]);
  });

  test('only admins step orders back, and only with a reason', async () => {
    const { orderId } = await placeThreeLines();
    await move(orderId, 'confirmed');
    expect((await stepBack(orderId, 'Please', customer)).statusCode).toBe(403);
    expect((await stepBack(orderId, '')).statusCode).toBe(400);
    expect((await detail(orderId)).json<OrderDetail>().status).toBe('confirmed');
  });
});

test('the detail gives the street line once, apart from its area and district', async () => {
  const placed = await checkoutAs(
    shop,
    customer,
    checkoutBody({
      items: [{ productId: ids()[0], quantity: 1 }],
      address: { district: 'Sylhet', area: 'Zindabazar', line: 'House 4, Road 2' },
    }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = (await detail(placed.json<CheckoutResult>().orderId)).json<OrderDetail>();
  expect(order.delivery).toMatchObject({
    line: 'House 4, Road 2',
    area: 'Zindabazar',
    district: 'Sylhet',
  });
  // Lists and mails keep the whole address as one text.
  expect(order.address).toBe('House 4, Road 2, Zindabazar, Sylhet');
});

describe('Manage Orders filters', () => {
  test('by status, payment method, district, order number and phone', async () => {
    const placed = await placeThreeLines();
    const dhaka = await checkoutAs(
      shop,
      customer,
      checkoutBody({
        items: [{ productId: ids()[0], quantity: 1 }],
        contact: { name: 'Karim', phone: '01998765432' },
        address: { district: 'Dhaka', area: 'Mirpur', line: 'Road 10' },
      }),
    );
    const other = dhaka.json<CheckoutResult>();
    await move(other.orderId, 'confirmed');
    const list = async (query: string) =>
      (await call(shop, admin, 'GET', `/api/orders?${query}`))
        .json<OrderSummary[]>()
        .map((o) => o._id);
    const inDhaka = await list('district=Dhaka');
    expect(inDhaka).toContain(other.orderId);
    expect(inDhaka).not.toContain(placed.orderId);
    expect(await list('district=ঢাকা')).toEqual(inDhaka);
    const inRajshahi = await list('district=Rajshahi');
    expect(inRajshahi).toContain(placed.orderId);
    expect(inRajshahi).not.toContain(other.orderId);
    const confirmed = await list('status=confirmed');
    expect(confirmed).toContain(other.orderId);
    expect(confirmed).not.toContain(placed.orderId);
    expect(await list(`q=${placed.orderNumber}`)).toEqual([placed.orderId]);
    expect(await list(`q=${Number(placed.orderNumber.slice(3))}`)).toEqual([placed.orderId]);
    expect(await list('q=01998765432')).toEqual([other.orderId]);
    expect(await list('q=nothing')).toEqual([]);
    expect(await list('paymentMethod=cod')).toEqual(
      expect.arrayContaining([placed.orderId, other.orderId]),
    );
    expect(await list('paymentMethod=bkash')).toEqual([]);
    const bad = await call(shop, admin, 'GET', '/api/orders?paymentMethod=cheque');
    expect(bad.statusCode).toBe(400);
  });
});

describe('the spec’s POST /api/order goes through the same ordering', () => {
  const specOrder = (extra: object = {}) =>
    call(shop, customer, 'POST', '/api/order', {
      productId: ids()[0],
      quantity: 2,
      phone: '01712345678',
      address: 'House 9, Road 3, Uttara, Dhaka',
      price: 1,
      ...extra,
    });

  test('without a district: a one-line home delivery to the district its address names, with its charge', async () => {
    const answer = await specOrder();
    expect(answer.statusCode).toBe(201);
    const { insertedId, order } = answer.json<{ insertedId: string; order: OrderSummary }>();
    const charge = order.deliveryCharge ?? NaN;
    expect(order).toMatchObject({
      productId: ids()[0],
      price: catalogue[0]?.price,
      quantity: 2,
      total: 2 * (catalogue[0]?.price ?? 0) + charge,
      address: 'House 9, Road 3, Uttara, Dhaka',
      status: 'pending',
      district: 'Dhaka',
      deliveryMethod: 'home',
      lineCount: 1,
    });
    const withDistrict = await specOrder({ district: 'Dhaka' });
    expect(withDistrict.json<{ order: OrderSummary }>().order.deliveryCharge).toBe(charge);
    const full = (await detail(insertedId)).json<OrderDetail>();
    expect(full.lines).toHaveLength(1);
    expect(full.delivery).toMatchObject({ method: 'home', district: 'Dhaka', charge });
    expect(await ledgerProblems(shop)).toEqual([]);
  });

  test('without a district, an address that names none is a 400 asking for it, and nothing is ordered', async () => {
    const before = await shop.database.pool.query('select count(*) from orders');
    const answer = await specOrder({ address: 'House 9, Road 3, Uttara' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ issues: Record<string, string> }>().issues.district).toMatch(
      /^choose the district/,
    );
    expect(await shop.database.pool.query('select count(*) from orders')).toMatchObject({
      rows: before.rows,
    });
    expect(await ledgerProblems(shop)).toEqual([]);
  });

  test('with the modal’s district: the district’s home delivery charge', async () => {
    const answer = await specOrder({ district: 'Dhaka' });
    expect(answer.statusCode).toBe(201);
    const { order } = answer.json<{ order: OrderSummary }>();
    expect(order.deliveryCharge).not.toBeNull();
    expect(order.total).toBe(2 * (catalogue[0]?.price ?? 0) + (order.deliveryCharge ?? 0));
    expect((await specOrder({ district: 'Narnia' })).statusCode).toBe(400);
  });
});
