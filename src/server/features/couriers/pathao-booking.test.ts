import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BookingResult } from '../../../shared/schemas/courier.ts';
import {
  bookRequest,
  checkOnce,
  orderOf,
  parcelsFallDue,
  placeOrder,
  startCourierShop,
  type CourierShop,
} from '../../test/courier-test-helpers.ts';

// Booking with Pathao through the shop's one booking call, against Pathao's simulator over
// real HTTP: the places staff chose go with the parcel, and Pathao's word moves the order.

let shop: CourierShop;
beforeAll(async () => {
  shop = await startCourierShop({ withPathao: true });
});
afterAll(() => shop.close());

const pathao = () => shop.pathao as NonNullable<CourierShop['pathao']>;

describe('booking with Pathao', () => {
  test('staff see Pathao among the couriers they may book with', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/couriers',
      headers: shop.admin.headers,
    });
    expect(response.json<{ id: string }[]>().map((courier) => courier.id)).toEqual([
      'steadfast',
      'pathao',
    ]);
  });

  test('without Pathao’s city and zone the request is refused and nothing is booked', async () => {
    const placed = await placeOrder(shop);
    const response = await bookRequest(shop, [placed.orderId], 'pathao');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'Choose Pathao’s city and zone for these parcels.',
    );
    expect(pathao().parcels.size).toBe(0);
    expect((await orderOf(shop, placed.orderId)).status).toBe('confirmed');
  });

  test('the chosen places and the cash to collect go to Pathao; delivered, the cash order is paid', async () => {
    const placed = await placeOrder(shop, { quantity: 2 });
    const response = await bookRequest(shop, [placed.orderId], 'pathao', {
      pathao: { city: 1, zone: 11 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [result] = response.json<BookingResult[]>();
    const order = await orderOf(shop, placed.orderId);
    const parcel = [...pathao().parcels.values()].find(
      (item) => item.merchant_order_id === order.orderNumber,
    );
    expect(parcel?.body).toMatchObject({
      recipient_city: 1,
      recipient_zone: 11,
      amount_to_collect: order.total,
      recipient_phone: '01712345678',
    });
    expect(result).toMatchObject({ orderId: placed.orderId, ok: true });
    expect(order.status).toBe('shipped');
    expect(order.shipment).toMatchObject({ courier: 'pathao', state: 'booked' });

    pathao().setStatus(String(parcel?.consignment_id), 'Delivered', order.total);
    await parcelsFallDue(shop);
    await checkOnce(shop);
    const delivered = await orderOf(shop, placed.orderId);
    expect(delivered.status).toBe('delivered');
    expect(delivered.paymentStatus).toBe('paid');
  });
});
