import type { RequestSpec } from 'autocannon';
import pg from 'pg';
import { load, type LoadResult } from './load.ts';

const PHONE = '01712345678';
const ADDRESS = 'House 12, Road 5, Dhanmondi, Dhaka';

/** Orders of one unit, each by a random customer for a random product. */
export function placeOrderRequests(bearer: string[], productIds: string[]): RequestSpec[] {
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  return [
    {
      method: 'POST',
      path: '/api/order',
      setupRequest: (request) => ({
        ...request,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${pick(bearer)}` },
        body: JSON.stringify({
          productId: pick(productIds),
          quantity: 1,
          phone: PHONE,
          address: ADDRESS,
        }),
      }),
    },
  ];
}

export async function stockSnapshot(connection: pg.ClientConfig): Promise<Map<string, number>> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; stock: number }>(
      'select id, stock from products where deleted_at is null',
    );
    return new Map(rows.map((row) => [row.id, row.stock]));
  } finally {
    await client.end();
  }
}

/** Units in orders per product so far, to tell the bench's orders from earlier ones. */
export async function orderedUnits(connection: pg.ClientConfig): Promise<Map<string, number>> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const { rows } = await client.query<{ product_id: string; units: number }>(
      'select product_id, sum(quantity)::int as units from orders group by product_id',
    );
    return new Map(rows.map((row) => [row.product_id, row.units]));
  } finally {
    await client.end();
  }
}

/** Leaves one product with only a few units, for the race over the last ones. */
export async function prepareLastUnits(connection: pg.ClientConfig, units: number) {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `update products set stock = $1
        where id = (select id from products where deleted_at is null order by created_at desc limit 1)
        returning id`,
      [units],
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}

/**
 * Every connection races for the last units of one product: exactly that many orders
 * succeed, the rest get 409, and the stock ends at zero, never below.
 */
export async function raceForLastUnits(
  connection: pg.ClientConfig,
  shopUrl: string,
  bearer: string[],
  productId: string,
  units: number,
  options: { connections: number; seconds: number },
): Promise<{ run: LoadResult; oversold: number; problems: string[] }> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const soldSoFar = async () =>
      (
        await client.query<{ stock: number; sold: number }>(
          `select stock, (select coalesce(sum(quantity), 0)::int from orders where product_id = $1) as sold
             from products where id = $1`,
          [productId],
        )
      ).rows[0]!;
    const before = await soldSoFar();
    const run = await load({
      url: shopUrl,
      requests: placeOrderRequests(bearer, [productId]),
      ...options,
    });
    await ordersSettled(connection);
    const after = await soldSoFar();
    const { stock } = after;
    const sold = after.sold - before.sold;
    const problems: string[] = [];
    const created = run.statusCodes['201'] ?? 0;
    const refused = run.statusCodes['409'] ?? 0;
    if (stock !== 0) problems.push(`last units: stock ended at ${stock}, not 0`);
    // Exactly the units are sold. autocannon stops listening when the run's time is up, so
    // an order still in flight then is recorded without its 201 being counted (on a crowded
    // machine, several); it never counts a 201 that was not sent.
    if (created > units || sold !== units) {
      problems.push(
        `last units: ${units} in stock, ${created} orders answered 201, ${sold} recorded`,
      );
    }
    if (created + refused !== run.total) {
      problems.push(
        `last units: answers other than 201 and 409: ${JSON.stringify(run.statusCodes)}`,
      );
    }
    return { run, oversold: Math.max(0, sold - units), problems };
  } finally {
    await client.end();
  }
}

/**
 * Waits until no order has been recorded for half a second: when a load run ends, orders
 * it sent may still be committing (seconds later on a loaded machine), and a count taken
 * in between sets the stock against orders that are not all there yet.
 */
export async function ordersSettled(connection: pg.ClientConfig, timeoutMs = 30_000) {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const count = async () =>
      (await client.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]!.n;
    const deadline = Date.now() + timeoutMs;
    let last = await count();
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const now = await count();
      if (now === last) return;
      last = now;
    }
  } finally {
    await client.end();
  }
}
