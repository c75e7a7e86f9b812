import http from 'node:http';
import type { Customer } from '../../support/shop-process.ts';

/** Small typed calls of the shop's public API, shared by the scale-out and backup tests. */

export interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  quantity: number;
}

export interface ApiOrder {
  _id: string;
  productId: string;
  quantity: number;
  address: string;
}

export const PHONE = '01712345678';

export async function getJson<T>(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export async function sendJson<T>(
  baseUrl: string,
  method: 'POST' | 'PATCH' | 'PUT',
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** One product as an anonymous visitor sees it (the cached public answer). */
export async function publicProduct(baseUrl: string, id: string): Promise<ApiProduct> {
  const { status, body } = await getJson<ApiProduct>(baseUrl, `/api/product/${id}`);
  if (status !== 200) throw new Error(`GET /api/product/${id} answered ${status}`);
  return body;
}

/** The first catalogue page as an anonymous visitor sees it. */
export async function publicCatalogue(baseUrl: string): Promise<ApiProduct[]> {
  const { status, body } = await getJson<ApiProduct[]>(baseUrl, '/api/product?pageSize=100');
  if (status !== 200) throw new Error(`GET /api/product answered ${status}`);
  return body;
}

export async function placeOrder(
  baseUrl: string,
  customer: Customer,
  productId: string,
  address: string,
): Promise<{ status: number; body: { insertedId?: string; message?: string } }> {
  return sendJson(
    baseUrl,
    'POST',
    '/api/order',
    { productId, quantity: 1, phone: PHONE, address, district: 'Dhaka' },
    customer.headers,
  );
}

/**
 * Changes a product as an admin: its price and other fields by an edit, its stock by a count
 * through the stock call (an edit never changes stock), against the stock the ledger shows.
 */
export async function patchProduct(
  baseUrl: string,
  admin: Customer,
  id: string,
  change: { price?: number; quantity?: number },
): Promise<void> {
  const { quantity, ...fields } = change;
  if (Object.keys(fields).length > 0) {
    const { status, body } = await sendJson(
      baseUrl,
      'PATCH',
      `/api/products/${id}`,
      fields,
      admin.headers,
    );
    if (status !== 200)
      throw new Error(`PATCH /api/products/${id}: ${status} ${JSON.stringify(body)}`);
  }
  if (quantity === undefined) return;
  const ledger = await getJson<{ stock: number }>(
    baseUrl,
    `/api/products/${id}/stock-ledger?limit=1`,
    admin.headers,
  );
  const { status, body } = await sendJson(
    baseUrl,
    'POST',
    `/api/products/${id}/stock`,
    { count: quantity, expected: ledger.body.stock, reason: 'adjustment' },
    admin.headers,
  );
  if (status !== 200)
    throw new Error(`POST /api/products/${id}/stock: ${status} ${JSON.stringify(body)}`);
}

/**
 * One request on a connection of its own (`Connection: close`), status and body. A
 * reload of nginx closes its idle kept-alive client connections, and a client that
 * sends on one at that moment sees the socket close: browsers then send again, a
 * plain client does not. Load that must count every failure opens a connection each.
 */
export function requestOnce(
  url: string,
  method: 'GET' | 'POST' = 'GET',
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent: false,
        headers: {
          connection: 'close',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
