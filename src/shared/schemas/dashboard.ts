import { z } from 'zod';

/** Orders and revenue over some days, as the sales report counts them. */
const salesFiguresSchema = z.object({ orders: z.number().int(), revenue: z.number().int() });

/** The numbers on the admin's overview. */
export const overviewSchema = z.object({
  products: z.number().int(),
  lowStock: z.number().int(),
  pendingOrders: z.number().int(),
  users: z.number().int(),
  /** Demo products still in the shop (docs/product.md#clean-start). */
  demoProducts: z.number().int(),
  /** Sales today and over the last 30 days (today included), Asia/Dhaka days. */
  sales: z.object({ today: salesFiguresSchema, last30Days: salesFiguresSchema }),
  /** The first-run checklist: each item true once done. */
  setup: z.object({
    /** The shop's name or contact differ from the demo shop's. */
    shopDetails: z.boolean(),
    /** At least one product that is not demo data. */
    product: z.boolean(),
    deliveryCharges: z.boolean(),
    payments: z.boolean(),
  }),
});
export type Overview = z.infer<typeof overviewSchema>;
