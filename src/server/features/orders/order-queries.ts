import type pg from 'pg';
import { parseOrderNumber } from '../../../shared/order-number.ts';
import { normaliseBdMobile } from '../../../shared/phone.ts';
import type { OrderFilterQuery } from '../../../shared/schemas/order-detail.ts';
import { canonicalDistrict } from '../addresses/index.ts';
import type { OrderRow } from './order-mapper.ts';
import { ORDER_COLUMNS } from './order-records.ts';

/** An account's orders by its id, newest first; null (no account has the email asked for): none. */
export async function ordersOfAccount(pool: pg.Pool, userId: string | null): Promise<OrderRow[]> {
  if (!userId) return [];
  const { rows } = await pool.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders o where o.user_id = $1
      order by o.created_at desc, o.id desc`,
    [userId],
  );
  return rows;
}

/**
 * Manage Orders: every order, newest first, narrowed by status, payment method, district,
 * coupon code and `q`, an order number (CH-000123, 123) or a customer's phone.
 */
export async function allOrders(pool: pg.Pool, filter: OrderFilterQuery): Promise<OrderRow[]> {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const where = (condition: (placeholder: string) => string, value: unknown) => {
    values.push(value);
    conditions.push(condition(`$${values.length}`));
  };
  if (filter.status) where((p) => `o.status = ${p}`, filter.status);
  if (filter.paymentMethod) where((p) => `o.payment_method = ${p}`, filter.paymentMethod);
  if (filter.district)
    where((p) => `o.district = ${p}`, canonicalDistrict(filter.district, 'district'));
  if (filter.coupon) where((p) => `o.coupon_code = ${p}`, filter.coupon);
  if (filter.q) {
    const number = parseOrderNumber(filter.q) ?? -1;
    const phone = normaliseBdMobile(filter.q) ?? '';
    if (number < 0 && !phone) return [];
    values.push(number, phone);
    conditions.push(`(o.number = $${values.length - 1} or o.phone = $${values.length})`);
  }
  const { rows } = await pool.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders o
      ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
      order by o.created_at desc, o.id desc`,
    values,
  );
  return rows;
}
