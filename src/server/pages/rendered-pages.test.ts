import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatTk } from '../../shared/money.ts';
import type { Product } from '../../shared/schemas/product.ts';
import type { Review } from '../../shared/schemas/review.ts';
import { products } from '../db/schema.ts';
import { signUpOwner, type SignedIn } from '../test/auth-test-helpers.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { jsonLdOf, metaOf, testWebBuild } from './test-web-build.ts';

// The first HTML answer of every public page, fetched without a browser: what a crawler
// or a chat app's link preview reads.

const PUBLIC_URL = 'https://shop.example.com';
let shop: TestApp;
let admin: SignedIn;
let catalogue: Product[];

beforeAll(async () => {
  shop = await startTestApp({
    seeded: true,
    webDir: await testWebBuild(),
    env: { PUBLIC_URL },
  });
  admin = await signUpOwner(shop.app, shop.database.db);
  catalogue = (await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=100' })).json();
});
afterAll(() => shop?.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url, headers });

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

describe('the content is in the first answer', () => {
  test('the products grid shows each product of its first page with its price in Tk and stock', async () => {
    const answer = await page('/products');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const product of catalogue.slice(0, 12)) {
      expect(answer.body).toContain(html(product.name));
      expect(answer.body).toContain(formatTk(product.price));
    }
    expect(answer.body).toMatch(/In stock|Only \d+ left|Out of stock/);
    // The grid's links are plain links: they work without JavaScript.
    expect(answer.body).toContain(`href="/products/${catalogue[0]?.slug}"`);
    expect(answer.body).not.toContain('needs JavaScript');
  });

  test('a filtered grid shows that filter’s products only', async () => {
    const gpus = catalogue.filter((product) => product.category === 'gpu');
    const answer = await page('/products?category=gpu&sort=price-asc');
    for (const gpu of gpus) expect(answer.body).toContain(html(gpu.name));
    const cpu = catalogue.find((product) => product.category === 'cpu');
    expect(answer.body).not.toContain(`href="/products/${cpu?.slug}"`);
  });

  test('a product page shows the product, its rating and its reviews', async () => {
    const reviewed = catalogue.find((product) => product.rating.count > 0);
    if (!reviewed) throw new Error('the seeded catalogue has no reviewed product');
    const reviews: Review[] = (
      await shop.app.inject({ method: 'GET', url: `/api/reviews?productId=${reviewed._id}` })
    ).json();
    const answer = await page(`/products/${reviewed.slug}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(`>${html(reviewed.name)}</h1>`);
    expect(answer.body).toContain(formatTk(reviewed.price));
    expect(answer.body).toContain(html(reviews[0]!.comment));
  });

  test('the home, reviews, blogs and about pages show their own content', async () => {
    const home = await page('/');
    for (const featured of catalogue.slice(3, 6)) expect(home.body).toContain(html(featured.name));
    const reviews: Review[] = (
      await shop.app.inject({ method: 'GET', url: '/api/reviews' })
    ).json();
    expect((await page('/reviews')).body).toContain(html(reviews[0]!.comment));
    expect((await page('/blogs')).body).toContain(
      html('How do I choose a CPU and motherboard that work together?'),
    );
    expect((await page('/about')).body).toContain('Farhana Rahman');
  });

  test('the page carries the query cache it was drawn from, for the browser to start with', async () => {
    const product = catalogue[0]!;
    const body = (await page(`/products/${product.slug}`)).body;
    const state = /<script type="application\/json" id="page-state">([^<]*)<\/script>/.exec(body);
    const parsed = JSON.parse(state?.[1] ?? '{}') as {
      site: { origin: string };
      queries: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
    };
    expect(parsed.site.origin).toBe(PUBLIC_URL);
    const detail = parsed.queries.queries.find((query) => query.queryKey[1] === 'detail');
    const api = await shop.app.inject({ method: 'GET', url: `/api/product/${product._id}` });
    expect(detail?.state.data).toEqual(api.json());
  });

  test('a signed-in visitor gets the same page as everyone, nothing of their own', async () => {
    const anonymous = await page('/products');
    const signedIn = await page('/products', admin.headers);
    // Two renders differ only in when their data was read (the cache usually answers the
    // second from the first, but not while its check is late on a busy machine).
    const withoutTimes = (body: string) =>
      body.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
    expect(withoutTimes(signedIn.body)).toBe(withoutTimes(anonymous.body));
    expect(signedIn.body).not.toContain(admin.user.email);
  });
});

describe('the head', () => {
  test('each page has its own title, description and canonical address on PUBLIC_URL', async () => {
    const expected: Array<[string, string, string]> = [
      ['/', 'Circuit Haat | PC parts in Bangladesh, prices in Tk', `${PUBLIC_URL}/`],
      ['/home', 'Circuit Haat | PC parts in Bangladesh, prices in Tk', `${PUBLIC_URL}/`],
      ['/products?page=1', 'Products | Circuit Haat', `${PUBLIC_URL}/products`],
      ['/reviews', 'Reviews | Circuit Haat', `${PUBLIC_URL}/reviews`],
      ['/blogs', 'Blogs | Circuit Haat', `${PUBLIC_URL}/blogs`],
      ['/about', 'About | Circuit Haat', `${PUBLIC_URL}/about`],
    ];
    const descriptions = new Set<string>();
    for (const [url, title, canonical] of expected) {
      const body = (await page(url)).body;
      const head = body.slice(0, body.indexOf('</head>'));
      expect(head, url).toContain(`<title>${title}</title>`);
      expect(head.split('<title>').length, url).toBe(2);
      expect(head, url).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(metaOf(head, 'og:url'), url).toBe(canonical);
      expect(metaOf(head, 'og:image'), url).toBe(`${PUBLIC_URL}/og-cover.jpg`);
      expect(metaOf(head, 'twitter:card'), url).toBe('summary_large_image');
      if (url !== '/home') descriptions.add(metaOf(head, 'description') ?? '');
    }
    expect(descriptions.size).toBe(expected.length - 1);
  });

  test('a product page’s link preview names the product, its price in Tk, stock and picture', async () => {
    const product = catalogue.find((item) => item.quantity > 0)!;
    const body = (await page(`/products/${product.slug}`)).body;
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(`<title>${html(product.name)} | Circuit Haat</title>`);
    expect(metaOf(head, 'og:type')).toBe('product');
    expect(metaOf(head, 'og:title')).toBe(html(product.name));
    expect(metaOf(head, 'og:description')).toContain(`${formatTk(product.price)}, in stock`);
    expect(metaOf(head, 'og:image')).toBe(`${PUBLIC_URL}${product.image}?variant=og`);
    expect(metaOf(head, 'product:price:amount')).toBe(String(product.price));
    expect(metaOf(head, 'product:price:currency')).toBe('BDT');
    expect(metaOf(head, 'product:availability')).toBe('in stock');
  });

  test('a product’s JSON-LD holds what Google’s merchant listings need, equal to the database', async () => {
    const reviewed = catalogue.find((product) => product.rating.count > 0)!;
    const [row] = await shop.database.db
      .select()
      .from(products)
      .where(eq(products.id, reviewed._id));
    if (!row) throw new Error('no such product row');
    const [ld, breadcrumb] = jsonLdOf((await page(`/products/${reviewed.slug}`)).body);
    const url = `${PUBLIC_URL}/products/${reviewed.slug}`;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: row.name,
      description: row.details,
      image: row.images.map((image) => `${PUBLIC_URL}${image}`),
      // The shop's own stock code, as staff and invoices know it: never the internal id.
      sku: row.sku,
      brand: { '@type': 'Brand', name: row.brand },
      offers: {
        '@type': 'Offer',
        url,
        price: row.priceTk,
        priceCurrency: 'BDT',
        availability: `https://schema.org/${row.stock > 0 ? 'InStock' : 'OutOfStock'}`,
        itemCondition: 'https://schema.org/NewCondition',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: reviewed.rating.average,
        reviewCount: reviewed.rating.count,
      },
    });
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: `${PUBLIC_URL}/` },
        { position: 2, item: `${PUBLIC_URL}/products?category=${row.category}` },
        { position: 3, name: row.name, item: url },
      ],
    });
    const unreviewed = catalogue.find((product) => product.rating.count === 0);
    if (unreviewed) {
      const [plain] = jsonLdOf((await page(`/products/${unreviewed.slug}`)).body);
      expect(plain).not.toHaveProperty('aggregateRating');
    }
  });

  test('the home page describes the shop and its search', async () => {
    const [organization, site] = jsonLdOf((await page('/')).body);
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Circuit Haat' });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: `${PUBLIC_URL}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${PUBLIC_URL}/products?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  test('a product page names its code for preloading after the first paint, not the first chunk’s libraries', async () => {
    const body = (await page(`/products/${catalogue[0]?.slug}`)).body;
    // Inert until the page's after-paint script starts it (src/web/after-paint.js).
    const [, named = ''] = /<template data-after-paint>(.*?)<\/template>/.exec(body) ?? [];
    const preloads = [...named.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
    expect(preloads.map((match) => match[1])).toEqual([
      '/assets/product-page-c3.js',
      '/assets/show-more-reviews-d4.js',
    ]);
    expect((await page('/.vite/manifest.json')).statusCode).toBe(404);
  });
});
