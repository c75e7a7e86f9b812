import type { CatalogueSize } from './fill-catalogue.ts';
import { target, type Target } from './report.ts';
import { repeat, type Bench } from './rounds.ts';
import type { ShopProcess } from './shop-process.ts';
import { spread } from './spread.ts';

/** Facets and spec-filtered lists as a visitor clicking through /products asks for them. */
const FACET_PATHS = [
  '/api/product/facets?category=cpu',
  '/api/product/facets?category=cpu&spec.socket=AM5',
  '/api/product/facets?category=cpu&spec.socket=AM5&spec.socket=LGA1851&inStock=true',
  '/api/product/facets?category=motherboard&spec.formFactor=Mini-ITX&brand=Asus',
  '/api/product/facets?category=gpu&minPrice=20000&maxPrice=150000',
  '/api/product/facets?category=memory&spec.memoryType=DDR5&spec.moduleGb=16',
];
const FILTERED_LIST_PATHS = [
  '/api/product?category=cpu&spec.socket=AM5',
  '/api/product?category=cpu&spec.socket=AM5&spec.cores=8&inStock=true',
  '/api/product?category=motherboard&spec.socket=LGA1700&spec.formFactor=ATX&sort=price-asc',
  '/api/product?category=case&spec.formFactors=Mini-ITX&brand=Corsair&brand=Lian%20Li',
  '/api/product?category=storage&spec.interface=nvme&minPrice=5000&maxPrice=90000',
];
const COLD_REQUESTS = 100;

/**
 * Latencies of facet answers nobody asked for before (each a distinct price floor, so each
 * misses the catalogue cache and is counted from the database), one at a time.
 */
async function coldFacetLatencies(baseUrl: string): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < COLD_REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(
      `${baseUrl}/api/product/facets?category=cpu&spec.socket=AM5&minPrice=${1000 + i}`,
    );
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`cold facets answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

export async function measureFacets(
  bench: Bench,
  shop: ShopProcess,
  size: CatalogueSize,
): Promise<Target[]> {
  const facets = await repeat(bench, 'GET /api/product/facets?<filters>', shop.baseUrl, {
    paths: FACET_PATHS,
  });
  const lists = await repeat(bench, 'GET /api/product?<spec filters>', shop.baseUrl, {
    paths: FILTERED_LIST_PATHS,
  });
  const cold = await coldFacetLatencies(shop.baseUrl);
  const p99 = cold[Math.ceil(cold.length * 0.99) - 1] ?? 0;
  bench.log(
    `facets never asked before: p50 ${cold[cold.length / 2]?.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
  );
  // A run that got no answer at all has no latency to speak of: it counts as a miss.
  const p99s = (runs: { p99Ms: number; total: number }[]) =>
    spread(
      runs.map((r) => (r.total > 0 ? r.p99Ms : Number.POSITIVE_INFINITY)),
      0,
    );
  return [
    target(`GET /api/product/facets p99 (ms, ${size.products} products)`, p99s(facets), '<', 50),
    target(
      `GET /api/product spec-filtered p99 (ms, ${size.products} products)`,
      p99s(lists),
      '<',
      50,
    ),
    target(`GET /api/product/facets uncached p99 (ms, one at a time)`, spread([p99], 1), '<', 50),
  ];
}
