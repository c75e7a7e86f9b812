import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { CheckoutResult } from '../../../shared/schemas/checkout.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, type SignedIn } from '../../test/auth-test-helpers.ts';
import { saveOrderLimits } from '../orders/index.ts';
import {
  call,
  checkoutAs,
  checkoutBody,
  ledgerProblems,
  setStock,
  stocksOf,
} from '../../test/checkout-test-helpers.ts';

// Forty customers check out at once, each a cart of three of the same five products in a
// different order, against stocks too small for all of them.
let shop: TestApp;
let customers: SignedIn[];
let productIds: string[];

const SEED = Number(process.env.CHECKOUT_RACE_SEED ?? Date.now() % 1_000_000);

/** A small deterministic generator, so a failing run can be replayed with its seed. */
function random(seed: number) {
  let state = seed || 1;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

beforeAll(async () => {
  shop = await createTestApp({ seeded: true, env: { ORDER_LIMIT_PER_USER_PER_MINUTE: '1000' } });
  await saveOrderLimits(shop.database.db, { perProduct: 1000, total: 1000 });
  const listed = await call(shop, undefined, 'GET', '/api/product?pageSize=5');
  productIds = listed.json<Product[]>().map((p) => p._id);
  customers = [];
  // One at a time: password hashing admits only a few sign-ups at once.
  for (let i = 0; i < 40; i++) customers.push(await signUpAs(shop.app, { name: `Racer ${i}` }));
});
afterAll(() => shop.close());

test(`40 overlapping three-product checkouts never oversell nor deadlock (seed ${SEED}; replay with CHECKOUT_RACE_SEED=${SEED})`, async () => {
  const next = random(SEED);
  const stock = Object.fromEntries(productIds.map((id) => [id, 3 + Math.floor(next() * 8)]));
  await setStock(shop, stock);
  const carts = customers.map(() => {
    const shuffled = [...productIds].sort(() => next() - 0.5).slice(0, 3);
    return shuffled.map((productId) => ({ productId, quantity: 1 + Math.floor(next() * 3) }));
  });

  const answers = await Promise.all(
    customers.map((customer, i) =>
      checkoutAs(shop, customer, checkoutBody({ items: carts[i] }), randomUUID()),
    ),
  );

  const statuses = answers.map((answer) => answer.statusCode);
  expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
  expect(statuses).toContain(201);
  const taken: Record<string, number> = Object.fromEntries(productIds.map((id) => [id, 0]));
  answers.forEach((answer, i) => {
    if (answer.statusCode !== 201) return;
    const result = answer.json<CheckoutResult>();
    expect(result.lines.map((l) => [l.productId, l.quantity])).toEqual(
      carts[i]?.map((l) => [l.productId, l.quantity]),
    );
    for (const line of carts[i] ?? [])
      taken[line.productId] = (taken[line.productId] ?? 0) + line.quantity;
  });
  const after = await stocksOf(shop, productIds);
  for (const id of productIds) {
    expect(after[id]).toBeGreaterThanOrEqual(0);
    // Every 201 took its stock, and nothing else did.
    expect(after[id]).toBe((stock[id] ?? 0) - (taken[id] ?? 0));
  }
  // A refused cart really was short when it was refused: something it wanted is now low.
  answers.forEach((answer, i) => {
    if (answer.statusCode !== 409) return;
    const short = answer.json<{ lines: { productId: string; available: number }[] }>().lines;
    expect(short.length).toBeGreaterThan(0);
    for (const line of short) {
      const wanted = carts[i]?.find((l) => l.productId === line.productId)?.quantity ?? 0;
      expect(line.available).toBeLessThan(wanted);
    }
  });
  const { rows } = await shop.database.pool.query<{ n: number }>(
    `select count(*)::int as n from stock_ledger where reason = 'order' and product_id = any($1)`,
    [productIds],
  );
  const lineCount = answers.filter((a) => a.statusCode === 201).length * 3;
  expect(rows[0]?.n).toBe(lineCount);
  expect(await ledgerProblems(shop)).toEqual([]);
});
