import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  FIRST_PAGE_ELEMENT_ID,
  PRODUCT_ELEMENT_ID,
  type EmbeddedCataloguePage,
} from '../../shared/embedded-page.ts';
import { HOME_HERO_IMAGE } from '../../shared/responsive-images.ts';
import type { Product } from '../../shared/schemas/product.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type SignedIn, signUpOwner } from '../features/auth/auth-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

let database: TestDatabase;
let app: FastifyInstance;
let admin: SignedIn;

beforeAll(async () => {
  const webDir = await mkdtemp(join(tmpdir(), 'web-build-'));
  await writeFile(
    join(webDir, 'index.html'),
    '<!doctype html><head><title>Circuit Haat</title></head><body><div id="root"></div></body>',
  );
  // The build's manifest: an entry with its libraries, and the product page's chunk.
  await mkdir(join(webDir, '.vite'));
  await writeFile(
    join(webDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a1.js', name: 'index', isEntry: true, imports: ['_v'] },
      _v: { file: 'assets/vendor-b2.js', name: 'vendor' },
      _p: {
        file: 'assets/product-page-c3.js',
        name: 'product-page',
        imports: ['index.html', '_r'],
      },
      _r: { file: 'assets/show-more-reviews-d4.js', name: 'show-more-reviews', imports: ['_v'] },
    }),
  );
  database = await createTestDatabase({ seeded: true });
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), database, webDir });
  admin = await signUpOwner(app, database.db);
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

/** The JSON element `id` of a page's HTML, parsed, or undefined when there is none. */
async function embedded<T>(url: string, id: string): Promise<T | undefined> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const opening = `<script type="application/json" id="${id}">`;
  const start = response.body.indexOf(opening);
  if (start < 0) return undefined;
  const end = response.body.indexOf('</script>', start);
  return JSON.parse(response.body.slice(start + opening.length, end)) as T;
}

const embeddedAt = (url: string) => embedded<EmbeddedCataloguePage>(url, FIRST_PAGE_ELEMENT_ID);

async function apiFirstPage(): Promise<EmbeddedCataloguePage> {
  const response = await app.inject({ method: 'GET', url: '/api/product' });
  return { items: response.json<Product[]>(), total: Number(response.headers['x-total-count']) };
}

/** Polls until `check` passes; a change must show within a second (the rule). */
async function withinASecond(check: () => Promise<void>) {
  const deadline = Date.now() + 1000;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('the first catalogue page in the HTML', () => {
  test('the home page and the products grid carry what GET /api/product answers', async () => {
    const api = await apiFirstPage();
    expect(api.items.length).toBeGreaterThan(0);
    for (const url of ['/', '/home', '/products', '/?from=newsletter']) {
      expect(await embeddedAt(url), url).toEqual(api);
    }
  });

  test('other pages, and a filtered or later grid page, carry none', async () => {
    for (const url of [
      '/about',
      '/products/abc',
      '/products?page=2',
      '/products?q=ssd',
      '/login',
    ]) {
      expect(await embeddedAt(url), url).toBeUndefined();
    }
  });

  test('a price change shows in the next page within a second, with a new ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    const [product] = (await apiFirstPage()).items;
    if (!product) throw new Error('the seeded catalogue is empty');
    const price = product.price + 111;
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/products/${product._id}`,
      headers: admin.headers,
      payload: { price },
    });
    expect(edit.statusCode).toBe(200);
    await withinASecond(async () => {
      const page = await embeddedAt('/');
      expect(page?.items.find((item) => item._id === product._id)?.price).toBe(price);
    });
    const second = await app.inject({ method: 'GET', url: '/' });
    expect(second.headers.etag).not.toBe(first.headers.etag);
    const revalidated = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(second.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  test('text that looks like markup cannot end the JSON element early', async () => {
    const [product] = (await apiFirstPage()).items;
    if (!product) throw new Error('the seeded catalogue is empty');
    const name = 'Cooler </script><script>alert(1)</script> <!-- x';
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/products/${product._id}`,
      headers: admin.headers,
      payload: { name },
    });
    expect(edit.statusCode).toBe(200);
    await withinASecond(async () => {
      const page = await embeddedAt('/products');
      expect(page?.items.find((item) => item._id === product._id)?.name).toBe(name);
    });
    const html = (await app.inject({ method: 'GET', url: '/products' })).body;
    expect(html).not.toContain('<script>alert(1)');
  });

  test("text holding replacement patterns ($` $' $&) lands in the page as written", async () => {
    const [product] = (await apiFirstPage()).items;
    if (!product) throw new Error('the seeded catalogue is empty');
    const name = "Fan $` x $' y $& z";
    const details = "Quiet $' and $` and $$ and $<n> and $1";
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/products/${product._id}`,
      headers: admin.headers,
      payload: { name, details },
    });
    expect(edit.statusCode).toBe(200);
    const pageUrl = `/products/${product._id}`;
    await withinASecond(async () => {
      const page = await embedded<Product>(pageUrl, PRODUCT_ELEMENT_ID);
      expect(page).toMatchObject({ name, details });
      const grid = await embeddedAt('/products');
      expect(grid?.items.find((item) => item._id === product._id)?.name).toBe(name);
    });
    for (const url of [pageUrl, '/products']) {
      const html = (await app.inject({ method: 'GET', url })).body;
      // Well-formed: the page is index.html with insertions, each part once and in order.
      expect(html.startsWith('<!doctype html><head><title>Circuit Haat</title>'), url).toBe(true);
      expect(html.endsWith('</script></body>'), url).toBe(true);
      expect(html.split('</head>').length, url).toBe(2);
      expect(html.split('<div id="root"></div>').length, url).toBe(2);
      expect(html.indexOf('</head>')).toBeLessThan(html.indexOf('<div id="root"></div>'));
    }
  });

  test('a product page carries its product, as GET /api/product/:id answers it', async () => {
    const [product] = (await apiFirstPage()).items;
    if (!product) throw new Error('the seeded catalogue is empty');
    const api = await app.inject({ method: 'GET', url: `/api/product/${product._id}` });
    const page = await embedded<Product>(`/products/${product._id}`, PRODUCT_ELEMENT_ID);
    expect(page).toEqual(api.json());
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await embedded(`/products/${unknown}`, PRODUCT_ELEMENT_ID)).toBeUndefined();
    expect(await embedded(`/products/not-an-id`, PRODUCT_ELEMENT_ID)).toBeUndefined();
  });

  test('each landing page preloads its largest picture', async () => {
    const home = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(home).toContain(`<link rel="preload" as="image" href="${HOME_HERO_IMAGE}"`);
    const [first] = (await apiFirstPage()).items;
    const grid = (await app.inject({ method: 'GET', url: '/products' })).body;
    expect(grid).toContain(`<link rel="preload" as="image" href="${first?.image}"`);
    const about = (await app.inject({ method: 'GET', url: '/about' })).body;
    expect(about).not.toContain('rel="preload"');
  });

  test("a product page names its page's code for preloading; the first chunk's libraries it does not", async () => {
    const [product] = (await apiFirstPage()).items;
    const html = (await app.inject({ method: 'GET', url: `/products/${product?._id}` })).body;
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
    expect(preloads.map((match) => match[1])).toEqual([
      '/assets/product-page-c3.js',
      '/assets/show-more-reviews-d4.js',
    ]);
    const home = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(home).not.toContain('modulepreload');
    // The manifest is build metadata, not a file the site serves.
    expect((await app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  test('a signed-in visitor gets the same public page, nothing of their own', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: admin.headers });
    expect(response.body).not.toContain(admin.user.email);
    expect(await embeddedAt('/')).toEqual(await apiFirstPage());
  });
});
