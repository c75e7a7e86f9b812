import { desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';
import type { ReviewRow } from './review-mapper.ts';

// "Verified purchase": the reviewing account has a delivered order with a line of the
// product, decided by PostgreSQL for the whole page in one statement (orders_delivered_idx,
// order_lines' primary key). The review's columns are named in full: Drizzle renders
// selected columns unqualified, and "user_id" inside the subquery would then mean orders'.
const verifiedPurchase = sql<boolean>`exists (select 1 from "orders" join "order_lines" on "order_lines"."order_id" = "orders"."id" where "orders"."user_id" = ${sql.raw('"reviews"."user_id"')} and "order_lines"."product_id" = ${sql.raw('"reviews"."product_id"')} and "orders"."status" = 'delivered')`;

/** Reviews with whether their author bought the product, newest first. */
export function reviewsWhere(db: Db, where: SQL | undefined) {
  return db
    .select({ ...getTableColumns(reviews), verifiedPurchase })
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export async function countReviews(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(reviews)
    .where(where);
  return row?.total ?? 0;
}

export async function reviewById(db: Db, id: string): Promise<ReviewRow> {
  const [row] = await reviewsWhere(db, eq(reviews.id, id));
  if (!row) throw new Error(`Review ${id} was not found right after it was saved.`);
  return row;
}
