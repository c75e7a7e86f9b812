import { randomUUID } from 'node:crypto';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { phoneSchema } from '../../shared/schemas/order.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../test/auth-test-helpers.ts';
import { contractProblems, type OpenApiDocument } from '../test/answer-contract.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// What an outside schema fuzzer checks (response conformance, status codes), written over
// the server's own document: every operation in it is called with a request made from the
// document alone, and with invalid ones; each answer's status must be declared for the
// operation and its body must match the declared schema. A request made from the document
// must be able to pass validation, so every header and pattern the server checks is in it.

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
  example?: unknown;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
type Document = OpenApiDocument & { paths: Record<string, Record<string, Operation>> };

/** Text that fits a pattern with no example of its own: the first of these that matches. */
/** A 5xx status: a bug whatever the request was. */
const isServerError = (status: number) => status >= 500 && status <= 599;

const CANDIDATES = [
  randomUUID(),
  '01712345678',
  'someone@example.com',
  '1',
  'abc',
  'abcd-1234',
  `${'a'.repeat(32)}.webp`,
  `/images/${'a'.repeat(32)}.webp`,
  '/',
];

function textFor(schema: Schema): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return 'someone@example.com';
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'uri') return 'https://example.com/';
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Infinity) &&
    (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(text));
  const padded = 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  return [...CANDIDATES, padded].find(fits) ?? padded;
}

/** A value the schema accepts: its example when it has one, else the least it allows. */
function valueFor(schema: Schema | undefined, example?: unknown): unknown {
  if (example !== undefined) return example;
  if (!schema) return 'x';
  if (schema.examples?.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return valueFor(choice.find((s) => s.type !== 'null') ?? choice[0]);
  if (schema.allOf?.length) return valueFor(Object.assign({}, ...schema.allOf) as Schema);
  const type = [schema.type ?? (schema.properties ? 'object' : 'string')]
    .flat()
    .find((t) => t !== 'null');
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = valueFor(schema.properties?.[name]);
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => valueFor(schema.items));
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Infinity);
    case 'boolean':
      return true;
    default:
      return textFor(schema);
  }
}

interface Request {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: unknown;
}

/** The request a client makes from the document alone. */
function requestFrom(method: string, path: string, operation: Operation): Request {
  const parameters = operation.parameters ?? [];
  const inPath = (name: string) => parameters.find((p) => p.in === 'path' && p.name === name);
  const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = inPath(name);
    return encodeURIComponent(String(valueFor(parameter?.schema, parameter?.example)));
  });
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of parameters) {
    if (!parameter.required) continue;
    const value = String(valueFor(parameter.schema, parameter.example));
    if (parameter.in === 'query') query.set(parameter.name, value);
    if (parameter.in === 'header') headers[parameter.name] = value;
  }
  const json = operation.requestBody?.content['application/json']?.schema;
  return {
    method: method.toUpperCase(),
    url: query.size > 0 ? `${url}?${query.toString()}` : url,
    headers,
    ...(json && { payload: valueFor(json) }),
  };
}

/** Requests the operation must refuse with a declared error. */
function invalidRequestsFrom(method: string, path: string, operation: Operation): Request[] {
  const valid = requestFrom(method, path, operation);
  const invalid: Request[] = [
    // A control character in the query: refused before any route runs.
    { ...valid, url: `${valid.url}${valid.url.includes('?') ? '&' : '?'}junk=%07` },
  ];
  if (valid.payload !== undefined) invalid.push({ ...valid, payload: [valid.payload] });
  if (path.includes('{')) {
    invalid.push({ ...valid, url: path.replace(/\{[^}]+\}/g, 'not%20valid') });
  }
  if (Object.keys(valid.headers).length > 0) invalid.push({ ...valid, headers: {} });
  return invalid;
}

let shop: TestApp;
let document: Document;
let owner: SignedIn & { cookie?: string };

beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  document = shop.app.swagger() as unknown as Document;
  owner = await signUpOwner(shop.app, shop.database.db);
});
afterAll(() => shop?.close());

/** Every operation, signing out last so the others keep their caller. */
function operations(): [method: string, path: string, operation: Operation][] {
  const all = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): [string, string, Operation] => [
      method,
      path,
      operation,
    ]),
  );
  return all.sort(([, a], [, b]) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')));
}

async function send(request: Request, operation: Operation) {
  const signedIn = (operation.security ?? []).some((scheme) => Object.keys(scheme).length > 0);
  const caller = signedIn ? { ...owner.headers, cookie: owner.cookie ?? '' } : {};
  return shop.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...caller, ...request.headers },
    ...(request.payload !== undefined && { payload: request.payload as object }),
  });
}

describe('every operation of the document, called from the document', () => {
  test('a checkout made from the document alone is taken: its header and patterns are there (before the calls below remove the demo catalogue)', async () => {
    const operation = document.paths['/api/checkout']?.post;
    expect(operation?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true }),
    );
    const customer = await signUpAs(shop.app);
    const [product] = (
      await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=1' })
    ).json<{ _id: string }[]>();
    const put = await shop.app.inject({
      method: 'PUT',
      url: `/api/cart/items/${product?._id}`,
      headers: customer.headers,
      payload: { quantity: 1 },
    });
    expect(put.statusCode).toBe(200);
    const request = requestFrom('post', '/api/checkout', operation!);
    const answer = await shop.app.inject({
      method: 'POST',
      url: request.url,
      headers: { ...customer.headers, ...request.headers },
      payload: request.payload as object,
    });
    expect(answer.statusCode, answer.body).toBe(201);
  });

  test('answers only declared statuses, with bodies of the declared schemas, never a 5xx', async () => {
    const before = shop.answers.length;
    let requests = 0;
    for (const [method, path, operation] of operations()) {
      for (const request of [
        requestFrom(method, path, operation),
        ...invalidRequestsFrom(method, path, operation),
      ]) {
        const answer = await send(request, operation);
        requests += 1;
        expect(isServerError(answer.statusCode), `${request.method} ${request.url}`).toBe(false);
      }
    }
    const answers = shop.answers.slice(before);
    // Every request was answered once; the shop's own reads (a setting read around its save
    // for the activity log) are answers too, checked against the document like the rest.
    expect(answers.filter((answer) => !answer.byShop).length).toBe(requests);
    expect(contractProblems(document, answers)).toEqual([]);
  });

  test('the sitemap part and the page route declare their not-found and not-modified answers', () => {
    expect(Object.keys(document.paths['/sitemap/{name}']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '404']),
    );
    expect(Object.keys(document.paths['/{*}']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '304', '400', '404', '405']),
    );
  });
});

describe("the document's phone pattern", () => {
  // The document's schema of a phone, as an outside client validates it.
  const phone = (document_: Document) =>
    document_.paths['/api/checkout']?.post?.requestBody?.content['application/json']?.schema
      .properties?.contact?.properties?.phone;

  /** Numbers as people type them, and near misses: every piece the server's rule reads. */
  function typedNumbers(): string[] {
    const prefixes = ['', '0', '+880', '880', '+88', '88', '+0', '8800', '+8801'];
    const gaps = ['', ' ', '-', ' - '];
    const numbers: string[] = [];
    for (const prefix of prefixes) {
      for (const operator of ['13', '17', '19', '12', '10']) {
        for (const gap of gaps) {
          for (const rest of ['12345678', '1234567', '123456789', '1234 5678', '12a45678']) {
            numbers.push(`${prefix}${gap}${operator}${gap}${rest}`);
          }
        }
      }
    }
    return [...numbers, '', ' ', '+', '-01712345678', '01712345678-', '০১৭১২৩৪৫৬৭৮'];
  }

  test('accepts exactly the numbers the server accepts', () => {
    const validate = new Ajv({ strict: false }).compile(phone(document) ?? {});
    const disagreements = typedNumbers().filter(
      (number) => validate(number) !== phoneSchema.safeParse(number).success,
    );
    expect(phone(document)?.pattern).toBeDefined();
    expect(disagreements).toEqual([]);
  });
});
