import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlib,
  gunzipSync,
  gzipSync,
} from 'node:zlib';

/** The extensions of the compressed forms the build writes beside a file. */
export const PRECOMPRESSED = new Set(['.gz', '.br']);

export interface CompressedForms {
  gzip: Buffer;
  br: Buffer;
}

type Decompress = (form: Buffer, options: { maxOutputLength: number }) => Buffer;

/**
 * The gzip and brotli forms of one built file. The build writes the smallest it can make
 * beside the file (`<file>.gz`, `<file>.br`: scripts/precompress-assets.ts); each is used
 * only if it decompresses to exactly the file's bytes, so a file changed after the build
 * (an index.html edited in place) never goes out with a stale form. Without a matching
 * form the file is compressed here, once, as it is for a build without them.
 */
export async function compressedForms(
  file: string,
  identity: Buffer,
  warn: (message: string) => void,
): Promise<CompressedForms> {
  const gzip =
    (await builtForm(`${file}.gz`, gunzipSync, identity, warn)) ?? gzipSync(identity, { level: 9 });
  const br =
    (await builtForm(`${file}.br`, brotliDecompressSync, identity, warn)) ??
    brotliCompressSync(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 10,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    });
  return { gzip, br };
}

async function builtForm(
  path: string,
  decompress: Decompress,
  identity: Buffer,
  warn: (message: string) => void,
): Promise<Buffer | undefined> {
  if (!existsSync(path)) return undefined;
  const form = await readFile(path);
  if (decompressesTo(form, decompress, identity)) return form;
  warn(`${path} does not hold the bytes of the file beside it; compressing that file instead`);
  return undefined;
}

function decompressesTo(form: Buffer, decompress: Decompress, identity: Buffer): boolean {
  try {
    // One byte more than the file is enough to tell a longer content apart.
    return decompress(form, { maxOutputLength: identity.length + 1 }).equals(identity);
  } catch {
    return false; // not a valid stream, or one that grows past the file
  }
}
