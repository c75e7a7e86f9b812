import type pg from 'pg';
import { deliveryOptions } from '../../../shared/delivery/delivery-options.ts';
import { findDistrict } from '../../../shared/delivery/districts.ts';
import type { CouponQuote } from '../../../shared/schemas/coupon.ts';
import type { DeliveryMethod } from '../../../shared/schemas/delivery.ts';
import type { products } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { loadDeliverySettings } from '../delivery/index.ts';
import { priceCoupon, type CouponLine, type CouponRow } from './coupon-terms.ts';
import { COUPON_COLUMNS, USES_BY_CUSTOMER } from './coupon-uses.ts';

// POST /api/coupons/check: what the code would give these lines now. Nothing is counted or
// kept: checkout prices the coupon again on the prices it locks.

export interface CouponCheckRequest {
  code: string;
  items: readonly { productId: string; quantity: number }[];
  district?: string;
  deliveryMethod?: DeliveryMethod;
}

const READ_COUPON = `select ${COUPON_COLUMNS}, ${USES_BY_CUSTOMER}
  from coupons c where c.code = $1 and c.deleted_at is null`;

type Product = typeof products.$inferSelect;
type ProductFacts = Pick<Product, 'id' | 'category' | 'weightGrams'> & {
  price: Product['priceTk'];
};

export async function checkCoupon(
  pool: pg.Pool,
  request: CouponCheckRequest,
  userId: string | null,
): Promise<CouponQuote> {
  const [coupons, products] = await Promise.all([
    pool.query<CouponRow & { usesByCustomer: number }>(READ_COUPON, [request.code, userId]),
    pool.query<ProductFacts>(
      `select id, category, price_tk as price, weight_grams as "weightGrams"
         from products where id = any($1::uuid[]) and deleted_at is null`,
      [request.items.map((line) => line.productId)],
    ),
  ]);
  const byId = new Map(products.rows.map((row) => [row.id, row]));
  const lines: CouponLine[] = request.items.map((line, index) => {
    const product = byId.get(line.productId);
    if (!product) {
      throw new HttpError(400, `Line ${index + 1}: that product is not sold`, {
        [`items.${index}.productId`]: 'That product is not sold',
      });
    }
    return { ...line, category: product.category, unitPrice: product.price };
  });
  const deliveryCharge = await chargeFor(pool, request, lines, byId);
  const coupon = coupons.rows[0];
  const priced = priceCoupon(coupon, {
    lines,
    deliveryCharge,
    usesByCustomer: coupon?.usesByCustomer ?? 0,
    now: new Date(),
  });
  return { code: priced.code, discount: priced.discount, freeDelivery: priced.freeDelivery };
}

/** The delivery charge checkout would ask, when the district is given; else null (not known). */
async function chargeFor(
  pool: pg.Pool,
  request: CouponCheckRequest,
  lines: readonly CouponLine[],
  products: ReadonlyMap<string, ProductFacts>,
): Promise<number | null> {
  const district = request.district && findDistrict(request.district);
  if (!district) return null;
  const settings = await loadDeliverySettings(pool);
  const offered = deliveryOptions(settings, {
    district: district.name,
    weightGrams: lines.reduce(
      (sum, line) => sum + (products.get(line.productId)?.weightGrams ?? 0) * line.quantity,
      0,
    ),
    subtotal: lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
  });
  const method = request.deliveryMethod ?? 'home';
  return offered?.options.find((option) => option.method === method)?.charge ?? null;
}
