import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { MAX_ADDRESSES, type Address } from '../../../shared/schemas/address.ts';
import type { CheckoutResult } from '../../../shared/schemas/checkout.ts';
import type { DeliveryQuote } from '../../../shared/schemas/delivery.ts';
import type { OrderDetail } from '../../../shared/schemas/order-detail.ts';
import type { TestApp } from '../../test/test-app.ts';
import { signUpAs, type SignedIn } from '../../test/auth-test-helpers.ts';
import { call, checkoutAs, checkoutBody } from '../../test/checkout-test-helpers.ts';
import { startCheckoutShop, type CheckoutShop } from '../../test/checkout-test-shop.ts';

// What checkout explains and keeps: the delivery charge as its parts (quote and order), the
// address kept in the address book, and phone numbers typed in any common form.

let world: CheckoutShop;
let shop: TestApp;

beforeAll(async () => {
  world = await startCheckoutShop();
  ({ shop } = world);
});
afterAll(() => shop.close());
beforeEach(() => world.restock());

const product = (i: number) => world.product(i);
/** A new customer each time, so each address book starts empty. */
const newCustomer = () => signUpAs(shop.app, { name: 'Rahim Uddin' });
const oneLine = (quantity: number) => [{ productId: product(0)._id, quantity }];
const addressBook = async (as: SignedIn) =>
  (await call(shop, as, 'GET', '/api/addresses')).json<Address[]>();

async function placed(as: SignedIn, body: Record<string, unknown>): Promise<CheckoutResult> {
  const answer = await checkoutAs(shop, as, checkoutBody({ items: oneLine(1), ...body }));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<CheckoutResult>();
}

describe('the delivery charge as its parts', () => {
  test('every quoted option answers its zone charge and weight charge, adding up to the charge', async () => {
    // Three products of 1 kg: 2 kg above the first at Tk 20; Rajshahi is Outside Dhaka (Tk 150).
    const answer = await call(shop, undefined, 'POST', '/api/delivery/quote', {
      district: 'Rajshahi',
      items: oneLine(3),
    });
    expect(answer.statusCode).toBe(200);
    const quote = answer.json<DeliveryQuote>();
    expect(quote.weightGrams).toBe(3000);
    expect(quote.options.find((o) => o.method === 'home')).toMatchObject({
      charge: 190,
      zoneCharge: 150,
      weightCharge: 40,
    });
    for (const option of quote.options) {
      expect(option.charge).toBe(option.zoneCharge + option.weightCharge);
      if (option.method === 'pickup')
        expect([option.zoneCharge, option.weightCharge]).toEqual([0, 0]);
    }
  });

  test('the order keeps the parts and the parcel weight, and its page answers them', async () => {
    const as = await newCustomer();
    const order = await placed(as, { items: oneLine(4) });
    expect(order.deliveryCharge).toBe(150 + 60);
    const detail = (
      await call(shop, as, 'GET', `/api/orders/${order.orderId}`)
    ).json<OrderDetail>();
    expect(detail.delivery).toMatchObject({
      charge: 210,
      zoneCharge: 150,
      weightCharge: 60,
      weightGrams: 4000,
    });
  });
});

describe('the address goes to the address book', () => {
  test('saveAddress left out keeps the address, once, however it is spaced or cased', async () => {
    const as = await newCustomer();
    await placed(as, {});
    await placed(as, {
      contact: { name: ' rahim  uddin ', phone: '+880 1712-345678' },
      address: { district: 'রাজশাহী', area: 'BOALIA', line: 'House 4,  Road 2, Shaheb Bazar' },
    });
    const book = await addressBook(as);
    expect(book).toEqual([
      expect.objectContaining({
        name: 'Rahim Uddin',
        phone: '01712345678',
        district: 'Rajshahi',
        area: 'Boalia',
        line: 'House 4, Road 2, Shaheb Bazar',
        isDefault: true,
      }),
    ]);
  });

  test('saveAddress: true adds a second, different address beside the first', async () => {
    const as = await newCustomer();
    await placed(as, { saveAddress: true });
    await placed(as, {
      saveAddress: true,
      address: { district: 'Sylhet', area: 'Zindabazar', line: 'Road 7' },
    });
    const book = await addressBook(as);
    expect(book.map((a) => [a.district, a.isDefault])).toEqual(
      expect.arrayContaining([
        ['Rajshahi', true],
        ['Sylhet', false],
      ]),
    );
    expect(book).toHaveLength(2);
  });

  test('a full address book: the order is placed and the book stays as it was', async () => {
    const as = await newCustomer();
    for (let i = 0; i < MAX_ADDRESSES; i++) {
      const saved = await call(shop, as, 'POST', '/api/addresses', {
        label: `Place ${i}`,
        name: 'Rahim Uddin',
        phone: '01712345678',
        district: 'Dhaka',
        area: 'Dhanmondi',
        line: `Road ${i}`,
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    const before = await addressBook(as);
    await placed(as, { saveAddress: true });
    expect(await addressBook(as)).toEqual(before);
    expect(before).toHaveLength(MAX_ADDRESSES);
  });

  test('saveAddress: false orders without touching the address book', async () => {
    const as = await newCustomer();
    await placed(as, { saveAddress: false });
    expect(await addressBook(as)).toEqual([]);
  });

  test('saveAddress that is not true or false is a 400 naming it, and nothing is ordered', async () => {
    const as = await newCustomer();
    const before = await world.orderCount();
    const answer = await checkoutAs(
      shop,
      as,
      checkoutBody({ items: oneLine(1), saveAddress: 'yes' }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain('saveAddress');
    expect(await world.orderCount()).toBe(before);
    expect(await addressBook(as)).toEqual([]);
  });
});

describe('phone numbers', () => {
  test.each(['০১৭১২-৩৪৫৬৭৮', '+880 1712 345678', '8801712345678', '017 1234 5678'])(
    '%s is taken and kept as 01712345678, on the order and in the address book',
    async (phone) => {
      const as = await newCustomer();
      const order = await placed(as, { contact: { name: 'Rahim Uddin', phone } });
      const detail = (
        await call(shop, as, 'GET', `/api/orders/${order.orderId}`)
      ).json<OrderDetail>();
      expect(detail.contact.phone).toBe('01712345678');
      expect((await addressBook(as)).map((a) => a.phone)).toEqual(['01712345678']);
    },
  );

  test('an address saved with Bangla digits is kept with Latin ones', async () => {
    const as = await newCustomer();
    const answer = await call(shop, as, 'POST', '/api/addresses', {
      name: 'Rahim Uddin',
      phone: '০১৯১২ ৩৪৫৬৭৮',
      district: 'Sylhet',
      area: 'Zindabazar',
      line: 'Road 7',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json<Address>().phone).toBe('01912345678');
  });

  test('an order is tracked with its phone typed in Bangla digits', async () => {
    const as = await newCustomer();
    const order = await placed(as, {});
    const answer = await call(shop, undefined, 'POST', '/api/track', {
      number: order.orderNumber,
      phone: '০১৭১২৩৪৫৬৭৮',
    });
    expect(answer.statusCode).toBe(200);
  });

  test.each(['০১২১২৩৪৫৬৭৮', '+88001712345678', '01712-34567', '০১৭১২৩৪৫৬৭৮৯', 'call me'])(
    '%s is a 400 naming the phone, and nothing is ordered or saved',
    async (phone) => {
      const as = await newCustomer();
      const before = await world.orderCount();
      const answer = await checkoutAs(
        shop,
        as,
        checkoutBody({ items: oneLine(1), contact: { name: 'Rahim Uddin', phone } }),
      );
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ issues?: Record<string, string> }>().issues).toHaveProperty([
        'contact.phone',
      ]);
      expect(await world.orderCount()).toBe(before);
      expect(await addressBook(as)).toEqual([]);
    },
  );
});
