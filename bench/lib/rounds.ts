import type { CpuUse, CpuWatch } from './cpu-time.ts';
import { load, round, type LoadOptions, type LoadResult } from './load.ts';
import { spread, type Spread } from './spread.ts';

/** What every measurement of one bench run shares: its settings and what it records. */
export interface Bench {
  smoke: boolean;
  seconds: number;
  rounds: number;
  connections: number;
  runs: Run[];
  problems: string[];
  /** Accounts for the CPU of the shop, the baseline, PostgreSQL and the load generator. */
  cpu?: CpuWatch;
  /**
   * Waits, before every measured run, until the work earlier runs left behind is done
   * (the notices of the orders placed): a run is measured on a machine that is doing
   * only what that run asks, so the shop's backlog never slows the baseline's run.
   */
  settle?: () => Promise<unknown>;
  log(message: string): void;
}

export interface Run extends LoadResult {
  name: string;
  server: 'shop' | 'bare';
  round: number;
  /** Runs whose non-2xx answers are expected (the oversell race answers 409 to the losers). */
  expectsRejections?: boolean;
  /** What PostgreSQL did during the run (order runs only), to explain an odd round. */
  postgres?: unknown;
  cpu?: CpuUse;
}

/** One autocannon run, with where the CPU went during it when the bench accounts for it. */
export function measure(bench: Bench, options: LoadOptions): Promise<LoadResult> {
  const run = () => load(options);
  return bench.cpu ? bench.cpu.during(run) : run();
}

type Request = Pick<LoadOptions, 'paths' | 'requests'>;

export interface Sides {
  shop: string;
  bare: string;
  /** Runs around each measured run of either side, e.g. to sample memory or PostgreSQL. */
  around?: (server: 'shop' | 'bare', run: () => Promise<LoadResult>) => Promise<LoadResult>;
}

export interface Comparison {
  /** Shop over bare, one value per round: each round pairs two runs back to back. */
  throughput: Spread;
  p99: Spread;
  shopRequestsPerSecond: Spread;
  bareRequestsPerSecond: Spread;
}

/**
 * Shop and bare baseline measured in interleaved rounds after one warm-up run of each:
 * shop then bare in odd rounds, bare then shop in even ones, so neither side always runs
 * second (after the other has warmed the database or the CPU caches). Each round gives
 * one ratio; a burst of load from elsewhere on a shared machine spoils one round, not
 * the figure, and shows up as its spread.
 */
export async function compareWithBare(
  bench: Bench,
  name: string,
  sides: Sides,
  request: Request,
): Promise<Comparison> {
  const around = sides.around ?? ((_server, run) => run());
  const once = async (server: 'shop' | 'bare') => {
    await bench.settle?.();
    return around(server, () =>
      measure(bench, {
        url: server === 'shop' ? sides.shop : sides.bare,
        ...request,
        seconds: bench.seconds,
        connections: bench.connections,
      }),
    );
  };
  if (!bench.smoke) {
    await once('shop');
    await once('bare');
  }
  const pairs: Array<Record<'shop' | 'bare', LoadResult>> = [];
  for (let i = 1; i <= bench.rounds; i++) {
    const order = i % 2 ? (['shop', 'bare'] as const) : (['bare', 'shop'] as const);
    const pair = {} as Record<'shop' | 'bare', LoadResult>;
    for (const server of order) {
      pair[server] = await once(server);
      bench.runs.push({ name, server, round: i, ...pair[server] });
    }
    pairs.push(pair);
  }
  const comparison: Comparison = {
    throughput: spread(pairs.map((p) => p.shop.requestsPerSecond / p.bare.requestsPerSecond)),
    p99: spread(pairs.map((p) => p.shop.p99Ms / Math.max(p.bare.p99Ms, 1))),
    shopRequestsPerSecond: spread(
      pairs.map((p) => p.shop.requestsPerSecond),
      0,
    ),
    bareRequestsPerSecond: spread(
      pairs.map((p) => p.bare.requestsPerSecond),
      0,
    ),
  };
  bench.log(
    `${name}: shop ${comparison.shopRequestsPerSecond.median} req/s, bare ` +
      `${comparison.bareRequestsPerSecond.median} req/s (medians), shop/bare per round ` +
      pairs.map((p) => round(p.shop.requestsPerSecond / p.bare.requestsPerSecond, 2)).join(', '),
  );
  return comparison;
}

/** The same request measured `bench.rounds` times (no baseline), e.g. search latency. */
export async function repeat(
  bench: Bench,
  name: string,
  url: string,
  request: Request,
): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (let i = 1; i <= bench.rounds; i++) {
    await bench.settle?.();
    const result = await measure(bench, {
      url,
      ...request,
      seconds: bench.seconds,
      connections: bench.connections,
    });
    bench.runs.push({ name, server: 'shop', round: i, ...result });
    results.push(result);
  }
  return results;
}
