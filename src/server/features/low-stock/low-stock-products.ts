import { and, asc, isNull, sql } from 'drizzle-orm';
import type { LowStockProduct } from '../../../shared/schemas/low-stock.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { lowOnStock } from '../products/index.ts';

/**
 * The products at or below their threshold, out of stock first, then the fewest left; and how
 * many there are in all. Removed products are not the shop's to restock.
 */
export async function lowStockProducts(
  db: Db,
  limit: number,
): Promise<{ total: number; products: LowStockProduct[] }> {
  const where = and(isNull(products.deletedAt), lowOnStock);
  const [rows, counted] = await Promise.all([
    db
      .select({
        _id: products.id,
        name: products.name,
        sku: products.sku,
        slug: products.slug,
        stock: products.stock,
        lowStockAt: sql<number>`low_stock_threshold(${products.lowStockAt})`,
      })
      .from(products)
      .where(where)
      .orderBy(asc(products.stock), asc(products.sortName), asc(products.id))
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return { total: counted[0]?.total ?? 0, products: rows };
}
