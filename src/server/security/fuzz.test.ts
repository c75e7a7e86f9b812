import http from 'node:http';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type SignedIn, signUpAs, signUpOwner } from '../features/auth/auth-test-helpers.ts';
import { createListeningApp, type ListeningApp } from '../test/listening-app.ts';
import {
  requestTo,
  type FuzzRequest,
  type KnownValues,
  type RouteFields,
} from './fuzz-requests.ts';

/**
 * Property-based fuzzing of every route the server registered, over real HTTP, as an
 * anonymous visitor, a customer and an admin. Invariants: never a 5xx; every 4xx is an
 * error answer with a message and changes no row. Replay a run with FUZZ_SEED=<seed>
 * (printed at the start); FUZZ_RUNS sets the number of requests (default 10,000).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const PASSWORD = 'correct horse battery';

let shop: ListeningApp;
let callers: { customer: SignedIn; admin: SignedIn };
let known: KnownValues;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  shop = await createListeningApp({ seeded: true });
  const { app } = shop;
  const admin = await signUpOwner(app, shop.database.db);
  const customer = await signUpAs(app, { name: 'Nusrat Jahan' });
  callers = { customer, admin };
  const victims = [await signUpAs(app), await signUpAs(app), await signUpAs(app)];

  const listed = await app.inject({ method: 'GET', url: '/api/product?pageSize=3' });
  const productIds = listed.json<{ _id: string }[]>().map((p) => p._id);
  const orderIds: string[] = [];
  for (const productId of productIds.slice(0, 2)) {
    const placed = await app.inject({
      method: 'POST',
      url: '/api/order',
      headers: customer.headers,
      payload: { productId, quantity: 1, phone: '01712345678', address: 'Dhaka' },
    });
    orderIds.push(placed.json<{ insertedId: string }>().insertedId);
  }
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const boundary = 'seed';
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  known = {
    productIds,
    orderIds,
    victimEmails: victims.map((v) => v.user.email),
    imagePaths: [uploaded.json<{ data: { url: string } }>().data.url],
    password: PASSWORD,
  };
});

afterAll(async () => {
  agent.destroy();
  await shop?.close();
});

/** A digest per table that requests may change; rate-limit counters are meant to count refusals. */
async function tableDigests(): Promise<Record<string, string>> {
  const digest = (table: string, row = 't::text', order = 't.id') =>
    `(select md5(coalesce(string_agg(${row}, '|' order by ${order}), '')) from ${table} t) as ${table}`;
  const result = await shop.database.pool.query<Record<string, string>>(
    `select ${[
      digest('users'),
      digest('sessions'),
      digest('products'),
      digest('orders'),
      digest('reviews'),
      digest('images', "t.id || t.mime || t.width || 'x' || t.height"),
      digest('settings', 't::text', 't.key'),
    ].join(', ')}`,
  );
  return result.rows[0] as Record<string, string>;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
}

/** The query and body fields a route declares, read from the server's own OpenAPI document. */
function fieldsOf(route: { method: string; url: string }): RouteFields {
  const doc = shop.app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  const method = route.method === 'HEAD' ? 'get' : route.method.toLowerCase();
  const operation = doc.paths?.[path]?.[method];
  const schema = operation?.requestBody?.content?.['application/json']?.schema;
  return {
    query: (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    body: Object.keys(schema?.properties ?? {}),
  };
}

interface Answer {
  status: number;
  body: string;
  /** No answer was read: the server refused the request by closing the connection. */
  closed?: boolean;
}

/** Stands for "the server closed the connection before the body was all sent". */
const RESET = 499;

// Node's default limit for a request's line and headers is 16 KiB.
const HEAD_LIMIT = 16 * 1024;

function oversized(request: FuzzRequest): boolean {
  const headers = Object.entries(request.headers).reduce(
    (n, [k, v]) => n + k.length + v.length + 4,
    0,
  );
  return request.path.length + headers + 600 > HEAD_LIMIT;
}

function send(request: FuzzRequest): Promise<Answer> {
  const { port } = new URL(shop.baseUrl);
  const headers: Record<string, string | number> = { ...request.headers };
  if (request.caller !== 'anonymous' && headers.authorization === undefined) {
    headers.authorization = `Bearer ${callers[request.caller].token}`;
  }
  if (request.body) headers['content-length'] = request.body.length;
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        headers,
        // An over-sized head ends its connection: give it one of its own.
        agent: oversized(request) ? false : agent,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

function summary(request: FuzzRequest): string {
  const body = request.body?.toString('utf8') ?? '';
  return [
    `${request.method} ${request.path.slice(0, 300)} as ${request.caller}`,
    `headers ${JSON.stringify(request.headers).slice(0, 400)}`,
    `body (${request.body?.length ?? 0} bytes) ${JSON.stringify(body.slice(0, 300))}`,
  ].join('\n  ');
}

/** What is wrong with the answer to one request, or undefined. */
function problemWith(request: FuzzRequest, answer: Answer, changed: string[]): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.body.slice(0, 300)}`;
  if (answer.status < 400) return undefined;
  if (changed.length) return `answered ${answer.status} but changed ${changed.join(', ')}`;
  if (request.method === 'HEAD' || answer.closed) return undefined;
  try {
    const error = JSON.parse(answer.body) as { statusCode?: unknown; message?: unknown };
    if (error.statusCode !== answer.status || typeof error.message !== 'string') {
      return `answered ${answer.status} without the error shape: ${answer.body.slice(0, 200)}`;
    }
  } catch {
    return `answered ${answer.status} with a body that is not JSON: ${answer.body.slice(0, 200)}`;
  }
  return undefined;
}

describe('fuzzing every route', () => {
  test(`${RUNS} hostile requests: never a 5xx, and a 4xx changes nothing`, async () => {
    console.log(
      `fuzz seed ${SEED}, ${RUNS} requests (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`,
    );
    const routes = shop.app.registeredRoutes;
    const perRoute = Math.ceil(RUNS / routes.length);
    let before = await tableDigests();
    let sent = 0;
    const statuses = new Map<number, number>();
    const failures: string[] = [];

    for (const [index, route] of routes.entries()) {
      const property = fc.asyncProperty(
        requestTo(route, known, fieldsOf(route)),
        async (request) => {
          const answer = await send(request).catch((error: unknown) => {
            // Node's HTTP parser refuses an over-sized head with a 431 and drops the
            // connection, often before the answer can be read: a refusal, not a crash.
            if (oversized(request)) return { status: 431, body: '', closed: true };
            // A body refused early (unsupported encoding, too large) ends the connection
            // while the client is still writing it; whatever was sent must change nothing.
            if (request.body?.length) return { status: RESET, body: '', closed: true };
            throw new Error(`no answer (${String(error)})\n  request: ${summary(request)}`);
          });
          sent += 1;
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const after = await tableDigests();
          const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
          before = after;
          const problem = problemWith(request, answer, changed);
          if (problem) throw new Error(`${problem}\n  request: ${summary(request)}`);
        },
      );
      try {
        await fc.assert(property, { seed: SEED + index, numRuns: perRoute, endOnFailure: true });
      } catch (error) {
        const message = (error as Error).message;
        const cause = (error as Error).cause;
        // The cause says what went wrong and with which request; the report, how to replay.
        const gist = cause instanceof Error ? cause.message : message;
        const replay = /\{ seed: .*?\}/.exec(message)?.[0] ?? '';
        failures.push(`${route.method} ${route.url}: ${gist.slice(0, 1500)}\n  ${replay}`);
      }
    }

    const spread = [...statuses.entries()].sort(([a], [b]) => a - b);
    console.log(
      `fuzz sent ${sent} requests; statuses ${spread.map(([s, n]) => `${s}:${n}`).join(' ')}`,
    );
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(RUNS);
  }, 600_000);
});
