import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/product.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SignedIn } from '../../test/auth-test-helpers.ts';
import { stockShop } from './search-test-shop.ts';

// Shopper queries as they are typed into a Bangladeshi PC shop's search box, each with the
// parts it means (any of them on top counts). The suite asks the public list, as the
// products page does, and measures how often the part meant is in the top three.

let shop: TestApp;
let ids: Map<string, string>;
let owner: SignedIn;
beforeAll(async () => {
  shop = await createTestApp();
  ({ ids, owner } = await stockShop(shop));
});
afterAll(() => shop.close());

async function search(query: string, extra = ''): Promise<Product[]> {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/product?pageSize=100&q=${encodeURIComponent(query)}${extra}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Product[]>();
}

const keyOf = (product: Product) =>
  [...ids.entries()].find(([, id]) => id === product._id)?.[0] ?? product.name;

const SHOPPER_QUERIES: readonly [query: string, meant: string[]][] = [
  ['rtx4060', ['rtx4060']],
  ['rtx 4060', ['rtx4060']],
  ['i5 14400f', ['i5']],
  ['i5-14400f', ['i5']],
  ['14400f', ['i5']],
  ['i7 14700k', ['i7']],
  ['ssd 1tb', ['990pro', 'sata-ssd']],
  ['ddr5 32gb', ['ddr5', 'ddr5b']],
  ['850w psu', ['rm850e']],
  ['hdd 2tb', ['hdd']],
  ['24 inch monitor', ['ultragear']],
  ['mechanical keyboard', ['k552', 'maxfit']],
  ['rizen 7600', ['r7600']],
  ['logitec g502', ['g502']],
  ['samsung 990pro', ['990pro']],
  ['gpu', ['rtx4060', 'rtx4070s', 'rx7600', 'rtx4060ti']],
  ['গ্রাফিক্স কার্ড', ['rtx4060', 'rtx4070s', 'rx7600', 'rtx4060ti']],
  ['মনিটর', ['ultragear', 'odyssey', 's2721ds']],
  ['ryzen 5', ['r7600', 'r5600']],
  ['am4 motherboard', ['b550m']],
  ['7800x3d', ['r7800']],
  ['7800 x3d', ['r7800']],
  ['rtx 4070 super', ['rtx4070s']],
  ['4060 ti', ['rtx4060ti']],
  ['rx 7600', ['rx7600']],
  ['b550m', ['b550m']],
  ['b650 motherboard', ['b650m']],
  ['power supply 650w', ['csk650']],
  ['liquid cooler', ['galahad']],
  ['aio 360', ['galahad']],
  ['cpu cooler', ['ak620', 'galahad']],
  ['casing', ['lancool', 'montech']],
  ['cabinet', ['lancool', 'montech']],
  ['27 inch monitor', ['odyssey', 's2721ds']],
  ['144hz monitor', ['ultragear']],
  ['180hz', ['odyssey']],
  ['ram 16gb', ['ddr4']],
  ['কেসিং', ['lancool', 'montech']],
  ['র\u200d্যাম', ['ddr5', 'ddr4', 'ddr5b']],
  ['প্রসেসর', ['i5', 'i7', 'r7600', 'r7800', 'r5600']],
  ['পাওয়ার সাপ্লাই', ['rm850e', 'csk650']],
  ['এসএসডি', ['990pro', 'nv2', 'sata-ssd']],
  ['হার্ড ডিস্ক', ['hdd']],
  ['nvme 500gb', ['nv2']],
  ['kingstn nv2', ['nv2']],
  ['corsiar rm850e', ['rm850e']],
  ['lian li 216', ['lancool']],
  ['deepcool ak620', ['ak620']],
  ['graphics card 8gb', ['rtx4060', 'rx7600', 'rtx4060ti']],
  ['motherboard', ['b550m', 'b650m', 'b760m']],
  ['gaming mouse', ['g502']],
  ['wifi motherboard', ['b550m']],
  ['ultragear', ['ultragear']],
  ['odyssey g5', ['odyssey']],
  ['dell 27', ['s2721ds']],
  ['Samsung 990 PRO', ['990pro']],
  ['processor', ['i5', 'i7', 'r7600', 'r7800', 'r5600']],
  ['vga card', ['rtx4060', 'rtx4070s', 'rx7600', 'rtx4060ti']],
  ['hard disk 2tb', ['hdd']],
  ['monitor 27"', ['odyssey', 's2721ds']],
];

describe('search relevance', () => {
  test(`at least 95% of ${SHOPPER_QUERIES.length} shopper queries put the part meant in the top three`, async () => {
    let hits = 0;
    let reciprocalRanks = 0;
    const misses: string[] = [];
    for (const [query, meant] of SHOPPER_QUERIES) {
      const found = (await search(query)).map(keyOf);
      const rank = found.findIndex((key) => meant.includes(key)) + 1;
      if (rank >= 1 && rank <= 3) hits += 1;
      else misses.push(`${query}: ${found.slice(0, 3).join(', ') || 'nothing'}`);
      if (rank >= 1) reciprocalRanks += 1 / rank;
    }
    const hitRate = hits / SHOPPER_QUERIES.length;
    const meanReciprocalRank = reciprocalRanks / SHOPPER_QUERIES.length;
    console.log(
      `search relevance: ${hits}/${SHOPPER_QUERIES.length} in the top 3 (${(hitRate * 100).toFixed(1)} %), ` +
        `MRR ${meanReciprocalRank.toFixed(3)}${misses.length ? `; missed: ${misses.join('; ')}` : ''}`,
    );
    expect(SHOPPER_QUERIES.length).toBeGreaterThanOrEqual(40);
    expect(hitRate, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  test('a query whose words no product has finds nothing', async () => {
    expect(await search('zqxv blorft')).toEqual([]);
    expect(await search('ryzen blorft')).toEqual([]);
  });

  test('a model number finds that model, never its neighbour', async () => {
    const found = (await search('4060')).map(keyOf);
    expect(found.sort()).toEqual(['rtx4060', 'rtx4060ti']);
  });

  test("the shop's own code (SKU) finds its product first, written any way", async () => {
    const edited = await shop.app.inject({
      method: 'PATCH',
      url: `/api/products/${ids.get('nv2')}`,
      headers: owner.headers,
      payload: { sku: 'CH-SSD-0042' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    for (const query of ['CH-SSD-0042', 'ch ssd 0042', 'chssd0042']) {
      expect((await search(query)).map(keyOf)[0], query).toBe('nv2');
    }
    expect(await search('CH-SSD-0043')).toEqual([]);
  });

  test('a spec value finds a part whose name does not say it', async () => {
    expect((await search('am4 motherboard')).map(keyOf)).toEqual(['b550m']);
  });

  test('the part named comes before a part that only mentions it in its details', async () => {
    const found = (await search('ryzen 5')).map(keyOf);
    expect(found.slice(0, 2)).toEqual(['r7600', 'r5600']);
    expect(found).toContain('b650m');
  });

  test('at equal relevance the part in stock comes first, then by name', async () => {
    // The Ryzen 5 5600X sorts first by name but is out of stock; the board only mentions
    // Ryzen processors in its details.
    const found = (await search('ryzen processor')).map(keyOf);
    expect(found).toEqual(['r7600', 'r7800', 'r5600', 'b650m']);
  });

  test('another sort still applies to what the query finds', async () => {
    const found = await search('monitor', '&sort=name');
    expect(found.map((product) => product.name)).toEqual([
      'Dell S2721DS 27" QHD IPS Monitor',
      'LG UltraGear 24GN60R 24" 144Hz IPS Gaming Monitor',
      'Samsung Odyssey G5 27 inch 180Hz QHD Gaming Monitor',
    ]);
  });

  test("a search's pages follow its order, and one past the end still says how many it found", async () => {
    const all = (await search('gpu')).map((product) => product._id);
    const pages = await Promise.all(
      [1, 2, 3].map((page) =>
        shop.app.inject({ method: 'GET', url: `/api/product?q=gpu&pageSize=2&page=${page}` }),
      ),
    );
    expect(pages.map((page) => page.headers['x-total-count'])).toEqual(['4', '4', '4']);
    expect(pages.flatMap((page) => page.json<Product[]>().map((product) => product._id))).toEqual(
      all,
    );
    expect(pages[2]!.json()).toEqual([]);
  });

  test('facets count what the list finds', async () => {
    const list = await shop.app.inject({ method: 'GET', url: '/api/product?q=gpu&pageSize=2' });
    const facets = await shop.app.inject({ method: 'GET', url: '/api/product/facets?q=gpu' });
    const brands = facets.json<{ facets: { key: string; values: { count: number }[] }[] }>();
    const brandCount = brands.facets
      .find((facet) => facet.key === 'brand')!
      .values.reduce((sum, value) => sum + value.count, 0);
    expect(list.headers['x-total-count']).toBe('4');
    expect(brandCount).toBe(4);
  });
});
