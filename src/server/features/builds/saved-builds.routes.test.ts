import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_SAVED_BUILDS, type SavedBuild } from '../../../shared/schemas/saved-build.ts';
import { saveWebpImage } from '../images/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { call } from '../../test/checkout-test-helpers.ts';

let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let stranger: SignedIn;
const ids: Record<string, string> = {};
let imageUrl: string;

const catalogue = {
  cpu: ['cpu', { socket: 'AM5', tdpW: 65, integratedGraphics: true, memoryTypes: ['DDR5'] }, 20000],
  board: [
    'motherboard',
    { socket: 'AM5', formFactor: 'ATX', memoryType: 'DDR5', memorySlots: 4, maxMemoryGb: 128 },
    18000,
  ],
  intelBoard: ['motherboard', { socket: 'LGA1700', formFactor: 'ATX' }, 17000],
  ram: ['memory', { memoryType: 'DDR5', modules: 2, moduleGb: 16 }, 9000],
  ssd: ['storage', { interface: 'nvme', formFactor: 'm2', capacityGb: 1000 }, 8000],
  psu: ['psu', { wattage: 650, formFactor: 'atx' }, 7000],
  tower: ['case', { formFactors: ['ATX'], psuFormFactor: 'atx' }, 6000],
} as const;

beforeAll(async () => {
  shop = await createTestApp();
  admin = await signUpOwner(shop.app, shop.database.db);
  customer = await signUpAs(shop.app, { name: 'Build Owner' });
  stranger = await signUpAs(shop.app, { name: 'Build Stranger' });
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
    .webp()
    .toBuffer();
  imageUrl = (await saveWebpImage(shop.database.db, bytes, { width: 8, height: 8 })).url;
  for (const [key, [category, specs, price]] of Object.entries(catalogue)) {
    const created = await call(shop, admin, 'POST', '/api/products', {
      ...{ name: `Part ${key}`, details: 'A part for saved builds.', price, quantity: 5 },
      image: imageUrl,
      ...{ category, brand: 'Test', specs },
    });
    expect(created.statusCode).toBe(201);
    ids[key] = created.json<{ insertedId: string }>().insertedId;
  }
});
afterAll(() => shop.close());

const id = (key: keyof typeof catalogue) => ids[key] ?? '';
const fullBuild = () => ({
  cpu: id('cpu'),
  motherboard: id('board'),
  memory: [id('ram'), id('ram')],
  storage: [id('ssd')],
  psu: id('psu'),
  case: id('tower'),
});
const list = async (as = customer) =>
  (await call(shop, as, 'GET', '/api/builds')).json<SavedBuild[]>();
const save = (name: string, parts: object = fullBuild(), as = customer) =>
  call(shop, as, 'POST', '/api/builds', { name, parts });

describe('saving and listing builds', () => {
  test('a saved build lists with its part count, total at today’s prices and verdict', async () => {
    const saved = await save('  Gaming AM5  ');
    expect(saved.statusCode).toBe(201);
    const build = saved.json<SavedBuild>();
    // 20000 + 18000 + 2 x 9000 + 8000 + 7000 + 6000
    expect(build).toMatchObject({ name: 'Gaming AM5', partCount: 7, total: 77000 });
    expect(build).toMatchObject({ complete: true, errors: 0, unavailable: [] });
    expect(build.parts).toEqual(fullBuild());

    await shop.database.pool.query('update products set price_tk = 10000 where id = $1', [
      id('ram'),
    ]);
    const [listed] = await list();
    expect(listed).toMatchObject({ _id: build._id, total: 79000, complete: true });
    expect((await list(stranger)).map((b) => b._id)).not.toContain(build._id);
  });

  test('an incomplete, clashing build is saved with its problems counted', async () => {
    const saved = await save('Half done', { cpu: id('cpu'), motherboard: id('intelBoard') });
    expect(saved.statusCode).toBe(201);
    expect(saved.json<SavedBuild>()).toMatchObject({ partCount: 2, complete: false });
    expect(saved.json<SavedBuild>().errors).toBeGreaterThan(0);
  });

  test('a part the shop removed shows as unavailable and leaves the verdict', async () => {
    const created = await call(shop, admin, 'POST', '/api/products', {
      ...{ name: 'Soon gone', details: 'Removed after saving.', price: 5000, quantity: 1 },
      ...{ image: imageUrl, category: 'storage', brand: 'Test' },
      specs: { interface: 'sata', formFactor: '2.5', capacityGb: 500 },
    });
    const goneId = created.json<{ insertedId: string }>().insertedId;
    const saved = await save('With a spare drive', {
      ...fullBuild(),
      storage: [id('ssd'), goneId],
    });
    expect(saved.json<SavedBuild>().total).toBe(84000);
    await call(shop, admin, 'DELETE', `/api/products/${goneId}`);

    const found = (await list()).find((b) => b._id === saved.json<SavedBuild>()._id);
    expect(found).toMatchObject({ partCount: 8, total: 79000, unavailable: [goneId] });
    expect(found?.complete).toBe(true);
  });
});

describe('renaming, updating and deleting', () => {
  test('rename, then replace the parts; a name already used in the account is a 409', async () => {
    const first = (await save('Office PC', { cpu: id('cpu') })).json<SavedBuild>();
    await save('Streaming PC', { cpu: id('cpu') });

    const renamed = await call(shop, customer, 'PATCH', `/api/builds/${first._id}`, {
      name: 'Office PC 2',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<SavedBuild>()).toMatchObject({ name: 'Office PC 2', parts: first.parts });

    const updated = await call(shop, customer, 'PATCH', `/api/builds/${first._id}`, {
      parts: fullBuild(),
    });
    expect(updated.json<SavedBuild>()).toMatchObject({ name: 'Office PC 2', partCount: 7 });

    const clash = await call(shop, customer, 'PATCH', `/api/builds/${first._id}`, {
      name: 'streaming pc',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(
      'You already have a build named “streaming pc”. Pick another name.',
    );
    expect((await save('STREAMING PC')).statusCode).toBe(409);
    // Another account may use the same name.
    expect((await save('Streaming PC', fullBuild(), stranger)).statusCode).toBe(201);
    expect((await list()).find((b) => b._id === first._id)?.name).toBe('Office PC 2');
  });

  test('only the owner reaches a build: another account gets 404 and changes nothing', async () => {
    const mine = (await save('Mine alone')).json<SavedBuild>();
    const path = `/api/builds/${mine._id}`;
    const renamed = await call(shop, stranger, 'PATCH', path, { name: 'Taken' });
    expect(renamed.statusCode).toBe(404);
    expect(renamed.json().message).toBe('No saved build with this id.');
    expect((await call(shop, stranger, 'DELETE', path)).statusCode).toBe(404);
    expect((await call(shop, admin, 'DELETE', path)).statusCode).toBe(404);
    expect((await list()).find((b) => b._id === mine._id)?.name).toBe('Mine alone');

    expect((await call(shop, customer, 'DELETE', path)).statusCode).toBe(204);
    expect((await list()).map((b) => b._id)).not.toContain(mine._id);
    expect((await call(shop, customer, 'DELETE', path)).statusCode).toBe(404);
  });

  test(`an account keeps at most ${MAX_SAVED_BUILDS} builds`, async () => {
    const hoarder = await signUpAs(shop.app, { name: 'Build Hoarder' });
    for (let i = 1; i <= MAX_SAVED_BUILDS; i++) {
      expect((await save(`Build ${i}`, {}, hoarder)).statusCode).toBe(201);
    }
    const over = await save('One too many', {}, hoarder);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      `You have ${MAX_SAVED_BUILDS} saved builds, the most we keep. Delete one to save another.`,
    );
    expect(await list(hoarder)).toHaveLength(MAX_SAVED_BUILDS);
  });
});

describe('bad input is refused with a clear message and changes nothing', () => {
  const nineKits = Array.from({ length: 9 }, () => '00000000-0000-4000-8000-000000000001');
  const refusals: [string, unknown, number, string][] = [
    ['no name', { parts: {} }, 400, 'name is required'],
    ['a blank name', { name: '   ', parts: {} }, 400, 'name is required'],
    ['a long name', { name: 'x'.repeat(81), parts: {} }, 400, 'name must be at most 80'],
    ['a control character', { name: 'Bell\u0007', parts: {} }, 400, 'control characters'],
    ['no parts', { name: 'No parts' }, 400, 'parts'],
    [
      'an unknown slot',
      { name: 'Odd', parts: { fan: id('cpu') } },
      400,
      'object of product ids by slot',
    ],
    ['a malformed id', { name: 'Odd', parts: { cpu: 'abc' } }, 400, 'parts.cpu must be one'],
    ['nine kits', { name: 'Odd', parts: { memory: nineKits } }, 400, 'at most 8'],
  ];
  test.each(refusals)('%s', async (_why, body, status, message) => {
    const before = await list();
    const answer = await call(shop, customer, 'POST', '/api/builds', body);
    expect(answer.statusCode).toBe(status);
    expect(answer.json().message).toContain(message);
    expect(await list()).toEqual(before);
  });

  test('unknown and wrong-category parts are named', async () => {
    const unknown = '00000000-0000-4000-8000-00000000beef';
    const missing = await save('Ghost', { cpu: unknown });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(`No product ${unknown} is on sale (parts.cpu).`);
    const wrong = await save('Wrong slot', { cpu: id('board') });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('parts.cpu: Part board');
  });

  test('an update with nothing to change, a bad id or no session', async () => {
    const mine = (await save('Untouched')).json<SavedBuild>();
    const empty = await call(shop, customer, 'PATCH', `/api/builds/${mine._id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Send a new name, new parts or both');
    expect((await call(shop, customer, 'PATCH', '/api/builds/42', { name: 'x' })).statusCode).toBe(
      400,
    );
    expect((await call(shop, undefined, 'GET', '/api/builds')).statusCode).toBe(401);
    expect((await save('Anonymous', {}, { headers: {} } as SignedIn)).statusCode).toBe(401);
    expect((await list()).find((b) => b._id === mine._id)).toEqual(mine);
  });
});
