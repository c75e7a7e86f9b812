import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { indexedWords, isNearSpelling, queryWords } from './search-words.ts';

// The query side and the product side read text by the same rules, or a query would miss
// the product it names: each sample is read by both and the words compared.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const SAMPLES = [
  'MSI GeForce RTX 4060 Ventus 2X Black 8GB OC',
  'Intel Core i5-14400F Processor',
  'Samsung 990 PRO 1TB PCIe 4.0 NVMe M.2 SSD',
  'AMD Ryzen 7 7800X3D',
  'LG UltraGear 24GN60R 24" 144Hz IPS Gaming Monitor',
  "Dell 27\u2033 display, 27'' inch",
  'Corsair RM850e 850W 80+ Gold Fully Modular PSU',
  'Mechanical Gaming Keyboards & Cases',
  'গ্রাফিক্স কার্ড র\u200d্যাম মনিটর',
  'পাওয়ার সাপ্লাই',
  'এসএসডি ১টিবি, মনিটর ২৪" আর আরটিএক্স ৪০৬০',
  'ＲＴＸ４０６０ full-width',
  'Ünïcödé façade naïve ÉCOLE',
  '% _ \\ \' " & | ! : * ( ) <-> 🙂 日本語 кириллица',
  'glass fans plus bus',
  'a'.repeat(41) + ' short',
];

describe('search words', () => {
  test.each(SAMPLES)('the query side reads %j as the database does', async (sample) => {
    const result = await database.pool.query<{ words: string[] }>(
      'select search_words($1) as words',
      [sample],
    );
    expect(indexedWords(sample)).toEqual([...result.rows[0]!.words].sort());
  });

  test('a query is cut at 100 characters, not refused', () => {
    const words = queryWords(`${'ryzen '.repeat(16)}trailing`);
    expect(words).toHaveLength(17);
    expect(words.at(-1)).toBe('trai');
  });
});

describe('near spellings', () => {
  test.each([
    ['rizen', 'ryzen'],
    ['corsiar', 'corsair'],
    ['logitec', 'logitech'],
    ['samsumg', 'samsung'],
    ['blok', 'block'],
    ['gigabite', 'gigabyte'],
    ['kingstn', 'kingston'],
  ])('%s may be a slip for %s', (typed, known) => {
    expect(isNearSpelling(typed, known)).toBe(true);
  });

  test.each([
    // A different word sharing an ending, however close by trigrams.
    ['keyboard', 'onboard'],
    ['mouse', 'horse'],
    ['ryzen', 'zen'],
    ['corsair', 'cooler'],
    ['intel', 'install'],
  ])('%s is not a slip for %s', (typed, known) => {
    expect(isNearSpelling(typed, known)).toBe(false);
  });
});
