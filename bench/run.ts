/**
 * `npm run bench` (and `npm run bench:smoke` with --smoke): builds, starts the production
 * server on a fresh data directory filled with a large generated catalogue, measures it
 * with autocannon against bare baselines measured alternately in the same run, and writes
 * bench/results/latest.json plus a table on stdout. See docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { createTokens } from '../src/server/auth/tokens.ts';
import { runningEmbeddedPostgres } from '../src/server/db/embedded/embedded-postgres.ts';
import { EMBEDDED_DATABASE } from '../src/server/db/open-database.ts';
import { projectRoot } from '../src/server/project-paths.ts';
import { startBaseline } from './lib/baseline-process.ts';
import {
  benchCustomers,
  fillCatalogue,
  FULL_SIZE,
  SEARCH_WORDS,
  SMOKE_SIZE,
} from './lib/fill-catalogue.ts';
import { load, round, type LoadResult } from './lib/load.ts';
import {
  placeOrderRequests,
  prepareLastUnits,
  raceForLastUnits,
  stockSnapshot,
} from './lib/orders.ts';
import { liftOrderHoldLimits } from '../test/system/support/order-holds.ts';
import { formatTable, target, type Target } from './lib/report.ts';
import { residentMb, startShop, type ShopProcess } from './lib/shop-process.ts';

const smoke = process.argv.includes('--smoke');
const skipBuild = process.argv.includes('--no-build');
const SIZE = smoke ? SMOKE_SIZE : FULL_SIZE;
const SECONDS = Number(process.env.BENCH_SECONDS ?? (smoke ? 1 : 10));
const ROUNDS = smoke ? 1 : 2;
const CONNECTIONS = 50;
const STARTS = smoke ? 1 : 5;
const PORTS = { shop: 4000, bareRead: 4001, bareOrder: 4002 };
const PAGE_SIZE = 20;

interface Run extends LoadResult {
  name: string;
  server: 'shop' | 'bare';
  round: number;
  /** Runs whose non-2xx answers are expected (the oversell race answers 409 to the losers). */
  expectsRejections?: boolean;
}

const runs: Run[] = [];
const problems: string[] = [];
const log = (message: string) => console.log(`[bench] ${message}`);

async function main() {
  const startedAt = Date.now();
  const loadBefore = os.loadavg();
  if (!skipBuild) build();
  const dataDir = await mkdtemp(join(os.tmpdir(), 'circuit-haat-bench-'));
  await chmod(dataDir, 0o755);
  const secret = randomBytes(32).toString('base64url');
  const env = {
    DATA_DIR: dataDir,
    JWT_SECRET: secret,
    LOG_LEVEL: 'warn',
    // The bench's customers order far faster than people do.
    ORDER_LIMIT_PER_USER_PER_MINUTE: '1000000',
  };
  const stops: Array<() => Promise<void>> = [];
  const targets: Target[] = [];
  let web: { runs: unknown[]; targets: Target[] } | undefined;
  try {
    log(`first start on a fresh data directory ${dataDir}`);
    let shop = await startShop(env, PORTS.shop);
    const connection = await databaseConnection(dataDir);
    log(`filling the catalogue: ${JSON.stringify(SIZE)}`);
    await fillCatalogue(connection, SIZE);
    await liftOrderHoldLimits(connection);
    await shop.stop();

    const starts: number[] = [];
    for (let i = 0; i < STARTS; i++) {
      shop = await startShop(env, PORTS.shop);
      starts.push(shop.startMs);
      if (i < STARTS - 1) await shop.stop();
    }
    stops.push(() => shop.stop());
    const startMs = Math.round(median(starts));
    log(`start to healthy on the seeded data directory: ${starts.map(Math.round).join(', ')} ms`);
    targets.push(target('npm start to healthy, seeded data dir (ms)', startMs, '<=', 3000));

    targets.push(...(await measureReads(shop, connection, stops)));
    targets.push(...(await measureOrders(shop, connection, secret, stops)));
    web = await measureWebFigures(shop.baseUrl);
    targets.push(...(web?.targets ?? []));
  } finally {
    for (const stop of stops.reverse()) await stop().catch((e) => problems.push(String(e)));
    await rm(dataDir, { recursive: true, force: true });
  }

  const result = {
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      loadAverageBefore: loadBefore.map((l) => round(l, 2)),
      loadAverageAfter: os.loadavg().map((l) => round(l, 2)),
      smoke,
      catalogue: SIZE,
      secondsPerRun: SECONDS,
      connections: CONNECTIONS,
      rounds: ROUNDS,
      durationSeconds: Math.round((Date.now() - startedAt) / 1000),
      date: new Date().toISOString(),
    },
    runs: [...runs, ...(web?.runs ?? [])],
    targets,
  };
  await mkdir(join(projectRoot, 'bench', 'results'), { recursive: true });
  await writeFile(
    join(projectRoot, 'bench', 'results', 'latest.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );

  for (const run of runs) {
    const rejected = run.non2xx > 0 && !run.expectsRejections;
    if (run.errors > 0 || rejected) {
      problems.push(`${run.name} (${run.server}): ${run.errors} errors, ${run.non2xx} non-2xx`);
    }
  }
  console.log(`\n${formatTable(targets)}\n`);
  console.log(
    `machine: ${result.machine.cpus} x ${result.machine.cpuModel}, load ${loadBefore
      .map((l) => l.toFixed(2))
      .join(' ')} before, ${result.machine.loadAverageAfter.join(' ')} after`,
  );
  console.log('written: bench/results/latest.json');
  const missed = targets.filter((t) => !t.pass);
  if (problems.length) {
    console.error(`\nFAILED:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else if (missed.length && !smoke) {
    console.error(`\n${missed.length} target(s) missed.`);
    process.exitCode = 1;
  } else if (missed.length) {
    console.log(`\n${missed.length} speed target(s) missed (not a failure of the smoke run).`);
  }
}

function build() {
  log('npm run build');
  const built = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
}

async function databaseConnection(dataDir: string): Promise<pg.ClientConfig> {
  const cluster = await runningEmbeddedPostgres(dataDir);
  if (!cluster) throw new Error('The shop’s PostgreSQL is not running.');
  return { ...cluster, database: EMBEDDED_DATABASE };
}

/** Shop and bare baseline alternately, ROUNDS times each, after one warm-up of each. */
async function alternate(name: string, shopUrl: string, bareUrl: string, paths: string[]) {
  const measure = async (server: 'shop' | 'bare', round: number, url: string) => {
    const result = await load({ url, paths, seconds: SECONDS, connections: CONNECTIONS });
    runs.push({ name, server, round, ...result });
    return result;
  };
  if (!smoke) {
    await load({ url: shopUrl, paths, seconds: SECONDS, connections: CONNECTIONS });
    await load({ url: bareUrl, paths, seconds: SECONDS, connections: CONNECTIONS });
  }
  const shop: LoadResult[] = [];
  const bare: LoadResult[] = [];
  for (let i = 1; i <= ROUNDS; i++) {
    shop.push(await measure('shop', i, shopUrl));
    bare.push(await measure('bare', i, bareUrl));
  }
  const sum = (list: LoadResult[], key: 'requestsPerSecond' | 'p99Ms' | 'p50Ms') =>
    list.reduce((total, r) => total + r[key], 0);
  log(
    `${name}: shop ${round(sum(shop, 'requestsPerSecond') / ROUNDS)} req/s, ` +
      `bare ${round(sum(bare, 'requestsPerSecond') / ROUNDS)} req/s`,
  );
  return {
    throughputRatio: round(sum(shop, 'requestsPerSecond') / sum(bare, 'requestsPerSecond'), 2),
    p99Ratio: round(sum(shop, 'p99Ms') / Math.max(sum(bare, 'p99Ms'), 1), 2),
    shop,
  };
}

async function measureReads(
  shop: ShopProcess,
  connection: pg.ClientConfig,
  stops: Array<() => Promise<void>>,
): Promise<Target[]> {
  const ids = await sampleProductIds(connection, 200);
  const deepPage = Math.min(400, Math.floor(SIZE.products / PAGE_SIZE));
  const paths = {
    first: ['/api/product'],
    deep: [`/api/product?page=${deepPage}`],
    detail: ids.map((id) => `/api/product/${id}`),
    search: SEARCH_WORDS.map((word) => `/api/product?q=${word}`),
  };
  const answersFile = join(os.tmpdir(), `circuit-haat-bench-answers-${process.pid}.json`);
  await writeFile(answersFile, JSON.stringify(await captureAnswers(shop.baseUrl, paths)));
  const bare = await startBaseline('bare-read-server.mjs', [answersFile], PORTS.bareRead);
  stops.push(async () => {
    await bare.stop();
    await rm(answersFile, { force: true });
  });

  let peakRss = 0;
  const sampler = setInterval(() => {
    void residentMb(shop.pid).then((mb) => (peakRss = Math.max(peakRss, mb ?? 0)));
  }, 100);
  try {
    const first = await alternate('GET /api/product', shop.baseUrl, bare.url, paths.first);
    const detail = await alternate('GET /api/product/:id', shop.baseUrl, bare.url, paths.detail);
    const search = await load({
      url: shop.baseUrl,
      paths: paths.search,
      seconds: SECONDS,
      connections: CONNECTIONS,
    });
    runs.push({ name: 'GET /api/product?q=<word>', server: 'shop', round: 1, ...search });
    // Page 1 and the deep page alternately, so both see the same machine.
    const depth: Record<'first' | 'deep', LoadResult[]> = { first: [], deep: [] };
    for (let i = 1; i <= ROUNDS; i++) {
      for (const which of ['first', 'deep'] as const) {
        const result = await load({
          url: shop.baseUrl,
          paths: paths[which],
          seconds: SECONDS,
          connections: CONNECTIONS,
        });
        runs.push({ name: `GET ${paths[which][0]} (depth)`, server: 'shop', round: i, ...result });
        depth[which].push(result);
      }
    }
    const p50 = (list: LoadResult[]) => list.reduce((t, r) => t + r.p50Ms, 0) / list.length;
    return [
      target('GET /api/product throughput, x bare', first.throughputRatio, '>=', 0.8),
      target('GET /api/product p99, x bare p99', first.p99Ratio, '<=', 2),
      target('GET /api/product/:id throughput, x bare', detail.throughputRatio, '>=', 0.6),
      target(
        `GET /api/product?q=<word> p99 (ms, ${SIZE.products} products)`,
        search.p99Ms,
        '<',
        50,
      ),
      target(
        `GET /api/product page ${deepPage} p50 / page 1 p50`,
        round(Math.max(p50(depth.deep), 1) / Math.max(p50(depth.first), 1), 2),
        '<=',
        1.5,
      ),
      target('server RSS under read load (MB, Node only)', round(peakRss), '<=', 200),
    ];
  } finally {
    clearInterval(sampler);
  }
}

async function sampleProductIds(connection: pg.ClientConfig, count: number): Promise<string[]> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      'select id from products where deleted_at is null order by random() limit $1',
      [count],
    );
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

/** The shop's own answers, byte for byte, for the read baseline to serve. */
async function captureAnswers(baseUrl: string, paths: Record<string, string[]>) {
  const answers: Record<string, { headers: Record<string, string>; body: string }> = {};
  for (const path of Object.values(paths).flat()) {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    const headers: Record<string, string> = {
      'content-type': response.headers.get('content-type') ?? 'application/json',
    };
    const total = response.headers.get('x-total-count');
    if (total) headers['x-total-count'] = total;
    answers[path] = { headers, body: Buffer.from(await response.arrayBuffer()).toString('base64') };
  }
  return answers;
}

async function measureOrders(
  shop: ShopProcess,
  connection: pg.ClientConfig,
  secret: string,
  stops: Array<() => Promise<void>>,
): Promise<Target[]> {
  const tokens = createTokens(new TextEncoder().encode(secret));
  const customers = await benchCustomers(connection);
  const bearer = await Promise.all(customers.map((customer) => tokens.issue(customer)));
  const lastUnits = smoke ? 10 : 40;
  const raceProduct = await prepareLastUnits(connection, lastUnits);
  const before = await stockSnapshot(connection);
  // Products with plenty of stock, so every order of the throughput runs succeeds.
  const productIds = [...before]
    .filter(([id, stock]) => id !== raceProduct && stock >= 100)
    .map(([id]) => id);
  const bare = await startBaseline(
    'bare-order-server.mjs',
    [JSON.stringify(connection), '10'],
    PORTS.bareOrder,
  );
  stops.push(() => bare.stop());

  const requests = placeOrderRequests(bearer, productIds);
  const measure = async (server: 'shop' | 'bare', round: number) => {
    const url = server === 'shop' ? shop.baseUrl : bare.url;
    const result = await load({ url, requests, seconds: SECONDS, connections: CONNECTIONS });
    if (round > 0) runs.push({ name: 'POST /api/order', server, round, ...result });
    return result;
  };
  if (!smoke) {
    await measure('shop', 0);
    await measure('bare', 0);
  }
  let shopRate = 0;
  let bareRate = 0;
  for (let i = 1; i <= ROUNDS; i++) {
    shopRate += (await measure('shop', i)).requestsPerSecond;
    bareRate += (await measure('bare', i)).requestsPerSecond;
  }
  log(`orders: shop ${round(shopRate / ROUNDS)} /s, bare ${round(bareRate / ROUNDS)} /s`);

  const race = await raceForLastUnits(connection, shop.baseUrl, bearer, raceProduct, lastUnits, {
    connections: CONNECTIONS,
    seconds: Math.min(SECONDS, 2),
  });
  runs.push({
    ...race.run,
    name: 'POST /api/order, last units',
    server: 'shop',
    round: 1,
    expectsRejections: true,
  });
  problems.push(...race.problems);
  const ledger = await checkLedger(connection, before);
  problems.push(...ledger);
  return [
    target('POST /api/order throughput, x bare', round(shopRate / bareRate, 2), '>=', 0.7),
    target('POST /api/order orders/s', round(shopRate / ROUNDS), '>=', 300),
    target('POST /api/order oversold units', race.oversold + ledger.length, '=', 0),
  ];
}

/** Every unit that left stock is in an order, and no stock is negative. */
async function checkLedger(connection: pg.ClientConfig, before: Map<string, number>) {
  const after = await stockSnapshot(connection);
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const { rows } = await client.query<{ product_id: string; units: number }>(
      'select product_id, sum(quantity)::int as units from orders group by product_id',
    );
    const ordered = new Map(rows.map((row) => [row.product_id, row.units]));
    const wrong: string[] = [];
    for (const [id, stock] of before) {
      const now = after.get(id) ?? 0;
      if (now < 0) wrong.push(`product ${id} has negative stock ${now}`);
      if (stock - now !== (ordered.get(id) ?? 0)) {
        wrong.push(`product ${id}: stock fell by ${stock - now}, orders hold ${ordered.get(id)}`);
      }
    }
    return wrong;
  } finally {
    await client.end();
  }
}

async function measureWebFigures(baseUrl: string) {
  const module = join(projectRoot, 'bench', 'web', 'measure-web.ts');
  if (!existsSync(module)) {
    problems.push('web figures missing: bench/web/measure-web.ts does not exist');
    return undefined;
  }
  type MeasureWeb = (
    url: string,
    options: { smoke: boolean },
  ) => Promise<{ runs: unknown[]; targets: Target[] }>;
  const { measureWeb } = (await import(module)) as { measureWeb: MeasureWeb };
  log('web figures');
  try {
    return await measureWeb(baseUrl, { smoke });
  } catch (error) {
    // The API figures are still worth writing down.
    problems.push(`web figures failed: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

main().catch((error: unknown) => {
  console.error(
    `[bench] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 1;
});
