import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import type { RequestSpec } from 'autocannon';
import type pg from 'pg';
import { withPlannerOptions } from '../../src/server/db/client.ts';
import { startBaseline } from './baseline-process.ts';
import { BRANDS, SEARCH_WORDS, type CatalogueSize } from './fill-catalogue.ts';
import { measure, compareWithBare, type Bench } from './rounds.ts';
import { figure, target, type Target } from './report.ts';
import { captureSearchStatements, HOLE } from './search-statements.ts';
import type { ShopProcess } from './shop-process.ts';
import { spread } from './spread.ts';

// Search and suggestions with the catalogue cache out of the way: every request asks for an
// answer nobody asked for before, so each is worked out by PostgreSQL. Each is measured
// against a bare server running the very statements the shop runs for it, in interleaved
// rounds, and beside a bare server's constant JSON (the floor of the machine at this
// concurrency).

/** Queries as shoppers type them over the generated catalogue: words, phrases, a typo. */
const SEARCH_QUERIES = [
  ...SEARCH_WORDS,
  'kingston ddr5',
  'corsair gaming',
  'nvme ssd',
  'samsung pro',
  'silent psu',
  'rgb casing',
  'gaming graphics card',
  'corsiar',
];

/** What a suggestion types before the part number: "kingston part ". */
const SUGGESTION_PREFIXES = BRANDS.map((brand) => `${brand.toLowerCase()} part `);

/** Each request a new answer: a price ceiling above every price, different each time. */
function searchPaths(count: number): string[] {
  return Array.from(
    { length: count },
    (_, n) =>
      `/api/product?q=${encodeURIComponent(SEARCH_QUERIES[n % SEARCH_QUERIES.length]!)}&maxPrice=${1_000_000 + n}`,
  );
}

/** A brand and the start of a model number, typed one digit at a time: "kingston part 12". */
function suggestPaths(count: number, products: number): string[] {
  return Array.from({ length: count }, (_, n) => {
    const prefix = SUGGESTION_PREFIXES[n % SUGGESTION_PREFIXES.length]!;
    return `/api/search/suggest?q=${encodeURIComponent(`${prefix}${1 + (n % products)}`)}`;
  });
}

/**
 * The paths asked in turn, carrying on across runs: no run asks what an earlier one asked,
 * so no round of the shop is answered from its cache (a run starting over at the first path
 * would find the last run's answers kept).
 */
export function onwards(paths: string[]): RequestSpec[] {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
    },
  ];
}

export async function measureSearch(
  bench: Bench,
  shop: ShopProcess,
  connection: pg.ClientConfig,
  size: CatalogueSize,
  port: number,
  stops: Array<() => Promise<void>>,
): Promise<Target[]> {
  const statementsFile = join(os.tmpdir(), `circuit-haat-bench-search-${process.pid}.json`);
  const statements = await captureSearchStatements(connection, SEARCH_QUERIES, SUGGESTION_PREFIXES);
  await writeFile(statementsFile, JSON.stringify(statements));
  // The shop's own pool size (DATABASE_POOL_SIZE's default).
  const bare = await startBaseline(
    'bare-search-server.mjs',
    // The shop's connections' planner settings too: the same statements, planned the same way.
    [statementsFile, JSON.stringify(withPlannerOptions(connection)), '10'],
    port,
  );
  bench.cpu?.add('bare', () => [bare.pid]);
  stops.push(async () => {
    await bare.stop();
    await rm(statementsFile, { force: true });
  });
  const statementCounts = Object.values(statements.templates).map((list) => list.length);
  bench.log(
    `search baseline: ${statementCounts.length} captured answers, ` +
      `${Math.min(...statementCounts)}-${Math.max(...statementCounts)} statements each (hole ${HOLE})`,
  );
  await checkSameFinds(shop.baseUrl, bare.url, size.products);

  // More distinct requests than a run can make, so none is answered from the cache.
  const distinct = bench.smoke ? 20_000 : 200_000;
  const sides = { shop: shop.baseUrl, bare: bare.url };
  const searches = await compareWithBare(bench, 'GET /api/product?q= (uncached)', sides, {
    requests: onwards(searchPaths(distinct)),
  });
  const suggestions = await compareWithBare(bench, 'GET /api/search/suggest?q= (uncached)', sides, {
    requests: onwards(suggestPaths(distinct, size.products)),
  });
  const floor: number[] = [];
  for (let i = 1; i <= bench.rounds; i++) {
    const result = await measure(bench, {
      url: bare.url,
      paths: ['/constant'],
      seconds: bench.seconds,
      connections: bench.connections,
    });
    bench.runs.push({ name: 'GET /constant (bare)', server: 'bare', round: i, ...result });
    floor.push(result.p99Ms);
  }
  const fewConnections = await measureAtFewConnections(bench, shop.baseUrl, distinct);
  const searchName = 'GET /api/product?q= (uncached)';
  const suggestName = 'GET /api/search/suggest?q= (uncached)';
  const products = `${size.products} products`;
  const load = `${products}, ${bench.connections} connections`;
  return [
    target(
      `search: PostgreSQL CPU per request (ms, ${products})`,
      postgresMsPerRequest(bench, searchName, 'shop'),
      '<=',
      1.5,
    ),
    figure(
      '  the bare statements: PostgreSQL CPU per request (ms)',
      postgresMsPerRequest(bench, searchName, 'bare'),
    ),
    target('search: shop p99 / bare-statement p99', searches.p99, '<=', 1.3),
    figure(`  search: shop p99 (ms, ${load})`, p99s(bench, searchName, 'shop')),
    figure(`  the same statements, bare node:http + pg: p99 (ms)`, p99s(bench, searchName, 'bare')),
    target(
      `search: p99 at ${FEW_CONNECTIONS} connections (ms, ${products})`,
      fewConnections,
      '<',
      50,
    ),
    target('suggest: shop p99 / bare-statement p99', suggestions.p99, '<=', 1.3),
    figure(`  suggest: shop p99 (ms, ${load})`, p99s(bench, suggestName, 'shop')),
    figure(
      `  the same statements, bare node:http + pg: p99 (ms)`,
      p99s(bench, suggestName, 'bare'),
    ),
    figure(
      '  suggest: PostgreSQL CPU per request (ms)',
      postgresMsPerRequest(bench, suggestName, 'shop'),
    ),
    figure(
      `constant JSON, bare node:http: p99 (ms, ${bench.connections} connections)`,
      spread(floor, 0),
    ),
  ];
}

/** A shop with a few shoppers searching at once, as most of its day is. */
const FEW_CONNECTIONS = 10;

async function measureAtFewConnections(bench: Bench, shopUrl: string, distinct: number) {
  const name = `GET /api/product?q= (uncached, ${FEW_CONNECTIONS} connections)`;
  // Queries of their own (another price ceiling), so none was answered in the runs above.
  const paths = searchPaths(distinct).map((path) => `${path}0`);
  const p99: number[] = [];
  for (let i = 1; i <= bench.rounds; i++) {
    await bench.settle?.();
    const result = await measure(bench, {
      url: shopUrl,
      requests: onwards(paths),
      seconds: bench.seconds,
      connections: FEW_CONNECTIONS,
    });
    bench.runs.push({ name, server: 'shop', round: i, ...result });
    p99.push(result.total > 0 ? result.p99Ms : Number.POSITIVE_INFINITY);
  }
  return spread(p99, 0);
}

/** The p99 of each round of one side of a comparison (a round that answered nothing: ∞). */
function p99s(bench: Bench, name: string, server: 'shop' | 'bare') {
  return spread(
    bench.runs
      .filter((run) => run.name === name && run.server === server)
      .map((run) => (run.total > 0 ? run.p99Ms : Number.POSITIVE_INFINITY)),
    0,
  );
}

/**
 * PostgreSQL's CPU time (all its processes, from Linux's accounting) per request answered,
 * in each round of one side: what a search costs the database, whatever the machine's load.
 */
function postgresMsPerRequest(bench: Bench, name: string, server: 'shop' | 'bare') {
  const perRound = bench.runs
    .filter((run) => run.name === name && run.server === server && run.cpu && run.total > 0)
    .map((run) => ((run.cpu!.parties.postgres?.cpuS ?? 0) * 1000) / run.total);
  return spread(perRound.length ? perRound : [Number.POSITIVE_INFINITY], 2);
}

/**
 * The baseline must find what the shop finds, or its figure means nothing: one search and
 * one suggestion asked of both, the products' ids compared.
 */
async function checkSameFinds(shopUrl: string, bareUrl: string, products: number) {
  const [search] = searchPaths(1);
  const suggest = suggestPaths(20, products).at(-1)!;
  const ask = async (url: string) => {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as unknown;
  };
  const shopSearch = (await ask(`${shopUrl}${search}`)) as { _id: string }[];
  const bareSearch = (await ask(`${bareUrl}${search}`)) as { id: string }[];
  const shopSuggest = (await ask(`${shopUrl}${suggest}`)) as { products: { _id: string }[] };
  const bareSuggest = (await ask(`${bareUrl}${suggest}`)) as [{ products: { id: string }[] }];
  const same = (a: string[], b: string[]) => a.join() === b.join();
  if (
    !same(
      shopSearch.map((p) => p._id),
      bareSearch.map((p) => p.id),
    ) ||
    !same(
      shopSuggest.products.map((p) => p._id),
      bareSuggest[0].products.map((p) => p.id),
    )
  ) {
    throw new Error('The search baseline does not find what the shop finds.');
  }
}
