import type pg from 'pg';
import type {
  SalesReport,
  SalesReportQuery,
  SalesTotals,
} from '../../../shared/schemas/sales-report.ts';
import { reportPeriod } from './report-period.ts';
import {
  IS_SALE,
  KEPT_UNITS,
  LINE_COST,
  LINE_REVENUE,
  ORDERS_WITH_LINES,
  placedBetween,
} from './sale-sql.ts';

// The sales report (docs/product.md#reports): a handful of grouped statements over the orders
// placed in the period, run side by side; every figure follows sale-sql.ts. Sums of Taka and
// units are bigint (read as numbers by the pool): a year of a busy shop passes 2^31 Taka.

const TOP_PRODUCTS = 10;
const COURIER_NAMES_SQL = `coalesce(case s.courier when 'steadfast' then 'Steadfast'
  when 'pathao' then 'Pathao' end, nullif(btrim(o.courier), ''))`;

interface TotalsRow {
  orders: number;
  units: number;
  revenue: number;
  discount: number;
  delivery: number;
  returned: number;
  cancelled: number;
  margin: number | null;
  revenue_without_cost: number;
}

const TOTALS = `with ${ORDERS_WITH_LINES}
  select count(*) filter (where sale)::int as orders,
    coalesce(sum(units) filter (where sale), 0)::bigint as units,
    coalesce(sum(revenue) filter (where sale), 0)::bigint as revenue,
    coalesce(sum(discount_tk) filter (where sale), 0)::bigint as discount,
    coalesce(sum(delivery_charge_tk) filter (where sale), 0)::bigint as delivery,
    count(*) filter (where status = 'returned')::int as returned,
    count(*) filter (where status = 'cancelled')::int as cancelled,
    sum(revenue - revenue_without_cost - cost) filter (where sale and cost is not null)::bigint
      as margin,
    coalesce(sum(revenue_without_cost) filter (where sale), 0)::bigint as revenue_without_cost
  from so`;

const BY_ORDER = (key: string) => `with ${ORDERS_WITH_LINES}
  select ${key} as key, count(*)::int as orders, coalesce(sum(revenue), 0)::bigint as revenue
  from so where sale group by 1 order by revenue desc, key`;

const COUPONS = `select o.coupon_code as code, count(*)::int as uses,
    coalesce(sum(o.discount_tk), 0)::bigint as discount
  from orders o where ${placedBetween('$1', '$2')} and ${IS_SALE} and o.coupon_code is not null
  group by 1 order by uses desc, code`;

const COURIERS = `select ${COURIER_NAMES_SQL} as courier,
    count(*) filter (where o.status in ('shipped', 'delivered', 'returned'))::int as shipped,
    count(*) filter (where o.status = 'delivered')::int as delivered,
    count(*) filter (where o.status = 'returned')::int as returned
  from orders o left join shipments s on s.order_id = o.id
  where ${placedBetween('$1', '$2')} and ${COURIER_NAMES_SQL} is not null
  group by 1 order by shipped desc, courier`;

/** Lines grouped by category, by brand and by product in one pass (grouping sets). */
const BY_LINE = `select grouping(p.category) = 0 as by_category, grouping(p.brand) = 0 as by_brand,
    p.category, p.brand, l.product_id, max(l.product_name) as name,
    count(distinct o.id)::int as orders, coalesce(sum(${KEPT_UNITS}), 0)::bigint as units,
    coalesce(sum(${LINE_REVENUE}), 0)::bigint as revenue,
    case when bool_and(l.cost_price_tk is not null)
      then sum(${LINE_REVENUE} - ${LINE_COST})::bigint end as margin
  from orders o join order_lines l on l.order_id = o.id join products p on p.id = l.product_id
  where ${placedBetween('$1', '$2')} and ${IS_SALE}
  group by grouping sets ((p.category), (p.brand), (l.product_id))
  order by revenue desc, units desc, name`;

interface KeyedRow {
  key: string | null;
  orders: number;
  revenue: number;
}

interface CouponRow {
  code: string;
  uses: number;
  discount: number;
}

interface CourierRow {
  courier: string;
  shipped: number;
  delivered: number;
  returned: number;
}

interface LineGroupRow {
  by_category: boolean;
  by_brand: boolean;
  category: string | null;
  brand: string | null;
  product_id: string | null;
  name: string | null;
  orders: number;
  units: number;
  revenue: number;
  margin: number | null;
}

function totalsOf(row: TotalsRow | undefined): SalesTotals {
  const orders = row?.orders ?? 0;
  const revenue = row?.revenue ?? 0;
  return {
    orders,
    units: row?.units ?? 0,
    revenue,
    discount: row?.discount ?? 0,
    deliveryCharges: row?.delivery ?? 0,
    averageOrder: orders === 0 ? 0 : Math.round(revenue / orders),
    returnedOrders: row?.returned ?? 0,
    cancelledOrders: row?.cancelled ?? 0,
    grossMargin: row?.margin ?? null,
    revenueWithoutCost: row?.revenue_without_cost ?? 0,
  };
}

/** The totals of the orders placed on the Asia/Dhaka days from..to: the overview's figures too. */
export async function salesTotals(pool: pg.Pool, from: string, to: string): Promise<SalesTotals> {
  return totalsOf((await pool.query<TotalsRow>(TOTALS, [from, to])).rows[0]);
}

export async function salesReport(pool: pg.Pool, query: SalesReportQuery): Promise<SalesReport> {
  const { days, ...period } = reportPeriod(query);
  const now = [period.from, period.to];
  const [totals, previous, byDay, byMethod, byDistrict, coupons, couriers, lines] =
    await Promise.all([
      salesTotals(pool, period.from, period.to),
      salesTotals(pool, period.previousFrom, period.previousTo),
      pool.query<KeyedRow>(BY_ORDER('day'), now),
      pool.query<KeyedRow>(BY_ORDER('payment_method'), now),
      pool.query<KeyedRow>(BY_ORDER(`coalesce(nullif(district, ''), 'Not given')`), now),
      pool.query<CouponRow>(COUPONS, now),
      pool.query<CourierRow>(COURIERS, now),
      pool.query<LineGroupRow>(BY_LINE, now),
    ]);
  const dayFigures = new Map(byDay.rows.map((row) => [row.key, row]));
  const share = (row: LineGroupRow) => ({
    orders: row.orders,
    units: row.units,
    revenue: row.revenue,
  });
  return {
    ...period,
    totals,
    previous,
    byDay: days.map((day) => ({
      day,
      orders: dayFigures.get(day)?.orders ?? 0,
      revenue: dayFigures.get(day)?.revenue ?? 0,
    })),
    byCategory: lines.rows
      .filter((row) => row.by_category)
      .map((row) => ({ category: row.category ?? '', ...share(row) })),
    byBrand: lines.rows
      .filter((row) => row.by_brand)
      .map((row) => ({ brand: row.brand || 'No brand', ...share(row) })),
    byPaymentMethod: byMethod.rows.map(({ key, orders, revenue }) => ({
      method: key ?? '',
      orders,
      revenue,
    })),
    byDistrict: byDistrict.rows.map(({ key, orders, revenue }) => ({
      district: key ?? '',
      orders,
      revenue,
    })),
    byCourier: couriers.rows,
    topProducts: lines.rows
      .filter((row) => row.product_id !== null && !row.by_category && !row.by_brand)
      .slice(0, TOP_PRODUCTS)
      .map((row) => ({
        productId: row.product_id ?? '',
        name: row.name ?? '',
        units: row.units,
        revenue: row.revenue,
        margin: row.margin,
      })),
    coupons: coupons.rows,
  };
}
