import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Overview } from '../../../shared/schemas/dashboard.ts';
import type { DemoDataRemoval } from '../../../shared/schemas/demo-data.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { DEFAULT_SHOP_SETTINGS } from '../../../shared/shop-defaults.ts';
import { images, products, reviews, users } from '../../db/schema.ts';
import { CATALOGUE } from '../../db/seed/catalogue.ts';
import { DEMO_REVIEWS } from '../../db/seed/reviews.ts';
import { seedIfEmpty } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { type SignedIn, signUpAs, signUpOwner } from '../../test/auth-test-helpers.ts';

describe('DEMO_DATA=false', () => {
  test('an empty database starts an empty shop, and a later start does not seed it', async () => {
    const database = await createTestDatabase();
    try {
      const declined = await seedIfEmpty(database.db, () => {}, { demo: false });
      expect(declined.seeded).toBe(false);
      // A later start with the default (demo data on) keeps the owner's first choice.
      expect((await seedIfEmpty(database.db, () => {})).seeded).toBe(false);
      for (const table of [products, reviews, images]) {
        const [row] = await database.db.select({ n: count() }).from(table);
        expect(row?.n).toBe(0);
      }
    } finally {
      await database.destroy();
    }
  });
});

describe('the demo shop and its removal', () => {
  let shop: TestApp;
  let owner: SignedIn;
  let admin: SignedIn;
  let customer: SignedIn;
  let ordered: Product;

  beforeAll(async () => {
    shop = await createTestApp({ seeded: true });
    owner = await signUpOwner(shop.app, shop.database.db);
    admin = await signUpAs(shop.app, { name: 'Rahim Uddin' });
    await shop.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user._id));
    customer = await signUpAs(shop.app, { name: 'Nusrat Jahan' });
    const listed = await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=1' });
    ordered = listed.json<Product[]>()[0] as Product;
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: customer.headers,
      payload: {
        productId: ordered._id,
        quantity: 1,
        phone: '01712345678',
        address: 'House 12, Road 5, Dhanmondi, Dhaka',
      },
    });
    expect(placed.statusCode).toBe(201);
  });
  afterAll(() => shop.close());

  const remove = (as?: SignedIn) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/admin/demo-data/remove',
      headers: as?.headers ?? {},
    });
  const overview = async () => {
    const answer = await shop.app.inject({
      method: 'GET',
      url: '/api/dashboard/overview',
      headers: owner.headers,
    });
    return answer.json<Overview>();
  };

  test('the seed marks every product, review and picture it adds as demo data', async () => {
    const demoProducts = await shop.database.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.demo, true));
    const demoReviews = await shop.database.db
      .select({ n: count() })
      .from(reviews)
      .where(eq(reviews.demo, true));
    expect(demoProducts[0]?.n).toBe(CATALOGUE.length);
    expect(demoReviews[0]?.n).toBe(DEMO_REVIEWS.length);
    const [{ n: demoPictures } = { n: 0 }] = await shop.database.db
      .select({ n: count() })
      .from(images)
      .where(eq(images.demo, true));
    expect(demoPictures).toBeGreaterThan(0);
    expect((await overview()).demoProducts).toBe(CATALOGUE.length);
  });

  test('only the owner may remove the demo data; others change nothing', async () => {
    expect((await remove()).statusCode).toBe(401);
    expect((await remove(customer)).statusCode).toBe(403);
    const byAdmin = await remove(admin);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json<{ message: string }>().message).toBe(
      'Only the shop’s owner can remove the demo data.',
    );
    expect((await overview()).demoProducts).toBe(CATALOGUE.length);
  });

  test('the first-run checklist starts with everything to do but delivery', async () => {
    // Delivery comes with default charges by zone; the owner may change them later.
    expect((await overview()).setup).toEqual({
      shopDetails: false,
      product: false,
      deliveryCharges: true,
      payments: false,
    });
  });

  test('removal keeps a demo product an order refers to and removes the rest', async () => {
    const answer = await remove(owner);
    expect(answer.statusCode).toBe(200);
    const result = answer.json<DemoDataRemoval>();
    expect(result.removed.products).toBe(CATALOGUE.length - 1);
    expect(result.removed.reviews).toBe(DEMO_REVIEWS.length);
    expect(result.kept).toEqual({
      productsWithOrders: 1,
      productsWithReviews: 0,
      picturesInUse: 1,
    });
    expect(result.removed.pictures).toBeGreaterThan(0);
    expect(result.removed).toMatchObject({ pickupPoints: 1, figures: true, shopTexts: 8 });

    // The shop shows no demo product; the order keeps its product and picture.
    const list = await shop.app.inject({ method: 'GET', url: '/api/product' });
    expect(list.json()).toEqual([]);
    const mine = await shop.app.inject({
      method: 'GET',
      url: `/api/my-orders?email=${encodeURIComponent(customer.user.email)}`,
      headers: customer.headers,
    });
    const [order] = mine.json<Array<{ productId: string; image: string }>>();
    expect(order?.productId).toBe(ordered._id);
    const picture = await shop.app.inject({ method: 'GET', url: order?.image ?? '' });
    expect(picture.statusCode).toBe(200);
    const reviewList = await shop.app.inject({ method: 'GET', url: '/api/reviews' });
    expect(reviewList.json()).toEqual([]);
    expect((await overview()).demoProducts).toBe(0);
  });

  test('removal takes the demo pickup point away from checkout and the demo figures off the home page', async () => {
    const quote = await shop.app.inject({
      method: 'POST',
      url: '/api/delivery/quote',
      payload: { district: 'Dhaka' },
    });
    expect(quote.statusCode).toBe(200);
    const methods = quote.json<{ options: { method: string }[] }>().options.map((o) => o.method);
    expect(methods).not.toContain('pickup');
    expect(methods).toContain('home');
    const settingsPage = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/delivery-settings',
      headers: owner.headers,
    });
    expect(settingsPage.json<{ pickupPoints: unknown[] }>().pickupPoints).toEqual([]);
    const shopAnswer = await shop.app.inject({ method: 'GET', url: '/api/shop' });
    expect(shopAnswer.json<{ stats: unknown[] }>().stats).toEqual([]);
  });

  test('removing again removes nothing, and the next start does not seed the demo again', async () => {
    const again = (await remove(owner)).json<DemoDataRemoval>();
    expect(again.removed).toEqual({
      products: 0,
      reviews: 0,
      pictures: 0,
      pickupPoints: 0,
      figures: false,
      shopTexts: 0,
    });
    expect((await seedIfEmpty(shop.database.db, () => {})).seeded).toBe(false);
  });

  test('the checklist ticks the shop details and a real product; payment rules alone tick nothing', async () => {
    const put = await shop.app.inject({
      method: 'PUT',
      url: '/api/shop',
      headers: owner.headers,
      payload: { ...DEFAULT_SHOP_SETTINGS, name: 'Dhaka PC House', phone: '+880 1819-000111' },
    });
    expect(put.statusCode).toBe(200);
    const added = await shop.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: owner.headers,
      payload: {
        name: 'SATA cable',
        details: 'A 50 cm SATA III data cable.',
        price: 150,
        quantity: 20,
        image: ordered.image,
      },
    });
    expect(added.statusCode).toBe(201);
    expect((await overview()).setup).toMatchObject({ shopDetails: true, product: true });
    const rules = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/payment-rules',
      headers: owner.headers,
      payload: { advanceDeliveryOutsideDhaka: true, codLimit: 50_000 },
    });
    expect(rules.statusCode).toBe(200);
    // No gateway is configured: customers still have nothing to pay online with.
    expect((await overview()).setup).toEqual({
      shopDetails: true,
      product: true,
      deliveryCharges: true,
      payments: false,
    });
  });
});

describe('the checklist’s payments with gateways configured', () => {
  const bkash = {
    PUBLIC_URL: 'https://shop.example.com',
    BKASH_BASE_URL: 'https://bkash.example.com',
    BKASH_APP_KEY: 'key',
    BKASH_APP_SECRET: 'secret',
    BKASH_USERNAME: 'user',
    BKASH_PASSWORD: 'password',
  };
  const sslcommerz = {
    PUBLIC_URL: 'https://shop.example.com',
    SSLCOMMERZ_BASE_URL: 'https://sslcommerz.example.com',
    SSLCOMMERZ_STORE_ID: 'store',
    SSLCOMMERZ_STORE_PASSWORD: 'password',
  };

  test.each([
    ['bKash alone', bkash],
    ['SSLCommerz alone', sslcommerz],
    ['both', { ...bkash, ...sslcommerz }],
  ])('%s ticks payments', async (_name, env) => {
    const configured = await createTestApp({ env });
    try {
      const owner = await signUpOwner(configured.app, configured.database.db);
      const answer = await configured.app.inject({
        method: 'GET',
        url: '/api/dashboard/overview',
        headers: owner.headers,
      });
      expect(answer.json<Overview>().setup.payments).toBe(true);
    } finally {
      await configured.close();
    }
  });
});
