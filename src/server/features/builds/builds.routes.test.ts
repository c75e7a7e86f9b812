import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Build, BuildPart } from '../../../shared/builds/build.ts';
import { checkBuild } from '../../../shared/builds/check-build.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { saveWebpImage } from '../images/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type SignedIn, signUpOwner } from '../../test/auth-test-helpers.ts';

let shop: TestApp;
let admin: SignedIn;
let imageUrl: string;
const ids: Record<string, string> = {};

const catalogue = {
  cpu: [
    'cpu',
    { socket: 'AM5', tdpW: 105, integratedGraphics: true, memoryTypes: ['DDR5'], boxCooler: false },
    27500,
  ],
  intelBoard: [
    'motherboard',
    {
      socket: 'LGA1700',
      formFactor: 'ATX',
      memoryType: 'DDR5',
      memorySlots: 4,
      maxMemoryGb: 128,
      m2Slots: 2,
      sataPorts: 4,
    },
    21000,
  ],
  amdBoard: [
    'motherboard',
    {
      socket: 'AM5',
      formFactor: 'ATX',
      memoryType: 'DDR5',
      memorySlots: 4,
      maxMemoryGb: 128,
      m2Slots: 2,
      sataPorts: 4,
    },
    22000,
  ],
  ram: ['memory', { memoryType: 'DDR5', modules: 2, moduleGb: 16 }, 11500],
  ssd: ['storage', { interface: 'nvme', formFactor: 'm2', capacityGb: 1000 }, 9000],
  gpu: ['gpu', { lengthMm: 300, tdpW: 200, recommendedPsuW: 650 }, 65000],
  psu: ['psu', { wattage: 750, formFactor: 'atx' }, 12000],
  tower: [
    'case',
    {
      formFactors: ['ATX'],
      maxGpuLengthMm: 330,
      maxCoolerHeightMm: 165,
      radiatorMm: [240],
      psuFormFactor: 'atx',
    },
    8500,
  ],
  cooler: [
    'cooler',
    { type: 'air', sockets: ['AM5'], heightMm: 155, fans: 1, tdpRatingW: 200 },
    4500,
  ],
} as const;

beforeAll(async () => {
  shop = await createTestApp();
  admin = await signUpOwner(shop.app, shop.database.db);
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#345678' } })
    .webp()
    .toBuffer();
  imageUrl = (await saveWebpImage(shop.database.db, bytes, { width: 8, height: 8 })).url;
  for (const [key, [category, specs, price]] of Object.entries(catalogue)) {
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: {
        name: `Part ${key}`,
        details: 'A part for build checks.',
        price,
        quantity: 5,
        image: imageUrl,
        category,
        brand: 'Test',
        specs,
      },
    });
    expect(created.statusCode).toBe(201);
    ids[key] = created.json<{ insertedId: string }>().insertedId;
  }
});
afterAll(() => shop.close());

const check = (payload: unknown) =>
  shop.app.inject({ method: 'POST', url: '/api/builds/check', payload: payload as object });
const id = (key: keyof typeof catalogue) => ids[key] ?? '';
const goodParts = () => ({
  cpu: id('cpu'),
  motherboard: id('amdBoard'),
  memory: [id('ram'), id('ram')],
  storage: [id('ssd')],
  gpu: id('gpu'),
  psu: id('psu'),
  case: id('tower'),
  cooler: id('cooler'),
});

describe('POST /api/builds/check', () => {
  test('a compatible build: no issues, the power estimate, the total and complete', async () => {
    const answer = await check({ parts: goodParts() });
    expect(answer.statusCode).toBe(200);
    // 105 + 200 + 50 + 4 x 5 + 8 + 10 = 393; x 1.5 -> 600, the card asks 650
    expect(answer.json()).toEqual({
      issues: [],
      estimatedWatts: 393,
      recommendedPsuWatts: 650,
      total: 27500 + 22000 + 2 * 11500 + 9000 + 65000 + 12000 + 8500 + 4500,
      complete: true,
    });
  });

  test('an LGA1700 board under an AM5 processor is an error naming both parts', async () => {
    const answer = await check({ parts: { ...goodParts(), motherboard: id('intelBoard') } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ issues: unknown[] }>().issues).toContainEqual({
      severity: 'error',
      rule: 'socket',
      message:
        'Processor socket AM5 (Part cpu) doesn’t match the motherboard’s LGA1700 (Part intelBoard).',
      parts: [id('cpu'), id('intelBoard')],
    });
  });

  test('the server and the browser engine agree on the same build', async () => {
    const parts = { ...goodParts(), motherboard: id('intelBoard'), psu: undefined };
    const fetched = async (productId: string): Promise<BuildPart> => {
      const product = (await shop.app.inject(`/api/product/${productId}`)).json<Product>();
      return {
        id: product._id,
        name: product.name,
        category: product.category,
        specs: product.specs,
        price: product.price,
      };
    };
    const build: Build = {
      cpu: await fetched(parts.cpu),
      motherboard: await fetched(parts.motherboard),
      memory: await Promise.all(parts.memory.map(fetched)),
      storage: await Promise.all(parts.storage.map(fetched)),
      gpu: await fetched(parts.gpu),
      case: await fetched(parts.case),
      cooler: await fetched(parts.cooler),
    };
    expect((await check({ parts })).json()).toEqual(checkBuild(build));
  });

  test('an empty build is fine and incomplete', async () => {
    const answer = await check({ parts: {} });
    expect(answer.json()).toMatchObject({ issues: [], total: 0, complete: false });
  });

  test.each([
    ['no parts at all', {}, 'parts'],
    ['two processors', { parts: { cpu: [id('cpu'), id('cpu')] } }, 'parts.cpu'],
    ['nine memory kits', { parts: { memory: Array(9).fill(id('ram')) } }, 'parts.memory'],
    ['an id that is not one', { parts: { storage: ['nope'] } }, 'parts.storage.0'],
    ['an unknown slot', { parts: { fan: id('cooler') } }, 'parts'],
  ])('bad input: %s is a 400 naming the field', async (_name, payload, field) => {
    const answer = await check(payload);
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json<{ issues: object }>().issues)).toContain(field);
  });

  test('two processors read clearly', async () => {
    const answer = await check({ parts: { cpu: [id('cpu'), id('cpu')] } });
    expect(answer.json<{ message: string }>().message).toContain(
      'parts.cpu must be one product id',
    );
  });

  test('a part in the wrong slot is a 400 naming the slot and the product', async () => {
    const answer = await check({ parts: { gpu: id('cpu') } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      message: `parts.gpu: Part cpu (${id('cpu')}) is not in graphics cards.`,
      issues: { 'parts.gpu': `Part cpu (${id('cpu')}) is not in graphics cards.` },
    });
  });

  test('an unknown or deleted product is a 404 naming the id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await check({ parts: { storage: [id('ssd'), unknown] } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe(
      `No product ${unknown} is on sale (parts.storage.1).`,
    );
    const removed = await shop.app.inject({
      method: 'DELETE',
      url: `/api/products/${id('cooler')}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    const deleted = await check({ parts: { cooler: id('cooler') } });
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json<{ message: string }>().message).toContain(id('cooler'));
  });
});
