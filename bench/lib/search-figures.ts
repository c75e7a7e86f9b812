import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import type { RequestSpec } from 'autocannon';
import type pg from 'pg';
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
    [statementsFile, JSON.stringify(connection), '10'],
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
  const p99s = (name: string, server: 'shop' | 'bare') =>
    spread(
      bench.runs
        .filter((run) => run.name === name && run.server === server)
        .map((run) => (run.total > 0 ? run.p99Ms : Number.POSITIVE_INFINITY)),
      0,
    );
  const searchName = 'GET /api/product?q= (uncached)';
  const suggestName = 'GET /api/search/suggest?q= (uncached)';
  const products = `${size.products} products, ${bench.connections} connections`;
  return [
    target(`GET /api/product?q= uncached p99 (ms, ${products})`, p99s(searchName, 'shop'), '<', 20),
    figure('  the same statements, bare node:http + pg: p99 (ms)', p99s(searchName, 'bare')),
    figure('  shop p99 / bare-statement p99', searches.p99),
    target(
      `GET /api/search/suggest uncached p99 (ms, ${products})`,
      p99s(suggestName, 'shop'),
      '<',
      15,
    ),
    figure('  the same statements, bare node:http + pg: p99 (ms)', p99s(suggestName, 'bare')),
    figure('  shop p99 / bare-statement p99', suggestions.p99),
    figure(
      `constant JSON, bare node:http: p99 (ms, ${bench.connections} connections)`,
      spread(floor, 0),
    ),
  ];
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
