import type { Availability } from '../../../shared/availability.ts';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ProductPatch } from '../../../shared/schemas/product-admin.ts';
import type { Category } from '../../../shared/categories.ts';
import { specsIssues } from '../../../shared/specs/specs-issues.ts';
import { saleIssues } from '../../../shared/sale.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { categoryWeights } from '../../db/schema-delivery.ts';
import type { WarrantyKind } from '../../../shared/warranty.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { recordActivity } from '../activity/index.ts';
import type { ProductRow } from './product-mapper.ts';
import { setPriceSource } from './price-source.ts';

export interface ProductInput {
  sku?: string;
  name: string;
  details: string;
  price: number;
  /** On sale: the price before it (above `price`); null ends the sale (decision 053). */
  regularPrice?: number | null;
  /** When the regular price comes back, as an ISO date; null: no end. */
  saleEndsAt?: string | null;
  quantity: number;
  /** The main picture alone (the pictures then are just it), or the first of `images`. */
  image?: string;
  images?: string[];
  origin?: string;
  category?: ProductRow['category'];
  brand?: string;
  specs?: ProductRow['specs'];
  weightGrams?: number;
  holdLimit?: number | null;
  lowStockAt?: number | null;
  /** What it cost the shop; staff only, never in a public answer (decision 081). */
  costPrice?: number | null;
  warrantyMonths?: number;
  warrantyKind?: WarrantyKind;
  /** Left out of a new product: by its category (docs/product.md#warranty-desk). */
  serialTracked?: boolean;
  availability?: Availability;
}

type Actor = Pick<AuthUser, 'id' | 'email'>;
/** An edit never carries stock: the schema refuses `quantity` (see stock/stock.ts). */
export type ParsedPatch = { [K in Exclude<keyof ProductPatch, 'quantity'>]?: ProductInput[K] };

/**
 * The one owner of `image` and `images` (decision 042): the pictures sent, or the one main
 * picture alone; the main picture is always the first. Undefined: the pictures are unchanged.
 */
export function picturesOf(input: Pick<ProductInput, 'image' | 'images'>) {
  const images = input.images ?? (input.image === undefined ? undefined : [input.image]);
  const main = images?.[0];
  return main === undefined ? undefined : { imageUrl: main, images };
}

/**
 * The sale's columns a write names: a regular price sent as null ends the sale, so its end
 * goes with it.
 */
function saleColumns(input: Pick<ParsedPatch, 'regularPrice' | 'saleEndsAt'>) {
  const { regularPrice, saleEndsAt } = input;
  return {
    ...(regularPrice !== undefined && { regularPriceTk: regularPrice }),
    ...(saleEndsAt !== undefined && {
      saleEndsAt: saleEndsAt === null ? null : new Date(saleEndsAt),
    }),
    ...(regularPrice === null && saleEndsAt === undefined && { saleEndsAt: null }),
  };
}

/** A patch in the products table's drizzle column names (one owner of the mapping). */
export function toColumns(input: ParsedPatch) {
  return {
    ...picturesOf(input),
    ...(input.sku !== undefined && { sku: input.sku }),
    ...(input.name !== undefined && { name: input.name }),
    ...(input.details !== undefined && { details: input.details }),
    ...(input.price !== undefined && { priceTk: input.price }),
    ...saleColumns(input),
    ...(input.origin !== undefined && { origin: input.origin }),
    ...(input.category !== undefined && { category: input.category }),
    ...(input.brand !== undefined && { brand: input.brand }),
    ...(input.specs !== undefined && { specs: input.specs }),
    ...(input.weightGrams !== undefined && { weightGrams: input.weightGrams }),
    ...(input.holdLimit !== undefined && { holdLimit: input.holdLimit }),
    ...(input.lowStockAt !== undefined && { lowStockAt: input.lowStockAt }),
    ...(input.costPrice !== undefined && { costPriceTk: input.costPrice }),
    ...(input.warrantyMonths !== undefined && { warrantyMonths: input.warrantyMonths }),
    ...(input.warrantyKind !== undefined && { warrantyKind: input.warrantyKind }),
    ...(input.availability !== undefined && { availability: input.availability }),
    ...(input.serialTracked !== undefined && { serialTrackedChoice: input.serialTracked }),
  };
}

/** Turns a write's clash with another product's SKU into a 409 that names the SKU. */
export function skuTaken(sku: string | undefined) {
  return (error: unknown): never => {
    for (let e: unknown = error; e instanceof Error; e = e.cause) {
      const { code, constraint } = e as { code?: unknown; constraint?: unknown };
      if (code === '23505' && constraint === 'products_sku_unique') {
        throw new HttpError(
          409,
          `SKU ${sku ?? ''} is already another product's (SKUs are unique ignoring case).`,
          {
            sku: 'Another product has this SKU',
          },
        );
      }
    }
    throw error;
  };
}

/** The category's default weight (category-weights.ts), read in the insert itself. */
function defaultWeightOf(category: string) {
  return sql<number>`coalesce((select ${categoryWeights.weightGrams} from ${categoryWeights}
    where ${categoryWeights.category} = ${category}), 1000)`;
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Writes a new product in the caller's transaction (the form's call, an import). Its stock
 * becomes the product's `initial` ledger entry (migration 0010). Without a weight it weighs
 * its category's default; without a warranty it has none.
 */
export async function insertProduct(tx: Db | Transaction, createdBy: string, input: ProductInput) {
  const rows = await tx.insert(products).values(productValues(createdBy, input)).returning();
  return rows[0] as ProductRow;
}

/** A new product's row: the one place its defaults are decided (the form's and an import's). */
export function productValues(createdBy: string, input: ProductInput) {
  const pictures = picturesOf(input);
  // The body's schema refuses a product with neither `image` nor `images`.
  if (!pictures) throw new HttpError(400, 'Invalid body: image: Image is Required');
  const category = input.category ?? 'other';
  return {
    ...(input.sku !== undefined && { sku: input.sku }),
    name: input.name,
    details: input.details,
    priceTk: input.price,
    ...saleColumns(input),
    stock: input.quantity,
    ...pictures,
    origin: input.origin ?? '',
    category,
    brand: input.brand ?? '',
    specs: input.specs ?? {},
    weightGrams: input.weightGrams ?? defaultWeightOf(category),
    warrantyMonths: input.warrantyMonths ?? 0,
    warrantyKind: input.warrantyKind ?? 'brand',
    availability: input.availability ?? 'normal',
    ...(input.holdLimit !== undefined && { holdLimit: input.holdLimit }),
    ...(input.lowStockAt !== undefined && { lowStockAt: input.lowStockAt }),
    ...(input.costPrice !== undefined && { costPriceTk: input.costPrice }),
    ...(input.serialTracked !== undefined && { serialTrackedChoice: input.serialTracked }),
    createdBy,
  };
}

/** Changes the fields a patch names, in the caller's transaction; undefined: no such product. */
export async function writeProductPatch(tx: Db | Transaction, id: string, patch: ParsedPatch) {
  const rows = await tx
    .update(products)
    .set({ ...toColumns(patch), updatedAt: new Date() })
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .returning();
  return rows[0];
}

/** The admin's form adds a product: its price history starts with the form's price. */
export async function createProduct(db: Db, actor: Actor, input: ProductInput) {
  return db
    .transaction(async (tx) => {
      await setPriceSource(tx, 'form', actor.id);
      return insertProduct(tx, actor.id, input);
    })
    .catch(skuTaken(input.sku));
}

/**
 * A change of category or specs must leave specs that fit the category: the stored ones are
 * checked against a new category, new ones against the stored category.
 */
async function checkPatchedSpecs(db: Db, id: string, patch: ParsedPatch): Promise<void> {
  if (patch.category === undefined && patch.specs === undefined) return;
  const [current] = await db
    .select({ category: products.category, specs: products.specs })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  if (!current) throw new HttpError(404, 'No product with this id.');
  const category = (patch.category ?? current.category) as Category;
  const issues = specsIssues(category, patch.specs ?? current.specs);
  const [field, message] = Object.entries(issues)[0] ?? [];
  if (field) throw new HttpError(400, `Invalid body: ${field}: ${message}`, issues);
}

/**
 * A patch naming the regular price or the sale's end must leave a valid sale with the
 * stored fields it does not name; the row is locked, so no other write slips in between.
 * A price sent alone at or above the regular price ends the sale (a trigger, decision 053).
 */
async function checkPatchedSale(tx: Transaction, id: string, patch: ParsedPatch): Promise<void> {
  if (patch.regularPrice === undefined && patch.saleEndsAt === undefined) return;
  const [current] = await tx
    .select({
      price: products.priceTk,
      regularPrice: products.regularPriceTk,
      saleEndsAt: products.saleEndsAt,
    })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .for('update');
  if (!current) throw new HttpError(404, 'No product with this id.');
  const regularPrice = patch.regularPrice === undefined ? current.regularPrice : patch.regularPrice;
  const issues = saleIssues({
    price: patch.price ?? current.price,
    regularPrice,
    // An end left out stays only while the sale does; a new end is checked.
    saleEndsAt: patch.saleEndsAt === undefined ? null : patch.saleEndsAt,
  });
  const [field, message] = Object.entries(issues)[0] ?? [];
  if (field) throw new HttpError(400, `Invalid body: ${field}: ${message}`, issues);
}

export async function updateProduct(
  db: Db,
  actor: Actor,
  id: string,
  patch: ParsedPatch,
): Promise<ProductRow> {
  await checkPatchedSpecs(db, id, patch);
  const row = await db
    .transaction(async (tx) => {
      await checkPatchedSale(tx, id, patch);
      await setPriceSource(tx, 'form', actor.id);
      return writeProductPatch(tx, id, patch);
    })
    .catch(skuTaken(patch.sku));
  if (!row) throw new HttpError(404, 'No product with this id.');
  return row;
}

/**
 * Products leave the shop by soft delete: orders and reviews keep pointing at them,
 * with their own snapshots of name, image and price, and the product can be restored.
 */
export async function deleteProduct(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(products)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(products.id, id), isNull(products.deletedAt)))
      .returning({ name: products.name });
    if (!rows[0]) throw new HttpError(404, 'No product with this id.');
    await recordActivity(tx, actor, { action: 'delete-product', target: rows[0].name });
  });
}

/**
 * Puts a removed product back, with the stock, price and reviews it had. The products
 * table's trigger (migration 0002) empties every instance's catalogue cache.
 */
export async function restoreProduct(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(products)
      .set({ deletedAt: null, updatedAt: new Date() })
      .where(and(eq(products.id, id), isNotNull(products.deletedAt)))
      .returning({ name: products.name });
    if (!rows[0]) throw new HttpError(404, 'No removed product with this id.');
    await recordActivity(tx, actor, { action: 'restore-product', target: rows[0].name });
  });
}

/** Removed products, the most recently removed first. */
export async function deletedProducts(db: Db): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(isNotNull(products.deletedAt))
    .orderBy(desc(products.deletedAt), desc(products.id))
    .limit(500);
}

export async function productsCreatedBy(db: Db, userId: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.createdBy, userId), isNull(products.deletedAt)))
    .orderBy(desc(products.createdAt), desc(products.id));
}
