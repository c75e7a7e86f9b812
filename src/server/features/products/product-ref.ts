import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { HttpError } from '../../http/errors.ts';
import { products } from '../../db/schema.ts';

// The API takes a product by its id or by its current slug (docs/product.md#catalogue):
// the calls that work on the product's row turn either into the id here, once.

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a product reference is an id (anything else is read as a slug). */
export function isProductId(ref: string): boolean {
  return UUID_SHAPE.test(ref);
}

type Which = 'on-sale' | 'removed' | 'any';

const STATE: Record<Which, SQL | undefined> = {
  'on-sale': isNull(products.deletedAt),
  removed: isNotNull(products.deletedAt),
  any: undefined,
};

/**
 * The id of the product `ref` names: one on sale, one taken out of the shop, or either.
 * 404 when there is none, so a slug never reaches a query that expects an id.
 */
export async function productIdOf(
  pool: pg.Pool | pg.PoolClient,
  ref: string,
  which: Which = 'on-sale',
): Promise<string> {
  const column = isProductId(ref) ? products.id : products.slug;
  const [row] = await drizzle(pool)
    .select({ id: products.id })
    .from(products)
    .where(and(eq(column, ref.toLowerCase()), STATE[which]));
  const id = row?.id;
  if (id === undefined) {
    throw new HttpError(
      404,
      which === 'removed' ? 'No removed product with this id.' : 'No product with this id.',
    );
  }
  return id;
}
