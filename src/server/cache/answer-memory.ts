import type { OutgoingHttpHeaders } from 'node:http';

// What the catalogue cache holds per kept answer, and what that costs in memory: the
// byte budget (answer-budget.ts) counts every buffer and string kept, plus the objects
// around them.

// What the objects around the bytes cost in V8 (object headers, map entries, array slots),
// rounded up from heap snapshots, so thousands of small answers cannot outgrow the budget.
export const STRING_OVERHEAD = 16;
export const BUFFER_OVERHEAD = 100;
export const SLOT_OVERHEAD = 300;
export const READY_OVERHEAD = 200;

/** A whole HTTP answer (headers as the full pipeline set them, body) for the fast path. */
export interface ReadyResponse {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string;
}

/** A ready response with its headers laid out once, as node:http takes them fastest. */
export interface PreparedResponse {
  body: Buffer;
  etag: string;
  /** Name, value, name, value... with Content-Length. */
  okHeaders: string[];
  /** The same for a 304: without Content-Length and Content-Encoding. */
  notModifiedHeaders: string[];
}

/** What a string holds in memory (two bytes a UTF-16 unit), counted in the byte budget. */
export function textBytes(key: string): number {
  return key.length * 2 + STRING_OVERHEAD;
}

/**
 * A prepared response's headers: a slot per name and value in each array, and each distinct
 * string once (HTTP header text is Latin-1, one byte a character in V8). Values such as the
 * security policy are mostly one string shared by every response, so this errs high.
 */
export function preparedBytes(prepared: PreparedResponse): number {
  const slots = prepared.okHeaders.length + prepared.notModifiedHeaders.length;
  const strings = new Set([...prepared.okHeaders, ...prepared.notModifiedHeaders]);
  let bytes = READY_OVERHEAD + 8 * slots;
  for (const one of strings) bytes += one.length + STRING_OVERHEAD;
  return bytes;
}

export function prepare(response: ReadyResponse): PreparedResponse {
  const flat = (skip: string[]) =>
    Object.entries(response.headers).flatMap(([name, value]) =>
      value === undefined || skip.includes(name.toLowerCase())
        ? []
        : [value].flat().flatMap((one) => [name, String(one)]),
    );
  return {
    body: response.body,
    etag: response.etag,
    okHeaders: [...flat(['content-length']), 'content-length', String(response.body.length)],
    notModifiedHeaders: flat(['content-length', 'content-encoding']),
  };
}

/**
 * The body in memory of its own. A small `Buffer.from()` is a slice of a shared 8 KB pool
 * slab, and keeping it keeps the whole slab alive: thousands of kept answers of a few KB
 * would hold several times the bytes the budget counts.
 */
export function ownBuffer(text: string): Buffer {
  const body = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  body.write(text);
  return body;
}
