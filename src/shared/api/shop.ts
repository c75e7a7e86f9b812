import { z } from 'zod';
import { checkoutNotFoundSchema, holdRefusalSchema } from '../schemas/checkout.ts';
import { couponRefusalSchema } from '../schemas/coupon.ts';
import { errorSchema, idSchema } from '../schemas/common.ts';
import { overviewSchema } from '../schemas/dashboard.ts';
import {
  deliveryQuoteRequestSchema,
  deliveryQuoteSchema,
  deliverySettingsInputSchema,
  deliverySettingsSchema,
  districtsAnswerSchema,
  freeDeliveryAnswerSchema,
} from '../schemas/delivery.ts';
import { demoDataRemovalSchema } from '../schemas/demo-data.ts';
import { healthSchema } from '../schemas/health.ts';
import {
  cancelledOrdersSchema,
  cancelStaleOrdersSchema,
  orderLimitsInputSchema,
  orderLimitsSchema,
} from '../schemas/order-admin.ts';
import {
  orderDetailSchema,
  orderFilterQuerySchema,
  orderSummarySchema,
  stepBackSchema,
} from '../schemas/order-detail.ts';
import {
  changeOrderStatusSchema,
  emailQuerySchema,
  orderIdParamsSchema,
  placeOrderSchema,
} from '../schemas/order.ts';
import { shopSettingsSchema } from '../schemas/shop-settings.ts';
import { defineEndpoint, type Declarations } from './endpoint.ts';
import {
  dashboardRoutes,
  deliveryRoutes,
  demoDataRoutes,
  healthRoutes,
  orderRoutes,
} from './routes/shop.ts';
import { shopSettingsRoutes } from './routes/shop-settings.ts';

export const orderEndpoints = {
  place: defineEndpoint(orderRoutes.place, {
    tags: ['orders'],
    summary: 'Place an order; price and total are the server’s, stock is taken atomically',
    body: placeOrderSchema,
    answers: {
      201: z.object({ insertedId: idSchema, order: orderSummarySchema }),
      // A product not sold, or a coupon code that is unknown (with its `reason`).
      404: checkoutNotFoundSchema,
      // Out of stock (the message), past a hold limit (with the product and its limit), or a
      // coupon that does not apply (with its `reason`).
      409: z.union([holdRefusalSchema, couponRefusalSchema, errorSchema]),
    },
    refusals: [429],
  }),
  mine: defineEndpoint(orderRoutes.mine, {
    tags: ['orders'],
    summary:
      'The orders of the account that has this email now, newest first (the customer or an admin)',
    query: emailQuerySchema,
    answers: { 200: z.array(orderSummarySchema) },
    refusals: [403],
  }),
  all: defineEndpoint(orderRoutes.all, {
    tags: ['orders'],
    summary:
      'Every order, newest first; filters: status, payment method, district, q (an order number or a phone)',
    query: orderFilterQuerySchema,
    answers: { 200: z.array(orderSummarySchema) },
  }),
  changeStatus: defineEndpoint(orderRoutes.changeStatus, {
    tags: ['orders'],
    summary: 'Move an order along its life (admin); its owner may cancel it while pending',
    params: orderIdParamsSchema,
    body: changeOrderStatusSchema,
    answers: { 200: orderSummarySchema },
    refusals: [403, 404, 409],
  }),
  detail: defineEndpoint(orderRoutes.detail, {
    tags: ['orders'],
    summary: 'One order with its lines, delivery, payment and timeline (its owner or an admin)',
    params: orderIdParamsSchema,
    answers: { 200: orderDetailSchema },
    refusals: [404],
  }),
  stepBack: defineEndpoint(orderRoutes.stepBack, {
    tags: ['orders'],
    summary:
      'Move an order one step back (delivered to shipped, shipped to confirmed, confirmed to pending) with a reason; a cancelled order stays cancelled',
    params: orderIdParamsSchema,
    body: stepBackSchema,
    answers: { 200: orderDetailSchema },
    refusals: [404, 409],
  }),
  cancelStale: defineEndpoint(orderRoutes.cancelStale, {
    tags: ['orders'],
    summary: 'Cancel every unconfirmed order older than the hours given; units go back',
    body: cancelStaleOrdersSchema,
    answers: { 200: cancelledOrdersSchema },
  }),
  limits: defineEndpoint(orderRoutes.limits, {
    tags: ['orders'],
    summary: 'Units one customer may hold in unconfirmed orders: per product and in all',
    answers: { 200: orderLimitsSchema },
  }),
  saveLimits: defineEndpoint(orderRoutes.saveLimits, {
    tags: ['orders'],
    summary: 'Change the limits on units held in unconfirmed orders (the next order obeys)',
    body: orderLimitsInputSchema,
    answers: { 200: orderLimitsSchema },
  }),
} as const satisfies Declarations<typeof orderRoutes>;

export const dashboardEndpoints = {
  overview: defineEndpoint(dashboardRoutes.overview, {
    tags: ['dashboard'],
    summary: 'The admin overview: products, low-stock products, pending orders, users',
    answers: { 200: overviewSchema },
  }),
} as const satisfies Declarations<typeof dashboardRoutes>;

export const healthEndpoints = {
  health: defineEndpoint(healthRoutes.health, {
    tags: ['health'],
    summary: 'Liveness and database readiness; a load balancer takes the instance out on 503',
    answers: { 200: healthSchema, 503: healthSchema },
  }),
} as const satisfies Declarations<typeof healthRoutes>;

export const deliveryEndpoints = {
  districts: defineEndpoint(deliveryRoutes.districts, {
    tags: ['delivery'],
    summary: 'The 64 districts with their English and Bangla names, division and delivery zone',
    answers: { 200: districtsAnswerSchema },
  }),
  freeDelivery: defineEndpoint(deliveryRoutes.freeDelivery, {
    tags: ['delivery'],
    summary: 'The lines’ total from which home delivery is free (null: never free)',
    answers: { 200: freeDeliveryAnswerSchema },
  }),
  quote: defineEndpoint(deliveryRoutes.quote, {
    tags: ['delivery'],
    summary:
      'The delivery methods offered to a district for these lines, with charge and time; without lines, for a parcel of one kg or less',
    body: deliveryQuoteRequestSchema,
    answers: { 200: deliveryQuoteSchema },
  }),
  settings: defineEndpoint(deliveryRoutes.settings, {
    tags: ['delivery'],
    summary:
      'Zones, every district’s zone, pickup points, the extra-kg charge and the free-delivery threshold',
    answers: { 200: deliverySettingsSchema },
  }),
  saveSettings: defineEndpoint(deliveryRoutes.saveSettings, {
    tags: ['delivery'],
    summary: 'Replace the delivery settings; the next quote and checkout on any instance use them',
    body: deliverySettingsInputSchema,
    answers: { 200: deliverySettingsSchema },
  }),
} as const satisfies Declarations<typeof deliveryRoutes>;

export const shopSettingsEndpoints = {
  read: defineEndpoint(shopSettingsRoutes.read, {
    tags: ['shop'],
    summary: 'The shop’s name, contact, address, hours, social links, owner profile, slides, stats',
    answers: { 200: shopSettingsSchema },
  }),
  replace: defineEndpoint(shopSettingsRoutes.replace, {
    tags: ['shop'],
    summary: 'Replace the shop’s settings (admin); every instance shows them within a second',
    body: shopSettingsSchema,
    answers: { 200: shopSettingsSchema },
  }),
} as const satisfies Declarations<typeof shopSettingsRoutes>;

export const demoDataEndpoints = {
  remove: defineEndpoint(demoDataRoutes.remove, {
    tags: ['shop'],
    summary:
      'Remove the demo products no order refers to, the demo reviews and unused demo pictures (owner)',
    answers: { 200: demoDataRemovalSchema },
  }),
} as const satisfies Declarations<typeof demoDataRoutes>;
