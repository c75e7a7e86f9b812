import fc from 'fast-check';
import {
  fieldNames,
  INVALID_UTF8_BYTES,
  nastyString,
  nastyValue,
  protoKeys,
  RawJson,
  validFor,
  type KnownValues,
} from './fuzz-values.ts';

// The fields of hostile requests (named pairs, some valid, some not, keys repeated) and
// the bodies they travel in: raw JSON, invalid UTF-8, multipart, other content types.

/** Key/value pairs, some with real values and some hostile, possibly with repeated keys. */
export function fieldPairs(
  known: KnownValues,
  own: string[] = [],
): fc.Arbitrary<[string, unknown][]> {
  const key = fc.oneof(
    { weight: own.length ? 6 : 0, arbitrary: fc.constantFrom(...own, 'q') },
    { weight: 4, arbitrary: fc.constantFrom(...fieldNames) },
    { weight: 2, arbitrary: fc.constantFrom(...protoKeys) },
    { weight: 1, arbitrary: nastyString() },
  );
  const pair = key.chain((name) =>
    fc
      .oneof(
        { weight: 3, arbitrary: validFor(name, known) },
        { weight: 2, arbitrary: nastyValue() },
      )
      .map((value): [string, unknown] => [name, value]),
  );
  return fc.array(pair, { maxLength: 8 });
}

/**
 * The route's own fields, each valid (mostly) or hostile, some left out: requests that
 * pass the schema and reach the handler, the service and the database.
 */
export function nearlyValid(known: KnownValues, own: string[]): fc.Arbitrary<[string, unknown][]> {
  if (own.length === 0) return fc.constant([]);
  return fc
    .subarray(own)
    .chain((names) =>
      fc.tuple(
        ...names.map((name) =>
          fc
            .oneof(
              { weight: 5, arbitrary: validFor(name, known) },
              { weight: 1, arbitrary: nastyValue() },
            )
            .map((value): [string, unknown] => [name, value]),
        ),
      ),
    );
}

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=XyZ',
  'application/xml',
  'application/octet-stream',
  'image/png',
  'application/json, text/plain',
  ';;;',
];

/** JSON as written on the wire; a RawJson anywhere goes in as its token. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value && typeof value === 'object') return rawJsonObject(Object.entries(value));
  return JSON.stringify(value ?? null) ?? 'null';
}

export function rawJsonObject(pairs: [string, unknown][]): string {
  // Written by hand so keys may repeat: {"productId":"a","productId":"b"}.
  return `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
}

export function body(
  known: KnownValues,
  own: string[],
  multipart: string[],
): fc.Arbitrary<{ type?: string; bytes: Buffer }> {
  const json = (text: string) => ({ type: 'application/json', bytes: Buffer.from(text) });
  return fc.oneof(
    {
      weight: own.length ? 8 : 0,
      arbitrary: nearlyValid(known, own).map((pairs) => json(rawJsonObject(pairs))),
    },
    { weight: 4, arbitrary: fieldPairs(known, own).map((pairs) => json(rawJsonObject(pairs))) },
    {
      weight: 2,
      arbitrary: fieldPairs(known, own).map((pairs) => json(rawJsonObject([...pairs, ...pairs]))),
    },
    { weight: 2, arbitrary: nastyValue().map((value) => json(jsonText(value))) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"a":',
          '{"__proto__":{"role":"admin"}}',
          '{"constructor":{"prototype":{"x":1}}}',
          '[',
          '',
          'nul',
          '{"a":1}}',
          '\ufeff{}',
          '{"a":"\\ud800"}',
        )
        .map(json),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 60_000, max: 200_000 })
        .map((size) => json(JSON.stringify({ comment: 'x'.repeat(size) }))),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...contentTypes), fc.uint8Array({ maxLength: 300 }))
        .map(([type, bytes]) => ({ type, bytes: Buffer.from(bytes) })),
    },
    {
      weight: own.length ? 2 : 0,
      arbitrary: fc
        .tuple(fc.constantFrom(...own, 'q'), fc.constantFrom(...INVALID_UTF8_BYTES))
        .map(([field, bytes]) => ({
          type: 'application/json',
          bytes: Buffer.concat([Buffer.from(`{"${field}":"a`), bytes, Buffer.from('b"}')]),
        })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...multipart, 'image', 'file', '__proto__'),
          fc.oneof(fc.constant('a.png'), nastyString()),
          fc.uint8Array({ maxLength: 200 }),
          fc.array(fc.tuple(fc.constantFrom(...multipart, 'name', '__proto__'), nastyString()), {
            maxLength: 2,
          }),
        )
        .map(([field, filename, bytes, texts]) =>
          multipartBody([
            ...texts.map(([name, value]) => ({ name, value })),
            { name: field, filename, file: Buffer.from(bytes) },
          ]),
        ),
    },
  );
}

export interface MultipartPart {
  name: string;
  value?: string;
  filename?: string;
  file?: Buffer;
}

/** A multipart/form-data body of text fields and files, names and values as given. */
export function multipartBody(parts: MultipartPart[]): { type: string; bytes: Buffer } {
  const boundary = 'fuzz';
  const chunks = parts.flatMap(({ name, value, filename, file }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
        (file ? `; filename="${filename ?? 'a.png'}"\r\nContent-Type: image/png` : '') +
        '\r\n\r\n',
    ),
    file ?? Buffer.from(value ?? ''),
    Buffer.from('\r\n'),
  ]);
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    bytes: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  };
}
