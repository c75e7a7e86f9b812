import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ShopSettings } from '../../../shared/schemas/shop-settings.ts';
import { DEFAULT_SHOP_SETTINGS } from '../../../shared/shop-defaults.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connectDatabase, type Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type SignedIn, signUpAs, signUpOwner } from '../../test/auth-test-helpers.ts';

let shop: TestApp;
let owner: SignedIn;
let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  shop = await createTestApp();
  owner = await signUpOwner(shop.app, shop.database.db);
  admin = await signUpAs(shop.app, { name: 'Rahim Uddin' });
  await shop.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user._id));
  customer = await signUpAs(shop.app, { name: 'Nusrat Jahan' });
});
afterAll(() => shop.close());

const changed = (change: Partial<ShopSettings> = {}): ShopSettings => ({
  ...DEFAULT_SHOP_SETTINGS,
  name: 'Dhaka PC House',
  phone: '+880 1819-000111',
  ...change,
});

function put(app: FastifyInstance, as: SignedIn | undefined, payload: unknown) {
  return app.inject({
    method: 'PUT',
    url: '/api/shop',
    headers: as?.headers ?? {},
    payload: payload as object,
  });
}

async function readShop(app: FastifyInstance = shop.app): Promise<ShopSettings> {
  const answer = await app.inject({ method: 'GET', url: '/api/shop' });
  expect(answer.statusCode).toBe(200);
  return answer.json<ShopSettings>();
}

describe('GET /api/shop', () => {
  test('anyone reads the settings, and a new shop has the demo shop’s', async () => {
    expect(await readShop()).toEqual(DEFAULT_SHOP_SETTINGS);
  });
});

describe('PUT /api/shop', () => {
  test('a visitor must sign in and a customer is refused, and nothing changes', async () => {
    expect((await put(shop.app, undefined, changed())).statusCode).toBe(401);
    const refused = await put(shop.app, customer, changed());
    expect(refused.statusCode).toBe(403);
    expect((await readShop()).name).toBe(DEFAULT_SHOP_SETTINGS.name);
  });

  test.each([
    ['phone', changed({ phone: 'call me' }), 'Phone must be digits'],
    ['email', changed({ email: 'not-an-email' }), 'Email must be a valid email address'],
    ['name', changed({ name: '' }), 'Shop name is required'],
    ['name', changed({ name: '<script>alert(1)</script>' }), 'Shop name must not contain < or >'],
    ['logo', changed({ logo: 'https://evil.example/logo.png' }), 'Logo must be a picture'],
    ['logo', changed({ logo: '/images/notes.txt' }), 'Logo must be a picture'],
    [
      'social.facebook',
      changed({ social: { ...DEFAULT_SHOP_SETTINGS.social, facebook: 'http://fb.com/x' } }),
      'Facebook must start with https://',
    ],
    [
      'slides',
      changed({ slides: DEFAULT_SHOP_SETTINGS.slides.slice(0, 3) }),
      'The carousel has exactly 4 slides',
    ],
    [
      'slides.1.link',
      changed({
        slides: DEFAULT_SHOP_SETTINGS.slides.map((slide, index) =>
          index === 1 ? { ...slide, link: 'javascript:alert(1)' } : slide,
        ),
      }),
      'Link must be a page of this shop',
    ],
    [
      'stats.0.value',
      changed({
        stats: DEFAULT_SHOP_SETTINGS.stats.map((stat, index) =>
          index === 0 ? { ...stat, value: 1.5 } : stat,
        ),
      }),
      'Figure must be a whole number',
    ],
    [
      'owner.bio.0',
      changed({ owner: { ...DEFAULT_SHOP_SETTINGS.owner, bio: ['<img src=x onerror=alert(1)>'] } }),
      'Biography must not contain < or >',
    ],
  ])('a bad %s is a 400 naming the field, and nothing changes', async (field, body, message) => {
    const answer = await put(shop.app, owner, body);
    expect(answer.statusCode).toBe(400);
    const { issues } = answer.json<{ issues: Record<string, string> }>();
    expect(issues[field]).toContain(message);
    expect(await readShop()).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  test('an admin replaces the settings and every later read shows them', async () => {
    const next = changed({ address: ['House 7, Road 2', 'Dhanmondi, Dhaka 1205'] });
    const answer = await put(shop.app, admin, next);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(next);
    expect(await readShop()).toEqual(next);
  });

  test('the footer tagline is the owner’s to write; a replacement without it gets the default', async () => {
    const tagline = 'Sylhet’s PC parts counter since 2015.';
    expect((await put(shop.app, owner, changed({ tagline }))).statusCode).toBe(200);
    const read = await shop.app.inject({ method: 'GET', url: '/api/shop' });
    expect(read.json<ShopSettings>().tagline).toBe(tagline);

    const { tagline: _dropped, ...without } = changed();
    const older = await put(shop.app, owner, without);
    expect(older.statusCode).toBe(200);
    expect(older.json<ShopSettings>().tagline).toBe(DEFAULT_SHOP_SETTINGS.tagline);

    const refused = await put(shop.app, owner, changed({ tagline: '<b>Best</b>' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('Footer tagline');
  });

  test('the home page’s figures are four or none', async () => {
    expect((await put(shop.app, owner, changed({ stats: [] }))).statusCode).toBe(200);
    const two = changed({ stats: DEFAULT_SHOP_SETTINGS.stats.slice(0, 2) });
    const refused = await put(shop.app, owner, two);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('4 figures, or none');
  });

  test('the owner may keep a picture uploaded to the shop as the logo', async () => {
    const logo = `/images/${'ab12'.repeat(8)}.webp`;
    const answer = await put(shop.app, owner, changed({ logo }));
    expect(answer.statusCode).toBe(200);
    expect((await readShop()).logo).toBe(logo);
  });
});

describe('several instances', () => {
  let second: FastifyInstance;
  let secondDatabase: Database;

  beforeAll(async () => {
    // Another instance: its own pool and its own listening connection, same database.
    secondDatabase = connectDatabase(shop.database.pool.options, 3);
    second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      database: secondDatabase,
      webDir: '/nonexistent-web-build',
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
  });

  test('a change saved on one instance shows on another', async () => {
    // The other instance has the settings in memory before the change.
    await readShop(second);
    await readShop(second);
    const name = `Shop ${Date.now()}`;
    expect((await put(shop.app, owner, changed({ name }))).statusCode).toBe(200);
    // Within a second on a quiet machine; the limit allows for a loaded one.
    await expect
      .poll(async () => (await readShop(second)).name, { timeout: 10_000, interval: 20 })
      .toBe(name);
  });

  test('the server-side accessor answers the saved settings', async () => {
    const name = `Accessor ${Date.now()}`;
    expect((await put(second, owner, changed({ name }))).statusCode).toBe(200);
    expect((await second.shopSettings.get()).name).toBe(name);
  });
});
