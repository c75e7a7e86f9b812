import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Coupon, CouponQuote, CouponRefusal } from '../../../shared/schemas/coupon.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { call, couponOf } from '../../test/checkout-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The owner's coupon calls and the shopper's check: every refusal reason, and the bad input
// the issue lists, each answered with a 4xx that changes nothing.

let shop: TestApp;
let owner: SignedIn;
let customer: SignedIn;
let products: Product[];

beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  owner = await signUpOwner(shop.app, shop.database.db);
  customer = await signUpAs(shop.app, { name: 'Coupon Customer' });
  products = (await call(shop, undefined, 'GET', '/api/product?pageSize=4')).json<Product[]>();
});
afterAll(() => shop.close());

let codes = 0;
const freshCode = (prefix = 'TEST') => `${prefix}-${(codes += 1)}`;

const create = (fields: Record<string, unknown>) => couponOf(shop, owner, fields);

const line = (i: number, quantity = 1) => ({
  productId: (products[i] as Product)._id,
  quantity,
});
const priceOf = (i: number) => (products[i] as Product).price;

function check(code: string, items = [line(0)], as: SignedIn | undefined = customer, extra = {}) {
  return call(shop, as, 'POST', '/api/coupons/check', { code, items, ...extra });
}

async function couponCount() {
  const { rows } = await shop.database.pool.query<{ n: number }>(
    'select count(*)::int as n from coupons',
  );
  return rows[0]?.n;
}

describe('the owner writes coupons', () => {
  test('a code typed with spaces and in lower case is kept trimmed and upper case, and found in any case', async () => {
    const answer = await call(shop, owner, 'POST', '/api/admin/coupons', {
      code: '  eid-sale-7 ',
      kind: 'percent',
      value: 10,
      maxDiscount: 300,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<Coupon>()).toMatchObject({
      code: 'EID-SALE-7',
      kind: 'percent',
      value: 10,
      maxDiscount: 300,
      minSubtotal: 0,
      scope: {},
      active: true,
      uses: 0,
    });
    const listed = await call(shop, owner, 'GET', '/api/admin/coupons');
    expect(listed.json<Coupon[]>().map((c) => c.code)).toContain('EID-SALE-7');
    const checked = await check(' Eid-Sale-7 ');
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json<CouponQuote>()).toEqual({
      code: 'EID-SALE-7',
      discount: Math.min(300, Math.floor(priceOf(0) / 10)),
      freeDelivery: false,
    });
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['a code with a space inside', { code: 'EID 500' }, 'code'],
    ['a code of two letters', { code: 'AB' }, 'code'],
    ['a code of 33 letters', { code: 'A'.repeat(33) }, 'code'],
    ['a code with an underscore', { code: 'EID_500' }, 'code'],
    ['a percent above 100', { kind: 'percent', value: 101 }, 'value'],
    ['a percent below 1', { kind: 'percent', value: 0 }, 'value'],
    ['an amount of 0', { kind: 'amount', value: 0 }, 'value'],
    ['an amount in part Taka', { kind: 'amount', value: 99.5 }, 'value'],
    ['a maximum discount on an amount coupon', { kind: 'amount', maxDiscount: 100 }, 'maxDiscount'],
    ['an unknown kind', { kind: 'bogo' }, 'kind'],
    [
      'an end before the start',
      { startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' },
      'endsAt',
    ],
    ['a use limit of 0', { maxUses: 0 }, 'maxUses'],
    ['a category the shop does not sell', { scope: { categories: ['toaster'] } }, 'scope'],
    ['a minimum below 0', { minSubtotal: -1 }, 'minSubtotal'],
    // The audit's request: past what the int4 column holds, it was a 500.
    ['an amount of 2147483648', { kind: 'amount', value: 2_147_483_648 }, 'value'],
  ];
  test.each(bad)(
    '%s is a 400 naming the field, and no coupon is written',
    async (_, fields, field) => {
      const before = await couponCount();
      const answer = await call(shop, owner, 'POST', '/api/admin/coupons', {
        code: freshCode(),
        kind: 'amount',
        value: 500,
        ...fields,
      });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json<{ message: string }>().message).toContain(field);
      expect(await couponCount()).toBe(before);
    },
  );

  test('a second coupon with a code in use (in another case) is a 409', async () => {
    const first = await create({});
    const again = await call(shop, owner, 'POST', '/api/admin/coupons', {
      code: first.code.toLowerCase(),
      kind: 'amount',
      value: 100,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain(first.code);
  });

  test('a change is checked as a whole coupon: percent 150 is refused, a new end is kept', async () => {
    const coupon = await create({ kind: 'percent', value: 10 });
    const refused = await call(shop, owner, 'PATCH', `/api/admin/coupons/${coupon.id}`, {
      value: 150,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('value');
    const changed = await call(shop, owner, 'PATCH', `/api/admin/coupons/${coupon.id}`, {
      endsAt: '2031-05-01T00:00:00.000Z',
      value: 15,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Coupon>()).toMatchObject({ value: 15, endsAt: '2031-05-01T00:00:00.000Z' });
    const cleared = await call(shop, owner, 'PATCH', `/api/admin/coupons/${coupon.id}`, {
      endsAt: null,
    });
    expect(cleared.json<Coupon>().endsAt).toBeUndefined();
  });

  test('a deleted coupon is unknown to shoppers, gone from the list, and its code free again', async () => {
    const coupon = await create({});
    const removed = await call(shop, owner, 'DELETE', `/api/admin/coupons/${coupon.id}`);
    expect(removed.statusCode).toBe(204);
    const checked = await check(coupon.code);
    expect(checked.statusCode).toBe(404);
    expect(checked.json<CouponRefusal>().reason).toBe('unknown');
    const listed = await call(shop, owner, 'GET', '/api/admin/coupons');
    expect(listed.json<Coupon[]>().map((c) => c.id)).not.toContain(coupon.id);
    const again = await call(shop, owner, 'DELETE', `/api/admin/coupons/${coupon.id}`);
    expect(again.statusCode).toBe(404);
    const reused = await create({ code: coupon.code });
    expect(reused.code).toBe(coupon.code);
  });

  test('customers may not write coupons', async () => {
    const answer = await call(shop, customer, 'POST', '/api/admin/coupons', {
      code: freshCode(),
      kind: 'amount',
      value: 100,
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('the shopper checks a code', () => {
  const refusal = async (code: string, items = [line(0)], as: SignedIn | undefined = customer) => {
    const answer = await check(code, items, as);
    return { status: answer.statusCode, ...answer.json<CouponRefusal>() };
  };

  test('unknown: 404', async () => {
    expect(await refusal('NOPE-NOPE')).toMatchObject({ status: 404, reason: 'unknown' });
  });

  test('switched off: inactive', async () => {
    const coupon = await create({ active: false });
    expect(await refusal(coupon.code)).toMatchObject({ status: 409, reason: 'inactive' });
  });

  test('a future coupon: not-started, with the day it starts', async () => {
    const coupon = await create({ startsAt: '2099-03-01T06:00:00Z' });
    const answer = await refusal(coupon.code);
    expect(answer).toMatchObject({ status: 409, reason: 'not-started' });
    expect(answer.message).toContain('2099');
  });

  test('an expired coupon: ended', async () => {
    const coupon = await create({
      startsAt: '2020-01-01T00:00:00Z',
      endsAt: '2020-02-01T00:00:00Z',
    });
    expect(await refusal(coupon.code)).toMatchObject({ status: 409, reason: 'ended' });
  });

  test('every use taken: used-up', async () => {
    const coupon = await create({ maxUses: 1 });
    await shop.database.pool.query('update coupons set uses = 1 where id = $1', [coupon.id]);
    expect(await refusal(coupon.code)).toMatchObject({ status: 409, reason: 'used-up' });
  });

  test('below the minimum: says how much more is needed', async () => {
    const coupon = await create({ minSubtotal: priceOf(0) + 1000 });
    const answer = await refusal(coupon.code);
    expect(answer).toMatchObject({ status: 409, reason: 'below-minimum' });
    expect(answer.message).toContain('add Tk 1,000 more');
  });

  test('nothing in the cart it covers: not-covered; a covered product gets the discount', async () => {
    const other = products.find((p) => p.category !== products[0]?.category) as Product;
    const coupon = await create({ value: 300, scope: { categories: [other.category] } });
    expect(await refusal(coupon.code)).toMatchObject({ status: 409, reason: 'not-covered' });
    const covered = await check(coupon.code, [line(0), { productId: other._id, quantity: 1 }]);
    expect(covered.json<CouponQuote>().discount).toBe(Math.min(300, other.price));
  });

  test('an amount larger than what it covers is capped at what it covers', async () => {
    const coupon = await create({ value: priceOf(0) * 5 });
    const answer = await check(coupon.code, [line(0)]);
    expect(answer.json<CouponQuote>().discount).toBe(priceOf(0));
  });

  test('free delivery takes off the delivery charge once the district prices it', async () => {
    const coupon = await create({ kind: 'free-delivery', value: 0 });
    const unknown = await check(coupon.code);
    expect(unknown.json<CouponQuote>()).toMatchObject({ discount: 0, freeDelivery: true });
    const quote = await call(shop, undefined, 'POST', '/api/delivery/quote', {
      district: 'Rajshahi',
      items: [line(0)],
    });
    const home = quote
      .json<{ options: { method: string; charge: number }[] }>()
      .options.find((o) => o.method === 'home');
    const priced = await check(coupon.code, [line(0)], customer, {
      district: 'Rajshahi',
      deliveryMethod: 'home',
    });
    expect(priced.json<CouponQuote>()).toEqual({
      code: coupon.code,
      discount: home?.charge,
      freeDelivery: true,
    });
  });

  const badChecks: [string, () => Record<string, unknown>][] = [
    ['two codes', () => ({ code: ['ONE-1', 'TWO-2'], items: [line(0)] })],
    ['no lines', () => ({ code: 'SOME-CODE', items: [] })],
    ['a code with a space inside', () => ({ code: 'EID 500', items: [line(0)] })],
    [
      'a product the shop does not sell',
      () => ({
        code: 'SOME-CODE',
        items: [{ productId: '00000000-0000-4000-8000-0000000000d1', quantity: 1 }],
      }),
    ],
  ];
  test.each(badChecks)('%s is a 400', async (_, body) => {
    const answer = await call(shop, customer, 'POST', '/api/coupons/check', body());
    expect(answer.statusCode, answer.body).toBe(400);
  });
});
