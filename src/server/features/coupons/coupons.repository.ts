import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  checkCouponRules,
  couponInputObject,
  type Coupon,
  type CouponPatch,
} from '../../../shared/schemas/coupon.ts';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema-coupons.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { HttpError } from '../../http/errors.ts';
import type { CouponRow } from './coupon-terms.ts';

// The owner's coupons (GET/POST /api/admin/coupons, PATCH/DELETE /api/admin/coupons/:id).

type CouponValues = z.output<typeof couponInputObject>;

export function toApiCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    ...(row.maxDiscountTk !== null && { maxDiscount: row.maxDiscountTk }),
    minSubtotal: row.minSubtotalTk,
    scope: {
      ...(row.categories.length > 0 && {
        categories: row.categories as Coupon['scope']['categories'],
      }),
      ...(row.productIds.length > 0 && { productIds: row.productIds }),
    },
    ...(row.startsAt && { startsAt: row.startsAt.toISOString() }),
    ...(row.endsAt && { endsAt: row.endsAt.toISOString() }),
    ...(row.maxUses !== null && { maxUses: row.maxUses }),
    ...(row.maxUsesPerCustomer !== null && { maxUsesPerCustomer: row.maxUsesPerCustomer }),
    active: row.active,
    uses: row.uses,
  };
}

const toColumns = (values: CouponValues) => ({
  code: values.code,
  kind: values.kind,
  value: values.kind === 'free-delivery' ? 0 : (values.value ?? 0),
  maxDiscountTk: values.maxDiscount ?? null,
  minSubtotalTk: values.minSubtotal,
  categories: values.scope.categories ?? [],
  productIds: values.scope.productIds ?? [],
  startsAt: values.startsAt ? new Date(values.startsAt) : null,
  endsAt: values.endsAt ? new Date(values.endsAt) : null,
  maxUses: values.maxUses ?? null,
  maxUsesPerCustomer: values.maxUsesPerCustomer ?? null,
  active: values.active,
});

const live = (id: string) => and(eq(coupons.id, id), isNull(coupons.deletedAt));

/** The live coupons, newest first (a deleted coupon only lives on in its orders). */
export async function listCoupons(db: Db): Promise<Coupon[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(isNull(coupons.deletedAt))
    .orderBy(desc(coupons.createdAt), coupons.code);
  return rows.map(toApiCoupon);
}

export async function createCoupon(db: Db, values: CouponValues): Promise<Coupon> {
  const [row] = await writeOrConflict(values.code, () =>
    db.insert(coupons).values(toColumns(values)).returning(),
  );
  return toApiCoupon(row as CouponRow);
}

/**
 * Changes some fields: the coupon as it would be is checked by the same rules as a new one
 * (a 400 naming the field), then written. Its uses stay as they are.
 */
export async function updateCoupon(db: Db, id: string, patch: CouponPatch): Promise<Coupon> {
  const [current] = await db.select().from(coupons).where(live(id));
  if (!current) throw new HttpError(404, 'No coupon with this id.');
  const now = toApiCoupon(current);
  const merged = couponInputObject.superRefine(checkCouponRules).safeParse({
    ...now,
    maxDiscount: now.maxDiscount ?? null,
    startsAt: now.startsAt ?? null,
    endsAt: now.endsAt ?? null,
    maxUses: now.maxUses ?? null,
    maxUsesPerCustomer: now.maxUsesPerCustomer ?? null,
    ...patch,
  });
  if (!merged.success) {
    const issue = merged.error.issues[0];
    const field = issue?.path.join('.') || 'request';
    const message = issue?.message ?? 'is invalid';
    throw new HttpError(400, message.startsWith(`${field}:`) ? message : `${field}: ${message}`, {
      [field]: message,
    });
  }
  if (merged.data.maxUses != null && merged.data.maxUses < current.uses) {
    const message = `maxUses: ${current.uses} orders carry this coupon already; the limit cannot be lower`;
    throw new HttpError(400, message, { maxUses: message });
  }
  const [row] = await writeOrConflict(merged.data.code, () =>
    db
      .update(coupons)
      .set({ ...toColumns(merged.data), updatedAt: new Date() })
      .where(live(id))
      .returning(),
  );
  if (!row) throw new HttpError(404, 'No coupon with this id.');
  return toApiCoupon(row);
}

/**
 * Deletes a coupon for shoppers (its code is unknown from now on, and free for a new
 * coupon); its row stays for the orders that carry it.
 */
export async function deleteCoupon(db: Db, id: string): Promise<void> {
  const rows = await db
    .update(coupons)
    .set({ deletedAt: new Date(), active: false })
    .where(live(id))
    .returning({ id: coupons.id });
  if (rows.length === 0) throw new HttpError(404, 'No coupon with this id.');
}

/** A second live coupon with the same code is the unique index's refusal: a 409. */
async function writeOrConflict<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'coupons_code_unique') {
      throw new HttpError(409, `A coupon with the code ${code} exists already.`, {
        code: 'taken by another coupon',
      });
    }
    throw error;
  }
}
