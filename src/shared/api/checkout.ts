import { z } from 'zod';
import { addressIdParamsSchema, addressInputSchema, addressSchema } from '../schemas/address.ts';
import {
  cartProductParamsSchema,
  cartSchema,
  mergeCartSchema,
  setCartQuantitySchema,
} from '../schemas/cart.ts';
import {
  checkoutConflictSchema,
  checkoutHeadersSchema,
  checkoutNotFoundSchema,
  checkoutResultSchema,
  checkoutSchema,
} from '../schemas/checkout.ts';
import { errorSchema } from '../schemas/common.ts';
import { productIdParamsSchema } from '../schemas/product.ts';
import {
  stockChangedSchema,
  stockChangeSchema,
  stockLedgerQuerySchema,
  stockLedgerSchema,
} from '../schemas/stock.ts';
import { defineEndpoint, noBody, type Declarations } from './endpoint.ts';
import { addressRoutes, checkoutRoutes, stockRoutes } from './routes/checkout.ts';
import { cartRoutes } from './routes/cart.ts';

export const cartEndpoints = {
  get: defineEndpoint(cartRoutes.get, {
    tags: ['cart'],
    summary:
      'The caller’s cart at today’s prices and stock, with what changed since each line was added',
    answers: { 200: cartSchema },
  }),
  setQuantity: defineEndpoint(cartRoutes.setQuantity, {
    tags: ['cart'],
    summary: 'Put a product in the cart with this quantity (1 to 10, never above stock)',
    params: cartProductParamsSchema,
    body: setCartQuantitySchema,
    answers: { 200: cartSchema },
    refusals: [404, 409],
  }),
  removeItem: defineEndpoint(cartRoutes.removeItem, {
    tags: ['cart'],
    summary: 'Take a product out of the cart (no error when it was not there)',
    params: cartProductParamsSchema,
    answers: { 200: cartSchema },
  }),
  clear: defineEndpoint(cartRoutes.clear, {
    tags: ['cart'],
    summary: 'Empty the cart',
    answers: { 200: cartSchema },
  }),
  merge: defineEndpoint(cartRoutes.merge, {
    tags: ['cart'],
    summary:
      'Add a browser cart to the account’s cart after sign-in: quantities add up, capped at 10 and at the stock; unknown products are dropped',
    body: mergeCartSchema,
    answers: { 200: cartSchema },
  }),
} as const satisfies Declarations<typeof cartRoutes>;

export const addressEndpoints = {
  list: defineEndpoint(addressRoutes.list, {
    tags: ['addresses'],
    summary: 'The caller’s saved addresses, the default first',
    answers: { 200: z.array(addressSchema) },
  }),
  add: defineEndpoint(addressRoutes.add, {
    tags: ['addresses'],
    summary: 'Save an address (the first one saved becomes the default)',
    body: addressInputSchema,
    answers: { 201: addressSchema },
    refusals: [409],
  }),
  update: defineEndpoint(addressRoutes.update, {
    tags: ['addresses'],
    summary: 'Replace a saved address; isDefault: true makes it the default',
    params: addressIdParamsSchema,
    body: addressInputSchema,
    answers: { 200: addressSchema },
    refusals: [404],
  }),
  remove: defineEndpoint(addressRoutes.remove, {
    tags: ['addresses'],
    summary: 'Delete a saved address; if it was the default, the newest other one becomes it',
    params: addressIdParamsSchema,
    answers: { 204: noBody('Deleted') },
    refusals: [404],
  }),
} as const satisfies Declarations<typeof addressRoutes>;

export const checkoutEndpoints = {
  checkout: defineEndpoint(checkoutRoutes.checkout, {
    tags: ['checkout'],
    summary:
      'Order the cart (or the items sent) in one transaction, all or nothing. Needs an Idempotency-Key header: the same key with the same body answers the same order; with another body, 422. Prices, weights and the delivery charge are the server’s.',
    headers: checkoutHeadersSchema,
    body: checkoutSchema,
    answers: {
      201: checkoutResultSchema,
      404: checkoutNotFoundSchema,
      409: checkoutConflictSchema,
      422: errorSchema,
    },
    refusals: [403, 429],
  }),
} as const satisfies Declarations<typeof checkoutRoutes>;

export const stockEndpoints = {
  change: defineEndpoint(stockRoutes.change, {
    tags: ['stock'],
    summary:
      'Change a product’s stock: a signed change, or a new count with the count expected (409 when stock moved meanwhile); written to the ledger',
    params: productIdParamsSchema,
    body: stockChangeSchema,
    answers: { 200: stockChangedSchema },
    refusals: [404, 409],
  }),
  ledger: defineEndpoint(stockRoutes.ledger, {
    tags: ['stock'],
    summary: 'A product’s stock now and its stock ledger, newest first',
    params: productIdParamsSchema,
    query: stockLedgerQuerySchema,
    answers: { 200: stockLedgerSchema },
    refusals: [404],
  }),
} as const satisfies Declarations<typeof stockRoutes>;
