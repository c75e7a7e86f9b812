import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlib,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { precompressDir } from '../../../scripts/precompress-assets.ts';
import { testWebBuild } from '../pages/test-web-build.ts';
import { createListeningApp, type ListeningApp } from '../test/listening-app.ts';

// A built web app whose files have their compressed forms beside them, made by the
// build's own step; one file's forms are then replaced with ones that do not match it.

/** Script-like text, varied enough that each compressor's choices show in its bytes. */
const script = (name: string) =>
  Array.from(
    { length: 60 },
    (_, i) => `export const ${name}${i} = (x) => x * ${(i * 7919) % 1013} + "${name}-${i}";\n`,
  ).join('');

let shop: ListeningApp;
let webDir: string;
const fresh = '/assets/fresh-e5.js';
const stale = '/assets/stale-f6.js';
const small = '/assets/small-g7.js';

beforeAll(async () => {
  webDir = await testWebBuild();
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, fresh), script('fresh'));
  await writeFile(join(webDir, stale), script('stale'));
  await writeFile(join(webDir, small), 'export const tiny = 1;\n');
  await precompressDir(webDir);
  // The file changed after the build: its forms hold the old bytes, or are not even valid.
  await writeFile(join(webDir, stale), script('edited'));
  await writeFile(join(webDir, `${stale}.br`), Buffer.from('not a brotli stream at all'));
  shop = await createListeningApp({ webDir });
}, 60_000);
afterAll(() => shop?.close());

/** The answer as sent on the wire (fetch would decode it). */
function raw(path: string, acceptEncoding: string) {
  return new Promise<{ status?: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      get(`${shop.baseUrl}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    },
  );
}

const onDisk = (path: string) => readFile(join(webDir, path));

describe('the build step', () => {
  test('writes gzip and brotli beside each compressible file, smaller than the server makes', async () => {
    const file = await onDisk(fresh);
    const gzip = await onDisk(`${fresh}.gz`);
    const br = await onDisk(`${fresh}.br`);
    expect(gunzipSync(gzip)).toEqual(file);
    expect(brotliDecompressSync(br)).toEqual(file);
    expect(gzip.length).toBeLessThan(gzipSync(file, { level: 9 }).length);
    const brQuality10 = brotliCompressSync(file, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 10 },
    });
    expect(br.length).toBeLessThanOrEqual(brQuality10.length);
    expect(br).not.toEqual(brQuality10);
  });

  test('leaves alone small files and the build metadata', () => {
    expect(existsSync(join(webDir, `${small}.gz`))).toBe(false);
    expect(existsSync(join(webDir, '.vite', 'manifest.json.gz'))).toBe(false);
  });
});

describe('the server', () => {
  test('sends the built gzip as it is, which gunzips to the file', async () => {
    const answer = await raw(fresh, 'gzip, deflate');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body).toEqual(await onDisk(`${fresh}.gz`));
    expect(gunzipSync(answer.body)).toEqual(await onDisk(fresh));
  });

  test('sends the built brotli as it is, which decompresses to the file', async () => {
    const answer = await raw(fresh, 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body).toEqual(await onDisk(`${fresh}.br`));
    expect(brotliDecompressSync(answer.body)).toEqual(await onDisk(fresh));
  });

  test('the headers are those of the file, whichever form is sent', async () => {
    const plain = await raw(fresh, 'identity');
    expect(plain.body).toEqual(await onDisk(fresh));
    for (const encoding of ['gzip', 'br']) {
      const answer = await raw(fresh, encoding);
      for (const header of ['etag', 'content-type', 'cache-control', 'vary']) {
        expect(answer.headers[header], `${encoding} ${header}`).toBe(plain.headers[header]);
      }
    }
  });

  test('ignores forms that do not hold the file, and compresses the file itself', async () => {
    const file = await onDisk(stale);
    const gzip = await raw(stale, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).not.toEqual(await onDisk(`${stale}.gz`));
    expect(gunzipSync(gzip.body)).toEqual(file);
    const br = await raw(stale, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body)).toEqual(file);
  });

  test('the compressed forms are no files of their own', async () => {
    for (const path of [`${fresh}.gz`, `${fresh}.br`, `${stale}.gz`]) {
      const answer = await raw(path, 'identity');
      expect(answer.status, path).toBe(404);
      expect(JSON.parse(answer.body.toString())).toMatchObject({
        message: `No such file: ${path}`,
      });
    }
  });
});
