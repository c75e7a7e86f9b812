import { productIdParamsSchema } from '../schemas/product.ts';
import {
  stockAlertCreatedSchema,
  stockAlertRequestSchema,
  stockAlertStopSchema,
  stockAlertsStoppedSchema,
} from '../schemas/stock-alert.ts';
import { defineEndpoint, type Declarations } from './endpoint.ts';
import { stockAlertRoutes } from './routes/stock-alerts.ts';

export const stockAlertEndpoints = {
  create: defineEndpoint(stockAlertRoutes.create, {
    tags: ['stock'],
    summary:
      'Ask to be told by SMS or mail when an out-of-stock product is back (once); 409 when it is in stock',
    params: productIdParamsSchema,
    body: stockAlertRequestSchema,
    answers: { 201: stockAlertCreatedSchema },
    refusals: [404, 409, 429],
  }),
  stop: defineEndpoint(stockAlertRoutes.stop, {
    tags: ['stock'],
    summary: 'Stop every waiting back-in-stock alert of the phone or email a notice’s link names',
    body: stockAlertStopSchema,
    answers: { 200: stockAlertsStoppedSchema },
    refusals: [404],
  }),
} as const satisfies Declarations<typeof stockAlertRoutes>;
