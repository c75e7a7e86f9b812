/**
 * `npm run bench:scale`: catalogue read throughput of one shop instance against two
 * behind nginx, on one stand-alone PostgreSQL, on this machine. Configurations are
 * measured alternately (round after round) so a change in the machine's other load
 * shows as spread between rounds rather than as a difference between configurations.
 * Writes bench/results/scale-out-latest.json and a table on stdout. It builds first
 * (`npm run build`) unless given --no-build; --smoke makes a short run. The figures and
 * what limits them are in docs/deploy.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../src/server/project-paths.ts';
import { fillCatalogue, FULL_SIZE, SMOKE_SIZE } from './lib/fill-catalogue.ts';
import { load, round, type LoadResult } from './lib/load.ts';
import { Nginx } from '../test/system/scale-out/support/nginx.ts';
import {
  embeddedBinaries,
  startPostgresCluster,
} from '../test/system/scale-out/support/postgres-cluster.ts';
import { makeDataDir, removeDataDir, ShopProcess } from '../test/system/support/shop-process.ts';

const smoke = process.argv.includes('--smoke');
const SECONDS = Number(process.env.BENCH_SECONDS ?? (smoke ? 2 : 10));
const ROUNDS = smoke ? 1 : 2;
const CONNECTIONS = 50;
const SIZE = smoke ? SMOKE_SIZE : FULL_SIZE;
const PORTS = { postgres: 4430, a: 4431, b: 4432, nginx: 4433 };
const DATABASE = 'circuit_haat_bench';
const PRODUCT_SAMPLE = 200;

type Setup = 'one instance, direct' | 'one instance behind nginx' | 'two instances behind nginx';
const SETUPS: Setup[] = [
  'one instance, direct',
  'one instance behind nginx',
  'two instances behind nginx',
];

interface Run extends LoadResult {
  setup: Setup;
  workload: string;
  round: number;
}

const log = (message: string) => console.log(`[bench:scale] ${message}`);

async function main() {
  const startedAt = Date.now();
  const loadBefore = os.loadavg();
  if (!process.argv.includes('--no-build')) build();
  const cluster = await startPostgresCluster(await embeddedBinaries(), PORTS.postgres);
  const dataDir = await makeDataDir('circuit-haat-bench-scale-');
  const stops: Array<() => Promise<unknown>> = [() => removeDataDir(dataDir), () => cluster.stop()];
  const runs: Run[] = [];
  try {
    await cluster.createDatabase(DATABASE);
    const env = {
      DATABASE_URL: cluster.url(DATABASE),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    };
    const a = await ShopProcess.start({ port: PORTS.a, dataDir, env });
    stops.push(() => a.stop());
    log(`filling the catalogue: ${JSON.stringify(SIZE)}`);
    await fillCatalogue(
      { host: '127.0.0.1', port: PORTS.postgres, user: 'postgres', database: DATABASE },
      SIZE,
    );
    const b = await ShopProcess.start({ port: PORTS.b, dataDir, env });
    stops.push(() => b.stop());
    const nginx = await Nginx.start(PORTS.nginx, [PORTS.a, PORTS.b]);
    stops.push(() => nginx.stop());

    const ids = await cluster.query(DATABASE, async (db) =>
      (
        await db.query<{ id: string }>(
          'select id from products where deleted_at is null order by random() limit $1',
          [PRODUCT_SAMPLE],
        )
      ).rows.map((row) => row.id),
    );
    const workloads: Record<string, string[]> = {
      'GET /api/product (first page)': ['/api/product'],
      'GET /api/product/:id (200 products)': ids.map((id) => `/api/product/${id}`),
    };

    for (let round = 1; round <= ROUNDS; round++) {
      for (const setup of SETUPS) {
        await nginx.setDown(PORTS.b, setup !== 'two instances behind nginx');
        const url = setup === 'one instance, direct' ? a.baseUrl : nginx.baseUrl;
        for (const [workload, paths] of Object.entries(workloads)) {
          // A short warm-up fills the caches, so every run measures the steady state.
          await load({ url, paths, seconds: 1, connections: CONNECTIONS });
          const result = await load({ url, paths, seconds: SECONDS, connections: CONNECTIONS });
          runs.push({ setup, workload, round, ...result });
          log(
            `round ${round} | ${setup} | ${workload}: ${result.requestsPerSecond} req/s, ` +
              `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
          );
        }
      }
    }
  } finally {
    for (const stop of stops.reverse()) await stop().catch((error) => log(String(error)));
  }

  const summary = SETUPS.flatMap((setup) =>
    [...new Set(runs.map((run) => run.workload))].map((workload) => {
      const mine = runs.filter((run) => run.setup === setup && run.workload === workload);
      const rates = mine.map((run) => run.requestsPerSecond);
      return {
        setup,
        workload,
        requestsPerSecond: round(rates.reduce((sum, r) => sum + r, 0) / rates.length),
        perRound: rates,
        p99Ms: Math.max(...mine.map((run) => run.p99Ms)),
        failures: mine.reduce((sum, run) => sum + run.non2xx + run.errors, 0),
      };
    }),
  );
  const result = {
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadAverageBefore: loadBefore.map((l) => round(l, 2)),
      loadAverageAfter: os.loadavg().map((l) => round(l, 2)),
      catalogue: SIZE,
      secondsPerRun: SECONDS,
      connections: CONNECTIONS,
      rounds: ROUNDS,
      nginxWorkers: 1,
      durationSeconds: Math.round((Date.now() - startedAt) / 1000),
      date: new Date().toISOString(),
    },
    summary,
    runs,
  };
  await mkdir(join(projectRoot, 'bench', 'results'), { recursive: true });
  await writeFile(
    join(projectRoot, 'bench', 'results', 'scale-out-latest.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );

  console.log('');
  for (const row of summary) {
    console.log(
      `${row.setup.padEnd(28)} ${row.workload.padEnd(36)} ${String(row.requestsPerSecond).padStart(8)} req/s ` +
        `(rounds ${row.perRound.join(', ')}), p99 ${row.p99Ms} ms, failures ${row.failures}`,
    );
  }
  console.log(
    `\nload average before ${result.machine.loadAverageBefore.join(' ')}, after ${result.machine.loadAverageAfter.join(' ')}`,
  );
  if (summary.some((row) => row.failures > 0)) {
    console.error('Some requests failed: the figures above are not valid.');
    process.exitCode = 1;
  }
}

function build(): void {
  log('building (npm run build)');
  const built = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
