import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/server/db/seed/catalogue.ts';
import {
  errorCode,
  healthStatus,
  makeDataDir,
  PROJECT_ROOT,
  removeDataDir,
  ShopProcess,
  signUpCustomer,
  sleep,
  type Customer,
} from './support/shop-process.ts';
import { signUpOwner } from './support/shop-owner.ts';
import { Nginx } from './scale-out/support/nginx.ts';
import {
  embeddedBinaries,
  startPostgresCluster,
  type PostgresCluster,
} from './scale-out/support/postgres-cluster.ts';
import {
  getJson,
  patchProduct,
  placeOrder,
  publicCatalogue,
  publicProduct,
  requestOnce,
  PHONE,
  type ApiOrder,
} from './scale-out/support/shop-api.ts';

// Two shop instances on one stand-alone PostgreSQL, reached only through DATABASE_URL,
// and nginx (with the shipped deploy/nginx/circuit-haat.conf) in front of them.
const POSTGRES_PORT = 4410;
const PORT_A = 4411;
const PORT_B = 4412;
const NGINX_PORT = 4413;
const DATABASE = 'circuit_haat_scale';
// The rule: a change made on one instance is served by every other within 1 s.
const COHERENCE_LIMIT_MS = 1_000;

describe('several instances on one external PostgreSQL', () => {
  let cluster: PostgresCluster;
  let dataDir: string;
  let a: ShopProcess;
  let b: ShopProcess;
  let admin: Customer;
  let shopEnv: Record<string, string>;

  beforeAll(async () => {
    cluster = await startPostgresCluster(await embeddedBinaries(), POSTGRES_PORT);
    await cluster.createDatabase(DATABASE);
    // Given to both: with DATABASE_URL nothing may be written here.
    dataDir = await makeDataDir('circuit-haat-scale-');
    shopEnv = {
      DATABASE_URL: cluster.url(DATABASE),
      DATABASE_POOL_SIZE: '8',
      TRUST_PROXY: 'true',
    };
    // Started at the same moment: both migrate and seed an empty database at once.
    [a, b] = await Promise.all([
      ShopProcess.start({ port: PORT_A, dataDir, env: shopEnv }),
      ShopProcess.start({ port: PORT_B, dataDir, env: shopEnv }),
    ]);
    admin = await signUpOwner(a, { name: 'Scale Owner' });
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await cluster?.stop();
    if (dataDir) await removeDataDir(dataDir);
  });

  it('starts nothing embedded, and applies each migration and the demo catalogue once', async () => {
    expect(await readdir(dataDir)).toEqual([]);
    const journal = JSON.parse(
      await readFile(join(PROJECT_ROOT, 'src/server/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const applied = await cluster.query(DATABASE, async (db) => {
      const rows = await db.query<{ rows: number; hashes: number }>(
        'select count(*)::int as rows, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
      );
      return rows.rows[0];
    });
    expect(applied).toEqual({ rows: journal.entries.length, hashes: journal.entries.length });

    const products = await cluster.query(DATABASE, (db) =>
      db.query<{ n: number }>('select count(*)::int as n from products'),
    );
    expect(products.rows[0]?.n).toBe(CATALOGUE.length);
    expect((await publicCatalogue(b.baseUrl)).length).toBe(Math.min(100, CATALOGUE.length));
  });

  it('accepts a token and a session cookie issued by the other instance', async () => {
    const customer = await signUpCustomer(a.baseUrl, { name: 'Token Traveller' });
    const onB = await getJson<{ email: string }>(b.baseUrl, '/api/me', customer.headers);
    expect(onB.status).toBe(200);
    expect(onB.body.email).toBe(customer.email);

    const cookie = await sessionCookie(b.baseUrl, customer.email);
    const session = await getJson<{ user: { email: string } | null }>(
      a.baseUrl,
      '/api/auth/session',
      { cookie },
    );
    expect(session.body.user?.email).toBe(customer.email);

    // A made-up token is refused by both: B is not simply accepting anything.
    const forged = { authorization: `Bearer ${customer.token.slice(0, -4)}AAAA` };
    expect((await getJson(b.baseUrl, '/api/me', forged)).status).toBe(401);
  });

  it('shows an order placed on A on B at once', async () => {
    const customer = await signUpCustomer(a.baseUrl);
    const [product] = await publicCatalogue(a.baseUrl);
    const placed = await placeOrder(a.baseUrl, customer, product!._id, 'Order seen on B');
    expect(placed.status).toBe(201);

    const mine = await getJson<ApiOrder[]>(
      b.baseUrl,
      `/api/my-orders?email=${encodeURIComponent(customer.email)}`,
      customer.headers,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.map((order) => order._id)).toContain(placed.body.insertedId);
    const all = await getJson<ApiOrder[]>(b.baseUrl, '/api/orders', admin.headers);
    expect(all.body.map((order) => order._id)).toContain(placed.body.insertedId);
  });

  it('serves a price or stock change made on A from B within one second', async () => {
    const [, product] = await publicCatalogue(b.baseUrl);
    const id = product!._id;
    for (const change of [
      { price: product!.price + 111 },
      { quantity: product!.quantity + 7 },
      { price: product!.price + 222, quantity: product!.quantity + 3 },
    ]) {
      // B has the product page and the catalogue page cached before the change.
      await publicProduct(b.baseUrl, id);
      await publicCatalogue(b.baseUrl);
      await patchProduct(a.baseUrl, admin, id, change);
      const changedAt = performance.now();
      const seen = (shown: { price: number; quantity: number }) =>
        (change.price === undefined || shown.price === change.price) &&
        (change.quantity === undefined || shown.quantity === change.quantity);

      const pageDelay = await pollUntil(async () => seen(await publicProduct(b.baseUrl, id)));
      const listDelay = await pollUntil(async () =>
        (await publicCatalogue(b.baseUrl)).some((p) => p._id === id && seen(p)),
      );
      expect(pageDelay, `product page after ${JSON.stringify(change)}`).toBeLessThan(
        COHERENCE_LIMIT_MS,
      );
      expect(performance.now() - changedAt).toBeLessThan(COHERENCE_LIMIT_MS + 200);
      expect(listDelay, `catalogue page after ${JSON.stringify(change)}`).toBeLessThan(
        COHERENCE_LIMIT_MS,
      );
    }
  });

  it('never oversells when orders for the last units arrive on both instances', async () => {
    const STOCK = 12;
    const ATTEMPTS = 36;
    const [, , product] = await publicCatalogue(a.baseUrl);
    const id = product!._id;
    await patchProduct(a.baseUrl, admin, id, { quantity: STOCK });
    const customers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => signUpCustomer(n % 2 ? b.baseUrl : a.baseUrl)),
    );

    const outcomes = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, n) =>
        placeOrder(
          n % 2 ? b.baseUrl : a.baseUrl,
          customers[n % customers.length]!,
          id,
          `Race ${n} on ${n % 2 ? 'B' : 'A'}`,
        ),
      ),
    );
    const statuses = outcomes.map((outcome) => outcome.status);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(STOCK);
    // Both instances sold some of the units.
    const soldOn = new Set(
      outcomes.flatMap((outcome, n) => (outcome.status === 201 ? [n % 2 ? 'B' : 'A'] : [])),
    );
    expect(soldOn).toEqual(new Set(['A', 'B']));

    expect((await publicProduct(a.baseUrl, id)).quantity).toBe(0);
    const ordered = await cluster.query(DATABASE, (db) =>
      db.query<{ units: number; stock: number }>(
        `select coalesce(sum(o.quantity), 0)::int as units, p.stock
           from products p left join orders o on o.product_id = p.id and o.address like 'Race %'
          where p.id = $1 group by p.stock`,
        [id],
      ),
    );
    expect(ordered.rows[0]).toEqual({ units: STOCK, stock: 0 });
  });

  describe('behind nginx', () => {
    let nginx: Nginx;

    beforeAll(async () => {
      nginx = await Nginx.start(NGINX_PORT, [PORT_A, PORT_B]);
    });

    afterAll(async () => {
      await nginx?.stop();
    });

    it('spreads requests over both instances', async () => {
      const [product] = await publicCatalogue(nginx.baseUrl);
      for (let n = 0; n < 20; n += 1) await publicProduct(nginx.baseUrl, product!._id);
      const served = countBy((await nginx.accessLog()).map((line) => line.upstreams.at(-1)));
      expect(served.get(`127.0.0.1:${PORT_A}`)).toBeGreaterThanOrEqual(5);
      expect(served.get(`127.0.0.1:${PORT_B}`)).toBeGreaterThanOrEqual(5);
    });

    it('takes an instance that stops out of rotation without losing a read', async () => {
      const [product] = await publicCatalogue(nginx.baseUrl);
      const reads = startLoad(nginx, product!._id);
      await reads.until((soFar) => soFar.answered >= 10);
      // A plain SIGTERM, nginx untouched: reads on their way to B go to A instead.
      const stopping = b.stop();
      await pollUntil(async () => (await healthStatus(b.baseUrl)) !== 200);
      expect((await stopping).code, b.output()).toBe(0);
      expect(await healthStatus(b.baseUrl)).toBe('ECONNREFUSED');
      const before = (await nginx.accessLog()).length;
      // Reads keep coming while B is gone: enough of them for a pattern, however slow the machine.
      await pollUntil(async () => (await nginx.accessLog()).length >= before + 30, 20_000);
      const load = await reads.stop();
      expect(load.failures).toEqual([]);
      expect(load.answered).toBeGreaterThan(10);

      const lines = (await nginx.accessLog()).slice(before);
      expect(lines.length).toBeGreaterThan(5);
      expect(lines.every((line) => line.upstreams.at(-1) === `127.0.0.1:${PORT_A}`)).toBe(true);
      // Refused once, then left out for fail_timeout instead of being tried every time.
      const triedB = lines.filter((line) => line.upstreams.includes(`127.0.0.1:${PORT_B}`));
      expect(triedB.length).toBeLessThanOrEqual(1);

      b = await ShopProcess.start({ port: PORT_B, dataDir, env: shopEnv });
      await untilServedBy(nginx, PORT_B, product!._id);
    });

    it('loses no request, order or read, during a rolling restart of both instances', async () => {
      const [product] = await publicCatalogue(nginx.baseUrl);
      await patchProduct(nginx.baseUrl, admin, product!._id, { quantity: 50_000 });
      const customers = await Promise.all(
        Array.from({ length: 3 }, () => signUpCustomer(nginx.baseUrl)),
      );
      const load = startLoad(nginx, product!._id, customers);

      for (const port of [PORT_A, PORT_B]) {
        // Out of nginx first: the reload returns once nginx has nothing left in flight there.
        await nginx.setDown(port, true);
        const old = port === PORT_A ? a : b;
        const exit = await old.stop();
        expect(exit.code, old.output()).toBe(0);
        // ShopProcess.start returns once GET /api/health answers 200: only then back in.
        const fresh = await ShopProcess.start({ port, dataDir, env: shopEnv });
        if (port === PORT_A) a = fresh;
        else b = fresh;
        await nginx.setDown(port, false);
        await untilServedBy(nginx, port, product!._id);
      }
      // Orders go on being placed after both restarts before the load stops.
      const placedBefore = load.soFar().ordersPlaced;
      await load.until((soFar) => soFar.ordersPlaced >= placedBefore + 5);
      const { failures, answered, ordersPlaced } = await load.stop();

      expect(failures).toEqual([]);
      expect(answered).toBeGreaterThan(50);
      expect(ordersPlaced).toBeGreaterThan(5);
      // Every order the customers were told about is stored once, none twice.
      const stored = await cluster.query(DATABASE, (db) =>
        db.query<{ n: number }>(
          `select count(*)::int as n from orders where address = 'Rolling restart'`,
        ),
      );
      expect(stored.rows[0]?.n).toBe(ordersPlaced);
    });
  });
});

interface LoadResult {
  failures: string[];
  answered: number;
  ordersPlaced: number;
}

/**
 * Keeps requests flowing through nginx until stopped: catalogue and product reads, and
 * orders when customers are given. Every answer that is not a success is a failure.
 */
function startLoad(
  nginx: Nginx,
  productId: string,
  customers: Customer[] = [],
): {
  stop(): Promise<LoadResult>;
  soFar(): LoadResult;
  until(check: (soFar: LoadResult) => boolean): Promise<void>;
} {
  let running = true;
  const result: LoadResult = { failures: [], answered: 0, ordersPlaced: 0 };
  const reader = async (path: string) => {
    while (running) {
      try {
        const response = await requestOnce(`${nginx.baseUrl}${path}`);
        if (response.status === 200) result.answered += 1;
        else result.failures.push(`GET ${path}: ${response.status}`);
      } catch (error) {
        result.failures.push(`GET ${path}: ${errorCode(error)}`);
      }
    }
  };
  const buyer = async () => {
    for (let n = 0; running; n += 1) {
      try {
        const customer = customers[n % customers.length]!;
        const placed = await requestOnce(
          `${nginx.baseUrl}/api/order`,
          'POST',
          { productId, quantity: 1, phone: PHONE, address: 'Rolling restart', district: 'Dhaka' },
          customer.headers,
        );
        if (placed.status === 201) {
          result.answered += 1;
          result.ordersPlaced += 1;
        } else result.failures.push(`POST /api/order: ${placed.status}`);
      } catch (error) {
        result.failures.push(`POST /api/order: ${errorCode(error)}`);
      }
    }
  };
  const loops = [
    reader('/api/product?pageSize=12'),
    reader(`/api/product/${productId}`),
    reader('/api/health'),
    ...(customers.length > 0 ? [buyer()] : []),
  ];
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return result;
    },
    soFar: () => ({ ...result, failures: [...result.failures] }),
    async until(check) {
      await pollUntil(async () => check(result), 20_000);
    },
  };
}

/** Polls until `check` holds; the time it took, in ms (fails after `withinMs`). */
async function pollUntil(check: () => Promise<boolean>, withinMs = 5_000): Promise<number> {
  const startedAt = performance.now();
  while (!(await check())) {
    if (performance.now() - startedAt > withinMs) {
      throw new Error(`Never seen within ${withinMs / 1000} s.`);
    }
    await sleep(20);
  }
  return performance.now() - startedAt;
}

/** Waits until nginx has passed a request to the instance on `port` again. */
async function untilServedBy(nginx: Nginx, port: number, productId: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  const from = (await nginx.accessLog()).length;
  while (Date.now() < deadline) {
    await publicProduct(nginx.baseUrl, productId);
    const lines = (await nginx.accessLog()).slice(from);
    if (lines.some((line) => line.upstreams.at(-1) === `127.0.0.1:${port}`)) return;
    await sleep(100);
  }
  throw new Error(`nginx sent nothing to port ${port} within 20 s.\n${await nginx.errorLog()}`);
}

/** The session cookie of a fresh sign-in (name=value), for calls on another instance. */
async function sessionCookie(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery' }),
  });
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.split('=')[0]?.endsWith('ch_session'));
  if (!cookie) throw new Error('Sign-in set no session cookie.');
  return cookie;
}

function countBy<T>(values: T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}
