import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { invisibleCharactersMessage } from '../../../shared/schemas/visible-text.ts';
import type { TestApp } from '../../test/test-app.ts';
import { signUpAs, type SignedIn } from '../../test/auth-test-helpers.ts';
import { call, checkoutAs, checkoutBody } from '../../test/checkout-test-helpers.ts';
import { startCheckoutShop, type CheckoutShop } from '../../test/checkout-test-shop.ts';

// An order's contact name and address are read by the shop's staff on the order screens:
// a right-to-left override (or any other invisible format character) would make them
// read as something else, so they are refused as in display names.

let world: CheckoutShop;
let shop: TestApp;
let customer: SignedIn;

beforeAll(async () => {
  world = await startCheckoutShop();
  ({ shop, customer } = world);
});
afterAll(() => shop.close());
beforeEach(() => world.restock());

const RLO = '\u202E';
const issuesOf = (answer: { json: <T>() => T }) =>
  answer.json<{ issues?: Record<string, string> }>().issues;

describe('order contact fields refuse text-direction characters', () => {
  const contact = checkoutBody() as ReturnType<typeof checkoutBody> & {
    contact: Record<string, string>;
    address: Record<string, string>;
  };
  test.each([
    ['contact.name', { contact: { ...contact.contact, name: `Rahim ${RLO}nidd U` } }],
    ['address.district', { address: { ...contact.address, district: `Rajshahi${RLO}` } }],
    ['address.area', { address: { ...contact.address, area: `${RLO}Boalia` } }],
    ['address.line', { address: { ...contact.address, line: `House 4 ${RLO}2 daoR` } }],
  ])('checkout: %s with U+202E is a 400 naming it; nothing is ordered', async (field, change) => {
    await world.fillCart(customer, [[0, 1]]);
    const before = await world.orderCount();
    const answer = await checkoutAs(shop, customer, checkoutBody(change));
    expect(answer.statusCode).toBe(400);
    // The address's messages name its fields as the address book does ("district ...").
    const name = field === 'contact.name' ? field : field.replace('address.', '');
    expect(issuesOf(answer)).toEqual({ [field]: invisibleCharactersMessage(name) });
    expect(await world.orderCount()).toBe(before);
  });

  test.each([
    ['address', { address: `House 9, Road 3${RLO}, Uttara` }, 'Address'],
    ['district', { district: `Dhaka${RLO}` }, 'district'],
  ])(
    'POST /api/order: %s with U+202E is a 400 naming it; nothing is ordered',
    async (field, change, name) => {
      const before = await world.orderCount();
      const answer = await call(shop, customer, 'POST', '/api/order', {
        productId: world.ids()[0],
        quantity: 1,
        phone: '01712345678',
        address: 'House 9, Road 3, Uttara',
        district: 'Dhaka',
        ...change,
      });
      expect(answer.statusCode).toBe(400);
      expect(issuesOf(answer)).toEqual({ [field]: invisibleCharactersMessage(name) });
      expect(await world.orderCount()).toBe(before);
    },
  );
});

// The third outside audit's characters (issue 44, L2): a line separator, Hangul fillers,
// blank braille and the combining grapheme joiner show as nothing, or break the line an
// order's address is printed on.
const FILLERS = ['\u2028', '\u115F', '\u3164', '\u2800', '\u034F'];
const hex = (character: string) => character.codePointAt(0)!.toString(16).toUpperCase();

describe('order contact fields refuse invisible fillers and line separators', () => {
  test.each(FILLERS.map((character) => [hex(character), character]))(
    'checkout: U+%s in the contact name, any address field or the note is a 400 naming it; nothing is ordered',
    async (_hex, character) => {
      await world.fillCart(customer, [[0, 1]]);
      const before = await world.orderCount();
      const base = checkoutBody() as {
        contact: Record<string, string>;
        address: Record<string, string>;
      };
      const changes: Array<[string, string, Record<string, unknown>]> = [
        [
          'contact.name',
          'contact.name',
          { contact: { ...base.contact, name: `Rahim${character}Uddin` } },
        ],
        [
          'address.district',
          'district',
          { address: { ...base.address, district: `Raj${character}shahi` } },
        ],
        [
          'address.area',
          'area',
          { address: { ...base.address, area: `Boa${character}${character}lia` } },
        ],
        [
          'address.line',
          'line',
          { address: { ...base.address, line: `House 4${character}Road 2` } },
        ],
        // The delivery note is read by staff too.
        ['note', 'note', { note: `Call before${character}coming` }],
      ];
      for (const [field, name, change] of changes) {
        const answer = await checkoutAs(shop, customer, checkoutBody(change));
        expect(answer.statusCode, field).toBe(400);
        expect(issuesOf(answer)).toEqual({ [field]: invisibleCharactersMessage(name) });
      }
      expect(await world.orderCount()).toBe(before);
    },
  );

  test.each(FILLERS.map((character) => [hex(character), character]))(
    'POST /api/order: U+%s in the address or district is a 400 naming it; nothing is ordered',
    async (_hex, character) => {
      const before = await world.orderCount();
      const order = {
        productId: world.ids()[0],
        quantity: 1,
        phone: '01712345678',
        address: 'House 9, Road 3, Uttara',
        district: 'Dhaka',
      };
      for (const [field, name, change] of [
        ['address', 'Address', { address: `House 9,${character}Road 3` }],
        ['district', 'district', { district: `Dh${character}aka` }],
      ] as const) {
        const answer = await call(shop, customer, 'POST', '/api/order', { ...order, ...change });
        expect(answer.statusCode, field).toBe(400);
        expect(issuesOf(answer)).toEqual({ [field]: invisibleCharactersMessage(name) });
      }
      expect(await world.orderCount()).toBe(before);
    },
  );

  test('a Bangla contact and address, joiners included, are ordered as typed', async () => {
    await world.fillCart(customer, [[0, 1]]);
    const base = checkoutBody() as {
      contact: Record<string, string>;
      address: Record<string, string>;
    };
    const name = 'র\u200C্যাচেল খাতুন';
    const line = 'র\u200D্যাংগস ভবন, ১১৭/এ তেজগাঁও';
    const answer = await checkoutAs(
      shop,
      customer,
      checkoutBody({ contact: { ...base.contact, name }, address: { ...base.address, line } }),
    );
    expect(answer.statusCode).toBe(201);
  });
});

describe('the address book refuses them too', () => {
  const home = {
    label: 'Home',
    name: 'Salma Begum',
    phone: '01812345678',
    district: 'Rajshahi',
    area: 'Boalia',
    line: 'House 4, Road 2',
  };

  test.each(['name', 'district', 'area', 'line'] as const)(
    '%s with U+202E (or U+2066) is a 400 naming it; nothing is saved',
    async (field) => {
      const owner = await signUpAs(shop.app);
      for (const mark of [RLO, '\u2066']) {
        const body = { ...home, [field]: `${home[field]}${mark}x` };
        const answer = await call(shop, owner, 'POST', '/api/addresses', body);
        expect(answer.statusCode).toBe(400);
        expect(issuesOf(answer)).toEqual({ [field]: invisibleCharactersMessage(field) });
      }
      expect((await call(shop, owner, 'GET', '/api/addresses')).json()).toEqual([]);
    },
  );

  test.each(FILLERS.map((character) => [hex(character), character]))(
    'U+%s in any field is a 400 naming it; nothing is saved',
    async (_hex, character) => {
      const owner = await signUpAs(shop.app);
      for (const field of ['name', 'district', 'area', 'line'] as const) {
        const body = {
          ...home,
          [field]: `${home[field].slice(0, 3)}${character}${home[field].slice(3)}`,
        };
        const answer = await call(shop, owner, 'POST', '/api/addresses', body);
        expect(answer.statusCode, field).toBe(400);
        expect(issuesOf(answer)).toEqual({ [field]: invisibleCharactersMessage(field) });
      }
      expect((await call(shop, owner, 'GET', '/api/addresses')).json()).toEqual([]);
    },
  );

  test('Bangla typed with a joiner between its letters is kept as typed', async () => {
    const owner = await signUpAs(shop.app);
    // র + ZWJ + ্ + য: the ra and ya-phala of "র‍্যাংগস" as phonetic keyboards write it.
    const line = 'র\u200D্যাংগস ভবন, ১১৭/এ তেজগাঁও';
    const answer = await call(shop, owner, 'POST', '/api/addresses', { ...home, line });
    expect(answer.statusCode).toBe(201);
    expect(answer.json<{ line: string }>().line).toBe(line);
    const latin = await call(shop, owner, 'POST', '/api/addresses', {
      ...home,
      line: 'Road\u200D2',
    });
    expect(latin.statusCode).toBe(400);
  });
});
