import type { RequestOf, Route } from '../../shared/api/endpoint.ts';
import type { EndpointOf } from '../../shared/api/registry.ts';
import { endpointUrl, type QueryParams } from '../../shared/api/url.ts';
import type { ApiError } from '../../shared/schemas/common.ts';
import { readAnswer, type Answer } from './api-answer.ts';
import { currentToken, rejectSession, renewToken } from './auth-store.ts';

// Every request of the storefront goes through this file, so cross-cutting
// concerns (the bearer token, 401/403 handling) have exactly one place to live.
// Calls name a route from src/shared/api/routes; what they send and get is typed
// from that route's declaration.

/** A failed API call, carrying the server's error answer. */
export class ApiRequestError extends Error {
  readonly statusCode: number;
  readonly issues: Record<string, string> | undefined;
  /** The whole error answer, for refusals that carry more than a message (checkout's short lines). */
  readonly answer: unknown;

  constructor(
    statusCode: number,
    message: string,
    issues?: Record<string, string>,
    answer?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.statusCode = statusCode;
    this.issues = issues;
    this.answer = answer;
  }
}

export function isApiRequestError(error: unknown, statusCode?: number): error is ApiRequestError {
  return (
    error instanceof ApiRequestError &&
    (statusCode === undefined || error.statusCode === statusCode)
  );
}

export interface CallOptions {
  signal?: AbortSignal;
  /** What to say for a status whose answer carries no message (a proxy's 413, say). */
  fallbackMessages?: Partial<Record<number, string>>;
  /** Extra request headers, such as checkout's Idempotency-Key. */
  headers?: Record<string, string>;
}

type Request<R extends Route> = RequestOf<EndpointOf<R>>;
/** The request may be left out when the route needs nothing in it. */
type CallArgs<R extends Route> =
  Record<string, never> extends Request<R>
    ? [request?: Request<R>, options?: CallOptions]
    : [request: Request<R>, options?: CallOptions];

/** How a request reaches the API: the network in the browser. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Sends every later request another way. The server does this once when it renders pages,
 * so a page's queries read the API's own routes in process, exactly as a visitor would.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

interface AnyRequest {
  params?: Record<string, string>;
  query?: QueryParams;
  body?: unknown;
  form?: FormData;
}

async function send(route: Route, request: AnyRequest, options: CallOptions): Promise<Response> {
  const url = endpointUrl(route, request);
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const init: RequestInit = { method: route.method, headers };
  if (options.signal) init.signal = options.signal;
  if (request.form) init.body = request.form;
  else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(request.body);
  }
  const token = await currentToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response = await transport(url, init);
  if (response.status === 401 && token) {
    // The token may have run out or been revoked: one retry with a fresh one.
    const fresh = await renewToken();
    if (fresh && fresh !== token) {
      headers.Authorization = `Bearer ${fresh}`;
      response = await transport(url, init);
    }
  }
  if (!response.ok) {
    // The visitor's own data (docs/product.md#signing-out): a 401 or 403 there signs them out and
    // goes home.
    if ((response.status === 401 || response.status === 403) && route.ownData) rejectSession();
    throw await toError(response, options.fallbackMessages);
  }
  return response;
}

async function toError(
  response: Response,
  fallbackMessages: CallOptions['fallbackMessages'] = {},
): Promise<ApiRequestError> {
  // The API always answers errors as JSON; a proxy or a crashed server may not.
  const body: Partial<ApiError> | null = await response
    .json()
    .then((json: unknown) => (json !== null && typeof json === 'object' ? json : null))
    .catch(() => null);
  const message =
    typeof body?.message === 'string' && body.message
      ? body.message
      : (fallbackMessages[response.status] ??
        `Request failed (${response.status} ${response.statusText})`);
  const issues =
    body?.issues !== null && typeof body?.issues === 'object' ? body.issues : undefined;
  return new ApiRequestError(response.status, message, issues, body);
}

/** Calls a route and answers its parsed body, typed from the route's declaration. */
export async function apiCall<R extends Route>(route: R, ...args: CallArgs<R>): Promise<Answer<R>> {
  const [request = {}, options = {}] = args;
  return readAnswer(route, await send(route, request as AnyRequest, options));
}

/** For file routes (a CSV export): the file's bytes and the name the server gave it. */
export async function apiFile<R extends Route>(
  route: R,
  ...args: CallArgs<R>
): Promise<{ blob: Blob; filename: string | undefined }> {
  const [request = {}, options = {}] = args;
  const response = await send(route, request as AnyRequest, options);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] };
}

export interface ListResult<T> {
  items: T[];
  /** From the X-Total-Count header; the list length when the header is missing. */
  total: number;
}

type Item<A> = A extends readonly (infer T)[] ? T : never;

/** For list routes: the items plus the total count the server reports. */
export async function apiList<R extends Route>(
  route: R,
  ...args: CallArgs<R>
): Promise<ListResult<Item<Answer<R>>>> {
  const [request = {}, options = {}] = args;
  const response = await send(route, request as AnyRequest, options);
  const answer = await readAnswer(route, response);
  const items: Item<Answer<R>>[] = Array.isArray(answer) ? answer : [];
  const header = Number.parseInt(response.headers.get('X-Total-Count') ?? '', 10);
  return { items, total: Number.isFinite(header) ? header : items.length };
}
