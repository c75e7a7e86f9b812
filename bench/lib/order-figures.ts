import type pg from 'pg';
import { createTokens } from '../../src/server/auth/tokens.ts';
import { startBaseline } from './baseline-process.ts';
import { benchCustomers } from './fill-catalogue.ts';
import {
  orderedUnits,
  ordersSettled,
  placeOrderRequests,
  prepareLastUnits,
  raceForLastUnits,
  stockSnapshot,
} from './orders.ts';
import { PostgresWatch } from './postgres-activity.ts';
import { target, type Target } from './report.ts';
import { compareWithBare, type Bench } from './rounds.ts';
import type { ShopProcess } from './shop-process.ts';

/**
 * Orders: the shop against a bare node:http + pg server doing the same conditional
 * update and insert, in interleaved rounds on the same database; then the race for the
 * last units and the stock ledger.
 */
export async function measureOrders(
  bench: Bench,
  shop: ShopProcess,
  connection: pg.ClientConfig,
  secret: string,
  bareOrderPort: number,
  stops: Array<() => Promise<void>>,
): Promise<Target[]> {
  const tokens = createTokens(new TextEncoder().encode(secret));
  const customers = await benchCustomers(connection);
  const bearer = await Promise.all(customers.map((customer) => tokens.issue(customer)));
  const lastUnits = bench.smoke ? 10 : 40;
  const raceProduct = await prepareLastUnits(connection, lastUnits);
  const stockBefore = await stockSnapshot(connection);
  const orderedBefore = await orderedUnits(connection);
  // Products with plenty of stock, so every order of the throughput runs succeeds.
  const productIds = [...stockBefore]
    .filter(([id, stock]) => id !== raceProduct && stock >= 100)
    .map(([id]) => id);
  const bare = await startBaseline(
    'bare-order-server.mjs',
    [JSON.stringify(connection), '10'],
    bareOrderPort,
  );
  stops.push(() => bare.stop());
  bench.cpu?.add('bare', () => [bare.pid]);
  const watch = await PostgresWatch.open(connection);
  stops.push(() => watch.close());

  const orders = await compareWithBare(
    bench,
    'POST /api/order',
    { shop: shop.baseUrl, bare: bare.url, around: (_server, run) => watch.during(run) },
    { requests: placeOrderRequests(bearer, productIds) },
  );

  const race = await raceForLastUnits(connection, shop.baseUrl, bearer, raceProduct, lastUnits, {
    connections: bench.connections,
    seconds: Math.min(bench.seconds, 2),
  });
  bench.runs.push({
    ...race.run,
    name: 'POST /api/order, last units',
    server: 'shop',
    round: 1,
    expectsRejections: true,
  });
  bench.problems.push(...race.problems);
  await ordersSettled(connection);
  const ledger = await checkLedger(connection, stockBefore, orderedBefore);
  bench.problems.push(...ledger);
  return [
    target('POST /api/order throughput, x bare', orders.throughput, '>=', 0.7),
    target('POST /api/order orders/s', orders.shopRequestsPerSecond, '>=', 300),
    target('POST /api/order oversold units', race.oversold + ledger.length, '=', 0),
  ];
}

/** Every unit that left stock during the bench is in a new order; no stock is negative. */
async function checkLedger(
  connection: pg.ClientConfig,
  stockBefore: Map<string, number>,
  orderedBefore: Map<string, number>,
) {
  const stockAfter = await stockSnapshot(connection);
  const orderedAfter = await orderedUnits(connection);
  const wrong: string[] = [];
  for (const [id, stock] of stockBefore) {
    const now = stockAfter.get(id) ?? 0;
    const ordered = (orderedAfter.get(id) ?? 0) - (orderedBefore.get(id) ?? 0);
    if (now < 0) wrong.push(`product ${id} has negative stock ${now}`);
    if (stock - now !== ordered) {
      wrong.push(`product ${id}: stock fell by ${stock - now}, new orders hold ${ordered}`);
    }
  }
  return wrong;
}
