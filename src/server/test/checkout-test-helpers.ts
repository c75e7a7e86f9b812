import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Coupon } from '../../shared/schemas/coupon.ts';
import type { TestApp } from './test-app.ts';
import type { SignedIn } from './auth-test-helpers.ts';

// Shared by the cart, checkout, order and stock API tests.

/** A valid checkout body to an Outside Dhaka district, cash on delivery. */
export function checkoutBody(overrides: Record<string, unknown> = {}) {
  return {
    contact: { name: 'Rahim Uddin', phone: '01712345678' },
    address: { district: 'Rajshahi', area: 'Boalia', line: 'House 4, Road 2, Shaheb Bazar' },
    deliveryMethod: 'home',
    paymentMethod: 'cod',
    ...overrides,
  };
}

export function checkoutAs(
  shop: TestApp,
  as: SignedIn,
  body: object,
  key: string | null = randomUUID(),
) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...as.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

export function call(
  shop: TestApp,
  as: SignedIn | undefined,
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
) {
  return shop.app.inject({
    method,
    url,
    headers: as?.headers ?? {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

export async function setStock(shop: TestApp, stocks: Record<string, number>) {
  // Through the stock module's function, as an admin's count would, so the ledger agrees.
  for (const [id, stock] of Object.entries(stocks)) {
    await shop.database.pool.query(
      `select change_stock($1, $2 - stock, 'adjustment', null, 'system', null, null, 'test set-up')
         from products where id = $1`,
      [id, stock],
    );
  }
}

export async function stocksOf(shop: TestApp, ids: readonly string[]) {
  const { rows } = await shop.database.pool.query<{ id: string; stock: number }>(
    'select id, stock from products where id = any($1::uuid[])',
    [ids],
  );
  return Object.fromEntries(rows.map((row) => [row.id, row.stock]));
}

/**
 * The stock ledger's invariant, for every product: stock = the sum of its ledger's
 * changes (the first entry starts from zero), each entry's stock after is the running
 * sum, and nothing is ever below zero. Answers what breaks it (empty: it holds).
 */
export async function ledgerProblems(shop: TestApp): Promise<string[]> {
  const { rows } = await shop.database.pool.query<{ problem: string }>(
    `with running as (
       select product_id, entry_no, stock_after,
              sum(change) over (partition by product_id order by entry_no) as running
         from stock_ledger
     )
     select format('product %s entry %s: stock after %s, running sum %s',
                   product_id, entry_no, stock_after, running) as problem
       from running where stock_after <> running or stock_after < 0
     union all
     select format('product %s: stock %s, ledger sum %s', p.id, p.stock, coalesce(sum(l.change), 0))
       from products p left join stock_ledger l on l.product_id = p.id
      group by p.id having p.stock <> coalesce(sum(l.change), 0) or p.stock < 0`,
  );
  return rows.map((row) => row.problem);
}

let couponCodes = 0;

/**
 * A coupon the shop's admin makes through the admin API, under a code no other has: Tk 500
 * off unless `fields` say otherwise (any field of the coupon form).
 */
export async function couponOf(
  shop: TestApp,
  admin: SignedIn,
  fields: Record<string, unknown> = {},
): Promise<Coupon> {
  const answer = await call(shop, admin, 'POST', '/api/admin/coupons', {
    code: `SHOP-${(couponCodes += 1)}`,
    kind: 'amount',
    value: 500,
    ...fields,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<Coupon>();
}
