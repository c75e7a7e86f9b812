import { toSVG } from 'bwip-js/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ShipmentLabels } from '../../../shared/schemas/shipment-label.ts';
import { startCourierDesk, type CourierDesk } from './courier-desk-test-helpers.ts';

// The printable labels through the real API on a real database: parcels are written to
// `shipments` directly, as booking would leave them.

let desk: CourierDesk;
let get: CourierDesk['get'];
let placeOrder: CourierDesk['placeOrder'];
let checkoutOrder: CourierDesk['checkoutOrder'];
let ship: CourierDesk['ship'];

beforeAll(async () => {
  desk = await startCourierDesk();
  ({ get, placeOrder, checkoutOrder, ship } = desk);
});
afterAll(async () => {
  await desk.close();
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
