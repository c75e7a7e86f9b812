import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isMultiLine } from '../../shared/schemas/common.ts';
import { unprintableIn } from '../../shared/unprintable.ts';
import { HttpError } from './errors.ts';

type Path = Array<string | number>;

/** Where a request's text comes from, as the validation error names it. */
type Part = 'params' | 'querystring' | 'body' | 'headers';

/**
 * Refuses, with a 400 naming the field, every request carrying an unprintable character
 * in any text it holds: the path's parameters (the web app's catch-all too), the query,
 * a parsed body (keys and values, however deep, whether the schema knows the field or
 * not) and the client address taken from X-Forwarded-For (it is written to the
 * database by the rate limits). One hook at the root of the application, run before
 * validation on every route, with or without a schema: no endpoint can forget it, and
 * nothing unprintable reaches a handler, the database or a log line. Cookies are left
 * to their readers: the shop's own are checked there (a session id's pattern, a signed
 * token), and another site's cookie on the same host must not break the shop.
 * See docs/decisions/014-text-input.md.
 */
export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = findUnprintable(request);
    if (!found) return;
    const field = found.path.join('.') || found.part;
    throw new HttpError(400, `Invalid ${found.part}: ${field}: ${found.problem}`, {
      [field]: found.problem,
    });
  });
}

interface Finding {
  part: Part;
  path: Path;
  problem: string;
}

function findUnprintable(request: FastifyRequest): Finding | undefined {
  const bodySchema: unknown = request.routeOptions.schema?.body;
  const multiLineAt = (path: Path) => fieldIsMultiLine(bodySchema, path);
  const parts: Array<[Part, unknown, (path: Path) => boolean]> = [
    ['params', request.params, () => false],
    ['querystring', request.query, () => false],
    ['body', request.body, multiLineAt],
    ['headers', { 'x-forwarded-for': request.ip }, () => false],
  ];
  for (const [part, value, multiLine] of parts) {
    const found = walk(value, [], multiLine);
    if (found) return { part, ...found };
  }
  return undefined;
}

/** The first unprintable string in a value (object keys included), depth first. */
function walk(
  value: unknown,
  path: Path,
  multiLine: (path: Path) => boolean,
): { path: Path; problem: string } | undefined {
  if (typeof value === 'string') {
    // Nearly all text passes the single-line check, the strictest: the schema is asked
    // whether the field may hold line breaks only for text that does not.
    if (!unprintableIn(value)) return undefined;
    const problem = unprintableIn(value, multiLine(path));
    return problem ? { path, problem } : undefined;
  }
  if (Buffer.isBuffer(value) || value === null || typeof value !== 'object') return undefined;
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string') {
      const problem = unprintableIn(key);
      if (problem) return { path: [...path, safeName(key)], problem: `name ${problem}` };
    }
    const found = walk(item, [...path, key], multiLine);
    if (found) return found;
  }
  return undefined;
}

/** A refused key is named with its unprintable characters written out, never echoed raw. */
function safeName(key: string): string {
  return JSON.stringify(key).slice(1, -1);
}

function isZod(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && '_zod' in schema;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  valueType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
}

/**
 * Whether the schema marks the field at `path` as multi-line text (see `multiLine`): also
 * how the catalogue import reads a file's cells, by the product form's schema.
 */
export function fieldIsMultiLine(schema: unknown, path: Path): boolean {
  if (!isZod(schema)) return false;
  if (isMultiLine(schema)) return true;
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (def.innerType) return fieldIsMultiLine(def.innerType, path);
  if (def.type === 'pipe') return fieldIsMultiLine(def.in, path);
  if (def.type === 'lazy' && def.getter) return fieldIsMultiLine(def.getter(), path);
  if (def.options) return def.options.some((option) => fieldIsMultiLine(option, path));
  if (def.left && def.right) {
    return fieldIsMultiLine(def.left, path) || fieldIsMultiLine(def.right, path);
  }
  if (path.length === 0) return false;
  const [key, ...rest] = path;
  // Own fields only: a key such as "constructor" must not find Object's.
  const name = String(key);
  if (def.shape) return Object.hasOwn(def.shape, name) && fieldIsMultiLine(def.shape[name], rest);
  if (def.valueType) return fieldIsMultiLine(def.valueType, rest);
  if (def.element) return fieldIsMultiLine(def.element, rest);
  return false;
}
