import type pg from 'pg';
import { HttpError } from '../../http/errors.ts';
import type { RowOf } from '../../db/rows.ts';
import type { products } from '../../db/schema.ts';

// The API takes a product by its id or by its current slug (docs/product.md#catalogue):
// the calls that work on the product's row turn either into the id here, once.

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a product reference is an id (anything else is read as a slug). */
export function isProductId(ref: string): boolean {
  return UUID_SHAPE.test(ref);
}

type Which = 'on-sale' | 'removed' | 'any';

const STATE: Record<Which, string> = {
  'on-sale': 'and deleted_at is null',
  removed: 'and deleted_at is not null',
  any: '',
};

/**
 * The id of the product `ref` names: one on sale, one taken out of the shop, or either.
 * 404 when there is none, so a slug never reaches a query that expects an id.
 */
export async function productIdOf(
  pool: pg.Pool | pg.ClientBase,
  ref: string,
  which: Which = 'on-sale',
): Promise<string> {
  const column = isProductId(ref) ? 'id' : 'slug';
  const { rows } = await pool.query<RowOf<typeof products, 'id'>>(
    `select id from products where ${column} = $1 ${STATE[which]}`,
    [ref.toLowerCase()],
  );
  const id = rows[0]?.id;
  if (id === undefined) {
    throw new HttpError(
      404,
      which === 'removed' ? 'No removed product with this id.' : 'No product with this id.',
    );
  }
  return id;
}
