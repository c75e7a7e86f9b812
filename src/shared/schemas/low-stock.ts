import { z } from 'zod';

// Low stock (docs/product.md#low-stock): a threshold per product, the shop's own as the
// default, the products at or below theirs, and the daily summary mailed to the shop.

/** The shop's threshold, for products without their own. */
export const lowStockSettingSchema = z.strictObject({
  lowStockAt: z
    .number({ message: 'Low stock at must be a whole number from 0 to 100000' })
    .int('Low stock at must be a whole number from 0 to 100000')
    .min(0, 'Low stock at must be a whole number from 0 to 100000')
    .max(100_000, 'Low stock at must be a whole number from 0 to 100000'),
});
export type LowStockSetting = z.infer<typeof lowStockSettingSchema>;

export const lowStockProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sku: z.string(),
  slug: z.string(),
  stock: z.number().int(),
  /** The threshold it is held to: its own, or the shop's. */
  lowStockAt: z.number().int(),
});
export type LowStockProduct = z.infer<typeof lowStockProductSchema>;

/** Products at or below their threshold (out of stock first), the first few of them. */
export const lowStockReportSchema = z.object({
  /** The shop's threshold. */
  lowStockAt: z.number().int(),
  /** How many products are at or below their threshold in all. */
  total: z.number().int(),
  products: z.array(lowStockProductSchema),
});
export type LowStockReport = z.infer<typeof lowStockReportSchema>;
