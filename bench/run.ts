/**
 * `npm run bench` (and `npm run bench:smoke` with --smoke): builds, starts the production
 * server on a fresh data directory filled with a large generated catalogue, measures it
 * with autocannon against bare baselines measured alternately in the same run, and writes
 * bench/results/latest.json plus a table on stdout. See docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import type pg from 'pg';
import { runningEmbeddedPostgres } from '../src/server/db/embedded/embedded-postgres.ts';
import { EMBEDDED_DATABASE } from '../src/server/db/open-database.ts';
import { projectRoot } from '../src/server/project-paths.ts';
import { childrenOf, CpuWatch } from './lib/cpu-time.ts';
import { measureFacets } from './lib/facet-figures.ts';
import { measureImport } from './lib/import-figures.ts';
import { waitForNoticeQueue, type NoticeDrain } from './lib/notice-drain.ts';
import { fillCatalogue, FULL_SIZE, SMOKE_SIZE } from './lib/fill-catalogue.ts';
import { round } from './lib/load.ts';
import { measureCheckout } from './lib/checkout-figures.ts';
import { measureOrders } from './lib/order-figures.ts';
import { measurePages } from './lib/page-figures.ts';
import { measureReads } from './lib/read-figures.ts';
import { measureSearch } from './lib/search-figures.ts';
import { measureSynonymSearch } from './lib/synonym-search-figures.ts';
import { liftOrderHoldLimits } from '../test/system/support/order-holds.ts';
import { formatTable, target, type Target } from './lib/report.ts';
import type { Bench } from './lib/rounds.ts';
import { startShop } from './lib/shop-process.ts';
import { measureBulkPrice } from './lib/bulk-price-figures.ts';
import { measureReports } from './lib/report-figures.ts';
import { spread } from './lib/spread.ts';

const smoke = process.argv.includes('--smoke');
const skipBuild = process.argv.includes('--no-build');
// --web-only: the web figures alone (JavaScript on `/`, Lighthouse), on the same seeded shop.
const webOnly = process.argv.includes('--web-only');
// --search-only: search and suggestion latency alone (the same as --only=search).
const searchOnly = process.argv.includes('--search-only');
// --import-only: the catalogue import alone (the same as --only=import).
const importOnly = process.argv.includes('--import-only');
// --bulk-price-only: the bulk price change over the whole catalogue alone (--only=bulk-price).
const bulkPriceOnly = process.argv.includes('--bulk-price-only');
// --only=reads,pages,orders measures just those parts (also facets, search, checkout, import,
// bulk-price, reports, web), e.g. to
// compare two versions of one path quickly; the start-up figure is then taken once.
const only = webOnly
  ? ['web']
  : searchOnly
    ? ['search']
    : importOnly
      ? ['import']
      : bulkPriceOnly
        ? ['bulk-price']
        : process.argv
            .find((arg) => arg.startsWith('--only='))
            ?.slice('--only='.length)
            .split(',');
const wanted = (part: string) => only === undefined || only.includes(part);
const SIZE = smoke ? SMOKE_SIZE : FULL_SIZE;
// BENCH_PORT_BASE lets two checkouts bench on one machine without their servers colliding.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4000);
const PORTS = {
  shop: PORT_BASE,
  bareRead: PORT_BASE + 1,
  bareOrder: PORT_BASE + 2,
  barePage: PORT_BASE + 3,
  bareCheckout: PORT_BASE + 4,
  bareSearch: PORT_BASE + 5,
};
const STARTS = smoke || only ? 1 : 5;

const bench: Bench = {
  smoke,
  // Short runs, many rounds: a spread of five ratios says more than one long average.
  seconds: Number(process.env.BENCH_SECONDS ?? (smoke ? 1 : 5)),
  rounds: Number(process.env.BENCH_ROUNDS ?? (smoke ? 1 : 5)),
  connections: 50,
  runs: [],
  problems: [],
  log,
};
const { runs, problems } = bench;

function log(message: string) {
  console.log(`[bench] ${message}`);
}

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
  let noticeDrain: NoticeDrain | undefined;
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
    bench.cpu = await cpuWatch(shop.pid, dataDir);
    bench.settle = () => waitForNoticeQueue(connection);
    log(`start to healthy on the seeded data directory: ${starts.map(Math.round).join(', ')} ms`);
    if (!webOnly) {
      targets.push(
        target('npm start to healthy, seeded data dir (ms)', spread(starts, 0), '<=', 3000),
      );
    }
    if (wanted('reads')) {
      targets.push(...(await measureReads(bench, shop, connection, SIZE, PORTS.bareRead, stops)));
    }
    if (wanted('pages')) {
      targets.push(...(await measurePages(bench, shop, connection, PORTS.barePage, stops)));
    }
    if (wanted('facets')) targets.push(...(await measureFacets(bench, shop, SIZE)));
    if (wanted('search')) {
      targets.push(
        ...(await measureSearch(bench, shop, connection, SIZE, PORTS.bareSearch, stops)),
      );
      // After the figures above: the owner's synonyms it saves would change what they find.
      targets.push(...(await measureSynonymSearch(bench, shop, connection, secret)));
    }
    // Not in the smoke run: it rewrites every price, and its figure is for the full catalogue.
    if (!smoke && wanted('bulk-price')) {
      targets.push(...(await measureBulkPrice(bench, shop, connection, secret, SIZE)));
    }
    // Before the order runs, so the past orders it reads are the same in every run.
    if (wanted('reports')) {
      targets.push(...(await measureReports(bench, shop, connection, secret, SIZE)));
    }
    if (wanted('orders')) {
      targets.push(
        ...(await measureOrders(bench, shop, connection, secret, PORTS.bareOrder, stops)),
      );
    }
    if (wanted('checkout')) {
      targets.push(
        ...(await measureCheckout(bench, shop, connection, secret, PORTS.bareCheckout, stops)),
      );
    }
    if (wanted('import')) targets.push(...(await measureImport(bench, shop, connection, secret)));
    if (wanted('web')) {
      if (wanted('orders') || wanted('checkout')) {
        noticeDrain = await waitForNoticeQueue(connection);
        log(
          `notice queue after the order runs: ${noticeDrain.jobsAtStart} jobs, ` +
            `${noticeDrain.drained ? 'empty' : 'still not empty'} after ${noticeDrain.seconds} s`,
        );
      }
      web = await measureWebFigures(shop.baseUrl);
      targets.push(...(web?.targets ?? []));
    }
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
      webOnly,
      only: only ?? 'all',
      catalogue: SIZE,
      secondsPerRun: bench.seconds,
      connections: bench.connections,
      rounds: bench.rounds,
      durationSeconds: Math.round((Date.now() - startedAt) / 1000),
      noticeDrain,
      date: new Date().toISOString(),
    },
    runs: [...runs, ...(web?.runs ?? [])],
    // Each figure is the median of its rounds, with min, max and the number of rounds.
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

/** The parties whose CPU each run accounts for (the baselines add themselves). */
async function cpuWatch(shopPid: number, dataDir: string): Promise<CpuWatch> {
  const postmaster = Number(
    (await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0],
  );
  const watch = new CpuWatch();
  watch.add('shop', () => [shopPid]);
  watch.add('postgres', () => childrenOf(postmaster));
  watch.add('load generator', () => [process.pid]);
  return watch;
}

async function databaseConnection(dataDir: string): Promise<pg.ClientConfig> {
  const cluster = await runningEmbeddedPostgres(dataDir);
  if (!cluster) throw new Error('The shop’s PostgreSQL is not running.');
  return { ...cluster, database: EMBEDDED_DATABASE };
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
  ) => Promise<{ runs: unknown[]; targets: Target[]; problems: string[] }>;
  const { measureWeb } = (await import(module)) as { measureWeb: MeasureWeb };
  log('web figures');
  try {
    const measured = await measureWeb(baseUrl, { smoke });
    problems.push(...measured.problems);
    return measured;
  } catch (error) {
    // The API figures are still worth writing down.
    problems.push(`web figures failed: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

main().catch((error: unknown) => {
  console.error(
    `[bench] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 1;
});
