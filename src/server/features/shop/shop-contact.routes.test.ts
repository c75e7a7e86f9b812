import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ShopSettings } from '../../../shared/schemas/shop-settings.ts';
import { DEFAULT_SHOP_SETTINGS } from '../../../shared/shop-defaults.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type SignedIn, signUpOwner } from '../../test/auth-test-helpers.ts';

// The shop's WhatsApp number and Messenger page (docs/product.md#shop-contact): checked and
// kept in one form, so every link built from them works.

let shop: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  shop = await createTestApp();
  owner = await signUpOwner(shop.app, shop.database.db);
});
afterAll(() => shop.close());

function put(app: FastifyInstance, payload: object) {
  return app.inject({ method: 'PUT', url: '/api/shop', headers: owner.headers, payload });
}

async function readShop(): Promise<ShopSettings> {
  return (await shop.app.inject({ method: 'GET', url: '/api/shop' })).json<ShopSettings>();
}

describe('the shop’s WhatsApp and Messenger', () => {
  test('a new shop has neither', async () => {
    const read = await readShop();
    expect(read.whatsapp).toBe('');
    expect(read.messenger).toBe('');
  });

  test.each([
    ['whatsapp', '01234567890', 'WhatsApp must be a Bangladeshi mobile number'],
    ['whatsapp', '+1 415 555 0100', 'WhatsApp must be a Bangladeshi mobile number'],
    ['messenger', 'my page!', 'Messenger must be a Facebook page name'],
    ['messenger', 'https://evil.example/circuithaat', 'Messenger must be a Facebook page name'],
    ['messenger', 'abc', 'Messenger must be a Facebook page name'],
  ])(
    'a bad %s (%s) is a 400 naming the field, and nothing changes',
    async (field, value, message) => {
      const answer = await put(shop.app, { ...DEFAULT_SHOP_SETTINGS, [field]: value });
      expect(answer.statusCode).toBe(400);
      const { issues } = answer.json<{ issues: Record<string, string> }>();
      expect(issues[field]).toContain(message);
      expect(await readShop()).toEqual({ ...DEFAULT_SHOP_SETTINGS, whatsapp: '', messenger: '' });
    },
  );

  test('a number as people type it and a page as its link are kept in one plain form', async () => {
    const answer = await put(shop.app, {
      ...DEFAULT_SHOP_SETTINGS,
      whatsapp: '+880 1711-555 010',
      messenger: 'https://www.facebook.com/CircuitHaat.BD/',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<ShopSettings>()).toMatchObject({
      whatsapp: '01711555010',
      messenger: 'CircuitHaat.BD',
    });
    const read = await readShop();
    expect(read.whatsapp).toBe('01711555010');
    expect(read.messenger).toBe('CircuitHaat.BD');

    const bangla = await put(shop.app, { ...DEFAULT_SHOP_SETTINGS, whatsapp: '০১৮১৯-০০০১১১' });
    expect(bangla.json<ShopSettings>().whatsapp).toBe('01819000111');
    const cleared = await put(shop.app, { ...DEFAULT_SHOP_SETTINGS, whatsapp: '', messenger: '' });
    expect(cleared.json<ShopSettings>()).toMatchObject({ whatsapp: '', messenger: '' });
  });
});
