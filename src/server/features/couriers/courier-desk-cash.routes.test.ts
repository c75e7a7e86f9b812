import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CashReport } from '../../../shared/schemas/courier-cash.ts';
import { startCourierDesk, type CourierDesk } from './courier-desk-test-helpers.ts';

// The cash reconciliation and its CSV through the real API on a real database: parcels are
// written to `shipments` directly, as booking and the status duty would leave them.

let desk: CourierDesk;
let get: CourierDesk['get'];
let placeOrder: CourierDesk['placeOrder'];
let ship: CourierDesk['ship'];

beforeAll(async () => {
  desk = await startCourierDesk();
  ({ get, placeOrder, ship } = desk);
});
afterAll(async () => {
  await desk.close();
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
