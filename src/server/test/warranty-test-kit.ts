import { expect } from 'vitest';
import { signUpAs, signUpOwner, type SignedIn } from './auth-test-helpers.ts';
import { setStock } from './checkout-test-helpers.ts';
import { createListeningApp, type ListeningApp } from './listening-app.ts';
import { moveBody } from './order-moves.ts';
import { saveOrderLimits } from '../features/orders/index.ts';

// The warranty desk's API tests: a seeded shop on a real port, its owner and a second member
// of staff, and orders placed and moved through the API as a customer and staff would.

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export interface WarrantyShop {
  shop: ListeningApp;
  owner: SignedIn;
  staff: SignedIn;
  /** A serial-tracked product (a processor) and one that is not (a case), each with stock. */
  tracked: { id: string; name: string; brand: string };
  untracked: { id: string; name: string };
  api<T = Record<string, unknown>>(
    as: SignedIn | undefined,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer<T>>;
  customer(name?: string): Promise<SignedIn>;
  /** A one-line order of `quantity` units, placed by `as`, moved by staff through `statuses`. */
  order(as: SignedIn, productId: string, quantity: number, statuses?: string[]): Promise<string>;
  move(orderId: string, status: string): Promise<Answer>;
  /** An order of the tracked product with these serials recorded, shipped and delivered. */
  delivered(as: SignedIn, serials: string[]): Promise<string>;
}

export async function startWarrantyShop(env: Record<string, string> = {}): Promise<WarrantyShop> {
  const shop = await createListeningApp({
    seeded: true,
    serialsBeforeShipping: true,
    env: { ORDER_LIMIT_PER_USER_PER_MINUTE: '1000', ...env },
  });
  await saveOrderLimits(shop.database.db, { perProduct: 1000, total: 1000 });
  const owner = await signUpOwner(shop.app, shop.database.db);
  const staff = await signUpAs(shop.app, { name: 'Rafiq Islam' });
  await shop.database.pool.query(`update users set role = 'admin' where id = $1`, [staff.user._id]);
  const pick = async (category: string) => {
    const { rows } = await shop.database.pool.query<{ id: string; name: string; brand: string }>(
      `select id, name, brand from products where category = $1 and deleted_at is null
        order by name limit 1`,
      [category],
    );
    return rows[0] as { id: string; name: string; brand: string };
  };
  const tracked = await pick('cpu');
  const untracked = await pick('case');
  await setStock(shop, { [tracked.id]: 50, [untracked.id]: 50 });

  const api: WarrantyShop['api'] = async (as, method, path, body, headers = {}) => {
    const response = await fetch(`${shop.baseUrl}${path}`, {
      method,
      headers: {
        ...(as ? as.headers : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // a file, not JSON
    }
    return { status: response.status, body: parsed as never };
  };
  const move = (orderId: string, status: string) =>
    api(owner, 'PATCH', `/api/orders/${orderId}`, moveBody(status));
  const order: WarrantyShop['order'] = async (as, productId, quantity, statuses = []) => {
    const placed = await api<{ insertedId: string }>(as, 'POST', '/api/order', {
      productId,
      quantity,
      phone: '01712345678',
      address: 'House 4, Road 2, Dhanmondi, Dhaka',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBeLessThan(300);
    const id = placed.body.insertedId;
    for (const status of statuses) {
      const moved = await move(id, status);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    return id;
  };
  return {
    shop,
    owner,
    staff,
    tracked,
    untracked,
    api,
    move,
    customer: (name = 'Warranty Customer') => signUpAs(shop.app, { name }),
    order,
    async delivered(as, serials) {
      const id = await order(as, tracked.id, serials.length, ['confirmed']);
      const saved = await api(
        staff,
        'PUT',
        `/api/admin/orders/${id}/serials`,
        serialsBody(serials),
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      for (const status of ['shipped', 'delivered']) {
        expect((await move(id, status)).status).toBe(200);
      }
      return id;
    },
  };
}

/** Records serials for line 1 of an order, as staff do at packing. */
export function serialsBody(serials: string[], note?: string) {
  return { lines: [{ lineNo: 1, serials }], ...(note === undefined ? {} : { note }) };
}
