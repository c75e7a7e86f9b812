import { AVAILABILITIES } from '../availability.ts';
import { z } from 'zod';
import { CATEGORIES } from '../categories.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_QUERY_LENGTH } from '../constants.ts';
import { WARRANTY_KINDS } from '../warranty.ts';
import { idSchema, clampedWholeNumberParam } from './common.ts';
import { boundedNumber } from './whole-number.ts';
import { SPEC_PARAM_PREFIX } from '../specs/spec-param.ts';
import { checkSpecParams, filterParamShape, toCatalogueFilters } from './product-filters.ts';

/** `relevance` is the default with a query, and the catalogue order without one. */
export const PRODUCT_SORTS = [
  'catalogue',
  'relevance',
  'price-asc',
  'price-desc',
  'newest',
  'name',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
});

/**
 * Stored specs: flat, a list where a part supports several values (src/shared/specs). Each
 * category's schema bounds its numbers tighter; this range is what every spec stays within.
 */
const specNumber = boundedNumber('a spec value must be a number');
export const specsSchema = z.record(
  z.string(),
  z.union([z.string(), specNumber, z.boolean(), z.array(z.union([z.string(), specNumber]))]),
);

/**
 * A product as the API shows it: the API's field names (docs/product.md#field-names); quantity is
 * the stock left.
 */
export const productSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** The shop's own code for the product, unique ignoring case. */
  sku: z.string(),
  /** The readable address made from the name: the page is /products/<slug>. */
  slug: z.string(),
  /** The main picture: always `images[0]`. */
  image: z.string(),
  /** 1 to 6 pictures, the main one first. */
  images: z.array(z.string()),
  details: z.string(),
  /** The price charged. */
  price: z.number().int(),
  /** On sale: the price before it, above `price`, shown struck through; null: not on sale. */
  regularPrice: z.number().int().nullable(),
  /** When the sale ends and `regularPrice` becomes the price again; null: no end set. */
  saleEndsAt: z.string().nullable(),
  quantity: z.number().int(),
  origin: z.string(),
  category: z.enum(CATEGORIES),
  brand: z.string(),
  specs: specsSchema,
  /** Shipping weight, for the delivery charge. */
  weightGrams: z.number().int(),
  /** The most one customer may hold in unconfirmed orders, when the owner set one for it. */
  holdLimit: z.number().int().nullable(),
  /** Stock at or below which it counts as low, when the owner set one for it (else the shop's). */
  lowStockAt: z.number().int().nullable().optional(),
  /** Months of warranty; 0: none (src/shared/warranty.ts words it). */
  warrantyMonths: z.number().int(),
  warrantyKind: z.enum(WARRANTY_KINDS),
  /** Each unit sold gets its serial recorded at packing (docs/product.md#warranty-desk); the server always sends it, older fixtures may not. */
  serialTracked: z.boolean().optional(),
  /** normal (by stock), preorder (ordered while out of stock) or coming-soon (not orderable); the server always sends it, older fixtures may not (read as normal). */
  availability: z.enum(AVAILABILITIES).optional(),
  rating: ratingSummarySchema,
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** A row of Manage Products: the product and its back-in-stock alerts still waiting. */
/**
 * A product as Manage Products lists it: the public fields, the alerts waiting for it and what it
 * cost the shop (for the edit form; staff only, decision 081).
 */
export const managedProductSchema = productSchema.extend({
  waitingAlerts: z.number().int(),
  costPrice: z.number().int().nullable(),
});
export type ManagedProduct = z.infer<typeof managedProductSchema>;

const searchParamShape = {
  // A longer query is cut, not refused: what a shopper pastes still searches.
  q: z
    .string()
    .trim()
    .transform((text) => text.slice(0, MAX_QUERY_LENGTH).trim())
    .optional(),
  category: z
    .enum(CATEGORIES, { message: `category must be one of: ${CATEGORIES.join(', ')}` })
    .optional(),
};

/**
 * The list's parameters as they arrive; `spec.<key>` parameters are kept beside the named ones
 * (docs/product.md#spec-filters).
 */
export const productListParamsSchema = z.looseObject({
  ...searchParamShape,
  sort: z
    .enum(PRODUCT_SORTS, { message: `sort must be one of: ${PRODUCT_SORTS.join(', ')}` })
    .optional(),
  page: clampedWholeNumberParam(1, 100_000, 'page').optional(),
  pageSize: clampedWholeNumberParam(1, MAX_PAGE_SIZE, 'pageSize').optional(),
  ...filterParamShape,
});

/** The named parameters of the list; the spec filters (`spec.<key>`) come beside them. */
export const PRODUCT_LIST_PARAMETERS = Object.keys(productListParamsSchema.shape);

/**
 * Whether a query parameter is one the product list reads: the API's list, and the
 * products page, which keeps its view in the URL in the API's own form.
 */
export const isProductListParameter = (name: string): boolean =>
  PRODUCT_LIST_PARAMETERS.includes(name) || name.startsWith(SPEC_PARAM_PREFIX);

/** The list's parameters read: the sort a query implies, the filters gathered. */
function toListQuery(raw: z.output<typeof productListParamsSchema>) {
  return {
    q: raw.q,
    category: raw.category,
    sort: raw.sort ?? (raw.q ? ('relevance' as const) : undefined),
    page: raw.page,
    pageSize: raw.pageSize,
    filters: toCatalogueFilters(raw),
  };
}

export const productListQuerySchema = productListParamsSchema
  .superRefine(checkSpecParams)
  .transform(toListQuery);
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/**
 * Manage Products' stock filter: `restock` is at or below its threshold (out of stock included:
 * the overview's low-stock list), `low` is in stock at or below it, `out` is none left.
 */
export const STOCK_LEVELS = ['restock', 'low', 'out'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

/** The manage table's list: the catalogue's parameters and the stock filter (docs/product.md#low-stock). */
export const manageProductsQuerySchema = productListParamsSchema
  .extend({
    stock: z
      .enum(STOCK_LEVELS, { message: `stock must be one of: ${STOCK_LEVELS.join(', ')}` })
      .optional(),
  })
  .superRefine(checkSpecParams)
  .transform((raw) => ({ ...toListQuery(raw), stock: raw.stock }));

/** A product named by its id or by its slug (the API takes either). */
export const productRefSchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,100}$/, 'Must be a product id or its address (slug)');

export const productIdParamsSchema = z.object({ id: productRefSchema });

export const productPageDefaults = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: 'catalogue',
} as const;

export const productFacetParamsSchema = z.looseObject({ ...searchParamShape, ...filterParamShape });

export const productFacetQuerySchema = productFacetParamsSchema
  .superRefine(checkSpecParams)
  .transform((raw) => ({ q: raw.q, category: raw.category, filters: toCatalogueFilters(raw) }));

export const facetSchema = z.object({
  key: z.string(),
  label: z.string(),
  values: z.array(z.object({ value: z.string(), count: z.number().int() })),
});
export type Facet = z.infer<typeof facetSchema>;

/** What the chosen filters leave to pick from: each facet counted without its own filter. */
export const productFacetsSchema = z.object({
  facets: z.array(facetSchema),
  price: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;
