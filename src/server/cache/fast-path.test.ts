import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product } from '../../shared/schemas/product.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { KEEPING_CACHE_LIMITS } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

// The fast path sits in front of the framework, so it is seen only over real HTTP.
const PORT = 4010;
const base = `http://127.0.0.1:${PORT}`;
let app: FastifyInstance;
let database: TestDatabase;
let reachedFramework = 0;
let product: Product;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    database,
    webDir: '/nonexistent-web-build',
    cacheLimits: KEEPING_CACHE_LIMITS,
  });
  app.addHook('onRequest', async () => {
    reachedFramework += 1;
  });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  product = ((await (await fetch(`${base}/api/product?pageSize=1`)).json()) as Product[])[0]!;
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

const productUrl = () => `${base}/api/product/${product._id}`;

describe('the catalogue fast path', () => {
  test('repeats the full answer, headers included, without running the framework again', async () => {
    const first = await fetch(productUrl(), { headers: { 'accept-encoding': 'identity' } });
    const before = reachedFramework;
    const second = await fetch(productUrl(), { headers: { 'accept-encoding': 'identity' } });
    expect(reachedFramework).toBe(before);
    expect(await second.text()).toBe(await first.text());
    for (const header of ['etag', 'content-type', 'x-content-type-options', 'cache-control']) {
      expect(second.headers.get(header)).toBe(first.headers.get(header));
    }
    const revalidated = await fetch(productUrl(), {
      headers: { 'accept-encoding': 'identity', 'if-none-match': first.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);
  });

  test('serves compressed answers to browsers that ask for them', async () => {
    const url = `${base}/api/product?pageSize=30`;
    const plain = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();
    for (let i = 0; i < 2; i++) {
      const response = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        // fetch would decode; node:http hands over the bytes as sent.
        void import('node:http').then(({ get }) =>
          get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
            );
          }).on('error', reject),
        );
      });
      expect(response.encoding).toBe('gzip');
      expect(gunzipSync(response.body).toString()).toBe(plain);
    }
  });

  test('a change empties it: the next request sees the new price', async () => {
    await fetch(productUrl());
    await fetch(productUrl());
    await database.db.execute(
      sql`update products set price_tk = price_tk + 7 where id = ${product._id}`,
    );
    // The cache's periodic check empties it; a loaded machine may delay that check.
    await expect
      .poll(async () => ((await (await fetch(productUrl())).json()) as Product).price, {
        timeout: 10_000,
      })
      .toBe(product.price + 7);
  });

  test('unknown parameters make no new entries: junk in the URL is served the same answer', async () => {
    const url = `${base}/api/product?pageSize=30`;
    const first = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();
    const before = reachedFramework;
    for (let i = 0; i < 50; i++) {
      const junk = `${url}&utm_${i}=${'x'.repeat(8_000)}${i}`;
      const response = await fetch(junk, { headers: { 'accept-encoding': 'identity' } });
      expect(await response.text()).toBe(first);
    }
    // Keyed by the raw URL, each of the 50 would reach it; the cache's periodic check
    // may empty it once or twice meanwhile, sending one through again.
    expect(reachedFramework - before).toBeLessThanOrEqual(3);
  });

  test('a request the framework would refuse is never answered from the cache', async () => {
    const url = `${base}/api/product?pageSize=30`;
    await fetch(url);
    for (const refused of [`${url}&junk=%00`, `${url}&pageSize=30`]) {
      expect((await fetch(refused)).status, refused).toBe(400);
    }
  });

  test('requests carrying credentials always go through the framework', async () => {
    await fetch(productUrl());
    const before = reachedFramework;
    await fetch(productUrl(), { headers: { authorization: 'Bearer not-a-token' } });
    expect(reachedFramework).toBe(before + 1);
  });
});
