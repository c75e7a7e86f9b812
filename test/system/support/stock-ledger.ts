import type pg from 'pg';

/** One product's stock and the packs held by its active (not cancelled) orders. */
export interface StockLine {
  productId: string;
  stock: number;
  activePacks: number;
}

/**
 * Stock plus the packs of active orders is what the shop had before those orders:
 * an order takes its packs from stock, a cancellation puts them back. Comparing
 * this sum before and after a run proves that no pack was lost or sold twice.
 */
export async function readStockLedger(
  client: pg.Client,
  productIds: readonly string[],
): Promise<Map<string, StockLine>> {
  const result = await client.query<{ id: string; stock: number; active_packs: string }>(
    `select p.id, p.stock,
            coalesce(sum(o.quantity) filter (where o.status <> 'cancelled'), 0) as active_packs
       from products p left join orders o on o.product_id = p.id
      where p.id = any($1::uuid[])
      group by p.id, p.stock`,
    [productIds],
  );
  return new Map(
    result.rows.map((row) => [
      row.id,
      { productId: row.id, stock: row.stock, activePacks: Number(row.active_packs) },
    ]),
  );
}

/** Products whose stock no longer equals their starting stock minus newly held packs. */
export function stockMismatches(
  before: Map<string, StockLine>,
  after: Map<string, StockLine>,
): string[] {
  const problems: string[] = [];
  for (const [id, start] of before) {
    const end = after.get(id);
    if (!end) {
      problems.push(`${id}: missing after the run`);
      continue;
    }
    const expected = start.stock + start.activePacks - end.activePacks;
    if (end.stock !== expected || end.stock < 0) {
      problems.push(
        `${id}: stock ${end.stock}, expected ${expected} ` +
          `(started at ${start.stock} with ${start.activePacks} packs held, now ${end.activePacks} held)`,
      );
    }
  }
  return problems;
}
