import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MyProduct } from '../../../shared/schemas/product-admin.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { saveWebpImage } from '../images/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type SignedIn, signUpAs, signUpOwner } from '../../test/auth-test-helpers.ts';

let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let imageUrl: string;

beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  admin = await signUpOwner(shop.app, shop.database.db);
  customer = await signUpAs(shop.app);
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
    .webp()
    .toBuffer();
  imageUrl = (await saveWebpImage(shop.database.db, bytes, { width: 8, height: 8 })).url;
});
afterAll(() => shop.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
const call = (as: SignedIn | undefined, method: Method, url: string, payload?: object) =>
  shop.app.inject({ method, url, headers: as?.headers ?? {}, ...(payload && { payload }) });

const newProduct = () => ({
  email: 'ignored@example.com',
  name: 'Noctua NH-D15 chromax.black',
  details: 'Dual-tower air cooler with two NF-A15 fans.',
  price: 16500,
  quantity: 6,
  image: imageUrl,
  origin: 'Taiwan',
  category: 'cooler',
  brand: 'Noctua',
});

describe('admin catalogue calls', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  test.each([
    ['POST', '/api/products'],
    ['PATCH', `/api/products/${someId}`],
    ['DELETE', `/api/products/${someId}`],
    ['GET', '/api/manage-products'],
    ['GET', '/api/my-products?email=a@b.co'],
    ['GET', '/api/orders'],
    ['PATCH', `/api/orders/${someId}`],
    ['GET', '/api/user'],
    ['PUT', '/api/user/admin/a@b.co'],
    ['DELETE', '/api/userDelete/a@b.co'],
    ['GET', '/api/dashboard/overview'],
  ] as const)('%s %s: anonymous 401, customer 403 (orders: owner rules)', async (method, url) => {
    expect((await call(undefined, method, url, {})).statusCode).toBe(401);
    const asCustomer = (await call(customer, method, url, { status: 'confirmed' })).statusCode;
    expect(asCustomer).toBe(403);
  });

  test('an admin adds a product that then sells on the storefront', async () => {
    const created = await call(admin, 'POST', '/api/products', newProduct());
    expect(created.statusCode).toBe(201);
    const { insertedId } = created.json<{ insertedId: string }>();
    const shown = (await call(undefined, 'GET', `/api/product/${insertedId}`)).json<Product>();
    expect(shown).toMatchObject({
      name: 'Noctua NH-D15 chromax.black',
      price: 16500,
      quantity: 6,
      origin: 'Taiwan',
      category: 'cooler',
    });
  });

  test('a payload without a category lands in "other"', async () => {
    const { name, details, price, quantity, image, email } = newProduct();
    const created = await call(admin, 'POST', '/api/products', {
      name,
      details,
      price,
      quantity,
      image,
      email,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ insertedId: string }>().insertedId;
    expect((await call(undefined, 'GET', `/api/product/${id}`)).json<Product>().category).toBe(
      'other',
    );
  });

  test.each([
    ['no name', { name: '' }, 'name', 'Product Name is Required'],
    ['no details', { details: ' ' }, 'details', 'Product Details is Required'],
    ['a price of 0', { price: 0 }, 'price', undefined],
    ['a fractional price', { price: 99.5 }, 'price', undefined],
    ['negative stock', { quantity: -1 }, 'quantity', undefined],
    ['an image from elsewhere', { image: 'https://evil.example/x.png' }, 'image', undefined],
    ['an unknown category', { category: 'toaster' }, 'category', undefined],
  ])('refuses %s with a 400 naming the field', async (_n, change, field, message) => {
    const response = await call(admin, 'POST', '/api/products', { ...newProduct(), ...change });
    expect(response.statusCode).toBe(400);
    const issues = response.json<{ issues: Record<string, string> }>().issues;
    expect(issues).toHaveProperty(field);
    if (message) expect(issues[field]).toBe(message);
  });

  test('My Products lists what this admin added, in the My Products field names', async () => {
    await call(admin, 'POST', '/api/products', newProduct());
    const mine = await call(admin, 'GET', `/api/my-products?email=${admin.user.email}`);
    expect(mine.statusCode).toBe(200);
    const list = mine.json<MyProduct[]>();
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({
      productName: expect.any(String),
      productPrice: expect.any(Number),
      productQuantity: expect.any(Number),
      productDetails: expect.any(String),
      image: imageUrl,
    });
    const others = await call(admin, 'GET', `/api/my-products?email=${customer.user.email}`);
    expect(others.statusCode).toBe(403);
  });

  test('editing changes the storefront; deleting removes the product but keeps its orders', async () => {
    const id = (await call(admin, 'POST', '/api/products', newProduct())).json<{
      insertedId: string;
    }>().insertedId;
    const edited = await call(admin, 'PATCH', `/api/products/${id}`, { price: 15900 });
    expect(edited.statusCode).toBe(200);
    expect((await call(undefined, 'GET', `/api/product/${id}`)).json<Product>()).toMatchObject({
      price: 15900,
      quantity: 6,
    });
    // Stock is never edited with the product: it has a call of its own.
    const restocked = await call(admin, 'PATCH', `/api/products/${id}`, { quantity: 3 });
    expect(restocked.statusCode).toBe(400);
    expect(restocked.json<{ message: string }>().message).toContain('POST /api/products/:id/stock');
    expect((await call(admin, 'PATCH', `/api/products/${id}`, {})).statusCode).toBe(400);

    const order = await call(customer, 'POST', '/api/order', {
      productId: id,
      quantity: 1,
      phone: '01812345678',
      address: 'Agrabad, Chattogram',
    });
    expect(order.statusCode).toBe(201);
    expect((await call(admin, 'DELETE', `/api/products/${id}`)).json()).toEqual({
      deletedCount: 1,
    });
    expect((await call(undefined, 'GET', `/api/product/${id}`)).statusCode).toBe(404);
    const listed = (await call(undefined, 'GET', '/api/product?pageSize=100')).json<Product[]>();
    expect(listed.map((p) => p._id)).not.toContain(id);
    const orders = (
      await call(customer, 'GET', `/api/my-orders?email=${customer.user.email}`)
    ).json<{ productId: string; name: string; price: number }[]>();
    expect(orders.find((o) => o.productId === id)).toMatchObject({
      name: 'Noctua NH-D15 chromax.black',
      price: 15900,
    });
    expect((await call(admin, 'DELETE', `/api/products/${id}`)).statusCode).toBe(404);
  });

  test('the manage table pages through the catalogue with the total', async () => {
    const page = await call(admin, 'GET', '/api/manage-products?pageSize=10&page=2');
    expect(page.statusCode).toBe(200);
    expect(page.json<Product[]>()).toHaveLength(10);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(20);
  });

  test('the overview counts products, low stock, pending orders and users', async () => {
    const response = await call(admin, 'GET', '/api/dashboard/overview');
    expect(response.statusCode).toBe(200);
    const overview = response.json<Record<string, number>>();
    const total = Number((await call(undefined, 'GET', '/api/product')).headers['x-total-count']);
    expect(overview.products).toBe(total);
    expect(overview.users).toBe(2);
    expect(overview.pendingOrders).toBeGreaterThanOrEqual(1);
    expect(overview.lowStock).toBeGreaterThanOrEqual(1);
  });
});
