import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Product } from '../../shared/schemas/product.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { testWebBuild } from './test-web-build.ts';

// Every page address is answered once: a rendered page is not followed by the empty shell,
// which the framework refuses with a "Reply was already sent" warning in the log.

const logged: string[] = [];
let shop: TestApp;
let productId: string;

beforeAll(async () => {
  shop = await startTestApp({
    seeded: true,
    webDir: await testWebBuild(),
    logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } },
  });
  const list = await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=1' });
  productId = list.json<Product[]>()[0]?.slug ?? 'none';
});
afterAll(() => shop?.close());

test('ordinary page loads, compressed or not and again with their ETag, log no warning', async () => {
  const pages = ['/', '/products', `/products/${productId}`, '/pc-builder', '/about', '/track'];
  for (const url of pages) {
    // Each load carries a cookie, as a shopper's does, so none is served by the fast path.
    const first = await shop.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', cookie: 'theme=dark' },
    });
    expect(first.statusCode, url).toBe(200);
    expect(first.headers['content-type'], url).toBe('text/html; charset=utf-8');
    const again = await shop.app.inject({
      method: 'GET',
      url,
      headers: { cookie: 'theme=dark', 'if-none-match': String(first.headers.etag) },
    });
    expect([200, 304], url).toContain(again.statusCode);
  }
  expect(logged.filter((line) => line.includes('already sent'))).toEqual([]);
});
