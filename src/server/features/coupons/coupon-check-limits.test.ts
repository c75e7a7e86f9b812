import { afterAll, beforeAll, expect, test } from 'vitest';
import type { CouponRefusal } from '../../../shared/schemas/coupon.ts';
import type { SignedIn } from '../../test/auth-test-helpers.ts';
import { couponOf } from '../../test/checkout-test-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startCouponTestShop } from './coupon-test-shop.ts';
import { COUPON_CHECK_LIMIT } from './coupons.routes.ts';

// Issue 44, L7: 300 coupon checks from one client in under two seconds, none limited, so
// codes could be guessed by the thousand. Checks are counted per client address by the
// limiter sign-in uses; the reasons stay (a shopper still learns that a code has ended).

let shop: TestApp;
let owner: SignedIn;
let customer: SignedIn;
let items: { productId: string; quantity: number }[];

beforeAll(async () => {
  ({ shop, owner, customer, items } = await startCouponTestShop('Guessing Customer'));
});
afterAll(() => shop.close());

/** A check from the client at `remoteAddress`, signed in as `as` or not. */
const check = (code: string, remoteAddress: string, as?: SignedIn) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/coupons/check',
    headers: as?.headers ?? {},
    payload: { code, items },
    remoteAddress,
  });

test('L7: one client guessing codes gets its limit of answers, then a 429 that says when to try again', async () => {
  const guesser = '198.51.100.44';
  const statuses: number[] = [];
  for (let i = 0; i < COUPON_CHECK_LIMIT.limit; i++) {
    statuses.push((await check(`GUESS-${1000 + i}`, guesser)).statusCode);
  }
  expect(statuses).toEqual(Array<number>(COUPON_CHECK_LIMIT.limit).fill(404));

  const refused = await check('GUESS-9999', guesser);
  expect(refused.statusCode, refused.body).toBe(429);
  expect(refused.json<{ message: string }>().message).toMatch(
    /^Too many attempts\. Please try again in \d+ minutes?\.$/,
  );
  const wait = Number(refused.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(COUPON_CHECK_LIMIT.windowSeconds);

  // Signing in does not make it another client, and a real code is refused alike.
  const real = await couponOf(shop, owner);
  expect((await check(real.code, guesser, customer)).statusCode).toBe(429);
  // Another client is not affected, and still learns why a code does not apply.
  const ended = await couponOf(shop, owner, {
    startsAt: '2020-01-01T00:00:00Z',
    endsAt: '2020-02-01T00:00:00Z',
  });
  const other = await check(ended.code, '198.51.100.45');
  expect(other.statusCode, other.body).toBe(409);
  expect(other.json<CouponRefusal>().reason).toBe('ended');
}, 120_000);
