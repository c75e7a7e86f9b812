import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product, ProductFacets } from '../../../shared/schemas/product.ts';
import { CATALOGUE, type CatalogueProduct } from '../../db/seed/catalogue.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';

// The seeded shop holds the demo catalogue; every expected count here is worked out from the
// catalogue's source data in plain code, independently of the SQL and the facet counter.

let shop: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  admin = await signUpOwner(shop.app, shop.database.db);
});
afterAll(() => shop.close());

const get = (url: string) => shop.app.inject({ method: 'GET', url });

async function names(query: string): Promise<string[]> {
  const response = await get(`/api/product?pageSize=100&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<Product[]>()
    .map((p) => p.name)
    .sort();
}

async function facets(query: string): Promise<ProductFacets> {
  const response = await get(`/api/product/facets?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductFacets>();
}

const has = (p: CatalogueProduct, key: string, value: string | number | boolean) =>
  [p.specs[key]].flat().includes(value);
const expected = (keep: (p: CatalogueProduct) => boolean) =>
  CATALOGUE.filter(keep)
    .map((p) => p.name)
    .sort();
const cpus = (p: CatalogueProduct) => p.category === 'cpu';

function countOf(answer: ProductFacets, key: string, value: string): number | undefined {
  return answer.facets.find((f) => f.key === key)?.values.find((v) => v.value === value)?.count;
}

describe('GET /api/product filters', () => {
  test('a spec filter keeps the products whose spec has that value', async () => {
    expect(await names('category=cpu&spec.socket=AM5')).toEqual(
      expected((p) => cpus(p) && p.specs.socket === 'AM5'),
    );
  });

  test('values of one key are OR-ed, keys are AND-ed', async () => {
    expect(await names('category=cpu&spec.socket=AM5&spec.socket=LGA1851')).toEqual(
      expected((p) => cpus(p) && ['AM5', 'LGA1851'].includes(p.specs.socket as string)),
    );
    expect(await names('category=cpu&spec.socket=AM5&spec.socket=AM4&spec.boxCooler=true')).toEqual(
      expected(
        (p) => cpus(p) && String(p.specs.socket).startsWith('AM') && p.specs.boxCooler === true,
      ),
    );
  });

  test('a list spec matches when it contains the value, and numbers match as numbers', async () => {
    expect(await names('category=cpu&spec.memoryTypes=DDR4')).toEqual(
      expected((p) => cpus(p) && has(p, 'memoryTypes', 'DDR4')),
    );
    expect(await names('category=case&spec.radiatorMm=420')).toEqual(
      expected((p) => p.category === 'case' && has(p, 'radiatorMm', 420)),
    );
    expect(await names('category=gpu&spec.vramGb=16')).toEqual(
      expected((p) => p.category === 'gpu' && p.specs.vramGb === 16),
    );
  });

  test('brand (any case, repeatable), price range and in stock only', async () => {
    expect(await names('brand=amd&brand=Intel')).toEqual(
      expected((p) => p.brand === 'AMD' || p.brand === 'Intel'),
    );
    expect(await names('category=gpu&minPrice=40000&maxPrice=80000')).toEqual(
      expected((p) => p.category === 'gpu' && p.priceTk >= 40_000 && p.priceTk <= 80_000),
    );
    expect(await names('category=cooler&inStock=true')).toEqual(
      expected((p) => p.category === 'cooler' && p.stock > 0),
    );
  });

  test('the total counts every match, not just the page', async () => {
    const response = await get('/api/product?category=cpu&spec.socket=AM5&pageSize=1');
    expect(response.json<Product[]>()).toHaveLength(1);
    expect(Number(response.headers['x-total-count'])).toBe(
      expected((p) => cpus(p) && p.specs.socket === 'AM5').length,
    );
  });
});

describe('GET /api/product/facets', () => {
  test('counts each value under the other filters, leaving out the facet’s own', async () => {
    const answer = await facets('category=cpu&spec.socket=AM5&inStock=true');
    const inStockCpus = CATALOGUE.filter((p) => cpus(p) && p.stock > 0);
    // Socket leaves out its own filter: every socket still shows its count.
    for (const socket of ['AM5', 'AM4', 'LGA1700', 'LGA1851']) {
      const count = inStockCpus.filter((p) => p.specs.socket === socket).length;
      expect(countOf(answer, 'socket', socket), socket).toBe(count);
    }
    // Other facets count only AM5 processors.
    const am5 = inStockCpus.filter((p) => p.specs.socket === 'AM5');
    expect(countOf(answer, 'brand', 'AMD')).toBe(am5.length);
    expect(countOf(answer, 'brand', 'Intel')).toBeUndefined();
    expect(countOf(answer, 'boxCooler', 'false')).toBe(
      am5.filter((p) => p.specs.boxCooler === false).length,
    );
    expect(answer.price).toEqual({
      min: Math.min(...am5.map((p) => p.priceTk)),
      max: Math.max(...am5.map((p) => p.priceTk)),
    });
  });

  test('a list spec counts each of its values; labels come from the spec fields', async () => {
    const answer = await facets('category=cpu');
    const memory = answer.facets.find((f) => f.key === 'memoryTypes');
    expect(memory?.label).toBe('Memory types');
    expect(countOf(answer, 'memoryTypes', 'DDR4')).toBe(
      CATALOGUE.filter((p) => cpus(p) && has(p, 'memoryTypes', 'DDR4')).length,
    );
    expect(answer.facets[0]?.key).toBe('brand');
  });

  test('the price range leaves out the price filter; a chosen value nothing has shows 0', async () => {
    const answer = await facets('category=gpu&maxPrice=40000&spec.vramGb=24&brand=Sapphire');
    const gpus = CATALOGUE.filter((p) => p.category === 'gpu');
    const fitting = gpus.filter((p) => p.specs.vramGb === 24 && p.brand === 'Sapphire');
    expect(answer.price.min).toBe(Math.min(...fitting.map((p) => p.priceTk)));
    expect(countOf(answer, 'vramGb', '24')).toBe(0);
  });

  test('without a category only the brand is a facet', async () => {
    const answer = await facets('');
    expect(answer.facets.map((f) => f.key)).toEqual(['brand']);
    expect(answer.facets[0]?.values.reduce((sum, v) => sum + v.count, 0)).toBe(CATALOGUE.length);
  });
});

describe('bad filters', () => {
  test.each([
    ['spec.sockett=AM5&category=cpu', 'spec.sockett'],
    ['spec.socket=AM5', 'spec.socket'],
    ['category=cpu&spec.cores=eight', 'spec.cores'],
    ['category=cpu&spec.integratedGraphics=yes', 'spec.integratedGraphics'],
    ['category=motherboard&spec.formFactor=Huge', 'spec.formFactor'],
    ['minPrice=5000&maxPrice=100', 'minPrice'],
    ['minPrice=-1', 'minPrice'],
    ['inStock=maybe', 'inStock'],
  ])('?%s is a 400 naming %s, on the list and the facets', async (query, field) => {
    for (const path of ['/api/product', '/api/product/facets']) {
      const response = await get(`${path}?${query}`);
      expect(response.statusCode, path).toBe(400);
      expect(Object.keys(response.json<{ issues: object }>().issues), path).toContain(field);
    }
  });
});

describe('the cache', () => {
  test('a product change empties cached lists and facets', async () => {
    const query = 'category=cpu&spec.socket=AM5&inStock=true';
    const before = await facets(query);
    const listed = await get(`/api/product?pageSize=100&${query}`);
    const first = listed.json<Product[]>()[0] as Product;
    // Sold out by a stock count, the one way stock changes by hand.
    const change = await shop.app.inject({
      method: 'POST',
      url: `/api/products/${first._id}/stock`,
      headers: admin.headers,
      payload: { count: 0, expected: first.quantity, reason: 'adjustment' },
    });
    expect(change.statusCode).toBe(200);
    const after = await facets(query);
    expect(countOf(after, 'socket', 'AM5')).toBe((countOf(before, 'socket', 'AM5') ?? 0) - 1);
    expect(await names(query)).not.toContain(first.name);
  });
});
