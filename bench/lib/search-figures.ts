import { BRANDS, SEARCH_WORDS, type CatalogueSize } from './fill-catalogue.ts';
import { target, type Target } from './report.ts';
import { repeat, type Bench } from './rounds.ts';
import type { ShopProcess } from './shop-process.ts';
import { spread } from './spread.ts';

// Search and suggestions with the catalogue cache out of the way: every request asks for an
// answer nobody asked for before, so each is worked out by PostgreSQL.

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
    const brand = BRANDS[n % BRANDS.length]!.toLowerCase();
    return `/api/search/suggest?q=${encodeURIComponent(`${brand} part ${1 + (n % products)}`)}`;
  });
}

export async function measureSearch(
  bench: Bench,
  shop: ShopProcess,
  size: CatalogueSize,
): Promise<Target[]> {
  // More distinct requests than a run can make, so none is answered from the cache.
  const distinct = bench.smoke ? 20_000 : 200_000;
  const searches = await repeat(bench, 'GET /api/product?q= (uncached)', shop.baseUrl, {
    paths: searchPaths(distinct),
  });
  const suggestions = await repeat(bench, 'GET /api/search/suggest?q= (uncached)', shop.baseUrl, {
    paths: suggestPaths(distinct, size.products),
  });
  const p99s = (runs: { p99Ms: number; total: number }[]) =>
    spread(
      runs.map((r) => (r.total > 0 ? r.p99Ms : Number.POSITIVE_INFINITY)),
      0,
    );
  bench.log(
    `search: ${searches.map((r) => `${r.requestsPerSecond} req/s p99 ${r.p99Ms} ms`).join(', ')}; ` +
      `suggest: ${suggestions.map((r) => `${r.requestsPerSecond} req/s p99 ${r.p99Ms} ms`).join(', ')}`,
  );
  return [
    target(
      `GET /api/product?q= uncached p99 (ms, ${size.products} products, ${bench.connections} connections)`,
      p99s(searches),
      '<',
      20,
    ),
    target(
      `GET /api/search/suggest uncached p99 (ms, ${size.products} products, ${bench.connections} connections)`,
      p99s(suggestions),
      '<',
      15,
    ),
  ];
}
