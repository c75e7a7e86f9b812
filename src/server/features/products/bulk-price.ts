import { asc, sql } from 'drizzle-orm';
import type {
  BulkPriceReport,
  BulkTarget,
  PriceChange,
  RoundTo,
} from '../../../shared/schemas/bulk-price.ts';
import type { CatalogueFilters } from '../../../shared/schemas/product-filters.ts';
import type { Category } from '../../../shared/categories.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { readSearchQuery } from '../search/index.ts';
import { setPriceSource } from './price-source.ts';
import { selectionConditions } from './product-filter-sql.ts';

/** A bulk price change as its schema reads it (shared/schemas/bulk-price.ts). */
export interface BulkPriceInput {
  filter: { q?: string | undefined; category?: Category | undefined; filters: CatalogueFilters };
  target: BulkTarget;
  change: PriceChange;
  roundTo: RoundTo;
  dryRun: boolean;
}

interface Picked {
  productId: string;
  sku: string;
  name: string;
  /** The price, or the cost (null: not known). */
  from: number | null;
}

/**
 * A product's new price: the change, then the nearest multiple of `roundTo` (halves up). A
 * percent has at most two decimals, so the exact new price is a whole number of hundredths
 * of a basis point and the division below is exact before rounding. A set cost is taken as
 * typed.
 */
export function plannedPrice(from: number, change: PriceChange, roundTo: RoundTo): number {
  if ('set' in change) return change.set;
  const exact =
    'percent' in change
      ? (from * (10_000 + Math.round(change.percent * 100))) / 10_000
      : from + change.amount;
  return Math.round(exact / roundTo) * roundTo;
}

/**
 * Why a product cannot take its planned price, or undefined when it can. The one place a
 * bulk change's per-product rules live: a rule on another price (a sale's regular price)
 * joins here.
 */
function refusalOf(target: BulkTarget, to: number): string | undefined {
  if (target === 'cost') {
    return to < 0 ? `The new cost would be Tk ${to}: a cost cannot be below Tk 0.` : undefined;
  }
  if (to < 1) return `The new price would be Tk ${to}: a price must be at least Tk 1.`;
  return undefined;
}

/** The refusal of a whole change, naming the first product refused. */
function refusedChange(target: BulkTarget, refusals: BulkPriceReport['refusals']): HttpError {
  const [first] = refusals;
  const what = target === 'cost' ? 'cost below Tk 0' : 'be priced below Tk 1';
  return new HttpError(
    422,
    `${refusals.length} of the products would ${what} (${first?.sku}: Tk ${first?.to}); nothing was changed. Narrow the filter or change by less.`,
  );
}

/**
 * Previews (dryRun) or applies a bulk price change. The products are chosen by the
 * catalogue's own filter code (search included), read and locked in one transaction and
 * written by one statement in it; the price history records every change as `bulk`, by
 * this admin. A change that would price any product below Tk 1 applies to none. A change of
 * costs (target: cost) works the same way on the cost price, which may be 0; a percent or
 * amount passes over a product whose cost is not known (counted as `withoutCost`).
 */
export async function changePrices(
  db: Db,
  actorId: string,
  input: BulkPriceInput,
): Promise<BulkPriceReport> {
  const { q, category, filters } = input.filter;
  const search = q ? await readSearchQuery(db, q) : undefined;
  const where = selectionConditions({ search, category, filters });
  return db.transaction(async (tx) => {
    const chosen = tx
      .select({
        productId: products.id,
        sku: products.sku,
        name: products.name,
        from: input.target === 'cost' ? products.costPriceTk : products.priceTk,
      })
      .from(products)
      .where(where)
      .orderBy(asc(products.sortName), asc(products.id));
    const picked: Picked[] = input.dryRun ? await chosen : await chosen.for('update');
    if (picked.length === 0) {
      throw new HttpError(422, 'No product matches this filter: there is nothing to change.');
    }
    const report: BulkPriceReport = {
      count: 0,
      unchanged: 0,
      changes: [],
      refusals: [],
      withoutCost: 0,
      applied: false,
    };
    for (const product of picked) {
      if (product.from === null && !('set' in input.change)) {
        report.withoutCost += 1;
        continue;
      }
      const to = plannedPrice(product.from ?? 0, input.change, input.roundTo);
      const refusal = refusalOf(input.target, to);
      if (refusal) report.refusals.push({ ...product, to, message: refusal });
      else if (to === product.from) report.unchanged += 1;
      else report.changes.push({ ...product, to });
    }
    report.count = report.changes.length;
    if (input.dryRun) return report;
    // Refused before "nothing changes": a change whose every product is refused is refused.
    if (report.refusals.length > 0) throw refusedChange(input.target, report.refusals);
    if (report.changes.length === 0) return report;
    await setPriceSource(tx, 'bulk', actorId);
    const moves = JSON.stringify(
      report.changes.map(({ productId, to }) => ({ id: productId, to })),
    );
    const column = sql.raw(input.target === 'cost' ? 'cost_price_tk' : 'price_tk');
    await tx.execute(sql`update ${products} p set ${column} = m.to, updated_at = now()
      from jsonb_to_recordset(${moves}::jsonb) as m(id uuid, "to" integer)
      where p.id = m.id`);
    return { ...report, applied: true };
  });
}
