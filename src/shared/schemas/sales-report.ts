import { z } from 'zod';

// The owner's sales report (docs/product.md#reports): a period of Asia/Dhaka days with the
// period of the same length just before it, and the shop's stock as it stands.

/** The longest period a report covers: three years of days (a leap day included). */
export const MAX_REPORT_DAYS = 3 * 366;

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as written in the query; 2026-02-30 is refused, not rolled over. */
const isCalendarDate = (text: string) => {
  if (!DATE_SHAPE.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
};

const day = (name: 'from' | 'to') =>
  z
    .string({ message: `${name} must be a date like 2026-11-30` })
    .refine(isCalendarDate, `${name} must be a date like 2026-11-30`)
    .optional();

/** Whole days from `from` to `to`, both counted. */
export const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const salesReportQuerySchema = z
  .object({
    from: day('from'),
    to: day('to'),
    /** The only comparison there is: the period of the same length just before. */
    compare: z.enum(['previous'], { message: 'compare must be previous' }).optional(),
  })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    if (query.to < query.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    } else if (daysIn(query.from, query.to) > MAX_REPORT_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'to must be at most 3 years after from',
      });
    }
  });
export type SalesReportQuery = z.input<typeof salesReportQuerySchema>;

const tk = z.number().int();
const count = z.number().int();

export const salesTotalsSchema = z.object({
  orders: count,
  units: count,
  /** What customers pay for the goods: after discounts and refunds, delivery charges apart. */
  revenue: tk,
  discount: tk,
  deliveryCharges: tk,
  /** Revenue per order, rounded to the Taka; 0 without orders. */
  averageOrder: tk,
  returnedOrders: count,
  cancelledOrders: count,
  /** Revenue less cost over the lines whose cost is known; null when none is. */
  grossMargin: tk.nullable(),
  /** The revenue of lines sold without a known cost, which no margin covers. */
  revenueWithoutCost: tk,
});
export type SalesTotals = z.infer<typeof salesTotalsSchema>;

const salesShare = { orders: count, units: count, revenue: tk };

export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  totals: salesTotalsSchema,
  previous: salesTotalsSchema,
  /** Every day of the period, days without orders as zeros. */
  byDay: z.array(z.object({ day: z.string(), orders: count, revenue: tk })),
  byCategory: z.array(z.object({ category: z.string(), ...salesShare })),
  byBrand: z.array(z.object({ brand: z.string(), ...salesShare })),
  byPaymentMethod: z.array(z.object({ method: z.string(), orders: count, revenue: tk })),
  byDistrict: z.array(z.object({ district: z.string(), orders: count, revenue: tk })),
  byCourier: z.array(
    z.object({ courier: z.string(), shipped: count, delivered: count, returned: count }),
  ),
  topProducts: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      units: count,
      revenue: tk,
      /** Null when a line of it was sold without a known cost. */
      margin: tk.nullable(),
    }),
  ),
  coupons: z.array(z.object({ code: z.string(), uses: count, discount: tk })),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** The stock as it stands, for the reports page (not tied to a period). */
export const stockFiguresSchema = z.object({
  units: count,
  valueAtPrice: tk,
  /** At cost, over products whose cost is known. */
  valueAtCost: tk,
  unitsWithoutCost: count,
  /** In stock, on sale for over 60 days and not sold in the last 60. */
  slowMovers: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      stock: count,
      valueAtPrice: tk,
      lastSold: z.string().nullable(),
    }),
  ),
  /** Products sold in the last 30 days, those that run out soonest first. */
  daysLeft: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      stock: count,
      soldLast30Days: count,
      days: count,
    }),
  ),
});
export type StockFigures = z.infer<typeof stockFiguresSchema>;
