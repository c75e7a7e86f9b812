import fc from 'fast-check';
import { body, fieldPairs, nearlyValid } from './fuzz-bodies.ts';
import {
  attackStrings,
  INVALID_UTF8_ESCAPES,
  nastyString,
  printable,
  wellFormed,
  type KnownValues,
} from './fuzz-values.ts';

/**
 * Generators of hostile HTTP requests for the fuzz test: wrong types, huge strings,
 * control characters and the other kin of NUL, unicode, invalid UTF-8, prototype-
 * pollution keys, SQL- and NoSQL-looking strings, and duplicate keys in raw JSON bodies
 * and query strings. Real values of the shop are mixed in so that requests get past
 * the first check and reach deeper code.
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

/** The fields a route declares: path parameters, and from its OpenAPI schema the rest. */
export interface RouteFields {
  params: string[];
  query: string[];
  body: string[];
  multipart: string[];
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
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...own, 'q', 'x'), fc.constantFrom(...INVALID_UTF8_ESCAPES))
        .map(([name, bad]) => `?${name}=a${bad}b`),
    },
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
  const text = fc
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
  return fc.oneof(
    { weight: 8, arbitrary: text },
    { weight: 1, arbitrary: fc.constantFrom(...INVALID_UTF8_ESCAPES).map((bad) => `a${bad}b`) },
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
  fields: RouteFields = { params: [], query: [], body: [], multipart: [] },
): fc.Arbitrary<FuzzRequest> {
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  return fc
    .record({
      caller: fc.constantFrom<FuzzCaller>('anonymous', 'customer', 'admin'),
      path: pathFor(route.url, known),
      query: queryString(known, fields.query),
      headers: extraHeaders(),
      body: hasBody
        ? fc.option(body(known, fields.body, fields.multipart), { freq: 6 })
        : fc.constant(null),
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
