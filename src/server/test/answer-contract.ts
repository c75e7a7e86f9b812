import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SETTINGS_READ_HEADER } from '../features/activity/index.ts';

// The contract test: every answer the API tests make the server give is checked
// against the server's own OpenAPI document (GET /api/docs). The test app builders
// record each answer; closing the app checks them and fails the file on a mismatch.

export interface RecordedAnswer {
  method: string;
  /** Asked by the shop itself (the activity log reading a setting around its save). */
  byShop: boolean;
  /** The route pattern that answered (`/api/product/:id`); undefined for a 404 of no route. */
  route: string | undefined;
  status: number;
  contentType: string;
  contentEncoding: string;
  allow: string;
  /** Undefined when the body was a stream. */
  body: Buffer | undefined;
}

interface MediaType {
  schema?: object;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
}

export function answerRecorder() {
  const answers: RecordedAnswer[] = [];
  const header = (reply: FastifyReply, name: string) => String(reply.getHeader(name) ?? '');
  const record = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    let body: Buffer | undefined;
    if (typeof payload === 'string') body = Buffer.from(payload);
    else if (Buffer.isBuffer(payload)) body = payload;
    else if (payload === null || payload === undefined) body = Buffer.alloc(0);
    answers.push({
      method: request.method,
      byShop: request.headers[SETTINGS_READ_HEADER] !== undefined,
      route: request.is404 ? undefined : request.routeOptions.url,
      status: reply.statusCode,
      contentType: header(reply, 'content-type'),
      contentEncoding: header(reply, 'content-encoding'),
      allow: header(reply, 'allow'),
      body,
    });
  };
  return { answers, record };
}

function decode(answer: RecordedAnswer): string {
  const body = answer.body ?? Buffer.alloc(0);
  if (answer.contentEncoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (answer.contentEncoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

function createAjv(): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: false });
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/);
  ajv.addFormat('date-time', (text: string) => !Number.isNaN(Date.parse(text)));
  ajv.addFormat('binary', true);
  return ajv;
}

/** The body every error answer has, for answers of no declared operation (404, 405). */
const errorShape = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    issues: { type: 'object', additionalProperties: { type: 'string' } },
  },
  additionalProperties: false,
};

/**
 * Routes outside the document: the CORS preflight and the document itself. The pages and
 * what crawlers read (robots.txt, the sitemaps) are in it, and checked like the API.
 */
const UNDOCUMENTED = new Set(['OPTIONS /*', 'GET /api/docs', 'HEAD /api/docs']);

/** Each answer that does not match the document, said in one line. */
export function contractProblems(document: OpenApiDocument, answers: RecordedAnswer[]): string[] {
  const ajv = createAjv();
  const validators = new Map<object, ValidateFunction>();
  const validate = (schema: object, value: unknown) => {
    let validator = validators.get(schema);
    if (!validator) {
      validator = ajv.compile(schema);
      validators.set(schema, validator);
    }
    if (validator(value)) return undefined;
    const [first] = validator.errors ?? [];
    return `${first?.instancePath || '(body)'} ${first?.message ?? 'is invalid'}`;
  };
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const answer of answers) {
    const where = `${answer.method} ${answer.route ?? '(no route)'} ${answer.status}`;
    const problem = checkAnswer(document, answer, validate);
    // One line per kind of mismatch is enough to fix it.
    if (problem && !seen.has(`${where}: ${problem}`)) {
      seen.add(`${where}: ${problem}`);
      problems.push(`${where}: ${problem}`);
    }
  }
  return problems;
}

function checkAnswer(
  document: OpenApiDocument,
  answer: RecordedAnswer,
  validate: (schema: object, value: unknown) => string | undefined,
): string | undefined {
  const isHead = answer.method === 'HEAD';
  if (answer.route === undefined || UNDOCUMENTED.has(`${answer.method} ${answer.route}`)) {
    if (answer.status < 400 || isHead) return undefined;
    // A page (the 404 page, a product that is gone) is HTML, not an API error.
    if (answer.contentType.startsWith('text/html')) return undefined;
    if (answer.status === 405 && !answer.allow) return '405 without an Allow header';
    return jsonProblem(answer, errorShape, validate);
  }
  const path = answer.route.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
  const operation = document.paths?.[path]?.[isHead ? 'get' : answer.method.toLowerCase()];
  if (!operation) return 'no operation in the document';
  const response = operation.responses?.[String(answer.status)];
  if (!response) return 'status not declared for the operation';
  if (isHead) return undefined;
  const content = response.content;
  if (!content) {
    return answer.body && answer.body.length > 0
      ? 'a body where the document says none'
      : undefined;
  }
  const type = answer.contentType.split(';')[0]?.trim() ?? '';
  const media = content[type];
  if (!media) return `content type "${type}" not declared (${Object.keys(content).join(', ')})`;
  if (type !== 'application/json' || !media.schema) return undefined;
  return jsonProblem(answer, media.schema, validate);
}

function jsonProblem(
  answer: RecordedAnswer,
  schema: object,
  validate: (schema: object, value: unknown) => string | undefined,
): string | undefined {
  if (!answer.body) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(decode(answer));
  } catch {
    return 'the body is not JSON';
  }
  return validate(schema, value);
}
