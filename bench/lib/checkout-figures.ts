import { randomUUID } from 'node:crypto';
import type { RequestSpec } from 'autocannon';
import pg from 'pg';
import { createTokens } from '../../src/server/auth/tokens.ts';
import { startBaseline } from './baseline-process.ts';
import { benchCustomers } from './fill-catalogue.ts';
import { load } from './load.ts';
import { stockSnapshot } from './orders.ts';
import { target, type Target } from './report.ts';
import { compareWithBare, type Bench } from './rounds.ts';
import type { ShopProcess } from './shop-process.ts';

/**
 * Checkout: three-line carts, the shop against a bare node:http + pg server doing the same
 * locking transaction, in interleaved rounds; then three products with a few units each,
 * raced for by every connection, to count oversold units.
 */
export async function measureCheckout(
  bench: Bench,
  shop: ShopProcess,
  connection: pg.ClientConfig,
  secret: string,
  port: number,
  stops: Array<() => Promise<void>>,
): Promise<Target[]> {
  const tokens = createTokens(new TextEncoder().encode(secret));
  const bearer = await Promise.all((await benchCustomers(connection)).map((c) => tokens.issue(c)));
  const stock = await stockSnapshot(connection);
  const plenty = [...stock].filter(([, units]) => units >= 100).map(([id]) => id);
  const bare = await startBaseline(
    'bare-checkout-server.mjs',
    [JSON.stringify(connection), '10'],
    port,
  );
  stops.push(() => bare.stop());
  bench.cpu?.add('bare', () => [bare.pid]);

  const checkouts = await compareWithBare(
    bench,
    'POST /api/checkout',
    { shop: shop.baseUrl, bare: bare.url },
    { requests: checkoutRequests(bearer, plenty.slice(3)) },
  );

  const raced = plenty.slice(0, 3);
  const oversold = await raceForLastUnits(bench, connection, shop.baseUrl, bearer, raced);
  return [
    target('POST /api/checkout throughput, x bare', checkouts.throughput, '>=', 0.6),
    target('POST /api/checkout oversold units', oversold, '=', 0),
  ];
}

/** Checkouts of three distinct products, one unit each, each with a fresh key. */
function checkoutRequests(bearer: string[], productIds: string[]): RequestSpec[] {
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  return [
    {
      method: 'POST',
      path: '/api/checkout',
      setupRequest: (request) => {
        const items = new Set<string>();
        while (items.size < 3) items.add(pick(productIds));
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${pick(bearer)}`,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({
            items: [...items].map((productId) => ({ productId, quantity: 1 })),
            contact: { name: 'Bench Customer', phone: '01712345678' },
            address: { district: 'Rajshahi', area: 'Boalia', line: 'House 4, Road 2' },
            deliveryMethod: 'home',
            paymentMethod: 'cod',
          }),
        };
      },
    },
  ];
}

/**
 * Every connection checks out the same three products, 10 units in stock each: the units
 * in new order lines must equal the stock that left, and no stock may go below zero.
 * Answers the units sold beyond the stock (0), and records any other problem.
 */
async function raceForLastUnits(
  bench: Bench,
  connection: pg.ClientConfig,
  shopUrl: string,
  bearer: string[],
  productIds: string[],
): Promise<number> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const units = 10;
    await client.query(
      `select change_stock(id, $2 - stock, 'adjustment', null, 'system', null, null, 'bench race')
         from products where id = any($1::uuid[]) order by id`,
      [productIds, units],
    );
    const sold = async () =>
      (
        await client.query<{ sold: number }>(
          'select coalesce(sum(quantity), 0)::int as sold from order_lines where product_id = any($1::uuid[])',
          [productIds],
        )
      ).rows[0]!.sold;
    const before = await sold();
    const run = await load({
      url: shopUrl,
      requests: checkoutRequests(bearer, productIds),
      connections: bench.connections,
      seconds: Math.min(bench.seconds, 2),
    });
    bench.runs.push({
      ...run,
      name: 'POST /api/checkout, last units',
      server: 'shop',
      round: 1,
      expectsRejections: true,
    });
    const after = await client.query<{ stock: number }>(
      'select stock from products where id = any($1::uuid[])',
      [productIds],
    );
    const soldNow = (await sold()) - before;
    const left = after.rows.reduce((sum, row) => sum + row.stock, 0);
    const created = run.statusCodes['201'] ?? 0;
    const refused = run.statusCodes['409'] ?? 0;
    if (after.rows.some((row) => row.stock < 0))
      bench.problems.push('checkout race: negative stock');
    if (soldNow !== 3 * units - left || created * 3 !== soldNow) {
      bench.problems.push(
        `checkout race: ${3 * units} units, ${left} left, ${soldNow} in new lines, ${created} checkouts answered 201`,
      );
    }
    if (created + refused !== run.total) {
      bench.problems.push(
        `checkout race: answers other than 201 and 409: ${JSON.stringify(run.statusCodes)}`,
      );
    }
    return Math.max(0, soldNow - 3 * units);
  } finally {
    await client.end();
  }
}
