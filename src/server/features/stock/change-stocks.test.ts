import { afterAll, beforeAll, expect, test } from 'vitest';
import { inTransaction } from '../../db/transaction.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { changeStock } from './stock.ts';

// change_stocks moves several products in one statement: each move or none of a product's,
// one ledger row per move in the moves' order, and a refusal for a product named twice.

let database: TestDatabase;
let products: { id: string; stock: number }[];
const admin = { role: 'admin' as const, id: null, name: 'Stock test' };

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const { rows } = await database.pool.query<{ id: string; stock: number }>(
    'select id, stock from products where stock >= 5 order by id limit 3',
  );
  products = rows;
});
afterAll(() => database?.destroy());

const stockOf = async (id: string) =>
  (await database.pool.query<{ stock: number }>('select stock from products where id = $1', [id]))
    .rows[0]?.stock;

test('moves every product, each with its ledger row and the stock after, in the moves order', async () => {
  const moves = products.map((product, index) => ({ productId: product.id, change: index - 1 }));
  const rows = await inTransaction(database.pool, (client) =>
    changeStock(client, { reason: 'adjustment', note: 'count' }, moves, admin),
  );
  expect(rows?.map((row) => [row.product_id, row.change, row.stock_after])).toEqual(
    products.map((product, index) => [product.id, index - 1, product.stock + index - 1]),
  );
  for (const [index, product] of products.entries()) {
    expect(await stockOf(product.id)).toBe(product.stock + index - 1);
  }
});

test('a move that would go below zero is refused: the call answers null and the caller rolls back', async () => {
  const [first, second] = [products[0]!, products[1]!];
  const before = await stockOf(second.id);
  const firstBefore = await stockOf(first.id);
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    const rows = await changeStock(
      client,
      { reason: 'adjustment' },
      [
        { productId: first.id, change: 1 },
        { productId: second.id, change: -1_000_000 },
      ],
      admin,
    );
    expect(rows).toBeNull();
  } finally {
    await client.query('rollback');
    client.release();
  }
  expect(await stockOf(second.id)).toBe(before);
  expect(await stockOf(first.id)).toBe(firstBefore);
});

test('a product named twice in one call is refused, and nothing moves', async () => {
  const first = products[0]!;
  const before = await stockOf(first.id);
  await expect(
    inTransaction(database.pool, (client) =>
      changeStock(
        client,
        { reason: 'adjustment' },
        [
          { productId: first.id, change: 1 },
          { productId: first.id, change: 1 },
        ],
        admin,
      ),
    ),
  ).rejects.toThrow('one move per product');
  expect(await stockOf(first.id)).toBe(before);
});
