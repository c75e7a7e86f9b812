import { afterAll, beforeAll, expect, test } from 'vitest';
import type { CouponQuote } from '../../../shared/schemas/coupon.ts';
import type { SignedIn } from '../../test/auth-test-helpers.ts';
import { call, checkoutAs, checkoutBody, couponOf } from '../../test/checkout-test-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startCouponTestShop } from './coupon-test-shop.ts';

// Issue 44, I3: codes were upper-cased before the pattern check, and JavaScript's upper case
// turns some letters outside A-Z into A-Z: "eıd-500" (dotless ı) became EID-500, "ſale"
// (long s) SALE, and sixteen "ß" the 32 letters "SSSS...". The pattern now judges the code
// as typed (spaces around it dropped), and only then is it put in capitals.

let shop: TestApp;
let owner: SignedIn;
let customer: SignedIn;
let items: { productId: string; quantity: number }[];

beforeAll(async () => {
  ({ shop, owner, customer, items } = await startCouponTestShop('Code Customer'));
});
afterAll(() => shop.close());

const LOOK_ALIKES = [
  ['a dotless ı', 'eıd-500'],
  ['a long ſ', 'ſale-10'],
  ['sixteen ß', 'ß'.repeat(16)],
  ['the ﬁ ligature', 'ﬁnal-10'],
] as const;

async function couponCount() {
  const { rows } = await shop.database.pool.query<{ n: number }>(
    'select count(*)::int as n from coupons',
  );
  return rows[0]?.n;
}

test.each(LOOK_ALIKES)(
  'I3: the owner cannot write a code with %s: a 400 naming the code, nothing written',
  async (_, code) => {
    const before = await couponCount();
    const answer = await call(shop, owner, 'POST', '/api/admin/coupons', {
      code,
      kind: 'amount',
      value: 100,
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain('code');
    expect(await couponCount()).toBe(before);
  },
);

test('I3: a look-alike of a live code is not that code, at the check or at checkout', async () => {
  await couponOf(shop, owner, { code: 'SALE-20' });
  // Typed in any case, the code itself is found...
  const typed = await call(shop, customer, 'POST', '/api/coupons/check', {
    code: ' sale-20 ',
    items,
  });
  expect(typed.statusCode, typed.body).toBe(200);
  expect(typed.json<CouponQuote>().code).toBe('SALE-20');
  // ...but a long ſ is not an s.
  const lookAlike = await call(shop, customer, 'POST', '/api/coupons/check', {
    code: 'ſale-20',
    items,
  });
  expect(lookAlike.statusCode, lookAlike.body).toBe(400);
  expect(lookAlike.json<{ message: string }>().message).toContain('code');

  const checkout = await checkoutAs(shop, customer, checkoutBody({ couponCode: 'ſale-20' }));
  expect(checkout.statusCode, checkout.body).toBe(400);
  expect(checkout.json<{ message: string }>().message).toContain('couponCode');
});
