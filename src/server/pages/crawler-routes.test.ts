import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CATEGORIES } from '../../shared/categories.ts';
import type { Product } from '../../shared/schemas/product.ts';
import { signUpOwner, type SignedIn } from '../test/auth-test-helpers.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { MAX_SITEMAP_URLS } from './sitemap.ts';
import { testWebBuild } from './test-web-build.ts';

const PUBLIC_URL = 'https://shop.example.com';

/**
 * Whether `xml` is well-formed for the subset sitemaps use: one declaration, elements
 * that nest and close, and no bare "&" or "<" in text. Answers the first problem.
 */
function xmlProblem(xml: string): string | undefined {
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) return 'no XML declaration';
  const open: string[] = [];
  const body = xml.slice(xml.indexOf('?>') + 2);
  for (const token of body.match(/<[^>]*>|[^<]+/g) ?? []) {
    if (!token.startsWith('<')) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(token)) return `a bare & in ${token}`;
      continue;
    }
    const closing = /^<\/([\w:]+)>$/.exec(token);
    if (closing) {
      if (open.pop() !== closing[1]) return `${token} closes nothing open`;
      continue;
    }
    const opening = /^<([\w:]+)(\s+[\w:]+="[^"<&]*")*\s*>$/.exec(token);
    if (!opening?.[1]) return `malformed tag ${token}`;
    open.push(opening[1]);
  }
  return open.length === 0 ? undefined : `unclosed ${open.join(', ')}`;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('the sitemap of a shop of ordinary size', () => {
  let shop: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    shop = await startTestApp({ seeded: true, webDir: await testWebBuild(), env: { PUBLIC_URL } });
    admin = await signUpOwner(shop.app, shop.database.db);
  });
  afterAll(() => shop?.close());

  const sitemap = () => shop.app.inject({ method: 'GET', url: '/sitemap.xml' });

  test('lists the static pages, each category and every product with its last change', async () => {
    const answer = await sitemap();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xmlProblem(answer.body)).toBeUndefined();
    const listed = locs(answer.body);
    for (const path of ['/', '/products', '/reviews', '/blogs', '/about', '/pc-builder']) {
      expect(listed).toContain(`${PUBLIC_URL}${path}`);
    }
    for (const category of CATEGORIES) {
      expect(listed).toContain(`${PUBLIC_URL}/products?category=${category}`);
    }
    const { rows } = await shop.database.pool.query<{ slug: string; updated_at: Date }>(
      'select slug, updated_at from products where deleted_at is null',
    );
    for (const row of rows) {
      expect(answer.body).toContain(
        `<loc>${PUBLIC_URL}/products/${row.slug}</loc><lastmod>${row.updated_at.toISOString()}</lastmod>`,
      );
    }
  });

  test('a product added a moment ago is listed, and a deleted one is not', async () => {
    const before = await sitemap();
    const added = await shop.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: {
        name: 'Sitemap Test SSD 1TB',
        details: 'A drive added to see it in the sitemap.',
        price: 9000,
        quantity: 4,
        image: '/images/00000000000000000000000000000000.webp',
      },
    });
    expect(added.statusCode).toBe(201);
    const id = added.json<{ insertedId: string }>().insertedId;
    const { slug } = (
      await shop.app.inject({ method: 'GET', url: `/api/product/${id}` })
    ).json<Product>();
    const [gone] = (await shop.app.inject({ method: 'GET', url: '/api/product' })).json<
      Product[]
    >();
    const removed = await shop.app.inject({
      method: 'DELETE',
      url: `/api/products/${gone!._id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(slug).toBe('sitemap-test-ssd-1tb');
    expect(locs(before.body)).toContain(`${PUBLIC_URL}/products/${gone!.slug}`);
    const after = locs((await sitemap()).body);
    expect(after).toContain(`${PUBLIC_URL}/products/${slug}`);
    expect(after).not.toContain(`${PUBLIC_URL}/products/${gone!.slug}`);
  });

  test('robots.txt keeps crawlers out of private pages and names the sitemap', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = answer.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/dashboard', '/api', '/cart', '/checkout', '/track']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('the sitemap of a shop with more than 50,000 products', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seeded: true, webDir: await testWebBuild(), env: { PUBLIC_URL } });
    await shop.database.db.execute(sql`
      insert into products (name, details, price_tk, stock, category, image_url)
      select 'Bulk part ' || n, 'One of many.', 1000 + n, 1, 'other', '/images/none.webp'
      from generate_series(1, ${MAX_SITEMAP_URLS}) as n`);
  }, 120_000);
  afterAll(() => shop?.close());

  test('/sitemap.xml becomes an index of sitemaps of at most 50,000 addresses each', async () => {
    const index = await shop.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(xmlProblem(index.body)).toBeUndefined();
    expect(index.body).toContain('<sitemapindex');
    const parts = locs(index.body);
    expect(parts).toEqual([
      `${PUBLIC_URL}/sitemap/pages.xml`,
      `${PUBLIC_URL}/sitemap/products-1.xml`,
      `${PUBLIC_URL}/sitemap/products-2.xml`,
    ]);
    const { rows } = await shop.database.pool.query<{ count: number }>(
      'select count(*)::int as count from products where deleted_at is null',
    );
    let products = 0;
    for (const part of parts) {
      const answer = await shop.app.inject({ method: 'GET', url: part!.slice(PUBLIC_URL.length) });
      expect(answer.statusCode, part).toBe(200);
      expect(xmlProblem(answer.body), part).toBeUndefined();
      const listed = locs(answer.body);
      expect(listed.length, part).toBeLessThanOrEqual(MAX_SITEMAP_URLS);
      products += listed.filter((loc) => loc?.includes('/products/')).length;
    }
    expect(products).toBe(rows[0]?.count);
    const beyond = await shop.app.inject({ method: 'GET', url: '/sitemap/products-3.xml' });
    expect(beyond.statusCode).toBe(404);
  });
});
