import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/product.ts';
import { saveWebpImage } from '../images/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { endSalesPastTheirEnd } from './sale-end.ts';

// A sale past its end is ended by the duty every instance runs: two instances running it
// at the same moment put the regular price back once, record it once in the price
// history, and the storefront's cached answer gives way to the new price.

let shop: TestApp;
let admin: SignedIn;
let otherInstance: pg.Pool;

beforeAll(async () => {
  shop = await createTestApp();
  admin = await signUpOwner(shop.app, shop.database.db);
  otherInstance = new pg.Pool({ ...(shop.database.pool.options as pg.PoolConfig), max: 2 });
});
afterAll(async () => {
  await otherInstance.end();
  await shop.close();
});

const storefront = async (id: string) =>
  (await shop.app.inject({ method: 'GET', url: `/api/product/${id}` })).json<Product>();

test('two instances ending a sale at once: the price changes once, recorded as sale-end', async () => {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#224466' } })
    .webp()
    .toBuffer();
  const { url } = await saveWebpImage(shop.database.db, bytes, { width: 8, height: 8 });
  const created = await shop.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: admin.headers,
    payload: {
      name: 'WD Black SN850X 1TB',
      details: 'PCIe 4.0 NVMe.',
      price: 9_500,
      regularPrice: 11_000,
      saleEndsAt: new Date(Date.now() + 3600 * 1000).toISOString(),
      quantity: 3,
      image: url,
    },
  });
  const id = created.json<{ insertedId: string }>().insertedId;
  // Asked once, the answer is cached at the sale price.
  expect(await storefront(id)).toMatchObject({ price: 9_500, regularPrice: 11_000 });
  // The hour passes: the end is moved into the past (the API refuses a past end).
  await shop.database.pool.query(
    "update products set sale_ends_at = now() - interval '1 second' where id = $1",
    [id],
  );
  // The storefront caches the answer with the end passed, still at the sale price.
  await expect
    .poll(async () => Date.parse((await storefront(id)).saleEndsAt ?? '') < Date.now())
    .toBe(true);

  const ended = await Promise.all([
    endSalesPastTheirEnd(shop.database.pool),
    endSalesPastTheirEnd(otherInstance),
    endSalesPastTheirEnd(shop.database.pool),
    endSalesPastTheirEnd(otherInstance),
  ]);
  // One of them ends it, or none: the shop's own duty (once a minute) may have come first on a
  // slow run. Either way the price changed once, which the history below shows.
  expect(ended.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(1);

  const { rows } = await shop.database.pool.query<{ price_tk: number; source: string }>(
    `select price_tk, source from price_history where product_id = $1 and source = 'sale-end'`,
    [id],
  );
  expect(rows).toEqual([{ price_tk: 11_000, source: 'sale-end' }]);
  await expect
    .poll(() => storefront(id))
    .toMatchObject({ price: 11_000, regularPrice: null, saleEndsAt: null });
  expect(await endSalesPastTheirEnd(otherInstance)).toBe(0);
});
