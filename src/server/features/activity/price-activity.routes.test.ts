import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ActivityEntry } from '../../../shared/schemas/activity.ts';
import { signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { saveWebpImage } from '../images/index.ts';

// The activity log shows every price change, read from the price history the products'
// trigger writes (who, from where, when), beside the staff actions it records itself.

let shop: TestApp;
let owner: SignedIn;
let id = '';

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: object) =>
  shop.app.inject({ method, url, headers: owner.headers, ...(payload && { payload }) });

beforeAll(async () => {
  shop = await createTestApp();
  owner = await signUpOwner(shop.app, shop.database.db, { name: 'Rafiq Owner' });
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#345678' } })
    .webp()
    .toBuffer();
  const image = (await saveWebpImage(shop.database.db, bytes, { width: 8, height: 8 })).url;
  const made = await call('POST', '/api/products', {
    name: 'Glacier Fan 140',
    price: 900,
    details: 'A fan for the activity log tests.',
    quantity: 3,
    image,
    category: 'cooler',
  });
  expect(made.statusCode, made.body).toBe(201);
  id = made.json<{ insertedId: string }>().insertedId;
});
afterAll(() => shop.close());

describe('price changes in the activity log', () => {
  test('a change in the form and a bulk change show who, what and from where', async () => {
    expect((await call('PATCH', `/api/products/${id}`, { price: 950 })).statusCode).toBe(200);
    const bulk = await call('POST', '/api/admin/products/bulk-price', {
      filter: { q: 'Glacier' },
      change: { amount: 50 },
      roundTo: 1,
      dryRun: false,
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const answer = await call('GET', '/api/admin/activity');
    expect(answer.statusCode, answer.body).toBe(200);
    const prices = answer
      .json<ActivityEntry[]>()
      .filter((entry) => entry.action === 'price-change')
      .map(({ actor, target, details }) => ({ actor, target, details }));
    // Newest first; the price the product was added at is not a change.
    expect(prices).toEqual([
      { actor: owner.user.email, target: 'Glacier Fan 140', details: 'Tk 950 to Tk 1000 (bulk)' },
      { actor: owner.user.email, target: 'Glacier Fan 140', details: 'Tk 900 to Tk 950 (form)' },
    ]);
  });
});
