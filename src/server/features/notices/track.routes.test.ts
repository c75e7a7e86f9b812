import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckoutResult } from '../../../shared/schemas/checkout.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { call, checkoutAs, checkoutBody } from '../../test/checkout-test-helpers.ts';
import { TRACK_LIMIT } from './notices.routes.ts';
import { addTimelineStep } from '../order-life/index.ts';

let shop: TestApp;
let owner: SignedIn;
let placed: CheckoutResult;
let addresses = 0;

beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  owner = await signUpOwner(shop.app, shop.database.db);
  const customer = await signUpAs(shop.app, { name: 'Tracking Customer' });
  const [product] = (await call(shop, undefined, 'GET', '/api/product?pageSize=1')).json<
    Product[]
  >();
  await call(shop, customer, 'PUT', `/api/cart/items/${product?._id}`, { quantity: 1 });
  placed = (await checkoutAs(shop, customer, checkoutBody())).json<CheckoutResult>();
  await call(shop, owner, 'PATCH', `/api/orders/${placed.orderId}`, { status: 'confirmed' });
  await call(shop, owner, 'PATCH', `/api/orders/${placed.orderId}`, {
    status: 'shipped',
    courier: 'Steadfast',
    trackingCode: 'SF-55120',
  });
});
afterAll(() => shop.close());

/** A lookup from its own address unless one is given, so the limit is counted per test. */
function track(body: unknown, remoteAddress = `10.9.0.${++addresses}`) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/track',
    payload: body as object,
    remoteAddress,
  });
}

describe('POST /api/track', () => {
  test('the number and phone answer the status, timeline and parcel, and nothing about the buyer', async () => {
    const found = await track({ number: placed.orderNumber, phone: '+880 1712-345678' });
    expect(found.statusCode).toBe(200);
    expect(found.headers['cache-control']).toBe('no-store');
    const answer = found.json();
    expect(Object.keys(answer).sort()).toEqual([
      'courier',
      'events',
      'orderNumber',
      'status',
      'trackingCode',
    ]);
    expect(answer).toMatchObject({
      orderNumber: placed.orderNumber,
      status: 'shipped',
      courier: 'Steadfast',
      trackingCode: 'SF-55120',
    });
    expect((answer.events as { status: string }[]).map((e) => e.status)).toEqual([
      'pending',
      'confirmed',
      'shipped',
    ]);
    expect(found.body).not.toMatch(/Rahim|Rajshahi|Shaheb Bazar|@example\.com/);
    // The number may be typed without its prefix or zeros.
    const short = String(Number(placed.orderNumber.slice(3)));
    expect((await track({ number: short, phone: '01712345678' })).statusCode).toBe(200);
  });

  test('a step that keeps the status adds to the step before it: no status shows twice', async () => {
    // The courier's word while the parcel travels keeps the order shipped.
    const client = await shop.database.pool.connect();
    await addTimelineStep(
      client,
      placed.orderId,
      'shipped',
      { role: 'system', id: null, name: 'Steadfast' },
      'Steadfast: in transit',
    ).finally(() => client.release());
    const answer = (await track({ number: placed.orderNumber, phone: '01712345678' })).json<{
      events: { status: string; continues: boolean; courierNote: string | null }[];
    }>();
    const steps = answer.events.filter((event) => !event.continues);
    expect(steps.map((event) => event.status)).toEqual(['pending', 'confirmed', 'shipped']);
    expect(answer.events.at(-1)).toMatchObject({
      status: 'shipped',
      continues: true,
      courierNote: 'Steadfast: in transit',
    });
    // The order's own timeline marks the same event as part of the shipped step.
    const order = (await call(shop, owner, 'GET', `/api/orders/${placed.orderId}`)).json<{
      events: { status: string; continues: boolean; note: string | null }[];
    }>();
    expect(order.events.filter((event) => !event.continues).map((event) => event.status)).toEqual([
      'pending',
      'confirmed',
      'shipped',
    ]);
    expect(order.events.at(-1)).toMatchObject({ continues: true, note: 'Steadfast: in transit' });
  });

  test('a wrong phone answers exactly as an unknown number does', async () => {
    const wrongPhone = await track({ number: placed.orderNumber, phone: '01812345678' });
    const unknown = await track({ number: 'CH-999999', phone: '01712345678' });
    expect(wrongPhone.statusCode).toBe(404);
    expect(wrongPhone.body).toBe(unknown.body);
    expect(wrongPhone.body).not.toContain('shipped');
  });

  test('malformed numbers and phones are refused with a 400 that says what is wrong', async () => {
    const cases: [unknown, string][] = [
      [{ number: 'ABC-12', phone: '01712345678' }, 'number'],
      [{ number: '', phone: '01712345678' }, 'number'],
      [{ number: placed.orderNumber, phone: '12345' }, 'phone'],
      [{ number: placed.orderNumber, phone: '+1 415 555 0100' }, 'phone'],
      [{ number: placed.orderNumber }, 'phone'],
      [{ number: 123, phone: '01712345678' }, 'number'],
      [{ number: 'CH-0001'.repeat(10), phone: '01712345678' }, 'number'],
    ];
    for (const [body, field] of cases) {
      const refused = await track(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.json().issues ?? {}), JSON.stringify(body)).toContain(field);
    }
  });

  test('lookups are limited per address, with Retry-After', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < TRACK_LIMIT.limit; i++) {
      const answer = await track({ number: 'CH-999999', phone: '01712345678' }, from);
      expect(answer.statusCode).toBe(404);
    }
    const limited = await track({ number: placed.orderNumber, phone: '01712345678' }, from);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).not.toContain('Steadfast');
    // Another address is not affected.
    expect((await track({ number: placed.orderNumber, phone: '01712345678' })).statusCode).toBe(
      200,
    );
  });
});
