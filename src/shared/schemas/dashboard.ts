import { z } from 'zod';

/** The numbers on the admin's overview. */
export const overviewSchema = z.object({
  products: z.number().int(),
  lowStock: z.number().int(),
  pendingOrders: z.number().int(),
  users: z.number().int(),
});
export type Overview = z.infer<typeof overviewSchema>;
