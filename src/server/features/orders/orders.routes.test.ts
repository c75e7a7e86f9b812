import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Order } from '../../../shared/schemas/order.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { messages } from '../../../shared/messages.ts';
import { orders, products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type SignedIn, signUpAs, signUpOwner } from '../../test/auth-test-helpers.ts';
import { saveOrderLimits } from './order-limits.service.ts';
import { moveBody } from '../../test/order-moves.ts';

let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let otherCustomer: SignedIn;
let product: Product;

beforeAll(async () => {
  // These tests place many orders per customer in seconds; the flood limit and the
  // limits on units held in unconfirmed orders have their own tests
  // (security/abuse-limits.test.ts, order-holds.test.ts).
  shop = await createTestApp({ seeded: true, env: { ORDER_LIMIT_PER_USER_PER_MINUTE: '1000' } });
  await saveOrderLimits(shop.database.db, { perProduct: 1000, total: 1000 });
  admin = await signUpOwner(shop.app, shop.database.db);
  customer = await signUpAs(shop.app, { name: 'Nusrat Jahan' });
  otherCustomer = await signUpAs(shop.app, { name: 'Arif Hossain' });
  const listed = await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=1' });
  product = listed.json<Product[]>()[0] as Product;
});
afterAll(() => shop.close());

const validOrder = () => ({
  productId: product._id,
  quantity: 2,
  phone: '01712345678',
  address: 'House 12, Road 5, Dhanmondi, Dhaka',
});

async function stockOf(id: string): Promise<number> {
  const rows = await shop.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return rows[0]?.stock ?? NaN;
}

async function setStock(id: string, stock: number) {
  await shop.database.db.update(products).set({ stock }).where(eq(products.id, id));
}

async function countOrders(): Promise<number> {
  return (await shop.database.db.select().from(orders)).length;
}

function order(as: SignedIn | undefined, payload: unknown) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: as?.headers ?? {},
    payload: payload as object,
  });
}

describe('POST /api/order', () => {
  test('places an order priced by the server, whatever price the body claims', async () => {
    await setStock(product._id, 10);
    const response = await order(customer, {
      ...validOrder(),
      price: 1,
      total: 1,
      email: 'someone-else@example.com',
      name: 'Fake product',
      user: 'Someone Else',
      image: 'https://evil.example/x.png',
    });
    expect(response.statusCode).toBe(201);
    const { insertedId, order: placed } = response.json<{
      insertedId: string;
      order: Order & { deliveryCharge: number };
    }>();
    expect(placed._id).toBe(insertedId);
    expect(placed).toMatchObject({
      productId: product._id,
      name: product.name,
      image: product.image,
      price: product.price,
      quantity: 2,
      // Delivered to Dhaka, the district its address names, with that district's charge.
      district: 'Dhaka',
      total: product.price * 2 + placed.deliveryCharge,
      user: 'Nusrat Jahan',
      email: customer.user.email,
      status: 'pending',
    });
    expect(await stockOf(product._id)).toBe(8);
  });

  test('accepts +880 numbers and stores the local form', async () => {
    const response = await order(customer, { ...validOrder(), phone: '+880 1812-345678' });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ order: Order }>().order.phone).toBe('01812345678');
  });

  test.each([
    ['quantity 0', { quantity: 0 }, 'quantity'],
    ['quantity 4', { quantity: 4 }, 'quantity'],
    ['quantity 1.5', { quantity: 1.5 }, 'quantity'],
    ['quantity "2"', { quantity: '2' }, 'quantity'],
    ['quantity -1', { quantity: -1 }, 'quantity'],
    ['no address', { address: '   ' }, 'address'],
    ['a phone that is not a BD mobile', { phone: '12345' }, 'phone'],
    ['a malformed product id', { productId: 'abc' }, 'productId'],
  ])(
    'refuses %s with a 400 naming the field, and changes nothing',
    async (_name, change, field) => {
      await setStock(product._id, 10);
      const before = await countOrders();
      const response = await order(customer, { ...validOrder(), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toHaveProperty(field);
      expect(await stockOf(product._id)).toBe(10);
      expect(await countOrders()).toBe(before);
    },
  );

  test('answers 404 for an unknown or deleted product', async () => {
    const unknown = await order(customer, {
      ...validOrder(),
      productId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);

    const listed = await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=2' });
    const second = listed.json<Product[]>()[1] as Product;
    await shop.database.db
      .update(products)
      .set({ deletedAt: new Date() })
      .where(eq(products.id, second._id));
    const deleted = await order(customer, { ...validOrder(), productId: second._id });
    expect(deleted.statusCode).toBe(404);
  });

  test('answers 409 with a clear message when the stock is short, and takes nothing', async () => {
    await setStock(product._id, 1);
    const short = await order(customer, { ...validOrder(), quantity: 2 });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toMatch(/Only 1 left/);
    await setStock(product._id, 0);
    const none = await order(customer, validOrder());
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(messages.order.outOfStock);
    expect(await stockOf(product._id)).toBe(0);
  });

  test('asks an anonymous visitor to sign in', async () => {
    expect((await order(undefined, validOrder())).statusCode).toBe(401);
  });

  test('50 customers racing for 7 units: exactly 7 orders succeed and stock ends at 0', async () => {
    await setStock(product._id, 7);
    const before = await countOrders();
    const attempts = await Promise.all(
      Array.from({ length: 50 }, () => order(customer, { ...validOrder(), quantity: 1 })),
    );
    const statuses = attempts.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(7);
    expect(statuses.filter((s) => s === 409)).toHaveLength(43);
    expect(await stockOf(product._id)).toBe(0);
    expect(await countOrders()).toBe(before + 7);
  });
});

describe('order life', () => {
  async function placedOrder(as: SignedIn, quantity = 2): Promise<Order> {
    await setStock(product._id, 20);
    const response = await order(as, { ...validOrder(), quantity });
    return response.json<{ order: Order }>().order;
  }

  function patch(as: SignedIn, id: string, status: string) {
    return shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      headers: as.headers,
      payload: moveBody(status),
    });
  }

  test('two cancels racing restore the stock exactly once', async () => {
    const placed = await placedOrder(customer, 3);
    const stockAfterOrder = await stockOf(product._id);
    const [a, b] = await Promise.all([
      patch(customer, placed._id, 'cancelled'),
      patch(customer, placed._id, 'cancelled'),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
    expect(await stockOf(product._id)).toBe(stockAfterOrder + 3);
  });

  test('the shop moves an order pending -> confirmed -> shipped -> delivered, and no further', async () => {
    const placed = await placedOrder(customer);
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const response = await patch(admin, placed._id, status);
      expect(response.statusCode, status).toBe(200);
      expect(response.json<Order>().status).toBe(status);
    }
    const back = await patch(admin, placed._id, 'pending');
    expect(back.statusCode).toBe(409);
    const cancel = await patch(admin, placed._id, 'cancelled');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('An order that is delivered cannot become cancelled.');
  });

  test('a customer may cancel only their own pending order, and change nothing else', async () => {
    const placed = await placedOrder(customer);
    expect((await patch(customer, placed._id, 'confirmed')).statusCode).toBe(403);
    expect((await patch(otherCustomer, placed._id, 'cancelled')).statusCode).toBe(404);
    expect((await patch(admin, placed._id, 'confirmed')).statusCode).toBe(200);
    const late = await patch(customer, placed._id, 'cancelled');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/confirmed and can no longer be cancelled/);
  });

  test('an unknown status is a 400', async () => {
    const placed = await placedOrder(customer);
    const response = await patch(admin, placed._id, 'lost');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toHaveProperty('status');
  });
});

describe('GET /api/my-orders', () => {
  function myOrders(as: SignedIn | undefined, email: string) {
    return shop.app.inject({
      method: 'GET',
      url: `/api/my-orders?email=${encodeURIComponent(email)}`,
      headers: as?.headers ?? {},
    });
  }

  test('lists the customer’s own orders, newest first, never cached', async () => {
    const response = await myOrders(customer, customer.user.email);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = response.json<Order[]>();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((o) => o.email === customer.user.email)).toBe(true);
    const times = list.map((o) => o.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  test('another customer’s orders are refused with a 403; an admin may read them', async () => {
    expect((await myOrders(otherCustomer, customer.user.email)).statusCode).toBe(403);
    expect((await myOrders(undefined, customer.user.email)).statusCode).toBe(401);
    const asAdmin = await myOrders(admin, customer.user.email);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json<Order[]>().length).toBeGreaterThan(0);
  });

  test('the shop’s order list is for admins only and filters by status', async () => {
    const forCustomer = await shop.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: customer.headers,
    });
    expect(forCustomer.statusCode).toBe(403);
    const pending = await shop.app.inject({
      method: 'GET',
      url: '/api/orders?status=pending',
      headers: admin.headers,
    });
    expect(pending.statusCode).toBe(200);
    const list = pending.json<Order[]>();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((o) => o.status === 'pending')).toBe(true);
  });
});
