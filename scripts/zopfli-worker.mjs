// Gzips with zopfli for the build (scripts/precompress-assets.ts). Zopfli runs in
// WebAssembly, synchronously, so a worker per core is what spreads it over the cores.
// Each message is a file's bytes; the answer is their gzip.
import { parentPort, workerData } from 'node:worker_threads';
import { gzipAsync } from '@gfx/zopfli';

parentPort.on('message', async (bytes) => {
  const gzip = await gzipAsync(bytes, { numiterations: workerData.numiterations });
  parentPort.postMessage(gzip, [gzip.buffer]);
});
