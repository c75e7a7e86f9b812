import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  PATHAO_CREDENTIALS,
  startPathaoSimulator,
  type PathaoSimulator,
} from '../../../../test/gateways/pathao-simulator.ts';
import { COURIER_TEST_TIMEOUT_MS } from '../../test/courier-test-helpers.ts';
import type { ParcelRequest } from './courier.ts';
import { PathaoCourier } from './pathao-courier.ts';

// The Pathao adapter against its simulator over real HTTP: tokens, booking and statuses.

let sim: PathaoSimulator;
beforeAll(async () => {
  sim = await startPathaoSimulator();
});
afterAll(() => sim.close());
beforeEach(() => {
  sim.calls.length = 0;
  sim.faults.length = 0;
  sim.tokenLifetime = 432_000;
});

/** A fresh adapter (no token yet) on a clock the test moves. */
function pathao() {
  const clock = { ms: Date.now() };
  const courier = new PathaoCourier({
    baseUrl: sim.baseUrl,
    clientId: PATHAO_CREDENTIALS.clientId,
    clientSecret: PATHAO_CREDENTIALS.clientSecret,
    username: PATHAO_CREDENTIALS.username,
    password: PATHAO_CREDENTIALS.password,
    storeId: Number(PATHAO_CREDENTIALS.storeId),
    timeoutMs: COURIER_TEST_TIMEOUT_MS,
    now: () => clock.ms,
  });
  return { courier, clock };
}

let invoiceNumber = 100;
const parcel = (overrides: Partial<ParcelRequest> = {}): ParcelRequest => ({
  invoice: `CH-${String(invoiceNumber++).padStart(6, '0')}`,
  recipientName: 'Rahim Uddin',
  recipientPhone: '01712345678',
  recipientAddress: 'House 12, Road 5, Dhanmondi, Dhaka',
  district: 'Dhaka',
  cashToCollectTk: 12_500,
  weightGrams: 1_240,
  itemCount: 2,
  description: 'SSD 1 TB, RAM 16 GB',
  pathao: { cityId: 1, zoneId: 11, areaId: 1101 },
  ...overrides,
});

const grants = () =>
  sim.calls
    .filter((call) => call.path.endsWith('/issue-token'))
    .map((call) => call.body.grant_type);

describe('Pathao tokens', () => {
  test('a token is issued once with the password grant and used as a Bearer token', async () => {
    const { courier } = pathao();
    await courier.cities();
    await courier.zones(1);
    expect(grants()).toEqual(['password']);
    const issue = sim.calls.find((call) => call.path.endsWith('/issue-token'));
    expect(issue?.body).toMatchObject({
      client_id: PATHAO_CREDENTIALS.clientId,
      client_secret: PATHAO_CREDENTIALS.clientSecret,
      username: PATHAO_CREDENTIALS.username,
      password: PATHAO_CREDENTIALS.password,
    });
    const list = sim.calls.find((call) => call.path.endsWith('/zone-list'));
    expect(list?.headers.authorization).toMatch(/^Bearer acc-/);
  });

  test('parallel callers wait for one token request', async () => {
    const { courier } = pathao();
    const lists = await Promise.all([courier.cities(), courier.zones(1), courier.areas(11)]);
    expect(lists.map((list) => list.length)).toEqual([6, 3, 2]);
    expect(grants()).toEqual(['password']);
  });

  test('a token near its expiry is refreshed before use, with the refresh token', async () => {
    const { courier, clock } = pathao();
    sim.tokenLifetime = 7200;
    await courier.cities();
    clock.ms += 7200 * 1000 - 30 * 60_000;
    await courier.cities();
    expect(grants()).toEqual(['password', 'refresh_token']);
    expect(sim.calls.filter((call) => call.path.endsWith('/city-list'))).toHaveLength(2);
  });

  test('a token Pathao forgot (a 401) is renewed once and the call answered', async () => {
    const { courier } = pathao();
    await courier.cities();
    sim.expireTokens();
    const cities = await courier.cities();
    expect(cities[0]).toEqual({ id: 1, name: 'Dhaka' });
    expect(grants()).toEqual(['password', 'refresh_token']);
  });
});

describe('booking with Pathao', () => {
  test('a parcel is booked with Pathao fields and its consignment id comes back', async () => {
    const { courier } = pathao();
    const request = parcel();
    const outcome = await courier.book(request);
    expect(outcome).toMatchObject({
      ok: true,
      parcel: { invoice: request.invoice, courierStatus: 'Pending', deliveryFeeTk: 60 },
    });
    if (!outcome.ok) return;
    expect(outcome.parcel.trackingCode).toBe(outcome.parcel.consignmentId);
    const sent = sim.parcels.get(outcome.parcel.consignmentId)?.body;
    expect(sent).toMatchObject({
      store_id: 7001,
      merchant_order_id: request.invoice,
      recipient_phone: '01712345678',
      recipient_address: 'House 12, Road 5, Dhanmondi, Dhaka',
      recipient_city: 1,
      recipient_zone: 11,
      recipient_area: 1101,
      delivery_type: 48,
      item_type: 2,
      item_quantity: 2,
      item_weight: 1.2,
      amount_to_collect: 12_500,
    });
  });

  test("Pathao's validation errors come back as a refusal naming the field, not to retry", async () => {
    const { courier } = pathao();
    const before = sim.parcels.size;
    const request = parcel({ recipientPhone: '1234', pathao: { cityId: 1, zoneId: 99 } });
    const outcome = await courier.book(request);
    expect(outcome).toEqual({
      ok: false,
      invoice: request.invoice,
      retryable: false,
      message:
        'Pathao: Please fix the given errors (The recipient phone format is invalid. The selected recipient zone is invalid.)',
    });
    expect(sim.parcels.size).toBe(before);
  });

  test('a parcel without Pathao places is refused before Pathao is asked', async () => {
    const { courier } = pathao();
    const outcome = await courier.book(parcel({ pathao: undefined }));
    expect(outcome).toMatchObject({ ok: false, retryable: false });
    expect(sim.count('/orders')).toBe(0);
  });

  test('a 500 and a timeout are retryable: the parcel may exist', async () => {
    const { courier } = pathao();
    sim.faults.push({ on: 'orders', kind: '500' });
    const failed = await courier.book(parcel());
    expect(failed).toMatchObject({ ok: false, retryable: true });
    sim.faults.push({ on: 'orders', kind: 'timeout' });
    const lost = await courier.book(parcel());
    expect(lost).toMatchObject({
      ok: false,
      retryable: true,
      message: expect.stringContaining('no answer in time'),
    });
  });

  test('bookMany answers one outcome per parcel, in order, with a small concurrency', async () => {
    const { courier } = pathao();
    const requests = [parcel(), parcel({ recipientPhone: 'x' }), parcel(), parcel(), parcel()];
    const outcomes = await courier.bookMany(requests);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, false, true, true, true]);
    expect(
      outcomes.map((outcome) => (outcome.ok ? outcome.parcel.invoice : outcome.invoice)),
    ).toEqual(requests.map((request) => request.invoice));
    expect(sim.count('/orders')).toBe(5);
  });
});

describe('Pathao statuses', () => {
  test.each([
    ['Pending', 'in-transit'],
    ['In_Transit', 'in-transit'],
    ['Delivered', 'delivered'],
    ['Partial_Delivery', 'partial'],
    ['Return', 'returned'],
    ['Pickup_Cancelled', 'returned'],
    ['Something_New', 'unknown'],
  ] as const)('%s is %s', async (status, phase) => {
    const { courier } = pathao();
    const outcome = await courier.book(parcel());
    if (!outcome.ok) throw new Error(outcome.message);
    sim.setStatus(outcome.parcel.consignmentId, status);
    const answer = await courier.status({
      consignmentId: outcome.parcel.consignmentId,
      invoice: outcome.parcel.invoice,
    });
    expect(answer).toEqual({ courierStatus: status, phase });
  });

  test('the cash Pathao says it collected comes with the status', async () => {
    const { courier } = pathao();
    const outcome = await courier.book(parcel());
    if (!outcome.ok) throw new Error(outcome.message);
    sim.setStatus(outcome.parcel.consignmentId, 'Partial_Delivery', 6000);
    expect(
      await courier.status({ consignmentId: outcome.parcel.consignmentId, invoice: 'x' }),
    ).toEqual({ courierStatus: 'Partial_Delivery', phase: 'partial', cashCollectedTk: 6000 });
  });

  test('an unknown consignment is null; an order number alone cannot be asked', async () => {
    const { courier } = pathao();
    expect(await courier.status({ consignmentId: 'DTNOSUCH', invoice: 'CH-000001' })).toBeNull();
    await expect(courier.status({ invoice: 'CH-000001' })).rejects.toThrow(
      /cannot be asked about CH-000001 by order number/,
    );
  });
});
