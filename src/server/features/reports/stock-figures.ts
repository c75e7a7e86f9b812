import type pg from 'pg';
import type { RowOf } from '../../db/rows.ts';
import type { products } from '../../db/schema.ts';
import type { StockFigures } from '../../../shared/schemas/sales-report.ts';
import { IS_SALE, KEPT_UNITS } from './sale-sql.ts';

// The stock as it stands (docs/product.md#reports): what it is worth at cost and at price,
// what has not sold for 60 days and how long the rest lasts at the last 30 days' pace.

const LIST_LENGTH = 20;
const SLOW_DAYS = 60;
const PACE_DAYS = 30;

const VALUE = `select coalesce(sum(stock), 0)::int as units,
    coalesce(sum(stock::bigint * price_tk), 0)::bigint as value_at_price,
    coalesce(sum(stock::bigint * cost_price_tk), 0)::bigint as value_at_cost,
    coalesce(sum(stock) filter (where cost_price_tk is null), 0)::int as units_without_cost
  from products where deleted_at is null`;

/** The last time each product was sold (an order that still counts as a sale). */
const LAST_SOLD = `select l.product_id, max(o.created_at) as last_sold,
    coalesce(sum(${KEPT_UNITS}) filter (where o.created_at >= now() - interval '${PACE_DAYS} days'), 0)::int
      as sold_recently
  from orders o join order_lines l on l.order_id = o.id
  where ${IS_SALE} group by l.product_id`;

const SLOW_MOVERS = `with sold as (${LAST_SOLD})
  select p.id, p.name, p.stock, (p.stock::bigint * p.price_tk)::bigint as value_at_price,
    to_char(sold.last_sold at time zone 'Asia/Dhaka', 'YYYY-MM-DD') as last_sold
  from products p left join sold on sold.product_id = p.id
  where p.deleted_at is null and p.stock > 0
    and p.created_at < now() - interval '${SLOW_DAYS} days'
    and (sold.last_sold is null or sold.last_sold < now() - interval '${SLOW_DAYS} days')
  order by value_at_price desc, p.name limit ${LIST_LENGTH}`;

const DAYS_LEFT = `with sold as (${LAST_SOLD})
  select p.id, p.name, p.stock, sold.sold_recently,
    floor(p.stock * ${PACE_DAYS}::numeric / sold.sold_recently)::int as days
  from products p join sold on sold.product_id = p.id
  where p.deleted_at is null and sold.sold_recently > 0
  order by days, p.name limit ${LIST_LENGTH}`;

type ProductRow = RowOf<typeof products, 'id' | 'name' | 'stock'>;

export async function stockFigures(pool: pg.Pool): Promise<StockFigures> {
  const [value, slow, left] = await Promise.all([
    pool.query<{
      units: number;
      value_at_price: string;
      value_at_cost: string;
      units_without_cost: number;
    }>(VALUE),
    pool.query<ProductRow & { value_at_price: string; last_sold: string | null }>(SLOW_MOVERS),
    pool.query<ProductRow & { sold_recently: number; days: number }>(DAYS_LEFT),
  ]);
  const row = value.rows[0];
  return {
    units: row?.units ?? 0,
    valueAtPrice: Number(row?.value_at_price ?? 0),
    valueAtCost: Number(row?.value_at_cost ?? 0),
    unitsWithoutCost: row?.units_without_cost ?? 0,
    slowMovers: slow.rows.map((product) => ({
      productId: product.id,
      name: product.name,
      stock: product.stock,
      valueAtPrice: Number(product.value_at_price),
      lastSold: product.last_sold,
    })),
    daysLeft: left.rows.map((product) => ({
      productId: product.id,
      name: product.name,
      stock: product.stock,
      soldLast30Days: product.sold_recently,
      days: product.days,
    })),
  };
}
