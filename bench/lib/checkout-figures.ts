import { randomUUID } from 'node:crypto';
import type { RequestSpec } from 'autocannon';
import pg from 'pg';
import { createTokens } from '../../src/server/auth/tokens.ts';
import { startBaseline } from './baseline-process.ts';
import { benchCustomers } from './fill-catalogue.ts';
import { load } from './load.ts';
import { stockSnapshot } from './orders.ts';
import { target, type Target } from './report.ts';
import { compareWithBare, repeat, type Bench } from './rounds.ts';
import { spread } from './spread.ts';
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

  const withCoupon = await measureWithCoupon(bench, shop, connection, bearer, plenty.slice(3));
  bench.log(
    `POST /api/checkout with a coupon on every order: ${withCoupon.median} req/s (median), ` +
      `without: ${checkouts.shopRequestsPerSecond.median} req/s`,
  );

  const raced = plenty.slice(0, 3);
  const oversold = await raceForLastUnits(bench, connection, shop.baseUrl, bearer, raced);
  return [
    target('POST /api/checkout throughput, x bare', checkouts.throughput, '>=', 0.6),
    target(
      'POST /api/checkout with a coupon on every order, x without',
      spread(
        withCoupon.values.map((rps) => rps / Math.max(checkouts.shopRequestsPerSecond.median, 1)),
      ),
      '>=',
      0.7,
    ),
    target('POST /api/checkout oversold units', oversold, '=', 0),
  ];
}

/**
 * The same checkouts, each with one coupon of no use limit (an amount off): every order
 * counts its use on the coupon's row at the end of its transaction, so this is the figure
 * of a rush on one code, beside the one without (the same rounds as the comparison, shop only).
 */
async function measureWithCoupon(
  bench: Bench,
  shop: ShopProcess,
  connection: pg.ClientConfig,
  bearer: string[],
  productIds: string[],
): Promise<{ median: number; values: number[] }> {
  const client = new pg.Client(connection);
  await client.connect();
  const code = `BENCH-${Date.now().toString(36).toUpperCase()}`;
  try {
    await client.query(`insert into coupons (code, kind, value) values ($1, 'amount', 100)`, [
      code,
    ]);
  } finally {
    await client.end();
  }
  const runs = await repeat(bench, 'POST /api/checkout, a coupon on every order', shop.baseUrl, {
    requests: checkoutRequests(bearer, productIds, code),
  });
  const values = runs.map((run) => run.requestsPerSecond);
  return { median: spread(values, 0).median, values };
}

/** Checkouts of three distinct products, one unit each, each with a fresh key (and the coupon). */
function checkoutRequests(
  bearer: string[],
  productIds: string[],
  couponCode?: string,
): RequestSpec[] {
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
            ...(couponCode && { couponCode }),
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
    // Stock left and units in order lines, read in one statement: one snapshot of both.
    const tally = async () =>
      (
        await client.query<{ sold: number; left: number; negative: boolean }>(
          `select (select coalesce(sum(quantity), 0)::int from order_lines
                    where product_id = any($1::uuid[])) as sold,
                  sum(stock)::int as left, bool_or(stock < 0) as negative
             from products where id = any($1::uuid[])`,
          [productIds],
        )
      ).rows[0]!;
    const before = await tally();
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
    // Requests still in flight when the run stopped may commit a moment later.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = await tally();
    const soldNow = after.sold - before.sold;
    const { left } = after;
    const created = run.statusCodes['201'] ?? 0;
    const refused = run.statusCodes['409'] ?? 0;
    if (after.negative) bench.problems.push('checkout race: negative stock');
    // Every unit that left the shelf is in a new order line; autocannon may miss a 201
    // that arrived after the run stopped, but never counts one too many.
    if (soldNow !== 3 * units - left || created * 3 > soldNow) {
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
