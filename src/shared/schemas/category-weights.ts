import { z } from 'zod';
import { CATEGORIES, type Category } from '../categories.ts';
import { shippingWeightSchema } from './product-admin.ts';

/**
 * The shipping weight a new product of each category gets when its form leaves the weight
 * out (docs/product.md#category-weights). Every category has one.
 */
export const categoryWeightsSchema = z.object(
  Object.fromEntries(CATEGORIES.map((category) => [category, shippingWeightSchema])) as Record<
    Category,
    typeof shippingWeightSchema
  >,
);
export type CategoryWeights = z.infer<typeof categoryWeightsSchema>;
