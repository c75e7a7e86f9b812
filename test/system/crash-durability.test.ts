import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  makeDataDir,
  postgresLog,
  postmasterPid,
  removeDataDir,
  seededRandom,
  seedFrom,
  ShopProcess,
  signUpCustomer,
  sleep,
  withShopDatabase,
  type Customer,
} from './support/shop-process.ts';
import { eventually } from '../../src/server/test/eventually.ts';
import { readStockLedger, stockMismatches } from './support/stock-ledger.ts';

// docs/reliability.md: a killed process (kill -9) loses no acknowledged write, and the next
// start recovers, including the embedded PostgreSQL the killed run left behind.
// Replay a run with CRASH_SEED=<seed printed below>; CRASH_KILLS sets the count.
const PORT = 4301;
const KILLS = Number(process.env.CRASH_KILLS ?? 20);
const WORKERS = 8;
const CUSTOMERS = 16;
const SCARCE_STOCK = 6; // a few products sell out and are restocked by cancels
const AMPLE_STOCK = 100_000;
const PHONE = '01712345678';

interface PlacedOrder {
  id: string;
  productId: string;
  quantity: number;
  customer: Customer;
  cancelAcknowledged: boolean;
}

/** What the clients saw: only answers they received count as acknowledged. */
class Ledger {
  readonly placed: PlacedOrder[] = [];
  readonly unexpected: string[] = [];
  attempts = 0;
  refusedWhileDown = 0;
  lostInFlight = 0;
  soldOut = 0;
  cancels = 0;
}

// One test restarts the shop after every kill; on a loaded machine (beside the browser tests)
// a start alone has taken over a minute, so the test has far more than the usual five.
describe('crash durability under SIGKILL', { timeout: 900_000 }, () => {
  const seed = seedFrom('CRASH_SEED');
  let dataDir: string;
  let shop: ShopProcess;

  beforeAll(async () => {
    console.log(`crash-durability: seed ${seed} (replay with CRASH_SEED=${seed}), ${KILLS} kills`);
    dataDir = await makeDataDir('circuit-haat-crash-');
    shop = await ShopProcess.start({ port: PORT, dataDir });
  });

  afterAll(async () => {
    await shop?.stop();
    if (dataDir) await removeDataDir(dataDir);
  });

  it('keeps every acknowledged order and cancel, and stock adds up, across kills', async () => {
    const random = seededRandom(seed);
    const customers: Customer[] = [];
    for (let i = 0; i < CUSTOMERS; i += 1) customers.push(await signUpCustomer(shop.baseUrl));
    const productIds = await prepareProducts(dataDir);
    const before = await withShopDatabase(dataDir, (db) => readStockLedger(db, productIds));

    const ledger = new Ledger();
    let running = true;
    const workers = Array.from({ length: WORKERS }, (_, index) =>
      orderLoad({
        baseUrl: shop.baseUrl,
        random: seededRandom(seed + index + 1),
        customers: customers.filter((_, c) => c % WORKERS === index),
        productIds,
        ledger,
        tag: `crash-${seed}-w${index}`,
        keepGoing: () => running,
      }),
    );

    const lives: number[] = [];
    let powerCuts = 0;
    for (let kill = 0; kill < KILLS; kill += 1) {
      // Let acknowledged orders pile up (a few in every life, however slow the machine:
      // a fixed wait left a busy machine's lives with one or two), then kill at a random
      // moment in the load.
      const placedBefore = ledger.placed.length;
      await eventually(
        () => expect(ledger.placed.length).toBeGreaterThanOrEqual(placedBefore + 6),
        { within: 60_000 },
      );
      await sleep(Math.floor(random() * 500));
      // Every fourth kill also takes PostgreSQL down hard, as a power cut or the
      // OOM killer would: then its write-ahead log must bring back every commit.
      const powerCut = kill % 4 === 3;
      const postmaster = await postmasterPid(dataDir);
      const logBefore = (await postgresLog(dataDir)).length;
      if (powerCut && postmaster) process.kill(postmaster, 'SIGKILL');
      const status = await shop.kill('SIGKILL');
      expect(status.signal).toBe('SIGKILL');
      lives.push(ledger.placed.length - placedBefore);

      shop = await ShopProcess.start({ port: PORT, dataDir });
      if (powerCut) {
        powerCuts += 1;
        expect((await postgresLog(dataDir)).slice(logBefore)).toMatch(/not properly shut down/);
      } else {
        // The killed run's PostgreSQL kept running; the new start must have found it.
        expect(shop.output()).toContain('left running by an earlier run');
      }
    }
    await sleep(500);
    running = false;
    await Promise.all(workers);

    const after = await withShopDatabase(dataDir, (db) => readStockLedger(db, productIds));
    const stored = await withShopDatabase(dataDir, (db) =>
      db.query<{
        id: string;
        product_id: string;
        quantity: number;
        status: string;
        user_id: string;
      }>(`select id, product_id, quantity, status, user_id from orders where address like $1`, [
        `crash-${seed}-%`,
      ]),
    );
    const byId = new Map(stored.rows.map((row) => [row.id, row]));

    const summary =
      `seed ${seed}: ${KILLS} kills (${powerCuts} with PostgreSQL), ${ledger.attempts} order requests, ` +
      `${ledger.placed.length} acknowledged, ${ledger.cancels} cancels acknowledged, ` +
      `${ledger.soldOut} sold out, ${ledger.lostInFlight} lost in flight, ` +
      `${ledger.refusedWhileDown} refused while down`;
    console.log(`crash-durability: ${summary}; acknowledged per life ${lives.join(',')}`);

    expect(ledger.unexpected, summary).toEqual([]);
    // The kills must land on a busy shop for the test to mean anything.
    expect(ledger.placed.length, summary).toBeGreaterThan(KILLS * 5);
    expect(ledger.cancels, summary).toBeGreaterThan(0);
    expect(ledger.lostInFlight + ledger.refusedWhileDown, summary).toBeGreaterThan(0);

    const missing = ledger.placed.filter((order) => {
      const row = byId.get(order.id);
      return (
        !row ||
        row.product_id !== order.productId ||
        row.quantity !== order.quantity ||
        row.user_id !== order.customer.id ||
        (order.cancelAcknowledged && row.status !== 'cancelled')
      );
    });
    expect(
      missing.map((o) => o.id),
      `acknowledged but lost or changed (${summary})`,
    ).toEqual([]);
    expect(stockMismatches(before, after), summary).toEqual([]);
  });
});

/**
 * A few products with scarce stock (races for the last packs, sell-outs) and a few
 * with ample stock, set up before the load; the invariant compares against this.
 */
async function prepareProducts(dataDir: string): Promise<string[]> {
  return withShopDatabase(dataDir, async (db) => {
    const rows = await db.query<{ id: string }>(
      'select id from products where deleted_at is null order by created_at, id limit 6',
    );
    const ids = rows.rows.map((row) => row.id);
    expect(ids).toHaveLength(6);
    await db.query('update products set stock = $1 where id = any($2::uuid[])', [
      SCARCE_STOCK,
      ids.slice(0, 3),
    ]);
    await db.query('update products set stock = $1 where id = any($2::uuid[])', [
      AMPLE_STOCK,
      ids.slice(3),
    ]);
    return ids;
  });
}

interface LoadOptions {
  baseUrl: string;
  random: () => number;
  customers: Customer[];
  productIds: string[];
  ledger: Ledger;
  tag: string;
  keepGoing: () => boolean;
}

/** One client: orders, and now and then cancels one of its own acknowledged orders. */
async function orderLoad(options: LoadOptions): Promise<void> {
  const { random, ledger } = options;
  const mine: PlacedOrder[] = [];
  let attempt = 0;
  while (options.keepGoing()) {
    const open = mine.filter((order) => !order.cancelAcknowledged);
    const outcome =
      open.length > 0 && random() < 0.25
        ? await cancelOrder(options, open[Math.floor(random() * open.length)] as PlacedOrder)
        : await placeOrder(options, mine, (attempt += 1));
    if (outcome === 'down') await sleep(200);
  }

  async function placeOrder(o: LoadOptions, placed: PlacedOrder[], n: number) {
    const customer = o.customers[Math.floor(random() * o.customers.length)] as Customer;
    const productId = o.productIds[Math.floor(random() * o.productIds.length)] as string;
    const quantity = 1 + Math.floor(random() * 3);
    ledger.attempts += 1;
    const answer = await call(o.baseUrl, '/api/order', 'POST', customer, {
      productId,
      quantity,
      phone: PHONE,
      address: `${o.tag}-${n}`,
      district: 'Dhaka',
    });
    if (answer.kind !== 'answer') return record(answer);
    if (answer.status === 201) {
      const body = answer.body as { insertedId: string };
      const order = {
        id: body.insertedId,
        productId,
        quantity,
        customer,
        cancelAcknowledged: false,
      };
      placed.push(order);
      ledger.placed.push(order);
    } else if (answer.status === 409) {
      ledger.soldOut += 1;
    } else {
      ledger.unexpected.push(`POST /api/order -> ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return 'ok';
  }

  async function cancelOrder(o: LoadOptions, order: PlacedOrder) {
    const answer = await call(o.baseUrl, `/api/orders/${order.id}`, 'PATCH', order.customer, {
      status: 'cancelled',
    });
    if (answer.kind !== 'answer') return record(answer);
    // 409: an earlier cancel whose answer a kill swallowed had already gone through.
    if (answer.status === 200 || answer.status === 409) {
      if (answer.status === 200) ledger.cancels += 1;
      order.cancelAcknowledged = true;
    } else {
      ledger.unexpected.push(
        `PATCH /api/orders -> ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    }
    return 'ok';
  }

  function record(failure: Failure): 'down' {
    if (failure.code === 'ECONNREFUSED') ledger.refusedWhileDown += 1;
    else ledger.lostInFlight += 1;
    return 'down';
  }
}

type Failure = { kind: 'failed'; code: string };
type Answer = { kind: 'answer'; status: number; body: unknown } | Failure;

async function call(
  baseUrl: string,
  path: string,
  method: string,
  customer: Customer,
  body: unknown,
): Promise<Answer> {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...customer.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    // Only a complete body is an answer; a kill mid-body is a failure.
    const text = await response.text();
    return { kind: 'answer', status: response.status, body: parsed(text) };
  } catch (error) {
    return { kind: 'failed', code: errorCode(error) };
  }
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
