import { z } from 'zod';
import { emiExclusionsSchema, emiPlanSchema, emiPlansSchema } from '../schemas/emi.ts';
import { defineEndpoint, type Declarations } from './endpoint.ts';
import { emiRoutes } from './routes/emi.ts';

/** 200 of GET /api/emi-plans: the switched-on plans and the products kept out of EMI. */
export const offeredEmiSchema = z.object({
  plans: z.array(emiPlanSchema),
  excludedProductIds: z.array(z.string()),
});

export const emiEndpoints = {
  offered: defineEndpoint(emiRoutes.offered, {
    tags: ['emi'],
    summary:
      'The card EMI plans switched on, and the products kept out of EMI: cards, the cart and the PC Builder price EMI with them',
    answers: { 200: offeredEmiSchema },
  }),
  plans: defineEndpoint(emiRoutes.plans, {
    tags: ['emi'],
    summary: 'Every card EMI plan, switched on or off',
    answers: { 200: emiPlansSchema },
  }),
  savePlans: defineEndpoint(emiRoutes.savePlans, {
    tags: ['emi'],
    summary:
      'Replace the card EMI plans: per bank the months offered (3-36), the bank’s fee for each (0-30 %), the minimum (at least Tk 5,000), on or off',
    body: emiPlansSchema,
    answers: { 200: emiPlansSchema },
  }),
  exclusions: defineEndpoint(emiRoutes.exclusions, {
    tags: ['emi'],
    summary: 'The products kept out of card EMI',
    answers: { 200: emiExclusionsSchema },
  }),
  saveExclusions: defineEndpoint(emiRoutes.saveExclusions, {
    tags: ['emi'],
    summary: 'Replace the products kept out of card EMI',
    body: emiExclusionsSchema,
    answers: { 200: emiExclusionsSchema },
  }),
} as const satisfies Declarations<typeof emiRoutes>;
