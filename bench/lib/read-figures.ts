import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startBaseline } from './baseline-process.ts';
import { SEARCH_WORDS, type CatalogueSize } from './fill-catalogue.ts';
import type { LoadResult } from './load.ts';
import { target, type Target } from './report.ts';
import { compareWithBare, measure, repeat, type Bench } from './rounds.ts';
import { residentMb, type ShopProcess } from './shop-process.ts';
import { spread } from './spread.ts';

const PAGE_SIZE = 20;

/** Catalogue reads: the shop against a bare server answering its own bytes from memory. */
export async function measureReads(
  bench: Bench,
  shop: ShopProcess,
  connection: pg.ClientConfig,
  size: CatalogueSize,
  bareReadPort: number,
  stops: Array<() => Promise<void>>,
): Promise<Target[]> {
  const ids = await sampleProductIds(connection, 200);
  const deepPage = Math.min(400, Math.floor(size.products / PAGE_SIZE));
  const paths = {
    first: ['/api/product'],
    deep: [`/api/product?page=${deepPage}`],
    detail: ids.map((id) => `/api/product/${id}`),
    search: SEARCH_WORDS.map((word) => `/api/product?q=${word}`),
  };
  const answersFile = join(os.tmpdir(), `circuit-haat-bench-answers-${process.pid}.json`);
  await writeFile(answersFile, JSON.stringify(await captureAnswers(shop.baseUrl, paths)));
  const bare = await startBaseline('bare-read-server.mjs', [answersFile], bareReadPort);
  bench.cpu?.add('bare', () => [bare.pid]);
  stops.push(async () => {
    await bare.stop();
    await rm(answersFile, { force: true });
  });

  // The peak resident memory of each measured shop run, sampled every 100 ms.
  const rssPeaks: number[] = [];
  const sampleRss = async (server: 'shop' | 'bare', run: () => Promise<LoadResult>) => {
    if (server === 'bare') return run();
    let peak = 0;
    const sampler = setInterval(() => {
      void residentMb(shop.pid).then((mb) => (peak = Math.max(peak, mb ?? 0)));
    }, 100);
    try {
      return await run();
    } finally {
      clearInterval(sampler);
      rssPeaks.push(peak);
    }
  };
  const sides = { shop: shop.baseUrl, bare: bare.url, around: sampleRss };
  const first = await compareWithBare(bench, 'GET /api/product', sides, { paths: paths.first });
  const detail = await compareWithBare(bench, 'GET /api/product/:id', sides, {
    paths: paths.detail,
  });
  const search = await repeat(bench, 'GET /api/product?q=<word>', shop.baseUrl, {
    paths: paths.search,
  });
  // Page 1 and the deep page in turn, so both see the same machine: one ratio per round.
  const depth: number[] = [];
  for (let i = 1; i <= bench.rounds; i++) {
    const p50 = { first: 1, deep: 1 };
    for (const which of ['first', 'deep'] as const) {
      const result = await measure(bench, {
        url: shop.baseUrl,
        paths: paths[which],
        seconds: bench.seconds,
        connections: bench.connections,
      });
      bench.runs.push({
        name: `GET ${paths[which][0]} (depth)`,
        server: 'shop',
        round: i,
        ...result,
      });
      p50[which] = Math.max(result.p50Ms, 1);
    }
    depth.push(p50.deep / p50.first);
  }
  return [
    target('GET /api/product throughput, x bare', first.throughput, '>=', 0.8),
    target('GET /api/product p99, x bare p99', first.p99, '<=', 2),
    target('GET /api/product/:id throughput, x bare', detail.throughput, '>=', 0.6),
    target(
      `GET /api/product?q=<word> p99 (ms, ${size.products} products)`,
      spread(
        search.map((r) => r.p99Ms),
        0,
      ),
      '<',
      50,
    ),
    target(`GET /api/product page ${deepPage} p50 / page 1 p50`, spread(depth), '<=', 1.5),
    // The peak of each shop run under read load, warm-up runs included.
    target('server RSS under read load (MB, Node only)', spread(rssPeaks, 0), '<=', 200),
  ];
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
