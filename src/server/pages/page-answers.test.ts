import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product } from '../../shared/schemas/product.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { signUpOwner, type SignedIn } from '../test/auth-test-helpers.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { eventually } from '../test/eventually.ts';
import { testWebBuild } from './test-web-build.ts';

// Status codes of rendered pages, odd addresses, and the cache of rendered pages:
// emptied by the catalogue's change notices, in every instance.

let shop: TestApp;
let admin: SignedIn;
let webDir: string;
let catalogue: Product[];

beforeAll(async () => {
  webDir = await testWebBuild();
  shop = await startTestApp({ seeded: true, webDir });
  admin = await signUpOwner(shop.app, shop.database.db);
  catalogue = (await shop.app.inject({ method: 'GET', url: '/api/product' })).json();
});
afterAll(() => shop?.close());

const page = (url: string) => shop.app.inject({ method: 'GET', url });
const edit = (id: string, payload: object) =>
  shop.app.inject({
    method: 'PATCH',
    url: `/api/products/${id}`,
    headers: admin.headers,
    payload,
  });

describe('status codes', () => {
  test('an unknown address answers 404 with the rendered 404 page', async () => {
    for (const url of ['/no-such-page', '/products/abc/def', '/dashboardx']) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body).toContain('Page not found');
      expect(answer.body).toContain('href="/"');
    }
  });

  test('an unknown, malformed or deleted product answers 404 with other products to see', async () => {
    const [gone] = catalogue;
    if (!gone) throw new Error('the seeded catalogue is empty');
    const removed = await shop.app.inject({
      method: 'DELETE',
      url: `/api/products/${gone._id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    for (const id of [gone._id, gone.slug, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const answer = await page(`/products/${id}`);
      expect(answer.statusCode, id).toBe(404);
      expect(answer.body).toContain('This product is gone');
      expect(answer.body).toContain('href="/products"');
      const others = [...answer.body.matchAll(/href="\/products\/([a-z0-9-]+)"/g)];
      expect(others.length, id).toBeGreaterThan(0);
      expect(others.map((match) => match[1])).not.toContain(gone.slug);
      expect(answer.body).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  test('unknown API addresses stay JSON 404s', async () => {
    const answer = await page('/api/no-such-thing');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ statusCode: 404 });
  });

  test('signed-in pages come as the shell the browser draws', async () => {
    for (const url of ['/login', '/dashboard/my-orders', `/order-modal/${catalogue[1]?._id}`]) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain('<div id="root"></div>');
      expect(answer.body, url).toContain('<title>Circuit Haat</title>');
    }
  });

  test('odd queries render a normal page, never a 500, and never echo markup', async () => {
    const odd = [
      '/products?page=99999999999',
      '/products?sort=nonsense&page=-3',
      '/products?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/products?q=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
      '/products?category=%3Cb%3E',
      '/?q=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/products/%3Cscript%3E',
    ];
    for (const url of odd) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBeLessThan(500);
      expect(answer.body, url).not.toMatch(/<script>alert|<img src=x|<b>/);
    }
  });
});

describe('the cache of rendered pages', () => {
  test('a page is kept: the same bytes and ETag, and a 304 for a browser that has it', async () => {
    // A loaded machine can let the cache's periodic check lapse between two requests,
    // which renders the page afresh; two answers in a row from the kept page must agree.
    await eventually(async () => {
      const first = await page('/about');
      const second = await page('/about');
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.body).toBe(first.body);
      const again = await shop.app.inject({
        method: 'GET',
        url: '/about',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });
  });

  test('a price change shows in the rendered pages of another instance', async () => {
    // A second instance of the shop on the same database, as behind a load balancer.
    const other = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      database: shop.database,
      webDir,
    });
    try {
      const product = catalogue[2]!;
      const url = `/products/${product.slug}`;
      const before = await other.inject({ method: 'GET', url });
      expect(before.body).toContain(`"price":${product.price}`);
      const price = product.price + 1234;
      expect((await edit(product._id, { price })).statusCode).toBe(200);
      await eventually(async () => {
        const after = await other.inject({ method: 'GET', url });
        expect(after.body).toContain(`"price":${price}`);
        expect(after.headers.etag).not.toBe(before.headers.etag);
        const grid = await other.inject({ method: 'GET', url: '/products' });
        expect(grid.body).toContain(`"price":${price}`);
      });
    } finally {
      await other.close();
    }
  });

  test('text in a product that looks like markup or like replacement patterns lands as written', async () => {
    const product = catalogue[3]!;
    const name = "Cooler </script><script>alert(1)</script> <!-- $` $' $& x";
    const edited = await edit(product._id, { name });
    expect(edited.statusCode).toBe(200);
    const { slug } = edited.json<Product>();
    await eventually(async () => {
      const body = (await page(`/products/${slug}`)).body;
      expect(body).toContain('Cooler &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(body).not.toContain('<script>alert(1)');
      // Well-formed: one head, one root, in order.
      expect(body.split('</head>').length).toBe(2);
      expect(body.split('<div id="root">').length).toBe(2);
      expect(body.indexOf('</head>')).toBeLessThan(body.indexOf('<div id="root">'));
    });
  });
});

test('the image host makes the 1200x630 JPEG cover that link previews show', async () => {
  const picture = catalogue.find((product) => product.image.startsWith('/images/'));
  if (!picture) throw new Error('no seeded product has a stored picture');
  const answer = await shop.app.inject({ method: 'GET', url: `${picture.image}?variant=og` });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('image/jpeg');
  const { width, height, format } = await sharp(answer.rawPayload).metadata();
  expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
  const refused = await shop.app.inject({ method: 'GET', url: `${picture.image}?variant=huge` });
  expect(refused.statusCode).toBe(400);
});

describe('renamed products', () => {
  test('a renamed product keeps every old address: its id and earlier slugs answer 301 to the current one', async () => {
    const product = catalogue[5]!;
    const first = product.slug;
    const once = await edit(product._id, { name: `${product.name} Boxed` });
    expect(once.statusCode).toBe(200);
    const second = once.json<Product>().slug;
    const twice = await edit(product._id, { name: `${product.name} Boxed Refresh` });
    const current = twice.json<Product>().slug;
    expect(new Set([first, second, current]).size).toBe(3);
    for (const from of [first, second, product._id, current.toUpperCase()]) {
      const answer = await page(`/products/${from}?utm_source=chat`);
      expect(answer.statusCode, from).toBe(301);
      expect(answer.headers.location, from).toBe(`/products/${current}?utm_source=chat`);
    }
    const shown = await page(`/products/${current}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Boxed Refresh');
    const sitemap = (await page('/sitemap.xml')).body;
    expect(sitemap).toContain(`/products/${current}</loc>`);
    expect(sitemap).not.toContain(`/products/${first}</loc>`);
    expect(sitemap).not.toContain(`/products/${second}</loc>`);
  });
});
