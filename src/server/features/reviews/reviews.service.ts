import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, reviews } from '../../db/schema.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import type { ReviewRow } from './review-mapper.ts';

export interface ReviewRequest {
  productId: string;
  phone: string;
  comment: string;
  rating: number;
}

/**
 * One review per customer per product: a second one replaces the first (the form
 * says so). Product name and image are snapshots, so the review still reads right
 * after the product changes or leaves the shop.
 */
export async function saveReview(db: Db, author: AuthUser, request: ReviewRequest) {
  const found = await db
    .select({ name: products.name, image: products.imageUrl })
    .from(products)
    .where(and(eq(products.id, request.productId), isNull(products.deletedAt)));
  const product = found[0];
  if (!product) throw new HttpError(404, 'This product is no longer sold.');

  const values = {
    productId: request.productId,
    userId: author.id,
    productName: product.name,
    productImage: product.image,
    userName: author.name,
    email: author.email,
    phone: request.phone,
    comment: request.comment,
    rating: request.rating,
  };
  const saved = await db
    .insert(reviews)
    .values(values)
    .onConflictDoUpdate({
      target: [reviews.userId, reviews.productId],
      set: { ...values, createdAt: sql`now()` },
    })
    .returning();
  return saved[0] as ReviewRow;
}

export async function reviewsOfCustomer(db: Db, email: string): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.email, email.toLowerCase()))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}
