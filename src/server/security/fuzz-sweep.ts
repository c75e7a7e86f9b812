import type { RegisteredRoute } from '../http/access.ts';
import { multipartBody, rawJsonObject } from './fuzz-bodies.ts';
import type { FuzzRequest, RouteFields } from './fuzz-requests.ts';
import {
  INVALID_UTF8_BYTES,
  INVALID_UTF8_ESCAPES,
  KIN,
  RAW_NUMBERS,
  type KnownValues,
} from './fuzz-values.ts';

/**
 * The systematic half of the fuzzer: every class of the kin of NUL (fuzz-values.ts) in
 * every declared field of every route (path parameters, query, JSON body, multipart
 * text), the rest of the request valid, so that the odd value is what the server has to
 * deal with. Random requests may miss a field or a class for a long time; this cannot.
 * No randomness: the same routes give the same requests.
 */
export function sweepRequests(
  routes: readonly RegisteredRoute[],
  fieldsOf: (route: RegisteredRoute) => RouteFields,
  known: KnownValues,
): FuzzRequest[] {
  const turn = new Map<string, number>();
  // Each class's members are dealt out in turn, so that every member is sent somewhere.
  const next = <T>(name: string, members: readonly T[]): T => {
    const count = turn.get(name) ?? 0;
    turn.set(name, count + 1);
    return members[count % members.length] as T;
  };
  const requests: FuzzRequest[] = [];
  for (const route of routes) {
    const fields = fieldsOf(route);
    const base = validRequest(route, fields, known);
    const strings = () => Object.entries(KIN).map(([name, members]) => next(name, members));
    for (const name of fields.params) {
      for (const text of strings())
        requests.push(base({ params: { [name]: percentEncoded(text) } }));
      requests.push(base({ params: { [name]: `a${next('escapes', INVALID_UTF8_ESCAPES)}` } }));
    }
    for (const name of fields.query) {
      for (const text of strings())
        requests.push(base({ query: { [name]: percentEncoded(text) } }));
      requests.push(base({ query: { [name]: `a${next('escapes', INVALID_UTF8_ESCAPES)}` } }));
      requests.push(base({ rawQuery: `${name}=a&${name}=%00` }));
    }
    for (const name of fields.body) {
      for (const value of [...strings(), next('numbers', RAW_NUMBERS)]) {
        requests.push(base({ body: { [name]: value } }));
      }
      const bytes = next('bytes', INVALID_UTF8_BYTES);
      requests.push(base({ bodyBytes: (json) => invalidUtf8In(json, name, bytes) }));
      requests.push(base({ extraKeys: [[name, '\u0000']] }));
    }
    for (const name of fields.multipart) {
      for (const text of strings()) requests.push(base({ multipart: { [name]: text } }));
    }
    if (fields.body.length) {
      requests.push(base({ extraKeys: [['__proto__', { role: 'admin' }]] }));
      requests.push(base({ extraKeys: [['constructor', { prototype: { role: 'admin' } }]] }));
      for (const key of KIN.objectKeys ?? []) requests.push(base({ extraKeys: [[key, 'x']] }));
    }
  }
  return requests;
}

interface Change {
  params?: Record<string, string>;
  query?: Record<string, string>;
  rawQuery?: string;
  body?: Record<string, unknown>;
  bodyBytes?: (json: string) => Buffer;
  /** Keys written after the body's own, repeating one or naming a prototype. */
  extraKeys?: [string, unknown][];
  multipart?: Record<string, string>;
}

/** A value each field accepts, so that the value under test is the one the server meets. */
function validValue(field: string, known: KnownValues, serial: number): unknown {
  const values: Record<string, unknown> = {
    productId: known.productIds[0],
    quantity: 1,
    phone: '01712345678',
    address: 'House 4, Road 7, Dhaka',
    rating: 5,
    comment: 'Runs quiet and cool.',
    name: 'Nusrat Jahan',
    // A new address each time: a sign-up goes as far as it can, a sign-in finds nobody.
    email: `sweep-${serial}@example.com`,
    password: known.password,
    currentPassword: known.password,
    newPassword: 'another long passphrase',
    price: 900,
    details: 'A quiet fan.',
    image: known.imagePaths[0],
    photoUrl: known.imagePaths[0],
    origin: 'Taiwan',
    category: 'cpu',
    brand: 'Acme',
    specs: { rpm: 1200 },
    status: 'confirmed',
    q: 'ssd',
    sort: 'catalogue',
    page: '1',
    pageSize: '12',
    returnTo: '/products',
    w: '320',
  };
  return field in values ? values[field] : 'x';
}

/** A request to the route with valid values everywhere, changed as asked. */
function validRequest(route: RegisteredRoute, fields: RouteFields, known: KnownValues) {
  let serial = 0;
  const valid = (field: string) => {
    serial += 1;
    return field === 'email' && fields.query.includes('email')
      ? known.victimEmails[0]
      : validValue(field, known, serial);
  };
  return (change: Change): FuzzRequest => {
    const params = Object.fromEntries(
      fields.params.map((name) => [name, validParam(route, name, known)]),
    );
    Object.assign(params, change.params);
    const path = route.url.replace(
      /:(\w+)|\*/g,
      (whole, name: string | undefined) => params[name ?? '*'] ?? whole,
    );
    const query = change.rawQuery ?? queryOf(fields.query, valid, change.query);
    const pairs: [string, unknown][] = fields.body.map((name) => [name, valid(name)]);
    const body = { ...Object.fromEntries(pairs), ...change.body };
    const json = rawJsonObject([...Object.entries(body), ...(change.extraKeys ?? [])]);
    const request: FuzzRequest = {
      caller: route.access === 'public' ? 'anonymous' : 'admin',
      method: route.method,
      path: query ? `${path}?${query}` : path,
      headers: {},
    };
    if (change.multipart) {
      const texts = Object.entries(change.multipart).map(([name, value]) => ({ name, value }));
      const upload = multipartBody([...texts, { name: 'image', file: Buffer.from('not a png') }]);
      return { ...request, headers: { 'content-type': upload.type }, body: upload.bytes };
    }
    if (!fields.body.length) return request;
    const bytes = change.bodyBytes?.(json) ?? Buffer.from(json);
    return { ...request, headers: { 'content-type': 'application/json' }, body: bytes };
  };
}

function queryOf(
  names: string[],
  valid: (field: string) => unknown,
  change: Record<string, string> = {},
): string {
  const values = names.map((name) => [
    name,
    change[name] ?? encodeURIComponent(String(valid(name))),
  ]);
  return values.map(([name, value]) => `${name}=${value}`).join('&');
}

function validParam(route: RegisteredRoute, name: string, known: KnownValues): string {
  if (name === 'email') return encodeURIComponent(known.victimEmails[0] ?? 'a@example.com');
  if (name === 'file') return known.imagePaths[0]?.split('/').pop() ?? 'a.webp';
  if (name === '*') return 'products';
  const ids = route.url.includes('order') ? known.orderIds : known.productIds;
  return ids[0] ?? '00000000-0000-4000-8000-000000000000';
}

/** Percent-encoded as sent on the wire; a lone surrogate as the bytes UTF-8 forbids for it. */
export function percentEncoded(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** The JSON body with invalid UTF-8 bytes inside the field's text. */
function invalidUtf8In(json: string, field: string, bytes: Buffer): Buffer {
  const marker = `${JSON.stringify(field)}:`;
  const at = json.indexOf(marker);
  if (at < 0) return Buffer.from(json);
  const head = json.slice(0, at + marker.length);
  const tail = json.slice(at + marker.length).replace(/^("[^"]*"|[^,}]*)/, '');
  return Buffer.concat([Buffer.from(`${head}"a`), bytes, Buffer.from(`b"${tail}`)]);
}
