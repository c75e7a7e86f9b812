import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatTk } from '../../shared/money.ts';
import type { DeliveryQuote } from '../../shared/schemas/delivery.ts';
import type { Product } from '../../shared/schemas/product.ts';
import type { ShopSettings } from '../../shared/schemas/shop-settings.ts';
import { signUpOwner, type SignedIn } from '../test/auth-test-helpers.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { testWebBuild } from './test-web-build.ts';

// What the product page's first HTML answer says about delivery and the shop's contact:
// the delivery lines come from the same quote checkout asks for (docs/product.md#delivery).

let shop: TestApp;
let owner: SignedIn;
let product: Product;

beforeAll(async () => {
  shop = await startTestApp({ seeded: true, webDir: await testWebBuild() });
  owner = await signUpOwner(shop.app, shop.database.db);
  const list = (await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=20' })).json<
    Product[]
  >();
  product = list.find((item) => item.quantity > 0) as Product;
});
afterAll(() => shop?.close());

const page = async (url: string) => (await shop.app.inject({ method: 'GET', url })).body;

async function quote(district: string): Promise<DeliveryQuote> {
  const answer = await shop.app.inject({
    method: 'POST',
    url: '/api/delivery/quote',
    payload: { district, items: [{ productId: product._id, quantity: 1 }] },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<DeliveryQuote>();
}

/** The words the page gives one option, as React writes them into HTML. */
function optionLine(option: DeliveryQuote['options'][number]): string {
  const charge = option.charge === 0 ? 'Free' : formatTk(option.charge);
  return `${option.label}: ${charge}, ${option.eta}`;
}

describe('delivery on the product page', () => {
  test('the first answer gives Dhaka’s charges and days, as checkout’s quote does', async () => {
    const body = await page(`/products/${product.slug}`);
    expect(body).toContain('Delivery to Dhaka');
    const dhaka = await quote('Dhaka');
    for (const option of dhaka.options) expect(body).toContain(optionLine(option));
  });

  test('a district in the address is rendered for that district; an unknown one is Dhaka', async () => {
    const body = await page(`/products/${product.slug}?district=Bogura`);
    expect(body).toContain('Delivery to Bogura');
    const bogura = await quote('Bogura');
    const home = bogura.options.find((option) => option.method === 'home');
    expect(home && body).toContain(home && optionLine(home));
    expect(body).not.toContain('Express');
    expect(await page(`/products/${product.slug}?district=Atlantis`)).toContain(
      'Delivery to Dhaka',
    );
  });

  test('a new free-delivery threshold shows on the page at once, as at checkout', async () => {
    const settings = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/delivery-settings',
      headers: owner.headers,
    });
    const saved = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery-settings',
      headers: owner.headers,
      payload: { ...settings.json<object>(), freeDeliveryThreshold: 1 },
    });
    expect(saved.statusCode).toBe(200);
    const body = await page(`/products/${product.slug}?district=Rangpur`);
    expect(body).toContain('Home delivery: Free, 3-5 days');
  });
});

describe('the shop’s contact on pages', () => {
  test('nothing links WhatsApp or Messenger while the shop has neither', async () => {
    const body = await page(`/products/${product.slug}`);
    expect(body).not.toContain('wa.me');
    expect(body).not.toContain('m.me');
  });

  test('the product page and the footer link both once they are set', async () => {
    const current = (
      await shop.app.inject({ method: 'GET', url: '/api/shop' })
    ).json<ShopSettings>();
    const saved = await shop.app.inject({
      method: 'PUT',
      url: '/api/shop',
      headers: owner.headers,
      payload: { ...current, whatsapp: '01711-555010', messenger: 'circuithaat' },
    });
    expect(saved.statusCode).toBe(200);
    const body = await page(`/products/${product.slug}`);
    const text = encodeURIComponent(`Hello, I have a question about ${product.name}`);
    expect(body).toContain(`href="https://wa.me/8801711555010?text=${text}`);
    expect(body).toContain('href="https://m.me/circuithaat"');
    // The footer, on a page without a product.
    const about = await page('/about');
    expect(about).toContain('href="https://wa.me/8801711555010"');
    expect(about).toContain('href="https://m.me/circuithaat"');
  });
});
