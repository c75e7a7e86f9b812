import { inArray } from 'drizzle-orm';
import { emiQuote, type EmiPlan } from '../../../shared/emi.ts';
import { emiExclusionsSchema, emiPlansSchema } from '../../../shared/schemas/emi.ts';
import type { CatalogueCache } from '../../cache/answer-cache.ts';
import { builderOn, type Queryable } from '../../db/queryable.ts';
import { settings } from '../../db/schema.ts';

// The owner's card EMI plans and the products kept out of them, one owner: each saved under
// a settings key of its own (migration 0043's triggers drop every instance's cached
// catalogue when either is written), read by product answers, the cart and checkout.

export const EMI_PLANS_KEY = 'emi_plans';
export const EMI_EXCLUSIONS_KEY = 'emi_exclusions';

/** What EMI is offered on: the plans (switched on or off) and the products kept out. */
export interface EmiSettings {
  plans: EmiPlan[];
  excludedProductIds: string[];
}

/** Stored values that no longer fit the schema count as none, never as a 500. */
function parsed<T>(value: string | undefined, parse: (raw: unknown) => T | undefined, none: T): T {
  if (value === undefined) return none;
  try {
    return parse(JSON.parse(value)) ?? none;
  } catch {
    return none;
  }
}

/** Both settings in one round trip; inside a transaction, as that transaction sees them. */
export async function readEmiSettings(db: Queryable): Promise<EmiSettings> {
  const rows = await builderOn(db)
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [EMI_PLANS_KEY, EMI_EXCLUSIONS_KEY]));
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return {
    plans: parsed(byKey.get(EMI_PLANS_KEY), (raw) => emiPlansSchema.safeParse(raw).data, []),
    excludedProductIds: parsed(
      byKey.get(EMI_EXCLUSIONS_KEY),
      (raw) => emiExclusionsSchema.safeParse(raw).data?.productIds,
      [],
    ),
  };
}

/**
 * The settings as product answers read them, kept with the catalogue's answers: writing
 * either records a catalogue change (migration 0043's triggers), which drops this with
 * every kept answer in every instance. An uncached search or product page then sends its
 * own statements only, not this one as well. Checkout reads them afresh (readEmiSettings).
 */
export async function keptEmiSettings(cache: CatalogueCache, db: Queryable): Promise<EmiSettings> {
  const kept = await cache.get('emi settings', async () => ({
    json: JSON.stringify(await readEmiSettings(db)),
  }));
  return JSON.parse(kept.body.toString()) as EmiSettings;
}

async function saveSetting(db: Queryable, key: string, saved: unknown) {
  const value = JSON.stringify(saved);
  await builderOn(db)
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

export async function saveEmiPlans(db: Queryable, plans: EmiPlan[]): Promise<EmiPlan[]> {
  await saveSetting(db, EMI_PLANS_KEY, plans);
  return (await readEmiSettings(db)).plans;
}

export async function saveEmiExclusions(db: Queryable, productIds: string[]): Promise<string[]> {
  await saveSetting(db, EMI_EXCLUSIONS_KEY, {
    productIds: [...new Set(productIds.map((id) => id.toLowerCase()))],
  });
  return (await readEmiSettings(db)).excludedProductIds;
}

/** The plans a shopper may choose from: those switched on. */
export function offeredPlans(settings: EmiSettings): EmiPlan[] {
  return settings.plans.filter((plan) => plan.enabled);
}

/** A product's EMI at `amount` (its regular price, or price): null when kept out or too cheap. */
export function productEmi(settings: EmiSettings, productId: string, amount: number) {
  if (settings.excludedProductIds.includes(productId.toLowerCase())) return null;
  return emiQuote(amount, offeredPlans(settings));
}
