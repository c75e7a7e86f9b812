import fc from 'fast-check';

/**
 * Generators of hostile HTTP requests for the fuzz test: wrong types, huge strings,
 * unicode, nulls, prototype-pollution keys, SQL- and NoSQL-looking strings, and
 * duplicate keys in raw JSON bodies and query strings. Real values of the shop are
 * mixed in so that requests get past the first check and reach deeper code.
 */

export type FuzzCaller = 'anonymous' | 'customer' | 'admin';

export interface FuzzRequest {
  caller: FuzzCaller;
  method: string;
  /** Path and query as sent on the wire. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** The query and body fields a route declares (from its OpenAPI schema). */
export interface RouteFields {
  query: string[];
  body: string[];
}

/** Values the shop knows, so that some requests are valid enough to go deep. */
export interface KnownValues {
  productIds: string[];
  orderIds: string[];
  /** Accounts the fuzzer may act on; never the callers themselves. */
  victimEmails: string[];
  imagePaths: string[];
  password: string;
}

const attackStrings = [
  "' OR '1'='1",
  "1'; DROP TABLE users; --",
  '1 UNION SELECT password_hash FROM users',
  '{"$gt":""}',
  '{"$ne":null}',
  '$where',
  'this.password.match(/.*/)',
  '__proto__',
  'constructor',
  'prototype',
  '\u0000',
  '%00',
  '%',
  '%E0%A4%A',
  '%ff%fe',
  '%ED%A0%80',
  '../../../etc/passwd',
  '..%2f..%2f',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  '9007199254740993',
  '-2147483649',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  ' ',
  '',
  '\u202e\u0635\u0648\u0631\u0629',
  '\ud83d\udcbb\u200d\ud83d\udd25',
  '\ud800',
  'জিপিইউ',
  'Ｇｐｕ',
  'a\r\nSet-Cookie: x=1',
];

const protoKeys = ['__proto__', 'constructor', 'prototype', '__proto__.role', 'role', 'isAdmin'];

const fieldNames = [
  'productId',
  'quantity',
  'phone',
  'address',
  'rating',
  'comment',
  'name',
  'email',
  'password',
  'price',
  'details',
  'image',
  'status',
  'currentPassword',
  'newPassword',
  'photoUrl',
  'origin',
  'category',
  'brand',
  'specs',
  'q',
  'sort',
  'page',
  'pageSize',
  'productId[]',
  'returnTo',
  'w',
  'total',
  '_id',
];

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map(String.fromCharCode),
});

export function nastyString(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...attackStrings) },
    { weight: 3, arbitrary: fc.string() },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('a', 'ক', '😀', '%'), fc.integer({ min: 200, max: 20_000 }))
        .map(([unit, times]) => unit.repeat(times)),
    },
  );
}

function validFor(field: string, known: KnownValues): fc.Arbitrary<unknown> {
  const pick = <T>(values: T[]) => (values.length ? fc.constantFrom(...values) : fc.constant(''));
  switch (field) {
    case 'productId':
      return pick(known.productIds);
    case '_id':
      return fc.oneof(pick(known.orderIds), fc.uuid());
    case 'quantity':
      return fc.integer({ min: 0, max: 4 });
    case 'rating':
      return fc.integer({ min: 0, max: 6 });
    case 'price':
      return fc.integer({ min: -1, max: 20_000_000 });
    case 'phone':
      return fc.constantFrom('01712345678', '+8801812345678', '0171234567');
    case 'email':
      return pick(known.victimEmails);
    case 'password':
    case 'currentPassword':
    case 'newPassword':
      return fc.constantFrom(known.password, 'short');
    case 'image':
    case 'photoUrl':
      return pick(known.imagePaths);
    case 'status':
      return fc.constantFrom('pending', 'confirmed', 'shipped', 'delivered', 'cancelled');
    case 'category':
      return fc.constantFrom('cpu', 'gpu', 'other');
    case 'page':
    case 'pageSize':
      return fc.integer({ min: 0, max: 200 }).map(String);
    case 'w':
      return fc.constantFrom('320', '480', '640', '960', '100');
    case 'sort':
      return fc.constantFrom('catalogue', 'price-asc', 'price-desc', 'newest', 'name');
    case 'returnTo':
      return fc.constantFrom('/products', '//evil.example', 'https://evil.example/');
    case 'specs':
      return fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(fc.string(), fc.integer()));
    default:
      return fc.string({ maxLength: 30 });
  }
}

export function nastyValue(): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    nastyString(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => Number(n)),
  );
  return fc.oneof(
    { weight: 5, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...protoKeys), fc.string()), leaf, {
        maxKeys: 3,
      }),
    },
  );
}

/** Key/value pairs, some with real values and some hostile, possibly with repeated keys. */
function fieldPairs(known: KnownValues, own: string[] = []): fc.Arbitrary<[string, unknown][]> {
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

/** Lone surrogates cannot be percent-encoded; U+FFFD stands in, as in String#toWellFormed. */
function wellFormed(text: string): string {
  return text.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );
}

/**
 * The route's own fields, each valid (mostly) or hostile, some left out: requests that
 * pass the schema and reach the handler, the service and the database.
 */
function nearlyValid(known: KnownValues, own: string[]): fc.Arbitrary<[string, unknown][]> {
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

/** Renders text as a path or query part that Node's client will send: raw where legal. */
function wire(text: string, keep: RegExp): string {
  let out = '';
  for (const char of wellFormed(text)) {
    const code = char.codePointAt(0) ?? 0;
    out += code >= 0x21 && code <= 0x7e && keep.test(char) ? char : encodeURIComponent(char);
  }
  return out;
}

function queryString(known: KnownValues, own: string[]): fc.Arbitrary<string> {
  const value = (v: unknown) =>
    typeof v === 'string' ? v : v === undefined ? '' : (JSON.stringify(v) ?? '');
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant('') },
    {
      weight: 5,
      arbitrary: fc
        .tuple(
          fc.oneof(nearlyValid(known, own), fieldPairs(known, own)),
          fc.boolean(),
          fc.constantFrom('', '', '', '[]', '[a]', '[__proto__]'),
        )
        .map(([pairs, raw, suffix]) => {
          const keep = raw ? /[^#&=+]/ : /[A-Za-z0-9_.~-]/;
          const parts = pairs.map(([k, v]) => `${wire(k + suffix, keep)}=${wire(value(v), keep)}`);
          // Duplicate the first key: ?email=a&email=b
          if (parts.length && raw) parts.push(parts[0] as string);
          return parts.length ? `?${parts.join('&')}` : '';
        }),
    },
  );
}

function paramValue(known: KnownValues): fc.Arbitrary<string> {
  const pick = (values: string[]) => (values.length ? fc.constantFrom(...values) : fc.uuid());
  return fc
    .oneof(
      { weight: 3, arbitrary: nastyString() },
      { weight: 1, arbitrary: pick(known.productIds) },
      { weight: 1, arbitrary: pick(known.orderIds) },
      { weight: 1, arbitrary: pick(known.victimEmails) },
      { weight: 1, arbitrary: fc.uuid() },
      {
        weight: 1,
        arbitrary: fc
          .string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 32, maxLength: 32 })
          .map((h) => `${h}.webp`),
      },
    )
    .chain((text) =>
      fc
        .boolean()
        .map((raw) => (raw ? wire(text, /[^#?/]/) : encodeURIComponent(wellFormed(text)))),
    );
}

function pathFor(url: string, known: KnownValues): fc.Arbitrary<string> {
  if (url === '/*') {
    return fc
      .array(paramValue(known), { minLength: 0, maxLength: 4 })
      .map((parts) => `/${parts.join('/')}`);
  }
  const pieces = url.split(/(:\w+|\*)/);
  return fc
    .tuple(
      ...pieces.map((piece) =>
        piece.startsWith(':') || piece === '*' ? paramValue(known) : fc.constant(piece),
      ),
    )
    .map((parts) => parts.join(''));
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

function rawJsonObject(pairs: [string, unknown][]): string {
  // Written by hand so keys may repeat: {"productId":"a","productId":"b"}.
  return `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v ?? null) ?? 'null'}`).join(',')}}`;
}

function body(known: KnownValues, own: string[]): fc.Arbitrary<{ type?: string; bytes: Buffer }> {
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
    { weight: 2, arbitrary: nastyValue().map((value) => json(JSON.stringify(value) ?? 'null')) },
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
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('image', 'file', '__proto__'), fc.uint8Array({ maxLength: 200 }))
        .map(([field, bytes]) => ({
          type: 'multipart/form-data; boundary=fuzz',
          bytes: Buffer.concat([
            Buffer.from(
              `--fuzz\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            Buffer.from(bytes),
            Buffer.from('\r\n--fuzz--\r\n'),
          ]),
        })),
    },
  );
}

function extraHeaders(): fc.Arbitrary<Record<string, string>> {
  const headerValue = fc.oneof(
    fc.constantFrom(...attackStrings.filter((s) => /^[\x20-\x7e]*$/.test(s))),
    printable,
  );
  const header = (name: string, value: fc.Arbitrary<string>) =>
    value.map((v): [string, string] => [name, v]);
  const anyHeader = fc.oneof(
    header(
      'authorization',
      fc.oneof(
        headerValue,
        headerValue.map((v) => `Bearer ${v}`),
        fc.constant('Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'),
        fc.constant(`Bearer ${'a'.repeat(8000)}.b.c`),
      ),
    ),
    header(
      'cookie',
      headerValue.map((v) => `ch_session=${v}; __Host-ch_session=${v}`),
    ),
    header('if-none-match', headerValue),
    header(
      'accept-encoding',
      fc.oneof(headerValue, fc.constantFrom('br;q=0', 'gzip, br', '*', 'identity;q=0')),
    ),
    header('accept', fc.oneof(headerValue, fc.constantFrom('application/xml', '*/*', 'text/html'))),
    header('x-forwarded-for', headerValue),
    header('x-forwarded-proto', fc.constantFrom('https', 'http', 'gopher', '')),
    header('origin', fc.constantFrom('https://evil.example', 'null', '')),
    header('content-encoding', fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'x')),
    header('range', fc.constantFrom('bytes=0-1', 'bytes=999999-', 'items=x')),
    header('x-http-method-override', fc.constantFrom('DELETE', 'PUT', 'GET')),
  );
  return fc.array(anyHeader, { maxLength: 3 }).map((pairs) => Object.fromEntries(pairs));
}

/** A hostile request to one registered route, by one kind of caller. */
export function requestTo(
  route: { method: string; url: string },
  known: KnownValues,
  fields: RouteFields = { query: [], body: [] },
): fc.Arbitrary<FuzzRequest> {
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  return fc
    .record({
      caller: fc.constantFrom<FuzzCaller>('anonymous', 'customer', 'admin'),
      path: pathFor(route.url, known),
      query: queryString(known, fields.query),
      headers: extraHeaders(),
      body: hasBody ? fc.option(body(known, fields.body), { freq: 6 }) : fc.constant(null),
    })
    .map(({ caller, path, query, headers, body: payload }) => {
      const all: Record<string, string> = { ...headers };
      if (payload?.type) all['content-type'] = payload.type;
      return {
        caller,
        method: route.method,
        path: path + query,
        headers: all,
        body: payload?.bytes,
      };
    });
}
