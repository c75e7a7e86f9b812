import { toSVG } from 'bwip-js/node';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  PATHAO_CREDENTIALS,
  startPathaoSimulator,
  type PathaoSimulator,
} from '../../../../test/gateways/pathao-simulator.ts';
import type { CashReport } from '../../../shared/schemas/courier-cash.ts';
import type { PathaoPlace } from '../../../shared/schemas/pathao-place.ts';
import type { ShipmentLabels } from '../../../shared/schemas/shipment-label.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { checkoutAs, checkoutBody, setStock } from '../../test/checkout-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Staff's courier tools through the real API on a real database, with Pathao's simulator
// over real HTTP: Pathao's place lists, the labels and the cash reconciliation. Parcels are
// written to `shipments` directly, as booking would leave them.

let sim: PathaoSimulator;
let shop: TestApp;
let admin: SignedIn;
let productId: string;

beforeAll(async () => {
  sim = await startPathaoSimulator();
  shop = await createTestApp({
    seeded: true,
    env: {
      PATHAO_BASE_URL: sim.baseUrl,
      PATHAO_CLIENT_ID: PATHAO_CREDENTIALS.clientId,
      PATHAO_CLIENT_SECRET: PATHAO_CREDENTIALS.clientSecret,
      PATHAO_USERNAME: PATHAO_CREDENTIALS.username,
      PATHAO_PASSWORD: PATHAO_CREDENTIALS.password,
      PATHAO_STORE_ID: PATHAO_CREDENTIALS.storeId,
    },
  });
  admin = await signUpOwner(shop.app, shop.database.db, { name: 'Courier Owner' });
  const listed = await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=1' });
  productId = (listed.json<Product[]>()[0] as Product)._id;
  // Enough for every order below, each of one customer's hold.
  await setStock(shop, { [productId]: 100 });
});
afterAll(async () => {
  await shop.close();
  await sim.close();
});
beforeEach(() => {
  sim.faults.length = 0;
});

const get = (url: string, as: SignedIn = admin) =>
  shop.app.inject({ method: 'GET', url, headers: as.headers });

/**
 * An order of `quantity` units, with the name and district a label shows; each by a new
 * customer, as a customer's unconfirmed orders are limited.
 */
async function placeOrder(quantity = 1): Promise<{ id: string; number: string }> {
  const customer = await signUpAs(shop.app, { name: 'Rahim Uddin' });
  const placed = await shop.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: customer.headers,
    payload: {
      productId,
      quantity,
      phone: '01712345678',
      address: 'House 12, Road 5, Agrabad',
      district: 'Chattogram',
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json<{ insertedId: string }>().insertedId;
  const { rows } = await shop.database.pool.query<{ number: string }>(
    'select number::text from orders where id = $1',
    [id],
  );
  return { id, number: `CH-${String(rows[0]?.number).padStart(6, '0')}` };
}

/** An order placed at checkout, with its area and district, by a new customer. */
async function checkoutOrder(address: {
  district: string;
  area: string;
  line: string;
}): Promise<{ id: string; number: string }> {
  const customer = await signUpAs(shop.app, { name: 'Karim Mia' });
  const placed = await checkoutAs(
    shop,
    customer,
    checkoutBody({ address, items: [{ productId, quantity: 1 }] }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const { rows } = await shop.database.pool.query<{ id: string; number: string }>(
    'select id, number::text from orders where user_id = $1',
    [customer.user._id],
  );
  const [row] = rows;
  if (!row) throw new Error('no order');
  return { id: row.id, number: `CH-${row.number.padStart(6, '0')}` };
}

interface Parcel {
  courier?: 'steadfast' | 'pathao';
  state?: string;
  cashToCollect?: number;
  collected?: number | null;
  fee?: number | null;
  tracking?: string | null;
  updatedAt?: string;
}

/** A parcel as booking and the status duty would leave it. */
async function ship(order: { id: string; number: string }, parcel: Parcel = {}) {
  const tracking = parcel.tracking === undefined ? `TRK-${order.number}` : parcel.tracking;
  await shop.database.pool.query(
    `insert into shipments (order_id, courier, invoice, consignment_id, tracking_code,
       cash_to_collect_tk, state, cash_collected_tk, delivery_fee_tk, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10::timestamptz, now()))`,
    [
      order.id,
      parcel.courier ?? 'pathao',
      order.number,
      tracking === null ? null : `C-${order.number}`,
      tracking,
      parcel.cashToCollect ?? 4_500,
      parcel.state ?? 'booked',
      parcel.collected ?? null,
      parcel.fee ?? null,
      parcel.updatedAt ?? null,
    ],
  );
}

describe("Pathao's place lists", () => {
  test('cities, zones and areas come from Pathao, and a second ask is answered from memory', async () => {
    const before = sim.count('/city-list');
    const cities = await get('/api/admin/couriers/pathao/cities');
    expect(cities.statusCode).toBe(200);
    expect(cities.json<PathaoPlace[]>()).toContainEqual({ id: 2, name: 'Chittagong' });
    expect((await get('/api/admin/couriers/pathao/cities')).json()).toEqual(cities.json());
    expect(sim.count('/city-list')).toBe(before + 1);

    const zones = await get('/api/admin/couriers/pathao/cities/1/zones');
    expect(zones.json<PathaoPlace[]>().map((zone) => zone.name)).toEqual([
      'Dhanmondi',
      'Mirpur',
      'Uttara',
    ]);
    const areas = await get('/api/admin/couriers/pathao/zones/12/areas');
    expect(areas.json()).toEqual([
      { id: 1201, name: 'Mirpur 10' },
      { id: 1202, name: 'Pallabi' },
    ]);
    await get('/api/admin/couriers/pathao/zones/12/areas');
    expect(sim.count('/zones/12/area-list')).toBe(1);
  });

  test('Pathao failing is a 502 saying so; the failure is not kept, the next ask succeeds', async () => {
    sim.faults.push({ on: 'zone-list', kind: '500' });
    const failed = await get('/api/admin/couriers/pathao/cities/3/zones');
    expect(failed.statusCode).toBe(502);
    expect(failed.json<{ message: string }>().message).toMatch(/^Pathao did not answer/);
    const again = await get('/api/admin/couriers/pathao/cities/3/zones');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual([{ id: 31, name: 'Zindabazar' }]);
  });

  test('a place id that is not a number is a 400, and Pathao is not asked', async () => {
    const calls = sim.calls.length;
    const answer = await get('/api/admin/couriers/pathao/cities/dhaka/zones');
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('cityId must be a number');
    expect(sim.calls.length).toBe(calls);
  });

  test('customers may not read them', async () => {
    const customer = await signUpAs(shop.app, { name: 'Curious Customer' });
    expect((await get('/api/admin/couriers/pathao/cities', customer)).statusCode).toBe(403);
  });
});

describe('labels', () => {
  test('a booked order gets its label with a Code 128 of its number; others are listed as not booked', async () => {
    const booked = await placeOrder(3);
    await ship(booked, { cashToCollect: 12_750, tracking: 'DT2611ABC' });
    const refused = await placeOrder();
    await ship(refused, { state: 'failed', tracking: null });
    const unshipped = await placeOrder();
    const answer = await get(
      `/api/admin/shipments/labels?orderIds=${unshipped.id},${booked.id},${refused.id},${booked.id}`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { shop: from, labels } = answer.json<ShipmentLabels>();
    expect(from).toEqual({ name: 'Circuit Haat', phone: '+880 1711-555010' });
    expect(labels.map((label) => [label.orderNumber, label.booked])).toEqual([
      [unshipped.number, false],
      [booked.number, true],
      [refused.number, false],
    ]);
    const label = labels[1];
    if (!label?.booked) throw new Error('no label');
    expect(label).toMatchObject({
      courierName: 'Pathao',
      trackingCode: 'DT2611ABC',
      recipientName: 'Rahim Uddin',
      phone: '01712345678',
      // The address as the customer wrote it; the district has its own line.
      address: 'House 12, Road 5, Agrabad',
      district: 'Chattogram',
      cashToCollectTk: 12_750,
      itemCount: 3,
    });
    // The bars are bwip-js's Code 128 of the order number, and the SVG says the number.
    const bars = toSVG({ bcid: 'code128', text: booked.number, height: 12, includetext: false });
    const paths = bars.match(/<path[^>]*\/>/g) ?? [];
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(label.barcodeSvg).toContain(path);
    expect(label.barcodeSvg).toContain(`aria-label="${booked.number}"`);
    expect(label.barcodeSvg).toContain(`<title>${booked.number}</title>`);
  });

  test.each([
    [
      'the address already names the area',
      { district: 'Bogura', area: 'Satmatha', line: 'House 3, Kabi Nazrul Sarak, satmatha ' },
      'House 3, Kabi Nazrul Sarak, satmatha',
    ],
    [
      'the area is printed after a street that does not name it',
      { district: 'Bogura', area: 'Satmatha', line: 'House 3, Kabi Nazrul Sarak' },
      'House 3, Kabi Nazrul Sarak, Satmatha',
    ],
    [
      'the district written in Bangla, in the address and the district box',
      { district: 'বগুড়া', area: 'সাতমাথা', line: 'বাসা ৩, সাতমাথা, বগুড়া' },
      'বাসা ৩, সাতমাথা',
    ],
  ])(
    'a label prints each part once and never the delivery zone: %s',
    async (_, address, street) => {
      const order = await checkoutOrder(address);
      await ship(order);
      const answer = await get(`/api/admin/shipments/labels?orderIds=${order.id}`);
      const label = answer.json<ShipmentLabels>().labels[0];
      if (!label?.booked) throw new Error('no label');
      expect(label.address).toBe(street);
      expect(label.district).toBe('Bogura');
      expect(JSON.stringify(label)).not.toMatch(/Outside Dhaka|বগুড়া/);
    },
  );

  test('an id that is no order is listed as not booked, without a number', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    const answer = await get(`/api/admin/shipments/labels?orderIds=${nobody}`);
    expect(answer.json<ShipmentLabels>().labels).toEqual([
      { booked: false, orderId: nobody, orderNumber: null },
    ]);
  });

  test.each([
    ['/api/admin/shipments/labels', 'orderIds is required'],
    ['/api/admin/shipments/labels?orderIds=', 'at least one order'],
    ['/api/admin/shipments/labels?orderIds=CH-000001', 'order ids separated by commas'],
  ])('%s is a 400: %s', async (url, message) => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(message);
  });
});

describe('cash reconciliation', () => {
  test('per courier: delivered, expected, collected, fees, owed and the parcels that differ', async () => {
    const day = '2026-03-10T06:00:00Z';
    const full = await placeOrder();
    await ship(full, {
      state: 'delivered',
      cashToCollect: 5_000,
      collected: 5_000,
      fee: 60,
      updatedAt: day,
    });
    const short = await placeOrder();
    await ship(short, {
      state: 'delivered',
      cashToCollect: 3_000,
      collected: 2_500,
      fee: 60,
      updatedAt: day,
    });
    const partial = await placeOrder();
    await ship(partial, {
      state: 'partial',
      cashToCollect: 8_000,
      collected: 4_000,
      fee: 110,
      updatedAt: day,
    });
    const back = await placeOrder();
    await ship(back, { state: 'returned', cashToCollect: 1_000, fee: 50, updatedAt: day });
    const silent = await placeOrder();
    await ship(silent, { state: 'delivered', cashToCollect: 700, updatedAt: day });
    const steadfast = await placeOrder();
    await ship(steadfast, {
      courier: 'steadfast',
      state: 'delivered',
      cashToCollect: 900,
      collected: 900,
      fee: 70,
      updatedAt: day,
    });
    const outside = await placeOrder();
    await ship(outside, {
      state: 'delivered',
      cashToCollect: 400,
      collected: 400,
      updatedAt: '2026-03-20T06:00:00Z',
    });
    const moving = await placeOrder();
    await ship(moving, { state: 'booked', updatedAt: day });

    const answer = await get('/api/admin/couriers/cash?from=2026-03-10&to=2026-03-10');
    expect(answer.statusCode).toBe(200);
    const report = answer.json<CashReport>();
    expect(report.from).toBe('2026-03-10');
    const pathao = report.couriers.find((courier) => courier.courier === 'pathao');
    expect(pathao).toMatchObject({
      courierName: 'Pathao',
      delivered: 4,
      returned: 1,
      cashToCollectTk: 5_000 + 3_000 + 8_000 + 700,
      cashCollectedTk: 5_000 + 2_500 + 4_000,
      deliveryFeesTk: 60 + 60 + 110 + 50,
      owedTk: 11_500 - 280,
    });
    expect(pathao?.differences.map((parcel) => [parcel.orderNumber, parcel.differenceTk])).toEqual(
      expect.arrayContaining([
        [short.number, -500],
        [partial.number, -4_000],
        [silent.number, -700],
      ]),
    );
    expect(pathao?.differences).toHaveLength(3);
    expect(report.couriers.find((courier) => courier.courier === 'steadfast')).toMatchObject({
      delivered: 1,
      cashCollectedTk: 900,
      owedTk: 830,
      differences: [],
    });

    const onlySteadfast = await get(
      '/api/admin/couriers/cash?from=2026-03-10&to=2026-03-10&courier=steadfast',
    );
    expect(onlySteadfast.json<CashReport>().couriers.map((courier) => courier.courier)).toEqual([
      'steadfast',
    ]);
  });

  test('the CSV: a byte-order mark, one row per parcel, formula-like cells escaped', async () => {
    const day = '2026-04-02T10:00:00Z';
    const order = await placeOrder();
    await ship(order, {
      state: 'delivered',
      cashToCollect: 2_000,
      collected: 1_800,
      fee: 60,
      tracking: '=HYPERLINK("x")',
      updatedAt: day,
    });
    const answer = await get('/api/admin/couriers/cash.csv?from=2026-04-02&to=2026-04-02');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="courier-cash-2026-04-02-to-2026-04-02.csv"',
    );
    expect(answer.body.split('\r\n')).toEqual([
      '\uFEFFCourier,Order,Tracking code,State,Settled on,Expected (Tk),Collected (Tk),Delivery fee (Tk),Short (Tk),Over (Tk)',
      `Pathao,${order.number},"'=HYPERLINK(""x"")",delivered,2026-04-02,2000,1800,60,200,0`,
      '',
    ]);
  });

  test.each([
    ['from=2026-03-10&to=2026-03-01', 'from must not be after to'],
    ['from=10/03/2026', 'from must be a date like 2026-11-30'],
    ['courier=redx', 'courier must be steadfast or pathao'],
  ])('%s is a 400: %s', async (query, message) => {
    for (const path of ['/api/admin/couriers/cash', '/api/admin/couriers/cash.csv']) {
      const answer = await get(`${path}?${query}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain(message);
    }
  });
});
