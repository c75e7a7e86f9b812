import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/product.ts';
import type { SynonymGroups } from '../../../shared/schemas/search.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connectDatabase, type Database } from '../../db/client.ts';
import type { SignedIn } from '../../test/auth-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { stockShop } from './search-test-shop.ts';

// Each instance keeps the words queries are read with (the owner's synonyms, what the lexicon
// says of each word typed) in memory; two instances on one database, as behind a load
// balancer, must still read every query with the words the database holds.
let first: TestApp;
let second: FastifyInstance;
let secondDatabase: Database;
let owner: SignedIn;
let image: string;
beforeAll(async () => {
  first = await createTestApp();
  ({ owner } = await stockShop(first));
  const listed = await first.app.inject({ method: 'GET', url: '/api/product?pageSize=1' });
  image = listed.json<Product[]>()[0]!.image;
  secondDatabase = connectDatabase(first.database.pool.options, 4);
  second = await buildApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    database: secondDatabase,
    webDir: '/nonexistent-web-build',
  });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await secondDatabase.close();
  await first.close();
});

/** Generous: a loaded test machine delays every timer; a notice arrives as the change commits. */
const SEEN_WITHIN = { timeout: 10_000, interval: 20 };

async function namesFound(app: FastifyInstance, q: string): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/product?pageSize=100&q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<Product[]>()
    .map((product) => product.name)
    .sort();
}

describe('the words a query is read with, on two instances of one database', () => {
  test("synonyms the owner saves on one instance are used by the other's searches", async () => {
    // The second instance has read these words (and the owner's groups: none yet).
    expect(await namesFound(second, 'kumara board')).toEqual([]);
    const groups: SynonymGroups = [{ words: ['keyboard', 'kumara board'] }];
    const saved = await first.app.inject({
      method: 'PUT',
      url: '/api/admin/search-synonyms',
      headers: owner.headers,
      payload: groups,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect
      .poll(() => namesFound(second, 'kumara board'), SEEN_WITHIN)
      .toEqual([
        'Fantech MAXFIT61 Mechanical Keyboard',
        'Redragon K552 Kumara Mechanical Gaming Keyboard',
      ]);
  });

  test('a word a new product brings is no longer read as a typo by the other instance', async () => {
    // No product says "radeen" yet: the second instance reads it as a typo of "radeon".
    expect(await namesFound(second, 'radeen')).toEqual(['Gigabyte Radeon RX 7600 Gaming OC 8GB']);
    const added = await first.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: owner.headers,
      payload: {
        name: 'Radeen Silent Case Fan 120mm',
        brand: 'Radeen',
        category: 'other',
        details: 'Three-pin, 1200 rpm.',
        specs: {},
        price: 450,
        quantity: 10,
        image,
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    await expect
      .poll(() => namesFound(second, 'radeen'), SEEN_WITHIN)
      .toEqual(['Radeen Silent Case Fan 120mm']);
  });
});
