import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/product.ts';
import type { Suggestions, SynonymGroups } from '../../../shared/schemas/search.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, type SignedIn } from '../../test/auth-test-helpers.ts';
import { stockShop } from './search-test-shop.ts';

let shop: TestApp;
let ids: Map<string, string>;
let owner: SignedIn;
beforeAll(async () => {
  shop = await createTestApp();
  ({ ids, owner } = await stockShop(shop));
});
afterAll(() => shop.close());

const get = (url: string, as?: SignedIn) =>
  shop.app.inject({ method: 'GET', url, headers: as?.headers ?? {} });

async function suggest(q: string): Promise<Suggestions> {
  const response = await get(`/api/search/suggest?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Suggestions>();
}

describe('GET /api/search/suggest', () => {
  test('matches the last word as the start of a word, with picture, price and page', async () => {
    const answer = await suggest('ryzen 78');
    expect(answer.query).toBe('ryzen 78');
    expect(answer.products).toEqual([
      {
        _id: ids.get('r7800'),
        name: 'AMD Ryzen 7 7800X3D Processor',
        price: 10_000,
        image: expect.stringMatching(/^\/images\//),
        path: '/products/amd-ryzen-7-7800x3d-processor',
      },
    ]);
    expect(answer.categories).toEqual([{ category: 'cpu', label: 'Processors', count: 1 }]);
    expect(answer.correction).toBeNull();
  });

  test('shows at most 8 products and counts every category found', async () => {
    const answer = await suggest('ga');
    expect(answer.products.length).toBeLessThanOrEqual(8);
    const total = answer.categories.reduce((sum, category) => sum + category.count, 0);
    expect(total).toBeGreaterThanOrEqual(answer.products.length);
    expect(answer.categories[0]!.count).toBeGreaterThanOrEqual(answer.categories.at(-1)!.count);
  });

  test('a query that finds nothing offers the closest spelling that finds something', async () => {
    const answer = await suggest('atx cse');
    expect(answer.products).toEqual([]);
    expect(answer.correction).toBe('atx case');
  });

  test('a spelling is offered only for words no product uses, and only when it finds something', async () => {
    // Each query asked twice, in another word order (another answer, the same words).
    for (const [q, correction] of [
      ['atx cse', 'atx case'],
      ['cse atx', 'case atx'],
      // "radeon keyboard" finds nothing either: no help in offering it.
      ['radeen keyboard', null],
      ['keyboard radeen', null],
      ['radeon keyboard', null],
      ['keyboard radeon', null],
    ] as const) {
      const answer = await suggest(q);
      expect(answer.products).toEqual([]);
      expect(answer.correction, q).toBe(correction);
    }
  });
});

describe("the owner's synonyms", () => {
  test('anonymous callers and customers may not read or change them', async () => {
    const customer = await signUpAs(shop.app);
    expect((await get('/api/admin/search-synonyms')).statusCode).toBe(401);
    expect((await get('/api/admin/search-synonyms', customer)).statusCode).toBe(403);
  });

  test('a saved group makes one word find what the other names', async () => {
    const before = await get('/api/product?q=kumara%20board');
    expect(before.json<Product[]>()).toEqual([]);
    const groups: SynonymGroups = [{ words: ['keyboard', 'kumara board', 'কিবোর্ড'] }];
    const saved = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/search-synonyms',
      headers: owner.headers,
      payload: groups,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SynonymGroups>()).toEqual(groups);
    expect((await get('/api/admin/search-synonyms', owner)).json<SynonymGroups>()).toEqual(groups);
    const bangla = await get(`/api/product?q=${encodeURIComponent('কিবোর্ড')}`);
    expect(
      bangla
        .json<Product[]>()
        .map((product) => product.name)
        .sort(),
    ).toEqual([
      'Fantech MAXFIT61 Mechanical Keyboard',
      'Redragon K552 Kumara Mechanical Gaming Keyboard',
    ]);
  });

  test.each([
    [[{ words: ['one'] }], 'A group needs at least two words'],
    [[{ words: ['ok', '   '] }], 'A synonym cannot be empty'],
    [[{ words: ['ok', '%%%'] }], 'A synonym needs a letter or a digit'],
    [[{ words: ['ok', 'x'.repeat(41)] }], 'A synonym must be at most 40 characters'],
    [{ words: ['a', 'b'] }, 'Synonyms must be a list of groups'],
  ])('%j is refused with a 400 saying why, and nothing changes', async (payload, message) => {
    const before = (await get('/api/admin/search-synonyms', owner)).json<SynonymGroups>();
    const response = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/search-synonyms',
      headers: owner.headers,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect((await get('/api/admin/search-synonyms', owner)).json<SynonymGroups>()).toEqual(before);
  });
});
