import { describe, expect, test } from 'vitest';
import { CatalogueCache } from './answer-cache.ts';
import { catalogueRequestKey } from './catalogue-request-key.ts';

const ID = '0b6f3f0e-5a4b-4c6d-8e9f-0123456789ab';

describe('the key of a catalogue request', () => {
  test('is what the list schema reads, normalised: defaults, case, junk and order play no part', () => {
    const plain = catalogueRequestKey('/api/product?q=ssd');
    expect(plain).toBeDefined();
    for (const url of [
      '/api/product?q=SSD',
      '/api/product?q=%20ssd%20&page=1',
      '/api/product?sort=relevance&q=ssd&pageSize=12',
      `/api/product?utm_source=${'x'.repeat(15_000)}&q=ssd`,
      '/api/product?q=ssd&q%5B%5D=1&__proto__=1&constructor=2',
    ]) {
      expect(catalogueRequestKey(url), url.slice(0, 80)).toBe(plain);
    }
    expect(catalogueRequestKey('/api/product')).toBe(catalogueRequestKey('/api/product?'));
    expect(catalogueRequestKey('/api/product?q=gpu')).not.toBe(plain);
    expect(catalogueRequestKey('/api/product?q=ssd&page=2')).not.toBe(plain);
    expect(catalogueRequestKey('/api/product?q=ssd&sort=catalogue')).not.toBe(plain);
    // Search reads the first 100 characters: a longer query shares their answer.
    expect(catalogueRequestKey(`/api/product?q=${'a'.repeat(100)}`)).toBe(
      catalogueRequestKey(`/api/product?q=${'a'.repeat(150)}`),
    );
    expect(catalogueRequestKey('/api/product?pageSize=500')).toBe(
      catalogueRequestKey('/api/product?pageSize=100'),
    );
  });

  test('a product is keyed by its id alone, in lower case', () => {
    const key = catalogueRequestKey(`/api/product/${ID}`);
    expect(key).toBe(`product ${ID}`);
    expect(catalogueRequestKey(`/api/product/${ID.toUpperCase()}?junk=${'y'.repeat(9000)}`)).toBe(
      key,
    );
  });

  test('a request the framework would refuse, or might read otherwise, has none', () => {
    for (const url of [
      '/api/product?q=a&q=b',
      '/api/product?q=%00',
      '/api/product?junk=%00',
      '/api/product?q=%ff',
      '/api/product?%ff=1',
      '/api/product?page=abc',
      '/api/product?category=nope',
      '/api/product/not-an-id',
      '/api/product/%ff',
      `/api/product/${ID}?x=%01`,
      `/api/product/${ID}/reviews`,
      '/api/products',
      '/',
    ]) {
      expect(catalogueRequestKey(url), url).toBeUndefined();
    }
  });

  test('thousands of requests with distinct junk parameters keep the cache small', async () => {
    const cache = new CatalogueCache({
      maxEntries: 5_000,
      maxBytes: 1024 * 1024,
      maxUncheckedMs: 60_000,
    });
    cache.setTrusted(true);
    cache.confirm(performance.now(), false);
    const from = await cache.get('list', async () => ({ json: '[]' }));
    const junk = 'j'.repeat(15_000);
    for (let i = 0; i < 5_000; i++) {
      const key = catalogueRequestKey(`/api/product?q=ssd&junk${i}=${junk}${i}`);
      cache.rememberResponse(key, { headers: {}, body: Buffer.from('[]'), etag: '"e"' }, from);
    }
    // The answer computed above and the one complete answer every request shares.
    expect(cache.size).toMatchObject({ entries: 1, ready: 1 });
    expect(cache.size.bytes).toBeLessThan(2_000);
  });

  test('keys count in the byte budget', async () => {
    const cache = new CatalogueCache({
      maxEntries: 5_000,
      maxBytes: 10_000,
      maxUncheckedMs: 60_000,
    });
    cache.setTrusted(true);
    cache.confirm(performance.now(), false);
    const from = await cache.get('list', async () => ({ json: '[]' }));
    for (let i = 0; i < 100; i++) {
      const key = `${'k'.repeat(1_000)}${i}`;
      cache.rememberResponse(key, { headers: {}, body: Buffer.from('[]'), etag: '"e"' }, from);
    }
    expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size.ready).toBeLessThan(10);
  });
});
