import { z } from 'zod';

/** Liveness and readiness in one answer. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
