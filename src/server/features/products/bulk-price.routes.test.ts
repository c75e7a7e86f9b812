import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BulkPriceReport } from '../../../shared/schemas/bulk-price.ts';
import type { PriceHistoryEntry } from '../../../shared/schemas/price-history.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { saveWebpImage } from '../images/index.ts';

// POST /api/admin/products/bulk-price: previewed, applied in one go, refused whole.

let shop: TestApp;
let admin: SignedIn;
/** Product ids by name. */
const ids: Record<string, string> = {};

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: object) =>
  shop.app.inject({ method, url, headers: admin.headers, ...(payload && { payload }) });
const bulk = (body: object) => call('POST', '/api/admin/products/bulk-price', body);

async function priceOf(name: string): Promise<number> {
  return (await call('GET', `/api/product/${ids[name]}`)).json<Product>().price;
}

beforeAll(async () => {
  shop = await createTestApp();
  admin = await signUpOwner(shop.app, shop.database.db, { name: 'Rafiq Owner' });
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#345678' } })
    .webp()
    .toBuffer();
  const image = (await saveWebpImage(shop.database.db, bytes, { width: 8, height: 8 })).url;
  const made: [string, string, number][] = [
    ['Frostline Tower 120', 'Frostline', 1000],
    ['Frostline Tower 240', 'Frostline', 2450],
    ['Frostline Thermal Pad', 'Frostline', 55],
    ['Arctic Breeze 360', 'ArcticBreeze', 5000],
  ];
  for (const [name, brand, price] of made) {
    const answer = await call('POST', '/api/products', {
      name,
      brand,
      price,
      details: 'A cooler for the bulk price tests.',
      quantity: 5,
      image,
      category: 'cooler',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    ids[name] = answer.json<{ insertedId: string }>().insertedId;
  }
});
afterAll(() => shop.close());

describe('bulk price change', () => {
  test('a preview lists every change, rounded, and changes nothing', async () => {
    const answer = await bulk({
      filter: { brand: 'frostline', category: 'cooler' },
      change: { percent: 10 },
      roundTo: 10,
      dryRun: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json<BulkPriceReport>();
    expect(report).toMatchObject({ count: 3, unchanged: 0, refusals: [], applied: false });
    expect(report.changes.map(({ name, from, to }) => [name, from, to])).toEqual([
      ['Frostline Thermal Pad', 55, 60],
      ['Frostline Tower 120', 1000, 1100],
      ['Frostline Tower 240', 2450, 2700],
    ]);
    expect(report.changes[0]?.sku).toMatch(/^FROSTLINE-THERMAL-PAD/);
    expect(await priceOf('Frostline Tower 120')).toBe(1000);
  });

  test('applied: the prices change in the shop and the history says bulk, by whom', async () => {
    const before = await shop.app.inject({ url: '/api/product?brand=frostline&sort=price-asc' });
    expect(before.json<Product[]>().map((p) => p.price)).toEqual([55, 1000, 2450]);
    const answer = await bulk({
      filter: { q: 'tower', brand: 'Frostline' },
      change: { amount: -120 },
      roundTo: 50,
      dryRun: false,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<BulkPriceReport>()).toMatchObject({ count: 2, applied: true });
    const after = await shop.app.inject({ url: '/api/product?brand=frostline&sort=price-asc' });
    expect(after.json<Product[]>().map((p) => p.price)).toEqual([55, 900, 2350]);
    expect(await priceOf('Arctic Breeze 360')).toBe(5000);
    const history = (
      await call('GET', `/api/products/${ids['Frostline Tower 240']}/price-history`)
    ).json<PriceHistoryEntry[]>();
    expect(history[0]).toMatchObject({ price: 2350, source: 'bulk', actor: 'Rafiq Owner' });
  });

  test('a price that would fall below Tk 1 is refused in the preview, and the change applies to none', async () => {
    const body = { filter: { brand: 'Frostline' }, change: { amount: -100 }, roundTo: 1 };
    const preview = (await bulk({ ...body, dryRun: true })).json<BulkPriceReport>();
    expect(preview.count).toBe(2);
    expect(preview.refusals).toEqual([
      expect.objectContaining({
        name: 'Frostline Thermal Pad',
        from: 55,
        to: -45,
        message: 'The new price would be Tk -45: a price must be at least Tk 1.',
      }),
    ]);
    const applied = await bulk({ ...body, dryRun: false });
    expect(applied.statusCode).toBe(422);
    expect(applied.json<{ message: string }>().message).toMatch(
      /^1 of the products would be priced below Tk 1 .*nothing was changed/,
    );
    expect(await priceOf('Frostline Tower 120')).toBe(900);
    expect(await priceOf('Frostline Thermal Pad')).toBe(55);
  });

  test('a change that would price its only product below Tk 1 is a 422 and changes nothing', async () => {
    // Tk 55 less 50% is 27.5: to the nearest 100, Tk 0.
    const body = {
      filter: { q: 'Thermal Pad', brand: 'Frostline' },
      change: { percent: -50 },
      roundTo: 100,
    };
    const preview = (await bulk({ ...body, dryRun: true })).json<BulkPriceReport>();
    expect(preview).toMatchObject({ count: 0, unchanged: 0, applied: false });
    expect(preview.refusals.map(({ name, to }) => [name, to])).toEqual([
      ['Frostline Thermal Pad', 0],
    ]);
    const applied = await bulk({ ...body, dryRun: false });
    expect(applied.statusCode).toBe(422);
    expect(applied.json<{ message: string }>().message).toMatch(
      /^1 of the products would be priced below Tk 1 \(FROSTLINE-THERMAL-PAD: Tk 0\); nothing was changed/,
    );
    expect(await priceOf('Frostline Thermal Pad')).toBe(55);
  });

  test.each([
    [{ change: { percent: 0 } }, 'change.percent: percent must not be 0: that changes nothing'],
    [{ change: { percent: -100 } }, 'change.percent: percent must be above -100'],
    [{ change: { percent: -150 } }, 'change.percent: percent must be above -100'],
    [{ change: { amount: 0 } }, 'change.amount: amount must not be 0: that changes nothing'],
    [{ change: { amount: 10.5 } }, 'change.amount: amount must be a whole number of Taka'],
    [
      { change: { percent: 5, amount: 5 } },
      'change: change takes exactly one of percent, amount or set',
    ],
    [{ roundTo: 5 }, 'roundTo: roundTo must be one of: 1, 10, 50, 100'],
    [{ dryRun: undefined }, 'dryRun: dryRun must be true (preview) or false (apply)'],
    // A spec is named as the request names it: a key of filter.specs.
    [{ filter: { specs: { socket: 'AM5' } } }, 'filter.specs.socket: spec filters need a category'],
    [
      { filter: { category: 'cooler', specs: { colour: 'red' } } },
      'filter.specs.colour: not a spec of this category',
    ],
    [{ filter: { sku: 'X' } }, 'filter: filter takes only q, category, brand and specs'],
  ])('bad input %j is a 400 that says why and changes nothing', async (bad, message) => {
    const answer = await bulk({
      filter: {},
      change: { percent: 10 },
      roundTo: 10,
      dryRun: false,
      ...bad,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain(message);
    expect(await priceOf('Arctic Breeze 360')).toBe(5000);
  });

  test('a filter that matches nothing is a 422 that says so', async () => {
    const answer = await bulk({
      filter: { brand: 'No Such Brand' },
      change: { percent: 10 },
      roundTo: 10,
      dryRun: true,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ message: string }>().message).toBe(
      'No product matches this filter: there is nothing to change.',
    );
  });
});
