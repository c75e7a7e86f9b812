import { and, asc, desc, eq, getTableColumns, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '../../../shared/schemas/product.ts';
import type { Category } from '../../../shared/categories.ts';
import type { Db } from '../../db/client.ts';
import { products, reviews } from '../../db/schema.ts';
import type { ProductRow, RatingSummary } from './product-mapper.ts';

export interface ProductFilter {
  q?: string;
  category?: Category;
  sort: ProductSort;
  page: number;
  pageSize: number;
}

export interface ProductWithRating {
  row: ProductRow;
  rating: RatingSummary;
}

const ORDER_BY: Record<ProductSort, SQL[]> = {
  catalogue: [asc(products.createdAt), asc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
  'price-asc': [asc(products.priceTk), asc(products.createdAt), asc(products.id)],
  'price-desc': [desc(products.priceTk), asc(products.createdAt), asc(products.id)],
  name: [asc(sql`lower(${products.name})`), asc(products.id)],
};

// Per-product aggregate through the reviews(product_id) index: cost follows the
// page size, not the size of the reviews table. The outer product is named in full
// because Drizzle renders selected columns unqualified, and "id" would then mean reviews.id.
const outerProductId = sql.raw('"products"."id"');
const ratingAverage = sql<number>`coalesce((select avg(${reviews.rating})::float8 from ${reviews} where ${reviews.productId} = ${outerProductId}), 0)`;
const ratingCount = sql<number>`(select count(*)::int from ${reviews} where ${reviews.productId} = ${outerProductId})`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

function visibleProducts(filter: Pick<ProductFilter, 'q' | 'category'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(products.deletedAt)];
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(
      or(
        ilike(products.name, pattern),
        ilike(products.brand, pattern),
        ilike(products.details, pattern),
      ),
    );
  }
  return and(...conditions);
}

export async function listProducts(
  db: Db,
  filter: ProductFilter,
): Promise<{ items: ProductWithRating[]; total: number }> {
  const where = visibleProducts(filter);
  const [rows, counted] = await Promise.all([
    db
      .select({ ...getTableColumns(products), ratingAverage, ratingCount })
      .from(products)
      .where(where)
      .orderBy(...ORDER_BY[filter.sort])
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return { items: rows.map(splitRating), total: counted[0]?.total ?? 0 };
}

export async function findProduct(db: Db, id: string): Promise<ProductWithRating | undefined> {
  const rows = await db
    .select({ ...getTableColumns(products), ratingAverage, ratingCount })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .limit(1);
  return rows[0] && splitRating(rows[0]);
}

function splitRating(
  row: ProductRow & { ratingAverage: number; ratingCount: number },
): ProductWithRating {
  const { ratingAverage: average, ratingCount: count, ...product } = row;
  return { row: product, rating: { average, count } };
}
