import { z } from 'zod';
import { cashQuerySchema, cashReportSchema } from '../schemas/courier-cash.ts';
import {
  pathaoCityParamsSchema,
  pathaoPlaceSchema,
  pathaoZoneParamsSchema,
} from '../schemas/pathao-place.ts';
import { labelQuerySchema, shipmentLabelsSchema } from '../schemas/shipment-label.ts';
import { defineEndpoint, type Declarations } from './endpoint.ts';
import { courierDeskRoutes } from './routes/courier-desk.ts';

const places = (what: string) => ({ 200: z.array(pathaoPlaceSchema.describe(what)) });

export const courierDeskEndpoints = {
  pathaoCities: defineEndpoint(courierDeskRoutes.pathaoCities, {
    tags: ['couriers'],
    summary:
      "Pathao's cities (kept a few hours); 409 when Pathao is not set up, 502 when it does not answer",
    answers: places('A Pathao city'),
    refusals: [409, 502],
  }),
  pathaoZones: defineEndpoint(courierDeskRoutes.pathaoZones, {
    tags: ['couriers'],
    summary: "The zones of one of Pathao's cities (kept a few hours)",
    params: pathaoCityParamsSchema,
    answers: places('A Pathao zone'),
    refusals: [409, 502],
  }),
  pathaoAreas: defineEndpoint(courierDeskRoutes.pathaoAreas, {
    tags: ['couriers'],
    summary: "The areas of one of Pathao's zones (kept a few hours); often none",
    params: pathaoZoneParamsSchema,
    answers: places('A Pathao area'),
    refusals: [409, 502],
  }),
  labels: defineEndpoint(courierDeskRoutes.labels, {
    tags: ['couriers'],
    summary:
      'Label data for booked orders, in the order asked, each with its order number as a Code 128 SVG; orders without a booked parcel come back as not booked',
    query: labelQuerySchema,
    answers: { 200: shipmentLabelsSchema },
  }),
  cash: defineEndpoint(courierDeskRoutes.cash, {
    tags: ['couriers'],
    summary:
      'Cash reconciliation per courier for parcels the courier settled (delivered, partly delivered or returned) between from and to (Dhaka dates, default the last 30 days)',
    query: cashQuerySchema,
    answers: { 200: cashReportSchema },
  }),
  cashFile: defineEndpoint(courierDeskRoutes.cashFile, {
    tags: ['couriers'],
    summary:
      'The cash reconciliation as a CSV file (UTF-8 with a byte-order mark), one row per parcel',
    query: cashQuerySchema,
    answers: { 200: { file: 'text/csv', description: 'The reconciliation file' } },
  }),
} as const satisfies Declarations<typeof courierDeskRoutes>;
