import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/product.ts';
import type { StockEntry } from '../../../shared/schemas/stock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { call, ledgerProblems, setStock, stocksOf } from '../../test/checkout-test-helpers.ts';
import { saveOrderLimits } from '../orders/index.ts';

let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let product: Product;

beforeAll(async () => {
  shop = await createTestApp({ seeded: true, env: { ORDER_LIMIT_PER_USER_PER_MINUTE: '1000' } });
  await saveOrderLimits(shop.database.db, { perProduct: 1000, total: 1000 });
  admin = await signUpOwner(shop.app, shop.database.db, { name: 'Stock Keeper' });
  customer = await signUpAs(shop.app, { name: 'Stock Customer' });
  product = (await call(shop, undefined, 'GET', '/api/product?pageSize=1')).json<Product[]>()[0]!;
});
afterAll(() => shop.close());

beforeEach(() => setStock(shop, { [product._id]: 10 }));

const stockCall = (body: object, as = admin) =>
  call(shop, as, 'POST', `/api/products/${product._id}/stock`, body);
const stockNow = async () => (await stocksOf(shop, [product._id]))[product._id];
const order = (quantity: number) =>
  call(shop, customer, 'POST', '/api/order', {
    productId: product._id,
    quantity,
    phone: '01712345678',
    address: 'Road 1, Mirpur, Dhaka',
  });

describe('POST /api/products/:id/stock', () => {
  test('goods received add to stock and are written to the ledger with the admin', async () => {
    const answer = await stockCall({ change: 5, reason: 'received', note: 'Invoice 778' });
    expect(answer.statusCode).toBe(200);
    const { stock, entry } = answer.json<{ stock: number; entry: StockEntry }>();
    expect(stock).toBe(15);
    expect(entry).toMatchObject({
      productId: product._id,
      change: 5,
      reason: 'received',
      stockAfter: 15,
      note: 'Invoice 778',
      actor: { role: 'admin', name: 'Stock Keeper' },
      orderId: null,
    });
    const ledger = await call(shop, admin, 'GET', `/api/products/${product._id}/stock-ledger`);
    const { entries } = ledger.json<{ stock: number; entries: StockEntry[] }>();
    expect(entries[0]).toEqual(entry);
    expect(entries.at(-1)?.reason).toBe('initial');
  });

  test('a count replaces the stock it expected; a count against moved stock is a 409', async () => {
    expect((await order(2)).statusCode).toBe(201);
    const stale = await stockCall({ count: 12, expected: 10, reason: 'adjustment' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toContain('Stock is 8 now');
    expect(await stockNow()).toBe(8);
    const counted = await stockCall({ count: 12, expected: 8, reason: 'adjustment' });
    expect(counted.json<{ stock: number; entry: StockEntry }>()).toMatchObject({
      stock: 12,
      entry: { change: 4, stockAfter: 12 },
    });
  });

  test('stock never goes below zero', async () => {
    const answer = await stockCall({ change: -11, reason: 'adjustment', note: 'damaged' });
    expect(answer.statusCode).toBe(409);
    expect(await stockNow()).toBe(10);
  });

  test.each([
    [{ reason: 'adjustment' }, 'change'],
    [{ change: 0, reason: 'adjustment' }, 'change'],
    [{ change: 1.5, reason: 'adjustment' }, 'change'],
    [{ count: 4, reason: 'adjustment' }, 'expected'],
    [{ change: 1, count: 4, expected: 10, reason: 'adjustment' }, 'change'],
    [{ change: 1, reason: 'order' }, 'reason'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const answer = await stockCall(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain(field);
    expect(await stockNow()).toBe(10);
  });

  test('customers may neither change stock nor read the ledger', async () => {
    expect((await stockCall({ change: 1, reason: 'received' }, customer)).statusCode).toBe(403);
    const ledger = await call(shop, customer, 'GET', `/api/products/${product._id}/stock-ledger`);
    expect(ledger.statusCode).toBe(403);
  });
});

describe('editing a product never writes its stock', () => {
  test('PATCH with quantity is a 400 naming the stock call, and changes nothing', async () => {
    const answer = await call(shop, admin, 'PATCH', `/api/products/${product._id}`, {
      name: 'Renamed',
      quantity: 50,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain('POST /api/products/:id/stock');
    const now = (await call(shop, undefined, 'GET', `/api/product/${product._id}`)).json<Product>();
    expect(now).toMatchObject({ name: product.name, quantity: 10 });
  });

  test('the edit race: units ordered while the dialog was open are not sold again', async () => {
    // The admin opens the edit dialog with 10 in stock; a customer orders 3 meanwhile.
    const loaded = (await call(shop, admin, 'GET', `/api/product/${product._id}`)).json<Product>();
    expect((await order(3)).statusCode).toBe(201);
    const saved = await call(shop, admin, 'PATCH', `/api/products/${product._id}`, {
      details: `${loaded.details} (edited)`,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Product>().quantity).toBe(7);
    // A count made from the dialog's stale figure is refused instead of overwriting.
    const recount = await stockCall({ count: 10, expected: loaded.quantity, reason: 'adjustment' });
    expect(recount.statusCode).toBe(409);
    expect(await stockNow()).toBe(7);
    expect(await ledgerProblems(shop)).toEqual([]);
  });

  test('a new product’s quantity is its initial ledger entry', async () => {
    const { rows } = await shop.database.pool.query<{ image_url: string }>(
      'select image_url from products limit 1',
    );
    const created = await call(shop, admin, 'POST', '/api/products', {
      name: 'Arctic P12 fan',
      details: 'A 120 mm case fan.',
      price: 650,
      quantity: 25,
      image: rows[0]?.image_url,
      category: 'cooler',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ insertedId: string }>().insertedId;
    const ledger = await call(shop, admin, 'GET', `/api/products/${id}/stock-ledger`);
    expect(ledger.json<{ entries: StockEntry[] }>().entries).toEqual([
      expect.objectContaining({
        change: 25,
        reason: 'initial',
        stockAfter: 25,
        actor: { role: 'admin', name: 'Stock Keeper' },
      }),
    ]);
  });

  test('orders, cancels and adjustments racing keep stock equal to its ledger', async () => {
    await setStock(shop, { [product._id]: 20 });
    const work = [
      ...Array.from({ length: 12 }, () => order(1)),
      ...Array.from({ length: 6 }, (_, i) =>
        stockCall({ change: i % 2 ? 2 : -1, reason: 'adjustment' }),
      ),
    ];
    const answers = await Promise.all(work);
    expect(answers.every((a) => [200, 201, 409].includes(a.statusCode))).toBe(true);
    const placed = answers
      .filter((a) => a.statusCode === 201)
      .map((a) => a.json<{ insertedId: string }>().insertedId);
    await Promise.all(
      placed
        .slice(0, 5)
        .flatMap((id) => [
          call(shop, customer, 'PATCH', `/api/orders/${id}`, { status: 'cancelled' }),
          call(shop, admin, 'PATCH', `/api/orders/${id}`, { status: 'cancelled' }),
        ]),
    );
    expect(await ledgerProblems(shop)).toEqual([]);
    expect(await stockNow()).toBe(20 - placed.length + 5 + 3 * 2 - 3);
  });
});
