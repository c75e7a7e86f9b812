import pg from 'pg';
import { createTokens } from '../../src/server/auth/tokens.ts';
import { benchCustomers, type CatalogueSize } from './fill-catalogue.ts';
import { target, type Target } from './report.ts';
import type { Bench } from './rounds.ts';
import type { ShopProcess } from './shop-process.ts';
import { spread } from './spread.ts';

// A bulk price change over the whole catalogue (docs/product.md#bulk-price-change): the
// preview and the change itself, each one call, timed from request to answer. Rounds go up
// 5% and back down, so every round changes every price.

export async function measureBulkPrice(
  bench: Bench,
  shop: ShopProcess,
  connection: pg.ClientConfig,
  secret: string,
  size: CatalogueSize,
): Promise<Target[]> {
  const [admin] = await benchCustomers(connection);
  if (!admin) throw new Error('The bench has no customers to make an admin of.');
  const client = new pg.Client(connection);
  await client.connect();
  await client
    .query(`update users set role = 'admin' where id = $1`, [admin.id])
    .finally(() => client.end());
  const token = await createTokens(new TextEncoder().encode(secret)).issue(admin);
  const call = async (percent: number, dryRun: boolean) => {
    const started = performance.now();
    const answer = await fetch(`${shop.baseUrl}/api/admin/products/bulk-price`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ filter: {}, change: { percent }, roundTo: 10, dryRun }),
    });
    const report = (await answer.json()) as { count?: number; message?: string };
    const ms = performance.now() - started;
    if (!answer.ok) throw new Error(`bulk price: ${answer.status} ${report.message ?? ''}`);
    return { ms, count: report.count ?? 0 };
  };
  const previews: number[] = [];
  const applies: number[] = [];
  for (let round = 0; round < bench.rounds; round++) {
    const percent = round % 2 === 0 ? 5 : -5;
    previews.push((await call(percent, true)).ms);
    const applied = await call(percent, false);
    applies.push(applied.ms);
    bench.log(
      `bulk price ${percent}%: ${applied.count} prices changed in ${Math.round(applied.ms)} ms`,
    );
  }
  return [
    target(
      `POST bulk-price preview, ${size.products} products (ms)`,
      spread(previews, 0),
      '<',
      3000,
    ),
    target(
      `POST bulk-price applied, ${size.products} products (ms)`,
      spread(applies, 0),
      '<',
      10000,
    ),
  ];
}
