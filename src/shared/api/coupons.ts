import { z } from 'zod';
import {
  couponCheckSchema,
  couponIdParamsSchema,
  couponInputSchema,
  couponPatchSchema,
  couponQuoteSchema,
  couponRefusalSchema,
  couponSchema,
} from '../schemas/coupon.ts';
import { defineEndpoint, noBody, type Declarations } from './endpoint.ts';
import { couponRoutes } from './routes/coupons.ts';

export const couponEndpoints = {
  list: defineEndpoint(couponRoutes.list, {
    tags: ['coupons'],
    summary: 'The coupons (deleted ones left out), newest first, with the uses of each',
    answers: { 200: z.array(couponSchema) },
  }),
  create: defineEndpoint(couponRoutes.create, {
    tags: ['coupons'],
    summary:
      'Create a coupon: a code (3-32 letters, digits or hyphens, any case), percent, amount or free delivery, with its limits',
    body: couponInputSchema,
    answers: { 201: couponSchema },
    refusals: [409],
  }),
  update: defineEndpoint(couponRoutes.update, {
    tags: ['coupons'],
    summary: 'Change some fields of a coupon (null clears an optional one); its uses stay',
    params: couponIdParamsSchema,
    body: couponPatchSchema,
    answers: { 200: couponSchema },
    refusals: [404, 409],
  }),
  remove: defineEndpoint(couponRoutes.remove, {
    tags: ['coupons'],
    summary:
      'Delete a coupon: shoppers are told its code is unknown; the orders that used it keep it',
    params: couponIdParamsSchema,
    answers: { 204: noBody('Deleted') },
    refusals: [404],
  }),
  check: defineEndpoint(couponRoutes.check, {
    tags: ['coupons'],
    summary:
      'What a code takes off these lines now, or why it does not apply (reason). Nothing is kept: checkout prices it again. Limited per client address (429 with Retry-After).',
    body: couponCheckSchema,
    answers: { 200: couponQuoteSchema, 404: couponRefusalSchema, 409: couponRefusalSchema },
    refusals: [429],
  }),
} as const satisfies Declarations<typeof couponRoutes>;
