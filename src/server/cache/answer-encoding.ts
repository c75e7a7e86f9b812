import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CachedAnswer, CatalogueCache } from './answer-cache.ts';

export type Encoding = 'br' | 'gzip' | 'identity';

// Below this size compressing saves less than it costs (the compression plugin's threshold).
const MIN_COMPRESSED_BYTES = 1024;

// Browsers send a handful of distinct Accept-Encoding values: parse each once.
const parsed = new Map<string, Encoding>();
const MAX_PARSED = 100;

/** The encoding to answer with, from an Accept-Encoding header (brotli first, then gzip). */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  if (acceptEncoding === undefined) return 'identity';
  const header = String(acceptEncoding);
  let encoding = parsed.get(header);
  if (!encoding) {
    encoding = parseAcceptEncoding(header);
    if (parsed.size < MAX_PARSED) parsed.set(header, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const offered = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (offered.has('br')) return 'br';
  if (offered.has('gzip')) return 'gzip';
  return 'identity';
}

const variants = new WeakMap<CachedAnswer, Map<Encoding, Buffer>>();

/**
 * The answer's body in the given encoding, compressed once per cached answer rather
 * than once per request; small answers are sent as they are. A compressed body is told to
 * the cache, which counts it in the kept answer's cost.
 */
export function encodedBody(
  answer: CachedAnswer,
  wanted: Encoding,
  cache: Pick<CatalogueCache, 'keepCompressed'>,
) {
  if (wanted === 'identity' || answer.body.length < MIN_COMPRESSED_BYTES) {
    return { encoding: 'identity' as const, body: answer.body };
  }
  let known = variants.get(answer);
  if (!known) variants.set(answer, (known = new Map<Encoding, Buffer>()));
  let body = known.get(wanted);
  if (!body) {
    body = ownCopy(
      wanted === 'br'
        ? brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(answer.body),
    );
    known.set(wanted, body);
    cache.keepCompressed(answer, body);
  }
  return { encoding: wanted, body };
}

/**
 * The compressed bytes in memory of their own: zlib's one-shot output is a slice of its
 * 16 KB working buffer, so a kept 2 KB body would hold 16 KB.
 */
function ownCopy(compressed: Buffer): Buffer {
  if (compressed.buffer.byteLength === compressed.length) return compressed;
  const own = Buffer.allocUnsafeSlow(compressed.length);
  compressed.copy(own);
  return own;
}
