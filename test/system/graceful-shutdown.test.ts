import http from 'node:http';
import type { Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningEmbeddedPostgres } from '../../src/server/db/embedded/embedded-postgres.ts';
import { EMBEDDED_DATABASE } from '../../src/server/db/open-database.ts';
import {
  errorCode,
  healthStatus,
  isAlive,
  makeDataDir,
  postgresLog,
  postmasterPid,
  removeDataDir,
  ShopProcess,
  signUpCustomer,
  sleep,
  withShopDatabase,
  type Customer,
} from './support/shop-process.ts';

// SIGTERM (what a service manager or a rolling restart sends): the requests in flight
// finish with complete answers, new ones are refused, and PostgreSQL is shut down
// cleanly, so the next start needs no crash recovery.
const PORT = 4302;
// Fewer than the pool's 10 connections, so browsing and health checks still get one.
const IN_FLIGHT_ORDERS = 6;
const BROWSERS = 6;
const PHONE = '01712345678';

type Outcome =
  | { kind: 'answer'; status: number; complete: boolean; body: string; endedAt: number }
  | { kind: 'failed'; code: string; endedAt: number };

describe('graceful shutdown on SIGTERM', () => {
  let dataDir: string;
  let shop: ShopProcess;

  beforeAll(async () => {
    dataDir = await makeDataDir('circuit-haat-sigterm-');
    shop = await ShopProcess.start({ port: PORT, dataDir });
  });

  afterAll(async () => {
    await shop?.stop();
    if (dataDir) await removeDataDir(dataDir);
  });

  it('finishes requests in flight, refuses new ones and closes the database cleanly', async () => {
    const customers = await Promise.all(
      Array.from({ length: 4 }, () => signUpCustomer(shop.baseUrl)),
    );
    const productId = await withShopDatabase(dataDir, async (db) => {
      const row = await db.query<{ id: string }>(
        'select id from products where deleted_at is null order by created_at limit 1',
      );
      await db.query('update products set stock = 1000 where id = $1', [row.rows[0]?.id]);
      return row.rows[0]?.id as string;
    });

    // Hold the product's row lock so orders for it stay in flight inside the server
    // for as long as the test needs: they wait on the lock, not on the network.
    const blocker = await holdProductLock(dataDir, productId);
    const ordersInFlight = Array.from({ length: IN_FLIGHT_ORDERS }, (_, n) =>
      send(shop.baseUrl, 'POST', '/api/order', customers[n % customers.length] as Customer, {
        productId,
        quantity: 1,
        phone: PHONE,
        address: `in flight ${n}`,
        district: 'Dhaka',
      }),
    );
    await waitForLockWaiters(dataDir, IN_FLIGHT_ORDERS);

    // Browsing load from keep-alive clients goes on throughout the shutdown.
    let browsing = true;
    const browsed: Outcome[] = [];
    const browsers = Array.from({ length: BROWSERS }, async () => {
      while (browsing) {
        const outcome = await send(shop.baseUrl, 'GET', '/api/product?pageSize=12');
        browsed.push(outcome);
        if (outcome.kind === 'failed') await sleep(20);
      }
    });
    const idle = await openIdleKeepAlive(shop.baseUrl);
    await sleep(300);

    const sigtermAt = Date.now();
    const exited = shop.kill('SIGTERM');
    await waitFor(() => shop.output().includes('SIGTERM received'), 5_000);

    // New connections are refused (or answered 503) while the old requests drain.
    const refusedHealth = await eventually(async () => {
      const status = await healthStatus(shop.baseUrl);
      return status === 'ECONNREFUSED' || status === 503 ? status : undefined;
    }, 3_000);
    expect(['ECONNREFUSED', 503]).toContain(refusedHealth);
    const lateOrder = await send(shop.baseUrl, 'POST', '/api/order', customers[0], {
      productId,
      quantity: 1,
      phone: PHONE,
      address: 'arrived after SIGTERM',
      district: 'Dhaka',
    });
    expect(lateOrder.kind === 'failed' ? lateOrder.code : lateOrder.status).toBeOneOf([
      'ECONNREFUSED',
      503,
    ]);
    // An idle keep-alive connection must not hold the shutdown up: the shop closes it while
    // the orders in flight are still held by the blocker, so it closes before the shop exits.
    expect(await idle.closed).toBe(true);
    expect(shop.running, 'the shop must wait for its requests in flight').toBe(true);

    const releasedAt = Date.now();
    await blocker.query('commit');
    await blocker.end();
    const finished = await Promise.all(ordersInFlight);
    const status = await exited;
    const closedIn = Date.now() - releasedAt;
    browsing = false;
    await Promise.all(browsers);

    // Every order in flight got its whole 201, after the SIGTERM.
    for (const outcome of finished) {
      expect(outcome).toMatchObject({ kind: 'answer', status: 201, complete: true });
      expect(outcome.endedAt).toBeGreaterThanOrEqual(sigtermAt);
    }
    // Browsing saw complete 200s before, and refusals (never a cut or a 5xx but 503) after.
    for (const outcome of browsed) {
      if (outcome.kind === 'answer') {
        expect([200, 503]).toContain(outcome.status);
        expect(outcome.complete, `answer cut short: ${outcome.body.slice(0, 80)}`).toBe(true);
      } else {
        expect(outcome.endedAt).toBeGreaterThanOrEqual(sigtermAt);
      }
    }
    expect(browsed.filter((o) => o.kind === 'answer' && o.status === 200).length).toBeGreaterThan(
      0,
    );

    expect(status).toEqual({ code: 0, signal: null });
    expect(shop.output()).toContain('Closed cleanly');
    // Closed by finishing its work, not by the grace period running out.
    expect(shop.output()).not.toContain('closing anyway');

    // PostgreSQL was shut down, not left running, and wrote its shutdown checkpoint.
    const leftBehind = await postmasterPid(dataDir);
    expect(leftBehind === undefined || !isAlive(leftBehind)).toBe(true);
    const logAtStop = await postgresLog(dataDir);
    expect(logAtStop.trimEnd()).toMatch(/database system is shut down$/);

    // The next start finds a cleanly shut down cluster: no orphan, no recovery.
    shop = await ShopProcess.start({ port: PORT, dataDir });
    const logOfRestart = (await postgresLog(dataDir)).slice(logAtStop.length);
    expect(logOfRestart).toContain('database system was shut down at');
    expect(logOfRestart).not.toMatch(/not properly shut down|automatic recovery|interrupted/);
    expect(shop.output()).not.toContain('left running by an earlier run');

    const count = (test: (o: Outcome) => boolean) => browsed.filter(test).length;
    console.log(
      `graceful-shutdown: ${finished.length} orders in flight finished with 201 after SIGTERM; ` +
        `browsing: ${count((o) => o.kind === 'answer' && o.status === 200)} x 200, ` +
        `${count((o) => o.kind === 'answer' && o.status === 503)} x 503, ` +
        `${count((o) => o.kind === 'failed')} refused or closed unanswered; ` +
        `closed ${closedIn} ms after the last request was released`,
    );

    const stored = await withShopDatabase(dataDir, (db) =>
      db.query<{ address: string }>(
        `select address from orders where address like 'in flight %' or address = 'arrived after SIGTERM'`,
      ),
    );
    const addresses = stored.rows.map((row) => row.address).sort();
    const expected = Array.from({ length: IN_FLIGHT_ORDERS }, (_, n) => `in flight ${n}`).sort();
    expect(addresses).toEqual(expected);
  });
});

describe('SIGTERM while the shop is still starting', () => {
  let dataDir: string;
  let shop: ShopProcess | undefined;

  afterAll(async () => {
    await shop?.stop();
    if (dataDir) await removeDataDir(dataDir);
  });

  it('finishes starting, then closes cleanly instead of leaving PostgreSQL behind', async () => {
    dataDir = await makeDataDir('circuit-haat-sigterm-early-');
    const starting = await ShopProcess.launch({ port: PORT, dataDir });
    shop = starting;
    // A fresh data directory says so first and then spends seconds creating the cluster.
    await waitFor(() => starting.output().includes('Creating a new PostgreSQL cluster'), 30_000);
    const status = await starting.kill('SIGTERM');

    expect(status, starting.output()).toEqual({ code: 0, signal: null });
    expect(starting.output()).toContain('SIGTERM received while starting');
    expect(starting.output()).toContain('Closed cleanly');
    const leftBehind = await postmasterPid(dataDir);
    expect(leftBehind === undefined || !isAlive(leftBehind)).toBe(true);
    expect((await postgresLog(dataDir)).trimEnd()).toMatch(/database system is shut down$/);
  });
});

async function send(
  baseUrl: string,
  method: string,
  path: string,
  customer?: Customer,
  body?: unknown,
): Promise<Outcome> {
  let status: number | undefined;
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: customer ? { ...customer.headers, 'content-type': 'application/json' } : {},
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    status = response.status;
    const text = await response.text();
    return { kind: 'answer', status, complete: isJson(text), body: text, endedAt: Date.now() };
  } catch (error) {
    // Headers arrived but the body did not: an answer cut short, which must not happen.
    if (status !== undefined) {
      return { kind: 'answer', status, complete: false, body: '', endedAt: Date.now() };
    }
    return { kind: 'failed', code: errorCode(error), endedAt: Date.now() };
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A transaction that holds the product's row lock until the test commits it. */
async function holdProductLock(dataDir: string, productId: string): Promise<pg.Client> {
  const connection = await runningEmbeddedPostgres(dataDir);
  if (!connection) throw new Error('The shop’s PostgreSQL is not running.');
  const client = new pg.Client({ ...connection, database: EMBEDDED_DATABASE });
  await client.connect();
  await client.query('begin');
  await client.query('select id from products where id = $1 for update', [productId]);
  return client;
}

/** Waits until `count` of the shop's connections are waiting on a lock. */
async function waitForLockWaiters(dataDir: string, count: number): Promise<void> {
  // Asked on a connection of its own: within the lock holder's transaction,
  // pg_stat_activity would show the same snapshot each time.
  await withShopDatabase(dataDir, (db) =>
    waitFor(async () => {
      const result = await db.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
          where wait_event_type = 'Lock' and datname = current_database()`,
      );
      return (result.rows[0]?.waiting ?? 0) >= count;
    }, 20_000),
  );
}

/**
 * A keep-alive connection left idle after one answer. The first promise resolves
 * once it is idle; the second resolves true when the server closes it.
 */
async function openIdleKeepAlive(baseUrl: string): Promise<{ closed: Promise<boolean> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise((resolve, reject) => {
    // The agent hands the socket back once the answer is read; it is idle from then on.
    agent.once('free', (socket: Socket) => {
      const closed = new Promise<boolean>((done) =>
        socket.once('close', () => {
          agent.destroy();
          done(true);
        }),
      );
      resolve({ closed });
    });
    http
      .get(`${baseUrl}/api/health`, { agent }, (response) => response.resume())
      .on('error', reject);
  });
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms.`);
    await sleep(25);
  }
}

async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined || Date.now() > deadline) return value;
    await sleep(50);
  }
}
