import {
  bookingResultsSchema,
  bookShipmentsSchema,
  configuredCouriersSchema,
  courierParamsSchema,
  courierWebhookHeadersSchema,
  courierWebhookSchema,
  returnReceivedSchema,
  webhookReceivedSchema,
} from '../schemas/courier.ts';
import { orderIdParamsSchema } from '../schemas/order.ts';
import { defineEndpoint, type Declarations } from './endpoint.ts';
import { courierRoutes } from './routes/couriers.ts';

export const courierEndpoints = {
  list: defineEndpoint(courierRoutes.list, {
    tags: ['couriers'],
    summary: 'The couriers this shop is set up for (each only when all its settings are set)',
    answers: { 200: configuredCouriersSchema },
  }),
  book: defineEndpoint(courierRoutes.book, {
    tags: ['couriers'],
    summary:
      'Book the parcels of confirmed orders with a courier: one answer per order (booked, or why not); a booked order is shipped with the courier’s tracking code. An order is never booked twice',
    body: bookShipmentsSchema,
    answers: { 200: bookingResultsSchema },
    // 409: the courier is not set up on this shop. The order-life step that ships a booked
    // order answers its refusals as that order's message, never as the request's status.
    refusals: [409],
  }),
  webhook: defineEndpoint(courierRoutes.webhook, {
    tags: ['couriers'],
    summary:
      'A courier’s pushed parcel status, proven by that courier’s own secret (401 without it, or with another courier’s); 404 for a parcel the shop did not book, or a courier whose secret is not set. A cash figure differing from the one recorded is noted for staff and changes nothing. Steadfast is answered 200; Pathao 202 with its integration header, its address check included',
    params: courierParamsSchema,
    headers: courierWebhookHeadersSchema,
    body: courierWebhookSchema,
    answers: { 200: webhookReceivedSchema, 202: webhookReceivedSchema },
    refusals: [401, 404],
  }),
  returnReceived: defineEndpoint(courierRoutes.returnReceived, {
    tags: ['couriers'],
    summary:
      'A returned order’s parcel is back: its units go back on the shelf through the stock ledger (reason return), once',
    params: orderIdParamsSchema,
    answers: { 200: returnReceivedSchema },
    refusals: [404, 409],
  }),
} as const satisfies Declarations<typeof courierRoutes>;
