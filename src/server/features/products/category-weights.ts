import { sql } from 'drizzle-orm';
import { CATEGORIES } from '../../../shared/categories.ts';
import type { CategoryWeights } from '../../../shared/schemas/category-weights.ts';
import type { Db } from '../../db/client.ts';
import { categoryWeights } from '../../db/schema-delivery.ts';

// The weight a new product of each category gets when its form leaves the weight out
// (migration 0020, decision 042). Changing one never rewrites products already added:
// their weights are the owner's figures, and past orders keep their own copies anyway.

/** Used for a category without a row (the table is filled by its migration). */
const FALLBACK_GRAMS = 1000;

export async function readCategoryWeights(db: Db): Promise<CategoryWeights> {
  const rows = await db.select().from(categoryWeights);
  const stored = new Map(rows.map((row) => [row.category, row.weightGrams]));
  return Object.fromEntries(
    CATEGORIES.map((category) => [category, stored.get(category) ?? FALLBACK_GRAMS]),
  ) as CategoryWeights;
}

export async function saveCategoryWeights(
  db: Db,
  weights: CategoryWeights,
): Promise<CategoryWeights> {
  await db
    .insert(categoryWeights)
    .values(CATEGORIES.map((category) => ({ category, weightGrams: weights[category] })))
    .onConflictDoUpdate({
      target: categoryWeights.category,
      set: { weightGrams: sql`excluded.weight_grams` },
    });
  return readCategoryWeights(db);
}
