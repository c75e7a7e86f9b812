import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NAME_IMPERSONATES_MESSAGE, NAME_INVISIBLE_MESSAGE } from '../../../shared/schemas/auth.ts';
import { impersonatesShop } from '../../../shared/schemas/shop-like-name.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { renameProfile, signUpNamed } from './display-name-test-helpers.ts';
import { signUpAs, signUpOwner } from '../../test/auth-test-helpers.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const signUp = (name: string) => signUpNamed(shop.app, name);
const rename = (headers: Record<string, string>, name: string) =>
  renameProfile(shop.app, headers, name);

// Right-to-left override, isolates, zero-width space and joiner, the marks, the BOM.
/** The name is refused with `message` at sign-up and as a signed-in customer's new name. */
async function expectRefusedEverywhere(name: string, message: string) {
  const signedUp = await signUp(name);
  expect(signedUp.statusCode).toBe(400);
  expect(signedUp.json().issues).toEqual({ name: message });
  const customer = await signUpAs(shop.app);
  const renamed = await rename(customer.headers, name);
  expect(renamed.statusCode).toBe(400);
  expect(renamed.json().issues).toEqual({ name: message });
}

const invisible = ['\u202E', '\u202A', '\u2066', '\u2069', '\u200B', '\u200D', '\u200F', '\uFEFF'];

describe('display names', () => {
  test.each(invisible.map((c) => [c.codePointAt(0)!.toString(16).toUpperCase()]))(
    'refuse the invisible format character U+%s at sign-up and in the profile',
    async (hex) => {
      const name = `Nusrat${String.fromCodePoint(parseInt(hex, 16))}Jahan`;
      await expectRefusedEverywhere(name, NAME_INVISIBLE_MESSAGE);
    },
  );

  test.each([
    'Circuit Haat (Official)',
    'circuit-haat',
    'CIRCUITHAAT Deals',
    'Ｃｉｒｃｕｉｔ Ｈａａｔ', // full-width letters
    'Official Store',
    'Admin',
    'Rahim - Support',
    'staff member',
    'Suppоrt Team', // Cyrillic о
    'Admın', // dotless ı
    'Cіrcuit Нaat', // Cyrillic і and Н
    'ΟFFΙCΙΑL', // Greek capitals
    'ADMlN', // a small l for the capital I
    'Rahim|Support',
    'Circuit|Haat',
  ])('refuse "%s" for a customer, at sign-up and in the profile', async (name) => {
    expect(impersonatesShop(name)).toBe(true);
    const signedUp = await signUp(name);
    expect(signedUp.statusCode).toBe(400);
    expect(signedUp.json().issues).toEqual({ name: NAME_IMPERSONATES_MESSAGE });
    const customer = await signUpAs(shop.app);
    const renamed = await rename(customer.headers, name);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(NAME_IMPERSONATES_MESSAGE);
  });

  test.each([
    'Nusrat Jahan',
    'Badminton Fan',
    'Supportive Sami',
    'হাসান মাহমুদ',
    'মোহাম্মদ রফিকুল ইসলাম',
    'সাদিয়া আফরিন',
    'তাহমিনা আক্তার',
    'র\u200D্যাচেল খান', // a joiner between Bangla letters, as phonetic keyboards type র‍্য
    "Zoë O'Brien",
    'José Núñez',
    'Ayşe Yılmaz',
    'Søren Ødegård',
  ])('accept the ordinary name "%s"', async (name) => {
    expect(impersonatesShop(name)).toBe(false);
    expect((await signUp(name)).statusCode).toBe(201);
  });

  // The third outside audit's names (issue 44, L1), and their kin.
  test.each([
    'অ্যাডমিন', // "admin" in Bangla
    'এডমিন', // the same, spelt as many type it
    'অ\u200D্যাডমিন', // with the joiner phonetic keyboards put in the ya-phala
    'সাপোর্ট টিম', // "support team"
    'রহিম - স্টাফ', // "Rahim - staff"
    'সার্কিট হাট', // the shop's name in Bangla
    'সার্কিটহাট অফিসিয়াল',
    'Supp0rt',
    'St4ff',
    '@dmin',
    '5upport Team',
    'C1rcu17 H44t',
    'Admin!',
  ])(
    'refuse "%s" (Bangla staff words, digits for letters) at sign-up and in the profile',
    async (name) => {
      expect(impersonatesShop(name)).toBe(true);
      await expectRefusedEverywhere(name, NAME_IMPERSONATES_MESSAGE);
    },
  );

  test.each([
    ['Admin + U+3164', 'Admin\u3164'],
    ['U+3164 only', '\u3164\u3164\u3164'],
    ['U+2800 only', '\u2800\u2800'],
    ['U+115F', 'Nusrat\u115FJahan'],
    ['U+1160', 'Nusrat\u1160Jahan'],
    ['U+FFA0', 'Nusrat\uFFA0Jahan'],
    ['U+2028', 'Nusrat\u2028Jahan'],
    ['U+2029', 'Nusrat\u2029Jahan'],
    ['U+034F', 'Nusrat\u034FJahan'],
  ])('refuse a name with invisible fillers (%s) at sign-up and in the profile', async (_, name) => {
    await expectRefusedEverywhere(name, NAME_INVISIBLE_MESSAGE);
  });

  test('a staff word hidden behind a filler is still a staff word', () => {
    expect(impersonatesShop('Admin\u3164')).toBe(true);
    expect(impersonatesShop('Sup\u2800port')).toBe(true);
  });

  test.each([
    'র\u200C্যাব হোসেন', // a non-joiner in the ya-phala
    'ক্\u200Cষমা রায়',
    'অর্পিতা সাহা',
    'Rahim 2000',
    'Sakib75',
    'Salma ❤️',
  ])('accept the ordinary name "%s" at sign-up and in the profile', async (name) => {
    expect(impersonatesShop(name)).toBe(false);
    const signedUp = await signUp(name);
    expect(signedUp.statusCode).toBe(201);
    const customer = await signUpAs(shop.app);
    const renamed = await rename(customer.headers, name);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe(name);
  });

  test("staff may name themselves after the shop; the owner's setup sign-up too", async () => {
    const owner = await signUpOwner(shop.app, shop.database.db, { name: 'Circuit Haat Owner' });
    expect(owner.user.name).toBe('Circuit Haat Owner');
    const renamed = await rename(owner.headers, 'Circuit Haat Support');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Circuit Haat Support');
  });
});
