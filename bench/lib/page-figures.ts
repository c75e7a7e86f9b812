import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startBaseline } from './baseline-process.ts';
import { round } from './load.ts';
import { target, type Target } from './report.ts';
import { compareWithBare, type Bench } from './rounds.ts';
import type { ShopProcess } from './shop-process.ts';
import { spread } from './spread.ts';

/**
 * Rendered product pages: a kept page against a bare server answering the same bytes
 * from memory, and the time a page takes when it is rendered for the first time.
 */
export async function measurePages(
  bench: Bench,
  shop: ShopProcess,
  connection: pg.ClientConfig,
  barePort: number,
  stops: Array<() => Promise<void>>,
): Promise<Target[]> {
  const slugs = await productSlugs(connection, bench.smoke ? 250 : 1050);
  // Pages nobody asked for yet, one at a time: each is read from the database and rendered.
  const fresh = slugs.slice(50).map((slug) => `/products/${slug}`);
  const firstRenders: number[] = [];
  for (const path of fresh) firstRenders.push(await timedGet(shop.baseUrl, path));
  const sorted = [...firstRenders].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
  const p50 = sorted[Math.floor(sorted.length / 2)] ?? 0;
  bench.log(`first renders of ${fresh.length} product pages: p50 ${p50} ms, p99 ${p99} ms`);
  bench.runs.push({
    name: 'GET /products/:id first render (one at a time)',
    server: 'shop',
    round: 1,
    requestsPerSecond: 0,
    p50Ms: p50,
    p99Ms: p99,
    total: fresh.length,
    ok: fresh.length,
    non2xx: 0,
    errors: 0,
    statusCodes: {},
  });

  const kept = slugs.slice(0, 50).map((slug) => `/products/${slug}`);
  const answersFile = join(os.tmpdir(), `circuit-haat-bench-pages-${process.pid}.json`);
  await writeFile(answersFile, JSON.stringify(await capturePages(shop.baseUrl, kept)));
  const bare = await startBaseline('bare-read-server.mjs', [answersFile], barePort);
  bench.cpu?.add('bare pages', () => [bare.pid]);
  stops.push(async () => {
    await bare.stop();
    await rm(answersFile, { force: true });
  });
  const html = await compareWithBare(
    bench,
    'GET /products/:id (HTML)',
    { shop: shop.baseUrl, bare: bare.url },
    { paths: kept },
  );
  return [
    target('GET /products/:id HTML throughput, x bare', html.throughput, '>=', 0.6),
    target('GET /products/:id first render p99 (ms)', spread([p99], 0), '<', 50),
  ];
}

// A product page lives at its slug; its id answers 301 there.
async function productSlugs(connection: pg.ClientConfig, count: number): Promise<string[]> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const { rows } = await client.query<{ slug: string }>(
      'select slug from products where deleted_at is null order by random() limit $1',
      [count],
    );
    return rows.map((row) => row.slug);
  } finally {
    await client.end();
  }
}

async function timedGet(baseUrl: string, path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return round(performance.now() - started, 1);
}

/** Headers node:http writes itself (or works out from the body) for any answer. */
const NODE_HTTP_HEADERS = [
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
];

/** The shop's pages, headers and bytes, for the bare server to answer. */
async function capturePages(baseUrl: string, paths: string[]) {
  const answers: Record<string, { headers: Record<string, string>; body: string }> = {};
  for (const path of paths) {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    // Every header the shop sends (security headers, ETag, caching) goes out from the bare
    // server too, so both write the same bytes; node:http adds Date and the connection's own.
    const headers = Object.fromEntries(
      [...response.headers].filter(([name]) => !NODE_HTTP_HEADERS.includes(name)),
    );
    answers[path] = {
      headers,
      body: Buffer.from(await response.arrayBuffer()).toString('base64'),
    };
  }
  return answers;
}
