import { z } from 'zod';
import { CATEGORIES } from '../categories.ts';
import { MAX_QUERY_LENGTH } from '../constants.ts';
import { SPEC_PARAM_PREFIX } from '../specs/spec-param.ts';
import { checkSpecParams, toCatalogueFilters } from './product-filters.ts';
import { boundedNumber } from './whole-number.ts';

// A bulk price change (docs/product.md#bulk-price-change): the products Manage Products'
// search, category, brand and spec filters pick, a change by percent or by Taka, rounded
// to the nearest 1, 10, 50 or 100; previewed (dryRun) and then applied in one call. The same
// call changes the products' cost prices instead (target: cost), where a cost may also be set
// outright: a supplier's new price list gives one cost for a whole line (decision 081).

export const BULK_TARGETS = ['price', 'cost'] as const;
export type BulkTarget = (typeof BULK_TARGETS)[number];

export const ROUND_TO = [1, 10, 50, 100] as const;
export type RoundTo = (typeof ROUND_TO)[number];

/** The most a change may move a price by: ten times up, or any amount a shop's prices span. */
const MAX_PERCENT = 1000;
const MAX_AMOUNT = 10_000_000;

const SPEC_VALUE_MESSAGE = 'spec values must be text, numbers or true/false';
const specValue = z.union([z.string().max(40), boundedNumber(SPEC_VALUE_MESSAGE), z.boolean()], {
  message: SPEC_VALUE_MESSAGE,
});

/** The products to change, in the terms of the catalogue's own filters. */
export const bulkPriceFilterSchema = z
  .strictObject(
    {
      q: z
        .string({ message: 'q must be text' })
        .trim()
        .max(MAX_QUERY_LENGTH, `q must be at most ${MAX_QUERY_LENGTH} characters`)
        .optional(),
      category: z
        .enum(CATEGORIES, { message: `category must be one of: ${CATEGORIES.join(', ')}` })
        .optional(),
      brand: z
        .string({ message: 'brand must be text' })
        .trim()
        .max(60, 'brand must be at most 60 characters')
        .optional(),
      specs: z
        .record(
          z.string().max(60, 'a spec key is at most 60 characters'),
          z.union([specValue, z.array(specValue).min(1).max(20)]),
          { message: 'specs must map spec keys to a value or a list of values' },
        )
        .optional(),
    },
    { message: 'filter takes only q, category, brand and specs' },
  )
  // The spec filters are checked and read exactly as the catalogue's `spec.<key>` parameters;
  // a refusal names the field as the request gave it, `filter.specs.<key>`.
  .transform((filter) => ({ ...filter, params: asListParams(filter) }))
  .superRefine((filter, context) =>
    checkSpecParams(filter.params, {
      ...context,
      addIssue: (issue) =>
        context.addIssue(
          typeof issue === 'string' ? issue : { ...issue, path: asRequestPath(issue.path) },
        ),
    }),
  )
  .transform(({ q, category, params }) => ({
    q: q === '' ? undefined : q,
    category,
    filters: { ...toCatalogueFilters(params), inStock: false },
  }));

/** The filter in the catalogue list's parameter form: `brand` a list, specs as `spec.<key>`. */
function asListParams(filter: {
  category?: (typeof CATEGORIES)[number] | undefined;
  brand?: string | undefined;
  specs?: Record<string, unknown> | undefined;
}): Record<string, unknown> & { category?: (typeof CATEGORIES)[number] } {
  const specs = Object.entries(filter.specs ?? {}).map(([key, value]): [string, string[]] => [
    SPEC_PARAM_PREFIX + key,
    [value].flat().map(String),
  ]);
  return {
    ...(filter.category && { category: filter.category }),
    ...(filter.brand ? { brand: [filter.brand] } : {}),
    ...Object.fromEntries(specs),
  };
}

/** A refusal's path in the request's terms: the catalogue's `spec.<key>` is `specs`' `<key>`. */
function asRequestPath(path: PropertyKey[] | undefined): PropertyKey[] | undefined {
  const [name, ...rest] = path ?? [];
  return typeof name === 'string' && name.startsWith(SPEC_PARAM_PREFIX)
    ? ['specs', name.slice(SPEC_PARAM_PREFIX.length), ...rest]
    : path;
}

const percentSchema = z
  .number({ message: 'percent must be a number' })
  .gt(-100, 'percent must be above -100: a price cannot fall to nothing')
  .max(MAX_PERCENT, `percent must be at most ${MAX_PERCENT}`)
  .refine((percent) => percent !== 0, 'percent must not be 0: that changes nothing')
  .refine(
    (percent) => Math.abs(Math.round(percent * 100) - percent * 100) < 1e-6,
    'percent takes at most two decimals',
  );

const amountSchema = z
  .number({ message: 'amount must be a whole number of Taka' })
  .int('amount must be a whole number of Taka')
  .min(-MAX_AMOUNT, `amount must be at least -${MAX_AMOUNT}`)
  .max(MAX_AMOUNT, `amount must be at most ${MAX_AMOUNT}`)
  .refine((amount) => amount !== 0, 'amount must not be 0: that changes nothing');

const setSchema = z
  .number({ message: 'set must be a whole number of Taka' })
  .int('set must be a whole number of Taka')
  .min(0, 'set must be at least 0')
  .max(100_000_000, 'set must be at most 100000000');

/**
 * By a percent of each price, or by the same Taka on each (either may be negative); a cost
 * may also be set to the same Taka on each.
 */
export const priceChangeSchema = z
  .strictObject(
    {
      percent: percentSchema.optional(),
      amount: amountSchema.optional(),
      set: setSchema.optional(),
    },
    { message: 'change takes percent, amount or set' },
  )
  .refine(
    (change) =>
      [change.percent, change.amount, change.set].filter((v) => v !== undefined).length === 1,
    'change takes exactly one of percent, amount or set',
  )
  .transform((change): { percent: number } | { amount: number } | { set: number } =>
    change.percent !== undefined
      ? { percent: change.percent }
      : change.amount !== undefined
        ? { amount: change.amount }
        : { set: change.set as number },
  );
export type PriceChange = z.output<typeof priceChangeSchema>;

export const bulkPriceRequestSchema = z
  .strictObject({
    filter: bulkPriceFilterSchema,
    /** What changes: the selling price (left out: the price) or the cost price. */
    target: z
      .enum(BULK_TARGETS, { message: `target must be one of: ${BULK_TARGETS.join(', ')}` })
      .default('price'),
    change: priceChangeSchema,
    roundTo: z.literal(ROUND_TO, { message: `roundTo must be one of: ${ROUND_TO.join(', ')}` }),
    dryRun: z.boolean({ message: 'dryRun must be true (preview) or false (apply)' }),
  })
  .superRefine((request, context) => {
    // Prices differ by product for a reason; one price for a whole filter is a mistake.
    if (request.target === 'price' && 'set' in request.change) {
      context.addIssue({
        code: 'custom',
        path: ['change', 'set'],
        message: 'set is for costs (target: cost); change prices by percent or amount',
      });
    }
  });
export type BulkPriceRequest = z.input<typeof bulkPriceRequestSchema>;

const priceMoveSchema = z.object({
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  /** Null: a cost not known before a cost is set. */
  from: z.number().int().nullable(),
  to: z.number().int(),
});

/** What the change does (a preview) or did: every new price, and each product it cannot price. */
export const bulkPriceReportSchema = z.object({
  /** Products whose price changes. */
  count: z.number().int(),
  /** Products the filter picked whose price stays as it is after rounding. */
  unchanged: z.number().int(),
  changes: z.array(priceMoveSchema),
  /** Products the change would price below Tk 1: the change cannot be applied while any is left. */
  refusals: z.array(priceMoveSchema.extend({ message: z.string() })),
  /** Products left alone by a change of costs by percent or amount: their cost is not known. */
  withoutCost: z.number().int(),
  applied: z.boolean(),
});
export type BulkPriceReport = z.infer<typeof bulkPriceReportSchema>;
