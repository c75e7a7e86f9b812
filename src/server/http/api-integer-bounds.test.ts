import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Every integer the API takes is bounded by the column it ends in (issue 44, L5: a coupon
// value of 2147483648 passed the schema, whose document said "up to 2^53-1", and overflowed
// the int4 column: a 500). This walks the whole served document, every request body, query,
// path and header parameter, through nested objects, arrays and alternatives, and names each
// number without a maximum or with one above what its column holds.

/** What a PostgreSQL `integer` (int4) column holds. */
const INT4_MAX = 2_147_483_647;
const INT4_MIN = -2_147_483_648;

/**
 * The inputs stored in a `bigint` column, by "METHOD path where.field", each naming its
 * column: they may go up to what a JavaScript number holds exactly. Every other number is
 * held to int4, whether it is stored in an int4 column or only compared with one in a query
 * (a parameter compared with an int4 column is cast to int4 and overflows alike).
 */
const BIGINT_INPUTS: Record<string, string> = {};

interface Schema {
  $ref?: string;
  type?: string | string[];
  maximum?: number;
  exclusiveMaximum?: number | boolean;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  patternProperties?: Record<string, Schema>;
  items?: Schema | Schema[];
  prefixItems?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  not?: Schema;
}
interface Operation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** Each number in `schema`, as [where, its schema], following every way in. */
function numbersIn(
  document: Document,
  schema: Schema | undefined,
  where: string,
): [string, Schema][] {
  if (!schema) return [];
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return numbersIn(document, document.components?.schemas?.[name], where);
  }
  const found: [string, Schema][] = [];
  const types = [schema.type ?? []].flat();
  if (types.includes('integer') || types.includes('number')) found.push([where, schema]);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    found.push(...numbersIn(document, property, `${where}.${name}`));
  }
  for (const [pattern, property] of Object.entries(schema.patternProperties ?? {})) {
    found.push(...numbersIn(document, property, `${where}[${pattern}]`));
  }
  if (typeof schema.additionalProperties === 'object') {
    found.push(...numbersIn(document, schema.additionalProperties, `${where}[*]`));
  }
  const items = [schema.items ?? [], schema.prefixItems ?? []].flat();
  for (const item of items) found.push(...numbersIn(document, item, `${where}[]`));
  for (const choice of [
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ]) {
    found.push(...numbersIn(document, choice, where));
  }
  return found;
}

/** Every number the API takes, as "METHOD path where" and its schema. */
function inputNumbers(document: Document): [string, Schema][] {
  const found: [string, Schema][] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const name = `${method.toUpperCase()} ${path}`;
      for (const parameter of operation.parameters ?? []) {
        found.push(
          ...numbersIn(document, parameter.schema, `${name} ${parameter.in}.${parameter.name}`),
        );
      }
      for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) {
        const where = type === 'application/json' ? 'body' : `body(${type})`;
        found.push(...numbersIn(document, content.schema, `${name} ${where}`));
      }
    }
  }
  return found;
}

/** The largest and smallest value a number's schema lets through, where it says. */
function boundsOf(schema: Schema): { maximum?: number; minimum?: number } {
  const listed = schema.enum ?? (schema.const === undefined ? undefined : [schema.const]);
  if (listed) {
    const values = listed.filter((value) => typeof value === 'number');
    return { maximum: Math.max(...values), minimum: Math.min(...values) };
  }
  const below = (limit: number | boolean | undefined, step: number) =>
    typeof limit === 'number' ? limit + step : undefined;
  return {
    maximum: schema.maximum ?? below(schema.exclusiveMaximum, -1),
    minimum: schema.minimum ?? below(schema.exclusiveMinimum, 1),
  };
}

/** What is wrong with one number's bounds, or null. */
function boundProblem(where: string, schema: Schema): string | null {
  const bigint = BIGINT_INPUTS[where];
  const column = bigint ? `bigint (${bigint})` : 'int4';
  const [lowest, highest] = bigint
    ? [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER]
    : [INT4_MIN, INT4_MAX];
  const { maximum, minimum } = boundsOf(schema);
  const wrong = [
    maximum === undefined && 'no maximum',
    maximum !== undefined && maximum > highest && `maximum ${maximum} is above ${highest}`,
    minimum === undefined && 'no minimum',
    minimum !== undefined && minimum < lowest && `minimum ${minimum} is below ${lowest}`,
  ].filter((problem) => problem !== false);
  return wrong.length ? `${where}: ${wrong.join(', ')} (what ${column} holds)` : null;
}

let shop: TestApp;
let document: Document;

beforeAll(async () => {
  shop = await createTestApp();
  await shop.app.ready();
  document = shop.app.swagger() as unknown as Document;
});
afterAll(() => shop?.close());

test('the walk finds the numbers the API takes, nested ones included (it cannot pass by finding none)', () => {
  const places = inputNumbers(document).map(([where]) => where);
  expect(places).toContain('POST /api/admin/coupons body.value');
  expect(places).toContain('POST /api/checkout body.items[].quantity');
  expect(places.length).toBeGreaterThan(20);
});

test('every number the API takes has a maximum its column holds', () => {
  const problems = inputNumbers(document)
    .map(([where, schema]) => boundProblem(where, schema))
    .filter((problem) => problem !== null);
  expect(problems).toEqual([]);
});

test('each input said to be bigint is one the document has', () => {
  const places = new Set(inputNumbers(document).map(([where]) => where));
  expect(Object.keys(BIGINT_INPUTS).filter((where) => !places.has(where))).toEqual([]);
});
