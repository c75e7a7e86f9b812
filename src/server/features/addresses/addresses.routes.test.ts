import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Address } from '../../../shared/schemas/address.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, type SignedIn } from '../../test/auth-test-helpers.ts';
import { call } from '../../test/checkout-test-helpers.ts';

let shop: TestApp;
let customer: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  shop = await createTestApp();
  customer = await signUpAs(shop.app, { name: 'Address Owner' });
  stranger = await signUpAs(shop.app, { name: 'Address Stranger' });
});
afterAll(() => shop.close());

const home = {
  label: 'Home',
  name: 'Salma Begum',
  phone: '+8801812345678',
  district: 'রাজশাহী',
  area: 'Boalia',
  line: 'House 4, Road 2',
};
const list = async (as = customer) =>
  (await call(shop, as, 'GET', '/api/addresses')).json<Address[]>();

describe('the address book', () => {
  test('the first address is the default; the district is stored by its English name', async () => {
    const answer = await call(shop, customer, 'POST', '/api/addresses', home);
    expect(answer.statusCode).toBe(201);
    expect(answer.json<Address>()).toMatchObject({
      label: 'Home',
      phone: '01812345678',
      district: 'Rajshahi',
      isDefault: true,
    });
  });

  test('a new default takes over; deleting the default hands it to another', async () => {
    const office = { ...home, label: 'Office', district: 'Dhaka', isDefault: true };
    const added = (await call(shop, customer, 'POST', '/api/addresses', office)).json<Address>();
    let saved = await list();
    expect(saved.map((a) => [a.label, a.isDefault])).toEqual([
      ['Office', true],
      ['Home', false],
    ]);
    expect((await call(shop, customer, 'DELETE', `/api/addresses/${added._id}`)).statusCode).toBe(
      204,
    );
    saved = await list();
    expect(saved.map((a) => [a.label, a.isDefault])).toEqual([['Home', true]]);
  });

  test('an address can be edited by its owner only', async () => {
    const [first] = await list();
    const url = `/api/addresses/${first?._id}`;
    const edited = await call(shop, customer, 'PUT', url, { ...home, area: 'Motihar' });
    expect(edited.json<Address>()).toMatchObject({ area: 'Motihar', isDefault: true });
    expect((await call(shop, stranger, 'PUT', url, home)).statusCode).toBe(404);
    expect((await call(shop, stranger, 'DELETE', url)).statusCode).toBe(404);
    expect(await list(stranger)).toEqual([]);
  });

  test.each([
    [{ ...home, district: 'Gotham' }, 'district'],
    [{ ...home, phone: '12345' }, 'phone'],
    [{ ...home, line: '' }, 'line'],
    [{ ...home, name: undefined }, 'name'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const before = await list();
    const answer = await call(shop, customer, 'POST', '/api/addresses', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain(field);
    expect(await list()).toEqual(before);
  });
});
