import {
  salesReportQuerySchema,
  salesReportSchema,
  stockFiguresSchema,
} from '../schemas/sales-report.ts';
import { defineEndpoint, type Declarations } from './endpoint.ts';
import { reportRoutes } from './routes/reports.ts';

export const reportEndpoints = {
  sales: defineEndpoint(reportRoutes.sales, {
    tags: ['reports'],
    summary:
      'Sales over Asia/Dhaka days from..to (default the last 30), beside the period of the same length before; 400 names a bad from or to',
    query: salesReportQuerySchema,
    answers: { 200: salesReportSchema },
  }),
  stock: defineEndpoint(reportRoutes.stock, {
    tags: ['reports'],
    summary: 'Stock value at cost and at price, slow movers and days of stock left',
    answers: { 200: stockFiguresSchema },
  }),
} as const satisfies Declarations<typeof reportRoutes>;
