import { describe, expect, test } from 'vitest';
import { CatalogueCache, DEFAULT_CACHE_LIMITS } from './answer-cache.ts';
import { encodedBody } from './answer-encoding.ts';

const trustedCache = (limits = DEFAULT_CACHE_LIMITS) => {
  const cache = new CatalogueCache(limits);
  cache.setTrusted(true);
  cache.confirm(performance.now(), false);
  return cache;
};

/** A compute function that counts its calls and answers `value` as JSON. */
function counted(value: unknown) {
  const calls = { count: 0 };
  const compute = async () => {
    calls.count += 1;
    return { json: JSON.stringify(value) };
  };
  return { calls, compute };
}

describe('CatalogueCache', () => {
  test('serves a stored answer without computing it again, with a stable ETag', async () => {
    const cache = trustedCache();
    const { calls, compute } = counted({ price: 100 });
    const first = await cache.get('product 1', compute);
    const second = await cache.get('product 1', compute);
    expect(calls.count).toBe(1);
    expect(second.body.toString()).toBe('{"price":100}');
    expect(second.etag).toBe(first.etag);
  });

  test('a change forgets every answer', async () => {
    const cache = trustedCache();
    await cache.get('product 1', counted({ price: 100 }).compute);
    cache.invalidate();
    const fresh = await cache.get('product 1', counted({ price: 90 }).compute);
    expect(fresh.body.toString()).toBe('{"price":90}');
  });

  test('an answer computed while a change arrived is not kept', async () => {
    const cache = trustedCache();
    let release = () => {};
    const slow = cache.get('product 1', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { json: '{"price":100}' };
    });
    await Promise.resolve();
    cache.invalidate(); // the change commits while the old price is being read
    release();
    expect((await slow).body.toString()).toBe('{"price":100}');
    const next = await cache.get('product 1', counted({ price: 90 }).compute);
    expect(next.body.toString()).toBe('{"price":90}');
  });

  test('callers asking at once share one computation', async () => {
    const cache = trustedCache();
    const { calls, compute } = counted([1, 2, 3]);
    await Promise.all(Array.from({ length: 10 }, () => cache.get('list', compute)));
    expect(calls.count).toBe(1);
  });

  test('keeps nothing while change notifications are not trusted', async () => {
    const cache = new CatalogueCache();
    const { calls, compute } = counted({ price: 100 });
    await cache.get('product 1', compute);
    await cache.get('product 1', compute);
    expect(calls.count).toBe(2);
    expect(cache.size.entries).toBe(0);
  });

  test('nothing is served when no check confirmed it recently, and a check that saw a commit empties it', async () => {
    let now = 1_000;
    const cache = new CatalogueCache({ ...DEFAULT_CACHE_LIMITS, maxUncheckedMs: 50 }, () => now);
    cache.setTrusted(true);
    cache.confirm(now, false);
    const { calls, compute } = counted({ stock: 5 });
    await cache.get('product 1', compute);
    now += 50;
    await cache.get('product 1', compute); // checked 50 ms ago: served
    expect(calls.count).toBe(1);
    now += 1;
    await cache.get('product 1', compute); // unchecked for too long: read again
    expect(calls.count).toBe(2);
    cache.confirm(now, false);
    await cache.get('product 1', compute); // still kept, and confirmed current
    expect(calls.count).toBe(2);
    cache.confirm(now, true);
    await cache.get('product 1', compute);
    expect(calls.count).toBe(3);
  });

  test('stays within its entry and byte limits, dropping the least recently used', async () => {
    const cache = trustedCache({ maxEntries: 3, maxBytes: 10_000, maxUncheckedMs: 60_000 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, counted(key).compute);
    await cache.get('a', counted('a').compute); // a is now the most recently used
    await cache.get('d', counted('d').compute);
    expect(cache.size.entries).toBe(3);
    const b = counted('b');
    const a = counted('a');
    await cache.get('b', b.compute);
    await cache.get('a', a.compute);
    expect(b.calls.count).toBe(1); // b was dropped
    expect(a.calls.count).toBe(0); // a was kept

    const big = trustedCache({ maxEntries: 100, maxBytes: 50, maxUncheckedMs: 60_000 });
    for (const key of ['x', 'y', 'z']) await big.get(key, counted('x'.repeat(20)).compute);
    expect(big.size.bytes).toBeLessThanOrEqual(50);
  });

  test('the answers of one group (a page path) stay within its count and bytes; others stay', async () => {
    const limits = { maxEntries: 100, maxBytes: 1_000_000, maxUncheckedMs: 60_000 };
    const perGroup = { maxEntries: 3, maxBytes: 20_000 };
    const cache = trustedCache({ ...limits, perGroup });
    await cache.get('page /about', counted('about').compute, 'page /about');
    await cache.get('product 1', counted('one').compute);
    // By count: the least recently used of the group goes first.
    for (const price of [1, 2, 3]) {
      await cache.get(`page /products?minPrice=${price}`, counted(price).compute, 'page /products');
    }
    await cache.get('page /products?minPrice=1', counted(1).compute, 'page /products');
    await cache.get('page /products?minPrice=4', counted(4).compute, 'page /products');
    expect(cache.sizeOf('page /products').entries).toBe(3);
    const second = counted(2);
    const first = counted(1);
    await cache.get('page /products?minPrice=2', second.compute, 'page /products');
    await cache.get('page /products?minPrice=1', first.compute, 'page /products');
    expect(second.calls.count).toBe(1); // dropped
    expect(first.calls.count).toBe(0); // kept

    // By bytes: large pages of the group are dropped until it holds at most its bytes.
    for (const price of [5, 6, 7]) {
      const big = counted('x'.repeat(8_000));
      await cache.get(`page /products?minPrice=${price}`, big.compute, 'page /products');
    }
    expect(cache.sizeOf('page /products').bytes).toBeLessThanOrEqual(perGroup.maxBytes);
    expect(cache.sizeOf('page /products').entries).toBe(2);

    // Nothing outside the group went.
    expect(cache.sizeOf('page /about').entries).toBe(1);
    expect(cache.sizeOf('product 1').entries).toBe(1);
  });

  test('a complete response is kept only beside its answer, counted with it, and dropped with it', async () => {
    const cache = trustedCache({ maxEntries: 100, maxBytes: 20_000, maxUncheckedMs: 60_000 });
    const page = await cache.get('page a', counted('a'.repeat(4_000)).compute);
    const alone = cache.size.bytes;
    expect(alone).toBeGreaterThan(4_000);
    const headers = { 'content-type': 'text/html', 'content-security-policy': 'x'.repeat(500) };
    cache.rememberResponse('a plain', { headers, body: page.body, etag: page.etag }, page);
    const compressed = Buffer.alloc(1_000);
    cache.keepCompressed(page, compressed);
    cache.rememberResponse('a br', { headers, body: compressed, etag: page.etag }, page);
    // The headers are counted; the bodies the answer holds already are not counted again.
    const whole = cache.size.bytes;
    expect(whole - alone).toBeGreaterThan(1_000 + 2 * 500);
    expect(whole - alone).toBeLessThan(1_000 + 4 * 500 + 2_000);

    // Filling the budget with other answers drops the page and its responses together.
    for (const key of ['b', 'c', 'd', 'e'])
      await cache.get(key, counted(key.repeat(4_000)).compute);
    expect(cache.readyResponse('a plain')).toBeUndefined();
    expect(cache.readyResponse('a br')).toBeUndefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(20_000);
    // An answer no longer kept gets no response kept either.
    cache.rememberResponse('a plain', { headers, body: page.body, etag: page.etag }, page);
    expect(cache.size.ready).toBe(0);
  });

  test('an answer served by the fast path is not the first to go', async () => {
    const cache = trustedCache({ maxEntries: 3, maxBytes: 1_000_000, maxUncheckedMs: 60_000 });
    const first = await cache.get('a', counted('a').compute);
    cache.rememberResponse('a ready', { headers: {}, body: first.body, etag: first.etag }, first);
    for (const key of ['b', 'c']) await cache.get(key, counted(key).compute);
    expect(cache.readyResponse('a ready')).toBeDefined(); // served: used since last eviction
    await cache.get('d', counted('d').compute);
    const a = counted('a');
    const b = counted('b');
    await cache.get('a', a.compute);
    await cache.get('b', b.compute);
    expect(a.calls.count).toBe(0);
    expect(b.calls.count).toBe(1);
  });

  test('a compressed body is kept in memory of its own and counted with its answer', async () => {
    const cache = trustedCache();
    const answer = await cache.get('list', counted(Array(300).fill('ssd')).compute);
    const before = cache.size.bytes;
    for (const encoding of ['br', 'gzip'] as const) {
      const { body } = encodedBody(answer, encoding, cache);
      // Not a slice of zlib's 16 KB working buffer, which it would keep alive.
      expect(body.buffer.byteLength).toBe(body.length);
      expect(encodedBody(answer, encoding, cache).body).toBe(body);
    }
    expect(cache.size.bytes - before).toBeGreaterThan(2 * 20);
    expect(cache.size.bytes - before).toBeLessThan(1_000);
  });
});
