import { once } from 'node:events';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { brotliCompress, constants as zlib, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { builtWebFiles } from '../src/server/http/built-web-files.ts';
import { isCompressible } from '../src/server/http/compressible.ts';

/**
 * Zopfli's optimisation passes per block, its own default. Measured on the shop's
 * build: 15 passes make the vendor chunk 87,978 bytes and 100 passes 87,970, at four
 * times the time; almost all of zopfli's gain over zlib comes from the first pass and
 * from splitting into blocks (docs/decisions/036-precompressed-assets.md).
 */
const ZOPFLI_ITERATIONS = 15;

export interface PrecompressedTotals {
  files: number;
  identity: number;
  gzip: number;
  /** What zlib at level 9 (the server's own gzip) would have made of the same files. */
  gzipLevel9: number;
  br: number;
}

type Gzip = (bytes: Buffer) => Promise<Uint8Array>;

/**
 * Writes `<file>.gz` (zopfli) and `<file>.br` (brotli at its best quality) beside every
 * compressible file of the built web app, once the bundle is on disk. The server sends
 * them instead of compressing at every start (src/server/http/precompressed.ts).
 */
export function precompressAssets(): Plugin {
  let log: (message: string) => void = () => {};
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      log = (message) => config.logger.info(message);
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options) {
        if (!options.dir) return;
        const started = performance.now();
        const totals = await precompressDir(options.dir);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        log(
          `precompressed ${totals.files} files in ${seconds} s: ${totals.identity} bytes, ` +
            `gzip ${totals.gzip} (zlib level 9: ${totals.gzipLevel9}), brotli ${totals.br}`,
        );
      },
    },
  };
}

/** Compresses every compressible file under `dir`, one zopfli worker per core. */
export async function precompressDir(dir: string): Promise<PrecompressedTotals> {
  // Largest first, so no worker is left with a big file while the others wait.
  const queue = (await compressibleFiles(dir)).sort((a, b) => b.size - a.size);
  const totals = { files: queue.length, identity: 0, gzip: 0, gzipLevel9: 0, br: 0 };
  const workers = Math.min(availableParallelism(), queue.length);
  await Promise.all(
    Array.from({ length: workers }, () =>
      withZopfliWorker(async (zopfli) => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const sizes = await precompressFile(next.path, zopfli);
          for (const key of ['identity', 'gzip', 'gzipLevel9', 'br'] as const) {
            totals[key] += sizes[key];
          }
        }
      }),
    ),
  );
  return totals;
}

async function precompressFile(path: string, zopfli: Gzip) {
  const identity = await readFile(path);
  // Brotli runs on libuv's thread pool meanwhile, beside the zopfli workers.
  const [zopfliGzip, br] = await Promise.all([
    zopfli(identity),
    promisify(brotliCompress)(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const level9 = gzipSync(identity, { level: 9 });
  // Zopfli's is the smaller on every file measured; never ship a larger one if not.
  const gzip = zopfliGzip.length < level9.length ? zopfliGzip : level9;
  await Promise.all([writeFile(`${path}.gz`, gzip), writeFile(`${path}.br`, br)]);
  return { identity: identity.length, gzip: gzip.length, gzipLevel9: level9.length, br: br.length };
}

async function withZopfliWorker(work: (zopfli: Gzip) => Promise<void>): Promise<void> {
  const worker = new Worker(new URL('./zopfli-worker.mjs', import.meta.url), {
    workerData: { numiterations: ZOPFLI_ITERATIONS },
  });
  try {
    await work(async (bytes) => {
      // Rejects if the worker fails, so the build fails with its error.
      const answer = once(worker, 'message');
      worker.postMessage(bytes);
      const [gzip] = (await answer) as [Uint8Array];
      return gzip;
    });
  } finally {
    await worker.terminate();
  }
}

async function compressibleFiles(dir: string): Promise<Array<{ path: string; size: number }>> {
  const sized = await Promise.all(
    (await builtWebFiles(dir)).map(async (path) => ({ path, size: (await stat(path)).size })),
  );
  return sized.filter((file) => isCompressible(file.path, file.size));
}
