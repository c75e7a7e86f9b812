import {
  checkoutConflictSchema,
  checkoutHeadersSchema,
  checkoutNotFoundSchema,
} from '../schemas/checkout.ts';
import { errorSchema } from '../schemas/common.ts';
import {
  newPhoneCustomerSchema,
  payLinkOrderSchema,
  payLinkParamsSchema,
  payLinkStartedSchema,
  phoneCustomerLookupSchema,
  phoneCustomerQuerySchema,
  phoneCustomerSchema,
  phoneOrderResultSchema,
  phoneOrderSchema,
} from '../schemas/phone-order.ts';
import { defineEndpoint, type Declarations } from './endpoint.ts';
import { payLinkRoutes, phoneOrderRoutes } from './routes/phone-orders.ts';

export const phoneOrderEndpoints = {
  findCustomer: defineEndpoint(phoneOrderRoutes.findCustomer, {
    tags: ['phone-orders'],
    summary: 'The customer account a phone belongs to (null: none yet) and its saved addresses',
    query: phoneCustomerQuerySchema,
    answers: { 200: phoneCustomerLookupSchema },
    refusals: [409],
  }),
  createCustomer: defineEndpoint(phoneOrderRoutes.createCustomer, {
    tags: ['phone-orders'],
    summary: 'Make a customer account with this phone (unverified) and name, for an order by phone',
    body: newPhoneCustomerSchema,
    answers: { 201: phoneCustomerSchema },
    refusals: [409],
  }),
  place: defineEndpoint(phoneOrderRoutes.place, {
    tags: ['phone-orders'],
    summary:
      'Place an order for a customer by checkout’s own rules (stock, holds, coupons, payment rules, limits, notices); the order records the staff member. An online order sends the customer an SMS with a single-use payment link. Needs an Idempotency-Key header, as checkout.',
    headers: checkoutHeadersSchema,
    body: phoneOrderSchema,
    answers: {
      201: phoneOrderResultSchema,
      404: checkoutNotFoundSchema,
      409: checkoutConflictSchema,
      422: errorSchema,
    },
    refusals: [429],
  }),
} as const satisfies Declarations<typeof phoneOrderRoutes>;

export const payLinkEndpoints = {
  show: defineEndpoint(payLinkRoutes.show, {
    tags: ['phone-orders'],
    summary: 'The order a payment link pays, without signing in (the link is not used up)',
    params: payLinkParamsSchema,
    answers: { 200: payLinkOrderSchema, 410: errorSchema },
    refusals: [404, 409],
  }),
  pay: defineEndpoint(payLinkRoutes.pay, {
    tags: ['phone-orders'],
    summary: 'Use a payment link (once): opens the gateway’s page for the order',
    params: payLinkParamsSchema,
    answers: { 200: payLinkStartedSchema, 410: errorSchema },
    refusals: [404, 409, 503],
  }),
} as const satisfies Declarations<typeof payLinkRoutes>;
