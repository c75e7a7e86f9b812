import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FuzzRequest } from './fuzz-requests.ts';

/** How the fuzzer sends its requests over real HTTP and judges the answers. */

export interface Answer {
  status: number;
  /** The body, decoded by its Content-Encoding. */
  body: string;
  /** The Content-Encoding the body arrived in. */
  encoding?: string;
  /** No answer was read: the server refused the request by closing the connection. */
  closed?: boolean;
}

/** Stands for "the server closed the connection before the body was all sent". */
export const RESET = 499;

// Node's default limit for a request's line and headers is 16 KiB.
const HEAD_LIMIT = 16 * 1024;

export function oversized(request: FuzzRequest): boolean {
  const headers = Object.entries(request.headers).reduce(
    (n, [k, v]) => n + k.length + v.length + 4,
    0,
  );
  return request.path.length + headers + 600 > HEAD_LIMIT;
}

/** The body as the server meant it: answers may come compressed (br, gzip, deflate). */
export function decoded(bytes: Buffer, encoding: string | undefined): string {
  switch (encoding?.trim().toLowerCase()) {
    case 'br':
      return brotliDecompressSync(bytes).toString();
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(bytes).toString();
    case 'deflate':
      return inflateSync(bytes).toString();
    default:
      return bytes.toString();
  }
}

export interface FuzzTarget {
  port: string;
  agent: http.Agent;
  /** The bearer token of each signed-in kind of caller. */
  tokens: { customer: string; admin: string };
}

/**
 * Sends the request on the shared keep-alive connection, or on a connection of its own
 * with `fresh` (the server may close a kept-alive one just as it is reused: a request
 * refused early ends its connection).
 */
export function send(target: FuzzTarget, request: FuzzRequest, fresh = false): Promise<Answer> {
  const headers: Record<string, string | number> = { ...request.headers };
  if (request.caller !== 'anonymous' && headers.authorization === undefined) {
    headers.authorization = `Bearer ${target.tokens[request.caller]}`;
  }
  if (request.body) headers['content-length'] = request.body.length;
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: request.method,
        path: request.path,
        headers,
        // An over-sized head ends its connection: give it one of its own.
        agent: fresh || oversized(request) ? false : target.agent,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const encoding = response.headers['content-encoding'];
          // A HEAD, 204 or 304 answer names the encoding of a body it does not carry.
          if (chunks.length === 0) {
            resolve({ status: response.statusCode ?? 0, body: '', encoding });
            return;
          }
          try {
            const body = decoded(Buffer.concat(chunks), encoding);
            resolve({ status: response.statusCode ?? 0, body, encoding });
          } catch (error) {
            reject(new Error(`the ${encoding} body could not be decoded: ${String(error)}`));
          }
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

export function summary(request: FuzzRequest): string {
  const body = request.body?.toString('utf8') ?? '';
  return [
    `${request.method} ${request.path.slice(0, 300)} as ${request.caller}`,
    `headers ${JSON.stringify(request.headers).slice(0, 400)}`,
    `body (${request.body?.length ?? 0} bytes) ${JSON.stringify(body.slice(0, 300))}`,
  ].join('\n  ');
}

/** What is wrong with the answer to one request, or undefined. */
export function problemWith(
  request: FuzzRequest,
  answer: Answer,
  changed: string[],
): string | undefined {
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
