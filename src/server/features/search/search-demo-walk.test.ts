import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/product.ts';
import type { Suggestions } from '../../../shared/schemas/search.ts';
import { CATALOGUE } from '../../db/seed/catalogue.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A shopper's walk over the demo catalogue: the queries that once put the wrong part first.
// What each should find is worked out from the catalogue's source data in plain code.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
});
afterAll(() => shop.close());

async function search(query: string): Promise<Product[]> {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/product?pageSize=100&q=${encodeURIComponent(query)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Product[]>();
}

async function suggest(query: string): Promise<Suggestions> {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/search/suggest?q=${encodeURIComponent(query)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Suggestions>();
}

const catalogueNames = (keep: (product: (typeof CATALOGUE)[number]) => boolean) =>
  CATALOGUE.filter(keep)
    .map((product) => product.name)
    .sort();

test('a model number typed exactly comes before the same number with a Ti the query lacks', async () => {
  const plain = catalogueNames((product) => /RTX 4060(?! Ti)/i.test(product.name));
  const ti = catalogueNames((product) => /RTX 4060 Ti/i.test(product.name));
  expect(plain.length).toBeGreaterThanOrEqual(2);
  expect(ti.length).toBeGreaterThanOrEqual(1);
  // With a category word, English or Bangla, the model number is still the rest of the query.
  for (const query of [
    'rtx 4060',
    'rtx4060',
    '4060',
    'rtx 4060 gpu',
    'rtx 4060 graphics card',
    'গ্রাফিক্স কার্ড rtx 4060',
  ]) {
    const found = (await search(query)).map((product) => product.name);
    expect(found.slice(0, plain.length).sort(), query).toEqual(plain);
    expect(found.slice(plain.length, plain.length + ti.length).sort(), query).toEqual(ti);
  }
  // Asked for, the Ti comes first.
  expect((await search('rtx 4060 ti'))[0]?.name).toBe(ti[0]);
});

test('a capacity asked with a category word lists the parts of that capacity first', async () => {
  // 16 GB of memory: the kits of 16 GB, before the 32 GB kits of two 16 GB sticks.
  const sixteen = catalogueNames(
    (product) => product.category === 'memory' && /(^| )16GB /.test(product.name),
  );
  expect(sixteen.length).toBeGreaterThanOrEqual(2);
  for (const query of ['16gb ram', 'ram 16gb', '16gb memory']) {
    const found = (await search(query)).map((product) => product.name);
    expect(found.slice(0, sixteen.length).sort(), query).toEqual(sixteen);
  }
});

test('a category word puts that category first, before a part that only mentions it', async () => {
  const categories = (await search('850w psu')).map((product) => product.category);
  expect(categories[0]).toBe('psu');
  expect(categories.lastIndexOf('psu')).toBe(categories.filter((c) => c === 'psu').length - 1);
  expect(categories.some((category) => category !== 'psu')).toBe(true);

  const monitors = (await search('monitor')).map((product) => product.category);
  const count = CATALOGUE.filter((product) => product.category === 'monitor').length;
  expect(monitors.slice(0, count)).toEqual(Array(count).fill('monitor'));

  expect((await search('cpu cooler'))[0]?.category).toBe('cooler');
});

test('a Bangla category word finds that category and nothing else', async () => {
  for (const [query, category] of [
    ['মনিটর', 'monitor'],
    ['গ্রাফিক্স কার্ড', 'gpu'],
    ['পাওয়ার সাপ্লাই', 'psu'],
  ] as const) {
    const found = (await search(query)).map((product) => product.name).sort();
    expect(found, query).toEqual(catalogueNames((product) => product.category === category));
  }
});

test('a spelling is offered only when it finds something', async () => {
  const nothing = await suggest('xqzvbn blok');
  expect(nothing.products).toEqual([]);
  expect(nothing.correction).toBeNull();

  const offered = await suggest('atx cse');
  expect(offered.products).toEqual([]);
  expect(offered.correction).toBe('atx case');
  expect((await search(offered.correction!)).length).toBeGreaterThan(0);
});

test('a word the shop has no product for finds nothing, not a word that only shares its end', async () => {
  // No keyboard in the demo catalogue; "onboard" (motherboards' details) is 0.31 by trigrams.
  expect(CATALOGUE.some((product) => /keyboard/i.test(JSON.stringify(product)))).toBe(false);
  expect(await search('keyboard')).toEqual([]);
  const typed = await suggest('keyboard');
  expect(typed.products).toEqual([]);
  expect(typed.correction).toBeNull();
  // A slip of a word the shop has is still read as that word.
  expect((await search('rizen 7600')).map((product) => product.name)).toContain('AMD Ryzen 5 7600');
  expect((await suggest('corsiar')).products.length).toBeGreaterThan(0);
});

test('the chip maker finds the cards its chip is in, though their names carry the card maker', async () => {
  const geforce = catalogueNames((product) => /GeForce/.test(product.name));
  expect(geforce.length).toBeGreaterThanOrEqual(2);
  for (const query of ['nvidia', 'NVIDIA', 'এনভিডিয়া']) {
    const found = (await search(query)).map((product) => product.name);
    expect(found.slice(0, geforce.length).sort(), query).toEqual(geforce);
  }
});

test('digits typed on a Bangla keyboard are the same digits', async () => {
  const names = async (query: string) => (await search(query)).map((product) => product.name);
  expect(await names('৪০৬০')).toEqual(await names('4060'));
  expect(await names('rtx ৪০৬০')).toEqual(await names('rtx 4060'));
  const inches = await names('মনিটর ২৪');
  expect(inches.length).toBeGreaterThan(0);
  expect(inches).toEqual(await names('monitor 24'));
});
