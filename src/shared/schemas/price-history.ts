import { z } from 'zod';

/** Where a price came from: the product form, an import, a bulk change, a sale's end, the shop. */
export const PRICE_SOURCES = ['form', 'import', 'bulk', 'sale-end', 'system'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** One price a product had (GET /api/products/:id/price-history), the newest first. */
export const priceHistoryEntrySchema = z.object({
  price: z.number().int(),
  /** The price before a discount; empty until products have one. */
  regularPrice: z.number().int().nullable(),
  source: z.enum(PRICE_SOURCES),
  /** The name of the admin who set it; null for the shop's own changes. */
  actor: z.string().nullable(),
  at: z.string(),
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;
