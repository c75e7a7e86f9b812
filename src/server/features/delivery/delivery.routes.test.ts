import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type {
  DeliveryQuote,
  DeliverySettings,
  DeliverySettingsInput,
} from '../../../shared/schemas/delivery.ts';
import type { CheckoutResult } from '../../../shared/schemas/checkout.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import type { ApiError } from '../../../shared/schemas/common.ts';
import { pickupPoints } from '../../db/schema-delivery.ts';
import { products, settings as settingsTable } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { checkoutAs, checkoutBody } from '../../test/checkout-test-helpers.ts';

let shop: TestApp;
let owner: SignedIn;
let customer: SignedIn;
let launchSettings: DeliverySettings;
let parts: Product[];

beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  owner = await signUpOwner(shop.app, shop.database.db);
  customer = await signUpAs(shop.app, { name: 'Rafiq Buyer' });
  parts = (await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=3' })).json();
  launchSettings = (await call(owner, 'GET', '/api/admin/delivery-settings')).json();
});
afterAll(() => shop.close());

beforeEach(async () => {
  // Every test starts from the launch settings and known weights.
  const { pickupPoints: points, ...rest } = launchSettings;
  await call(owner, 'PUT', '/api/admin/delivery-settings', { ...rest, pickupPoints: points });
  await shop.database.db
    .update(products)
    .set({ weightGrams: 400 })
    .where(
      inArray(
        products.id,
        parts.map((p) => p._id),
      ),
    );
});

function call(as: SignedIn | null, method: 'GET' | 'PUT' | 'POST', url: string, body?: object) {
  return shop.app.inject({
    method,
    url,
    ...(as ? { headers: as.headers } : {}),
    ...(body ? { payload: body } : {}),
  });
}

async function quote(district: string, items?: { productId: string; quantity: number }[]) {
  const answer = await call(null, 'POST', '/api/delivery/quote', {
    district,
    ...(items && { items }),
  });
  expect(answer.statusCode).toBe(200);
  const body = answer.json<DeliveryQuote>();
  return { ...body, charges: Object.fromEntries(body.options.map((o) => [o.method, o.charge])) };
}

const part = (i: number) => (parts[i] as Product)._id;

describe('districts', () => {
  test('all 64 districts with English and Bangla names, their division and zone', async () => {
    const answer = await call(null, 'GET', '/api/delivery/districts');
    expect(answer.statusCode).toBe(200);
    const { districts } = answer.json<{
      districts: {
        name: string;
        nameBn: string;
        division: string;
        divisionBn: string;
        zone: { name: string };
      }[];
    }>();
    expect(districts).toHaveLength(64);
    expect(new Set(districts.map((d) => d.division)).size).toBe(8);
    expect(districts.find((d) => d.name === 'Dhaka')).toEqual({
      name: 'Dhaka',
      nameBn: 'ঢাকা',
      division: 'Dhaka',
      divisionBn: 'ঢাকা',
      zone: { id: 'inside-dhaka', name: 'Inside Dhaka' },
    });
    const zoneOf = (name: string) => districts.find((d) => d.name === name)?.zone.name;
    expect([zoneOf('Gazipur'), zoneOf('Narayanganj')]).toEqual(['Dhaka suburbs', 'Dhaka suburbs']);
    expect(districts.filter((d) => d.zone.name === 'Outside Dhaka')).toHaveLength(61);
  });
});

describe('quotes', () => {
  test('each zone has its charges and times; express only inside Dhaka; pickup everywhere', async () => {
    const dhaka = await quote('Dhaka');
    expect(dhaka.zone.name).toBe('Inside Dhaka');
    expect(dhaka.options.map((o) => [o.method, o.label, o.charge, o.eta])).toEqual([
      ['home', 'Home delivery', 80, '1-2 days'],
      ['express', 'Express', 200, 'Next day'],
      ['pickup', 'Store pickup', 0, 'When you collect it'],
    ]);
    expect(dhaka.options[2]?.pickupPoints?.[0]?.name).toBe('Circuit Haat, BCS Computer City');
    expect((await quote('Gazipur')).charges).toEqual({ home: 110, pickup: 0 });
    expect((await quote('Narayanganj')).options[0]?.eta).toBe('2-3 days');
    expect((await quote('Rangpur')).charges).toEqual({ home: 150, pickup: 0 });
    expect((await quote('Sylhet')).options[0]?.eta).toBe('3-5 days');
  });

  test('a district is found by its Bangla name or an older spelling', async () => {
    expect((await quote('চট্টগ্রাম')).district).toBe('Chattogram');
    expect((await quote('chittagong')).charges.home).toBe(150);
  });

  test('weight and subtotal come from the database: each whole kg above the first adds Tk 20', async () => {
    // 3 × 400 g + 2 × 400 g = 2,000 g: one extra kg.
    const light = await quote('Dhaka', [
      { productId: part(0), quantity: 3 },
      { productId: part(1), quantity: 2 },
    ]);
    expect(light.weightGrams).toBe(2000);
    expect(light.subtotal).toBe(3 * (parts[0] as Product).price + 2 * (parts[1] as Product).price);
    expect(light.charges).toEqual({ home: 100, express: 220, pickup: 0 });
    await shop.database.db
      .update(products)
      .set({ weightGrams: 4200 })
      .where(eq(products.id, part(2)));
    const heavy = await quote('Rangpur', [{ productId: part(2), quantity: 1 }]);
    expect(heavy.charges).toEqual({ home: 150 + 4 * 20, pickup: 0 });
  });

  test('bad input is a 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ district: 'Atlantis' }, 'district'],
      [{}, 'district'],
      [{ district: 'Dhaka', items: [{ productId: part(0), quantity: 0 }] }, 'items.0.quantity'],
      [{ district: 'Dhaka', items: [{ productId: part(0), quantity: 11 }] }, 'items.0.quantity'],
      [{ district: 'Dhaka', items: [{ productId: part(0), quantity: 1.5 }] }, 'items.0.quantity'],
      [{ district: 'Dhaka', items: [{ productId: part(0), quantity: '2' }] }, 'items.0.quantity'],
      [{ district: 'Dhaka', items: [{ productId: 'nope', quantity: 1 }] }, 'items.0.productId'],
      [
        {
          district: 'Dhaka',
          items: [{ productId: '0b0b0b0b-0000-4000-8000-000000000000', quantity: 1 }],
        },
        'items.0.productId',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await call(null, 'POST', '/api/delivery/quote', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.json<ApiError>().issues ?? {})).toContain(field);
    }
  });
});

describe('delivery settings', () => {
  function edited(change: (s: DeliverySettingsInput) => void): DeliverySettingsInput {
    const copy = structuredClone(launchSettings) as DeliverySettingsInput;
    change(copy);
    return copy;
  }

  test('only staff read or change them', async () => {
    expect((await call(null, 'GET', '/api/admin/delivery-settings')).statusCode).toBe(401);
    expect((await call(customer, 'GET', '/api/admin/delivery-settings')).statusCode).toBe(403);
    const put = await call(customer, 'PUT', '/api/admin/delivery-settings', launchSettings);
    expect(put.statusCode).toBe(403);
  });

  test('the launch defaults', () => {
    expect(launchSettings.extraKgCharge).toBe(20);
    expect(launchSettings.freeDeliveryThreshold).toBeNull();
    expect(launchSettings.zones.map((z) => [z.id, z.homeCharge, z.expressCharge])).toEqual([
      ['inside-dhaka', 80, 200],
      ['dhaka-suburbs', 110, null],
      ['outside-dhaka', 150, null],
    ]);
    expect(Object.keys(launchSettings.districtZones)).toHaveLength(64);
    expect(launchSettings.pickupPoints).toHaveLength(1);
  });

  test('a change applies to the next quote: charges, zones, threshold, pickup points', async () => {
    const saved = await call(
      owner,
      'PUT',
      '/api/admin/delivery-settings',
      edited((s) => {
        const outside = s.zones.find((z) => z.id === 'outside-dhaka');
        if (outside) outside.homeCharge = 130;
        s.zones.push({
          id: 'chattogram-city',
          name: 'Chattogram city',
          homeCharge: 100,
          homeEta: '2 days',
          expressCharge: 250,
          expressEta: 'Next day',
        });
        s.districtZones.Chattogram = 'chattogram-city';
        s.extraKgCharge = 30;
        // Five of the first part fall Tk 1 short of free delivery; six reach it.
        s.freeDeliveryThreshold = 5 * (parts[0] as Product).price + 1;
        s.pickupPoints = [
          { name: 'Chattogram counter', address: 'GEC Circle, Chattogram', phone: '', hours: '' },
        ];
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect((await quote('Rangpur')).charges).toEqual({ home: 130, pickup: 0 });
    const ctg = await quote('Chattogram', [{ productId: part(0), quantity: 5 }]);
    expect(ctg.zone.name).toBe('Chattogram city');
    expect(ctg.charges).toEqual({ home: 100 + 30, express: 250 + 30, pickup: 0 });
    expect(ctg.options[2]?.pickupPoints?.map((p) => p.name)).toEqual(['Chattogram counter']);
    const free = await quote('Chattogram', [{ productId: part(0), quantity: 6 }]);
    // 6 × 400 g = 2,400 g: two extra kg.
    expect(free.charges).toEqual({ home: 0, express: 250 + 2 * 30, pickup: 0 });
    // The point taken away is kept, inactive, for the orders that name it.
    const [launchPoint] = await shop.database.db
      .select()
      .from(pickupPoints)
      .where(eq(pickupPoints.id, launchSettings.pickupPoints[0]?.id ?? ''));
    expect(launchPoint?.active).toBe(false);
  });

  test('an order charges the settings in force, however they were changed', async () => {
    await shop.database.pool.query('update products set stock = 100 where id = $1', [part(0)]);
    const charged = async () => {
      const body = checkoutBody({ items: [{ productId: part(0), quantity: 1 }] });
      const placed = await checkoutAs(shop, customer, body);
      expect(placed.statusCode, placed.body).toBe(201);
      return placed.json<CheckoutResult>().deliveryCharge;
    };
    const before = await charged();
    // Written straight to the tables, as a script or a migration would: no endpoint involved.
    await shop.database.pool.query(
      `update delivery_zones set home_charge = home_charge + 37
        where id = (select zone_id from district_zones where district = 'Rajshahi')`,
    );
    expect(await charged()).toBe((before ?? 0) + 37);
    expect(before).toBeGreaterThan(0);
    await shop.database.pool.query(
      `update settings set value = (value::jsonb || '{"freeDeliveryThreshold": 1}')::text
        where key = 'delivery'`,
    );
    expect(await charged()).toBe(0);
  });

  test('a pickup point taken out of service behind the shop is refused at the next checkout', async () => {
    await shop.database.pool.query('update products set stock = 100 where id = $1', [part(0)]);
    const pointId = launchSettings.pickupPoints[0]?.id as string;
    const pickUp = () =>
      checkoutAs(
        shop,
        customer,
        checkoutBody({
          items: [{ productId: part(0), quantity: 1 }],
          deliveryMethod: 'pickup',
          pickupPointId: pointId,
        }),
      );
    const first = await pickUp();
    expect(first.statusCode, first.body).toBe(201);
    // Written straight to the table: the settings kept between orders must not outlive it.
    await shop.database.pool.query('update pickup_points set active = false where id = $1', [
      pointId,
    ]);
    const second = await pickUp();
    expect(second.statusCode, second.body).toBe(400);
    expect(second.json<{ message: string }>().message).toMatch(/pickup/i);
  });

  test('bad settings are a 400 naming the field, and change nothing', async () => {
    const before = await shop.database.db.select().from(settingsTable);
    const cases: [DeliverySettingsInput, string][] = [
      [edited((s) => void delete s.districtZones.Sylhet), 'districtZones.Sylhet'],
      [edited((s) => void (s.districtZones.Sylhet = 'moon')), 'districtZones.Sylhet'],
      [edited((s) => void (s.districtZones.Atlantis = 'outside-dhaka')), 'districtZones.Atlantis'],
      [
        edited((s) => void ((s.zones[0] as { homeCharge: number }).homeCharge = -5)),
        'zones.0.homeCharge',
      ],
      [
        edited((s) => void ((s.zones[0] as { homeCharge: number }).homeCharge = 80.5)),
        'zones.0.homeCharge',
      ],
      [
        edited((s) => void ((s.zones[1] as { expressEta: string | null }).expressEta = 'Next day')),
        'zones.1.expressEta',
      ],
      [edited((s) => void ((s.zones[1] as { id: string }).id = 'inside-dhaka')), 'zones.1.id'],
      [edited((s) => void (s.extraKgCharge = -1)), 'extraKgCharge'],
      [
        edited((s) => void (s.pickupPoints = [{ name: '', address: 'x', phone: '', hours: '' }])),
        'pickupPoints.0.name',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await call(owner, 'PUT', '/api/admin/delivery-settings', body);
      expect(answer.statusCode, field).toBe(400);
      expect(Object.keys(answer.json<ApiError>().issues ?? {})).toContain(field);
    }
    expect(await shop.database.db.select().from(settingsTable)).toEqual(before);
    expect((await quote('Sylhet')).charges.home).toBe(150);
  });
});
