import { bulkPriceReportSchema, bulkPriceRequestSchema } from '../schemas/bulk-price.ts';
import { lowStockReportSchema, lowStockSettingSchema } from '../schemas/low-stock.ts';
import { defineEndpoint, type Declarations } from './endpoint.ts';
import { catalogueAdminRoutes } from './routes/catalogue-admin.ts';

export const catalogueAdminEndpoints = {
  bulkPrice: defineEndpoint(catalogueAdminRoutes.bulkPrice, {
    tags: ['products'],
    summary:
      'Change the prices of the products a filter picks by a percent or a Taka amount, rounded to the nearest 1, 10, 50 or 100: dryRun=true previews every change, dryRun=false applies them all in one transaction; refused with 422 when nothing matches or a price would fall below Tk 1',
    body: bulkPriceRequestSchema,
    answers: { 200: bulkPriceReportSchema },
    refusals: [422],
  }),
  lowStock: defineEndpoint(catalogueAdminRoutes.lowStock, {
    tags: ['products'],
    summary:
      'Products at or below their low-stock threshold, out of stock first (the first 50), with how many there are in all',
    answers: { 200: lowStockReportSchema },
  }),
  lowStockSetting: defineEndpoint(catalogueAdminRoutes.lowStockSetting, {
    tags: ['products'],
    summary: 'The shop’s low-stock threshold, for products without one of their own',
    answers: { 200: lowStockSettingSchema },
  }),
  saveLowStockSetting: defineEndpoint(catalogueAdminRoutes.saveLowStockSetting, {
    tags: ['products'],
    summary: 'Change the shop’s low-stock threshold; products with their own keep theirs',
    body: lowStockSettingSchema,
    answers: { 200: lowStockSettingSchema },
  }),
} as const satisfies Declarations<typeof catalogueAdminRoutes>;
