import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/product.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { stockShop } from './search-test-shop.ts';

// Whatever a shopper types or pastes, search answers 200 with a list (maybe empty), and the
// server logs no error: no character reaches PostgreSQL's query parsers as syntax.

const logLines: string[] = [];
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({
    logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } },
  });
  await stockShop(shop);
  // Only what the searches log counts (signing the owner up logs a warning of its own).
  logLines.length = 0;
});
afterAll(() => shop.close());

const NOISE = Array.from(
  { length: 500 },
  (_, i) => '!@#$%^&*()_+{}|:"<>?~`-=[]\\;\',./'[i % 32],
).join('');
const BAD_QUERIES = [
  '',
  '   ',
  NOISE,
  '%',
  '_',
  '\\',
  "'",
  '"',
  "ryzen' or '1'='1",
  '& | ! : * ( )',
  'ryzen & !intel',
  'rtx:* | 4060',
  "'rtx':A",
  '<-> <2>',
  '🙂🔥',
  'ryzen 🙂',
  'গ্রাফিক্স card 日本語 кириллица',
  'a'.repeat(300),
  `${'ryzen '.repeat(30)}`,
];

describe('search with bad input', () => {
  test.each(BAD_QUERIES.map((query) => [JSON.stringify(query).slice(0, 40), query]))(
    '%s: 200 from the list, the facets and the suggestions',
    async (_label, query) => {
      const q = encodeURIComponent(query);
      for (const url of [
        `/api/product?q=${q}`,
        `/api/product/facets?q=${q}`,
        `/api/search/suggest?q=${q}`,
      ]) {
        const response = await shop.app.inject({ method: 'GET', url });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      }
    },
  );

  test('a blank query lists the whole catalogue; one with no words lists nothing', async () => {
    const blank = await shop.app.inject({ method: 'GET', url: '/api/product?q=%20&pageSize=100' });
    expect(blank.json<Product[]>().length).toBeGreaterThan(20);
    const noWords = await shop.app.inject({ method: 'GET', url: '/api/product?q=%25%26%21' });
    expect(noWords.json<Product[]>()).toEqual([]);
  });

  test('a query longer than 100 characters is cut, not refused', async () => {
    const long = `ryzen 7800x3d${' '.repeat(90)}blorft`;
    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/product?q=${encodeURIComponent(long)}`,
    });
    expect(response.statusCode).toBe(200);
    // Cut at 100 characters, the query ends before the word no product has.
    expect(response.json<Product[]>().map((product) => product.name)).toEqual([
      'AMD Ryzen 7 7800X3D Processor',
    ]);
  });

  test('nothing was logged at warning level or above', () => {
    expect(logLines.filter((line) => /syntax|error|"level":[456]0/i.test(line))).toEqual([]);
    expect(logLines).toEqual([]);
  });
});
