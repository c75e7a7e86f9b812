import { z } from 'zod';
import { CATEGORIES } from '../categories.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { idSchema, clampedWholeNumberParam } from './common.ts';

export const PRODUCT_SORTS = ['catalogue', 'price-asc', 'price-desc', 'newest', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
});

export const specsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

/**
 * A product as the API shows it: the API's field names (docs/product.md#field-names); quantity is
 * the stock left.
 */
export const productSchema = z.object({
  _id: idSchema,
  name: z.string(),
  image: z.string(),
  details: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  origin: z.string(),
  category: z.enum(CATEGORIES),
  brand: z.string(),
  specs: specsSchema,
  /** Shipping weight, for the delivery charge. */
  weightGrams: z.number().int(),
  rating: ratingSummarySchema,
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  category: z
    .enum(CATEGORIES, { message: `category must be one of: ${CATEGORIES.join(', ')}` })
    .optional(),
  sort: z
    .enum(PRODUCT_SORTS, { message: `sort must be one of: ${PRODUCT_SORTS.join(', ')}` })
    .optional(),
  page: clampedWholeNumberParam(1, 100_000, 'page').optional(),
  pageSize: clampedWholeNumberParam(1, MAX_PAGE_SIZE, 'pageSize').optional(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const productIdParamsSchema = z.object({ id: idSchema });

export const productPageDefaults = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: 'catalogue',
} as const;
