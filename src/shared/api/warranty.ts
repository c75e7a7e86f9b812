import {
  claimBoardQuerySchema,
  claimCreatedSchema,
  claimDetailSchema,
  claimIdParamsSchema,
  claimListSchema,
  claimMoveSchema,
  claimRequestSchema,
  orderIdParamsSchema,
  orderSerialsRequestSchema,
  orderSerialsSchema,
  serialCheckQuerySchema,
  serialCheckSchema,
  serialImportQuerySchema,
  serialImportReportSchema,
  warrantyOrderLookupSchema,
  warrantyOrderUnitsSchema,
  warrantyQuerySchema,
  warrantySettingsSchema,
  warrantyUnitSchema,
} from '../schemas/warranty-desk.ts';
import { z } from 'zod';
import { defineEndpoint, type Declarations } from './endpoint.ts';
import { warrantyDeskRoutes, warrantyRoutes } from './routes/warranty.ts';

export const warrantyEndpoints = {
  check: defineEndpoint(warrantyRoutes.check, {
    tags: ['warranty'],
    summary:
      'A sold unit’s warranty by its serial: the product, the day sold, the warranty’s kind and end (from delivery), and any open claim; no personal data. 404 for a serial the shop did not sell',
    query: warrantyQuerySchema,
    answers: { 200: warrantyUnitSchema },
    refusals: [404, 429],
  }),
  orderLookup: defineEndpoint(warrantyRoutes.orderLookup, {
    tags: ['warranty'],
    summary:
      'Every recorded unit of an order, each as the serial check answers it, given the order’s number and its phone (404 when they do not match an order)',
    body: warrantyOrderLookupSchema,
    answers: { 200: warrantyOrderUnitsSchema },
    refusals: [404, 429],
  }),
  openClaim: defineEndpoint(warrantyRoutes.openClaim, {
    tags: ['warranty'],
    summary:
      'Open a warranty claim on a sold unit (a customer: a unit of their own delivered order; staff: any unit sold), with up to 4 photos uploaded first through POST /api/images',
    body: claimRequestSchema,
    answers: { 201: claimCreatedSchema },
    refusals: [403, 404, 409],
  }),
  myClaims: defineEndpoint(warrantyRoutes.myClaims, {
    tags: ['warranty'],
    summary: 'The signed-in customer’s claims, the newest first, each with its events',
    answers: { 200: z.object({ claims: z.array(claimDetailSchema) }) },
  }),
} as const satisfies Declarations<typeof warrantyRoutes>;

export const warrantyDeskEndpoints = {
  orderSerials: defineEndpoint(warrantyDeskRoutes.orderSerials, {
    tags: ['warranty'],
    summary: 'The order’s lines with the serials recorded so far, for packing',
    params: orderIdParamsSchema,
    answers: { 200: orderSerialsSchema },
    refusals: [404],
  }),
  saveOrderSerials: defineEndpoint(warrantyDeskRoutes.saveOrderSerials, {
    tags: ['warranty'],
    summary:
      'Record the serials of the named lines, one per unit (trimmed, upper-cased); a serial sold with another order and not returned is refused with 409 naming it; changing a recorded serial needs a note, kept in the order’s timeline',
    params: orderIdParamsSchema,
    body: orderSerialsRequestSchema,
    answers: { 200: orderSerialsSchema },
    refusals: [404, 409, 422],
  }),
  checkSerial: defineEndpoint(warrantyDeskRoutes.checkSerial, {
    tags: ['warranty'],
    summary:
      'Whether a scanned serial is free to sell (with this order, when orderId is given): the scanner’s check on the spot',
    query: serialCheckQuerySchema,
    answers: { 200: serialCheckSchema },
  }),
  claims: defineEndpoint(warrantyDeskRoutes.claims, {
    tags: ['warranty'],
    summary: 'The claims board: claims by state and brand, the oldest first, with days open',
    query: claimBoardQuerySchema,
    answers: { 200: claimListSchema },
  }),
  claim: defineEndpoint(warrantyDeskRoutes.claim, {
    tags: ['warranty'],
    summary: 'One claim with its events and the unit’s warranty (the claim slip reads it)',
    params: claimIdParamsSchema,
    answers: { 200: claimDetailSchema },
    refusals: [404],
  }),
  moveClaim: defineEndpoint(warrantyDeskRoutes.moveClaim, {
    tags: ['warranty'],
    summary:
      'Move a claim to its next state with a note (a rejection needs a reason, a replacement the new serial and takes one unit from stock); a move not in the table is refused with 409. The customer is told by SMS and mail',
    params: claimIdParamsSchema,
    body: claimMoveSchema,
    answers: { 200: claimDetailSchema },
    refusals: [404, 409],
  }),
  settings: defineEndpoint(warrantyDeskRoutes.settings, {
    tags: ['warranty'],
    summary: 'The warranty desk’s settings',
    answers: { 200: warrantySettingsSchema },
  }),
  saveSettings: defineEndpoint(warrantyDeskRoutes.saveSettings, {
    tags: ['warranty'],
    summary: 'Save the warranty desk’s settings (the owner only)',
    body: warrantySettingsSchema,
    answers: { 200: warrantySettingsSchema },
  }),
  exportSerials: defineEndpoint(warrantyDeskRoutes.exportSerials, {
    tags: ['warranty'],
    summary:
      'Every unit sold with its serial as a CSV file (orderNumber, sku, serial, soldOn), in the shape the import reads',
    answers: { 200: { file: 'text/csv', description: 'The serials file' } },
  }),
  importSerials: defineEndpoint(warrantyDeskRoutes.importSerials, {
    tags: ['warranty'],
    summary:
      'Check (dryRun=true) or apply a serials file (orderNumber, sku, serial, soldOn), all or nothing: a row names an order of this shop, or a sale made before the shop went online with its soldOn date; a file with errors is refused with 422 and changes nothing',
    query: serialImportQuerySchema,
    upload: { field: 'file', description: 'A CSV file of at most 5 MB and 20,000 rows' },
    answers: { 200: serialImportReportSchema },
    // 409: a serial recorded by someone else while the file was applied.
    refusals: [409, 422],
  }),
} as const satisfies Declarations<typeof warrantyDeskRoutes>;
