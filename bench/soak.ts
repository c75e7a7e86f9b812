// The soak test (`npm run soak`, not part of CI): minutes of mixed load on the BUILT
// production server on a fresh seeded data directory, then three verdicts: no 5xx,
// no oversell, and no upward trend in the server's memory. Build first (npm run build).
//
//   npm run soak                          5 minutes, 50 connections
//   npm run soak -- --seconds 60          a quick check
//   options: --seconds --connections --warmup --max-slope (MB/min) --port --seed
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  makeDataDir,
  PROJECT_ROOT,
  removeDataDir,
  seededRandom,
  ShopProcess,
  signUpCustomer,
  withShopDatabase,
  type Customer,
} from '../test/system/support/shop-process.ts';
import { readStockLedger, stockMismatches } from '../test/system/support/stock-ledger.ts';
import { LoadTally, percentile, runConnection, type Kind } from './soak-load.ts';
import { memoryTrend, risesClearly, sampleMemory } from './soak-memory.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.SOAK_SECONDS ?? '300' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string' },
    'max-slope': { type: 'string', default: '2' },
    port: { type: 'string', default: '4310' },
    seed: { type: 'string' },
  },
});

const seconds = Number(args.seconds);
const connections = Number(args.connections);
// Memory climbs while caches, pools and the JIT settle; the trend is judged after that.
const warmupSeconds = Number(args.warmup ?? Math.min(60, Math.round(seconds * 0.2)));
const maxSlope = Number(args['max-slope']);
const port = Number(args.port);
const seed = args.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(args.seed);
const SCARCE_PRODUCTS = 5;
const SCARCE_STOCK = 40; // these sell out and race for the last packs
const AMPLE_STOCK = 1_000_000;

const log = (message: string) => console.log(`[soak] ${message}`);

async function main(): Promise<boolean> {
  for (const [name, value] of Object.entries({ seconds, connections, warmupSeconds, maxSlope })) {
    if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number.`);
  }
  if (warmupSeconds >= seconds) throw new Error('--warmup must be shorter than --seconds.');
  log(`${seconds} s, ${connections} connections, warm-up ${warmupSeconds} s, seed ${seed}`);

  const dataDir = await makeDataDir('circuit-haat-soak-');
  const shop = await ShopProcess.start({ port, dataDir });
  try {
    const customers: Customer[] = [];
    while (customers.length < connections) {
      const batch = Math.min(5, connections - customers.length);
      customers.push(
        ...(await Promise.all(Array.from({ length: batch }, () => signUpCustomer(shop.baseUrl)))),
      );
    }
    const productIds = await prepareStock(dataDir);
    const before = await withShopDatabase(dataDir, (db) => readStockLedger(db, productIds));

    const tally = new LoadTally();
    const startedAt = Date.now();
    const endAt = startedAt + seconds * 1000;
    const memory = sampleMemory(shop.pid, startedAt, 2_000);
    const progress = setInterval(() => {
      const elapsed = (Date.now() - startedAt) / 1000;
      const rss = memory.samples.at(-1)?.rssMb ?? 0;
      log(
        `${Math.round(elapsed)} s: ${tally.total()} requests (${Math.round(tally.total() / elapsed)}/s), ` +
          `${tally.fiveHundreds()} 5xx, RSS ${rss.toFixed(1)} MB`,
      );
    }, 30_000);
    const tag = `soak-${seed}`;
    await Promise.all(
      customers.map((customer, index) =>
        runConnection(
          {
            baseUrl: shop.baseUrl,
            customers,
            productIds,
            endAt,
            tally,
            tag,
            random: seededRandom(seed + index),
          },
          customer,
        ),
      ),
    );
    clearInterval(progress);
    memory.stop();
    const ranFor = (Date.now() - startedAt) / 1000;

    const after = await withShopDatabase(dataDir, (db) => readStockLedger(db, productIds));
    const stored = await withShopDatabase(dataDir, async (db) => {
      const result = await db.query<{ n: number }>(
        'select count(*)::int as n from orders where address like $1',
        [`${tag} %`],
      );
      return result.rows[0]?.n ?? 0;
    });
    const oversell = stockMismatches(before, after);
    if (stored !== tally.ordersPlaced) {
      oversell.push(`${tally.ordersPlaced} orders acknowledged but ${stored} stored`);
    }
    const negative = [...after.values()].filter((line) => line.stock < 0);
    for (const line of negative) oversell.push(`${line.productId}: stock ${line.stock}`);
    const soldOut = [...after.values()].filter((line) => line.stock === 0).length;

    const trend = memoryTrend(memory.samples.filter((s) => s.atSeconds >= warmupSeconds));
    const stopped = await shop.stop();

    const byKind = (kind: Kind) => ({
      requests: tally.total(kind),
      statuses: Object.fromEntries(tally.statuses[kind]),
      p50Ms: round(percentile(tally.latenciesMs[kind], 50)),
      p99Ms: round(percentile(tally.latenciesMs[kind], 99)),
    });
    const report = {
      date: new Date().toISOString(),
      seed,
      seconds: round(ranFor),
      connections,
      requests: tally.total(),
      requestsPerSecond: round(tally.total() / ranFor),
      browse: byKind('browse'),
      order: byKind('order'),
      review: byKind('review'),
      fiveHundreds: tally.fiveHundreds(),
      networkErrors: tally.networkErrors,
      unexpectedAnswers: tally.unexpected.length,
      ordersPlaced: tally.ordersPlaced,
      productsSoldOut: soldOut,
      oversell,
      memory: {
        warmupSeconds,
        samplesAfterWarmup: trend.count,
        slopeMbPerMinute: round(trend.slopeMbPerMinute, 3),
        slopeStandardError: round(trend.slopeStandardError, 3),
        rSquared: round(trend.rSquared, 3),
        firstMb: round(trend.firstMb),
        lastMb: round(trend.lastMb),
        minMb: round(trend.minMb),
        maxMb: round(trend.maxMb),
        maxSlopeMbPerMinute: maxSlope,
      },
      shutdown: stopped,
    };

    const failures: string[] = [];
    if (report.fiveHundreds > 0) failures.push(`${report.fiveHundreds} answers were 5xx`);
    if (report.networkErrors > 0) failures.push(`${report.networkErrors} requests got no answer`);
    if (report.unexpectedAnswers > 0)
      failures.push(`${report.unexpectedAnswers} unexpected answers`);
    if (oversell.length > 0) failures.push(`stock does not add up: ${oversell.join('; ')}`);
    if (risesClearly(trend, maxSlope)) {
      failures.push(
        `server memory rises ${trend.slopeMbPerMinute.toFixed(2)} ± ` +
          `${trend.slopeStandardError.toFixed(2)} MB/min after warm-up (limit ${maxSlope} MB/min)`,
      );
    }
    if (stopped.code !== 0)
      failures.push(`the shop did not close cleanly: ${JSON.stringify(stopped)}`);

    console.log(JSON.stringify(report, null, 2));
    for (const line of [...tally.serverErrors, ...tally.unexpected].slice(0, 10)) log(line);
    const resultsDir = join(PROJECT_ROOT, 'bench', 'results');
    await mkdir(resultsDir, { recursive: true });
    const file = join(resultsDir, `soak-${report.date.replaceAll(':', '-')}.json`);
    const rss = memory.samples.map((sample) => [round(sample.atSeconds), round(sample.rssMb)]);
    await writeFile(file, JSON.stringify({ ...report, failures, rss }, null, 2) + '\n');
    log(`written to ${file}`);
    log(
      `${report.requests} requests in ${report.seconds} s (${report.requestsPerSecond}/s): ` +
        `${report.fiveHundreds} 5xx, ${oversell.length} oversell problems, ` +
        `RSS slope ${report.memory.slopeMbPerMinute} ± ${report.memory.slopeStandardError} MB/min ` +
        `(${report.memory.firstMb} -> ${report.memory.lastMb} MB after warm-up)`,
    );
    if (failures.length > 0) {
      for (const failure of failures) log(`FAIL: ${failure}`);
      return false;
    }
    log('PASS');
    return true;
  } finally {
    await shop.stop();
    await removeDataDir(dataDir);
  }
}

/** Scarce stock on a few products (sell-outs and races), ample stock on the rest. */
async function prepareStock(dataDir: string): Promise<string[]> {
  return withShopDatabase(dataDir, async (db) => {
    const rows = await db.query<{ id: string }>(
      'select id from products where deleted_at is null order by created_at, id',
    );
    const ids = rows.rows.map((row) => row.id);
    await db.query('update products set stock = $1 where id = any($2::uuid[])', [
      SCARCE_STOCK,
      ids.slice(0, SCARCE_PRODUCTS),
    ]);
    await db.query('update products set stock = $1 where id = any($2::uuid[])', [
      AMPLE_STOCK,
      ids.slice(SCARCE_PRODUCTS),
    ]);
    return ids;
  });
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    console.error(
      `[soak] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  },
);
