import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '../../../shared/shop-defaults.ts';
import { nameImpersonatesMessage } from '../../../shared/schemas/auth.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { renameProfile, signUpNamed } from './display-name-test-helpers.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';

// A customer may not pass for the shop under the name its owner gave it, nor under the
// project's own name; a very short shop name is not looked for inside names.

let shop: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  shop = await createTestApp();
  owner = await signUpOwner(shop.app, shop.database.db, { name: 'Farhana Rahman' });
});
afterAll(() => shop.close());

const signUp = (name: string) => signUpNamed(shop.app, name);
const rename = (headers: Record<string, string>, name: string) =>
  renameProfile(shop.app, headers, name);

async function nameTheShop(name: string) {
  const saved = await shop.app.inject({
    method: 'PUT',
    url: '/api/shop',
    headers: owner.headers,
    payload: { ...DEFAULT_SHOP_SETTINGS, name },
  });
  expect(saved.statusCode).toBe(200);
}

test('a shop renamed by its owner is refused as a customer name, and so is the old name', async () => {
  await nameTheShop('Dhaka PC House');
  const message = nameImpersonatesMessage('Dhaka PC House');
  const lookAlikes = ['Dhаkа PC Ноusе', 'Dhaka PC Hοuse']; // Cyrillic а, Н, о, е; a Greek ο
  for (const name of [
    'Dhaka PC House',
    'dhaka-pc-house deals',
    'ＤＨＡＫＡ ＰＣ ＨＯＵＳＥ',
    ...lookAlikes,
  ]) {
    const signedUp = await signUp(name);
    expect(signedUp.statusCode, name).toBe(400);
    expect(signedUp.json().issues).toEqual({ name: message });
  }
  expect((await signUp('Circuit Haat Deals')).statusCode).toBe(400);
  const customer = await signUpAs(shop.app);
  const renamed = await rename(customer.headers, 'Dhaka PC House Help');
  expect(renamed.statusCode).toBe(400);
  expect(renamed.json().message).toBe(message);
  expect((await rename(customer.headers, 'Dhaka Gamer')).statusCode).toBe(200);
  // The owner may still name themselves after the shop.
  expect((await rename(owner.headers, 'Dhaka PC House Owner')).statusCode).toBe(200);
});

test('a shop named with fewer than four letters is not looked for inside names', async () => {
  await nameTheShop('PC');
  expect((await signUp('PC Lover')).statusCode).toBe(201);
});
