import type { ApiError } from '../../shared/schemas/common.ts';
import { currentToken, rejectSession, renewToken } from './auth-store.ts';

// Every request of the storefront goes through this file, so cross-cutting
// concerns (the bearer token, 401/403 handling) have exactly one place to live.

/** A failed API call, carrying the server's error answer. */
export class ApiRequestError extends Error {
  readonly statusCode: number;
  readonly issues: Record<string, string> | undefined;

  constructor(statusCode: number, message: string, issues?: Record<string, string>) {
    super(message);
    this.name = 'ApiRequestError';
    this.statusCode = statusCode;
    this.issues = issues;
  }
}

export function isApiRequestError(error: unknown, statusCode?: number): error is ApiRequestError {
  return (
    error instanceof ApiRequestError &&
    (statusCode === undefined || error.statusCode === statusCode)
  );
}

export type QueryParams = Record<string, string | number | undefined | null>;

/** Appends the non-empty params as a query string. */
export function withQuery(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

// The visitor's own data (spec §4): a 401 or 403 here signs them out and goes home.
const OWN_DATA = /^\/api\/(my-orders|my-products|review)(\?|$)/;

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.signal) init.signal = options.signal;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  const token = await currentToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response = await fetch(path, init);
  if (response.status === 401 && token) {
    // The token may have run out or been revoked: one retry with a fresh one.
    const fresh = await renewToken();
    if (fresh && fresh !== token) {
      headers.Authorization = `Bearer ${fresh}`;
      response = await fetch(path, init);
    }
  }
  if (!response.ok) {
    if ((response.status === 401 || response.status === 403) && OWN_DATA.test(path)) {
      rejectSession();
    }
    throw await toError(response);
  }
  return response;
}

async function toError(response: Response): Promise<ApiRequestError> {
  // The API always answers errors as JSON; a proxy or a crashed server may not.
  const body = (await response.json().catch(() => null)) as Partial<ApiError> | null;
  const message =
    typeof body?.message === 'string' && body.message
      ? body.message
      : `Request failed (${response.status} ${response.statusText})`;
  return new ApiRequestError(response.status, message, body?.issues);
}

async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Calls the API and answers the parsed JSON body. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return readJson<T>(await send(path, options));
}

export interface ListResult<T> {
  items: T[];
  /** From the X-Total-Count header; the list length when the header is missing. */
  total: number;
}

/** For list endpoints: the items plus the total count the server reports. */
export async function apiList<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ListResult<T>> {
  const response = await send(path, options);
  const items = await readJson<T[]>(response);
  const header = Number.parseInt(response.headers.get('X-Total-Count') ?? '', 10);
  return { items, total: Number.isFinite(header) ? header : items.length };
}
