import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// The plumbing both gateway simulators share: a node:http server, a record of every call,
// and scripted faults taken one at a time.

export interface RecordedCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  query: Record<string, string>;
  body: Record<string, string>;
  at: number;
}

/**
 * One scripted fault: on the next call of `on`, do `kind` instead of answering normally.
 * `timeout` and `500` lose the answer of a call the gateway carried out; `unreachable` drops
 * the connection before the gateway does anything.
 */
export interface Fault {
  on: string;
  kind: 'timeout' | '500' | 'unreachable';
}

export interface SimRequest extends RecordedCall {
  url: URL;
}

export type SimHandler = (request: SimRequest, response: ServerResponse) => Promise<void> | void;

export interface SimServer {
  baseUrl: string;
  calls: RecordedCall[];
  faults: Fault[];
  close(): Promise<void>;
}

/** How long a "timeout" fault keeps the caller waiting (longer than the shop waits). */
export const TIMEOUT_FAULT_MS = 3_000;

export async function startSimServer(port: number, handler: SimHandler): Promise<SimServer> {
  const calls: RecordedCall[] = [];
  const server = createServer((incoming, response) => {
    void (async () => {
      const url = new URL(incoming.url ?? '/', 'http://simulator');
      // For a test runner waiting on the simulator to start; not a gateway call.
      if (url.pathname === '/health') return sendJson(response, 200, { ok: true });
      const text = await readBody(incoming);
      const type = incoming.headers['content-type'] ?? '';
      const body = type.includes('json')
        ? parseJson(text)
        : Object.fromEntries(new URLSearchParams(text));
      const call: RecordedCall = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        headers: incoming.headers,
        query: Object.fromEntries(url.searchParams),
        body,
        at: Date.now(),
      };
      calls.push(call);
      try {
        await handler({ ...call, url }, response);
      } catch (error) {
        if (!response.headersSent) sendJson(response, 500, { message: String(error) });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${actual}`,
    calls,
    faults: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Takes the next scripted fault for `on`, if any. */
export function takeFault(faults: Fault[], on: string): Fault['kind'] | null {
  const index = faults.findIndex((fault) => fault.on === on);
  if (index < 0) return null;
  const [fault] = faults.splice(index, 1);
  return fault?.kind ?? null;
}

/** Answers after `kind`: a 500 at once, a dropped connection, or a long wait the caller gives up on. */
export async function answerFault(
  kind: Fault['kind'],
  response: ServerResponse,
  answer: () => void,
) {
  if (kind === 'unreachable') return void response.socket?.destroy();
  if (kind === '500') return sendJson(response, 500, { message: 'Internal Server Error' });
  await delay(TIMEOUT_FAULT_MS);
  if (!response.destroyed) answer();
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

function parseJson(text: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export function sendHtml(response: ServerResponse, html: string) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}

export function redirect(response: ServerResponse, location: string) {
  response.writeHead(302, { location });
  response.end();
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The customer's page at the gateway: what is paid, and Pay, Fail and Cancel buttons. */
export function paymentPage(title: string, amount: string, action: (what: string) => string) {
  const button = (what: string, label: string) =>
    `<form method="post" action="${escapeHtml(action(what))}"><button type="submit">${label}</button></form>`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><h1>${escapeHtml(title)}</h1><p>Amount: BDT <span id="amount">${escapeHtml(amount)}</span></p>
${button('pay', 'Pay')}${button('fail', 'Fail')}${button('cancel', 'Cancel')}</body></html>`;
}
