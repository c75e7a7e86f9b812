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
  DHAKA_DAY,
  placedBetween,
} from './sale-sql.ts';

// The sales report (docs/product.md#reports): a handful of grouped statements over the orders
// placed in the period, run side by side; every figure follows sale-sql.ts. Sums of Taka and
// units are bigint (read as numbers by the pool): a year of a busy shop passes 2^31 Taka.
// Each statement reads the period's orders once for several figures (grouping sets), so a
// year of orders is read a few times, not once per table of the report (decision 090).

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

type OrderGroup = 'all' | 'day' | 'method' | 'district';

/** The period's orders, each beside the day and district it is grouped by. */
const GROUPED_ORDERS = `orders o cross join lateral (select ${DHAKA_DAY} as day,
    coalesce(nullif(o.district, ''), 'Not given') as district_name) g`;

/** The groups of the report's tables (grouping sets), or the totals alone. */
const BY_TABLE = {
  sets: '(), (g.day), (o.payment_method), (g.district_name)',
  names: `case when grouping(g.day) = 0 then 'day' when grouping(o.payment_method) = 0 then 'method'
      when grouping(g.district_name) = 0 then 'district' else 'all' end as by_group,
    coalesce(to_char(g.day, 'YYYY-MM-DD'), o.payment_method, g.district_name, '') as key`,
};
const TOTALS_ONLY = { sets: '()', names: `'all' as by_group, '' as key` };

/**
 * The figures of the orders placed $1..$2, in each group: what the orders say (counted once
 * each, whatever their lines) beside what the lines of their sales add up to, each summed in
 * one pass of its own; no step sums each order's lines first (decision 090). The margin is
 * that of the lines with a known cost, null when there are none, as an order's is.
 * A group whose orders were all cancelled or returned comes back with no sales.
 */
const figuresBy = ({ sets, names }: typeof TOTALS_ONLY) => `with by_order as (
    select ${names}, count(*) filter (where ${IS_SALE})::int as orders,
      coalesce(sum(o.discount_tk) filter (where ${IS_SALE}), 0)::bigint as discount,
      coalesce(sum(o.delivery_charge_tk) filter (where ${IS_SALE}), 0)::bigint as delivery,
      count(*) filter (where o.status = 'returned')::int as returned,
      count(*) filter (where o.status = 'cancelled')::int as cancelled
    from ${GROUPED_ORDERS} where ${placedBetween('$1', '$2')}
    group by grouping sets (${sets})
  ), by_line as (
    select ${names}, coalesce(sum(${KEPT_UNITS}), 0)::bigint as units,
      coalesce(sum(${LINE_REVENUE}), 0)::bigint as revenue,
      sum(${LINE_REVENUE} - ${LINE_COST})::bigint as margin,
      coalesce(sum(${LINE_REVENUE}) filter (where l.cost_price_tk is null), 0)::bigint
        as revenue_without_cost
    from ${GROUPED_ORDERS} join order_lines l on l.order_id = o.id
    where ${placedBetween('$1', '$2')} and ${IS_SALE}
    group by grouping sets (${sets})
  )
  select o.by_group, o.key, o.orders, coalesce(l.units, 0)::bigint as units,
    coalesce(l.revenue, 0)::bigint as revenue, o.discount, o.delivery, o.returned, o.cancelled,
    l.margin, coalesce(l.revenue_without_cost, 0)::bigint as revenue_without_cost
  from by_order o left join by_line l on l.by_group = o.by_group and l.key = o.key
  order by o.by_group, revenue desc, o.key`;

const TOTALS = figuresBy(TOTALS_ONLY);
const BY_ORDER = figuresBy(BY_TABLE);

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

/** The lines of the period's sales (with the tables `joins` adds), and what a group adds up to. */
const soldLines = (joins = '') => `from orders o join order_lines l on l.order_id = o.id ${joins}
  where ${placedBetween('$1', '$2')} and ${IS_SALE}`;
const LINE_FIGURES = `max(l.product_name) as name,
    coalesce(sum(${KEPT_UNITS}), 0)::bigint as units,
    coalesce(sum(${LINE_REVENUE}), 0)::bigint as revenue`;
/** Ties of revenue and units go by name, the same way in every table of lines. */
const LINE_ORDER = 'order by revenue desc, units desc, name';

/** Lines grouped by category and by brand in one pass (grouping sets). */
const BY_CATEGORY_AND_BRAND = `select grouping(p.category) = 0 as by_category, p.category, p.brand,
    count(distinct o.id)::int as orders, ${LINE_FIGURES}
  ${soldLines('join products p on p.id = l.product_id')}
  group by grouping sets ((p.category), (p.brand))
  ${LINE_ORDER}`;

/**
 * The best sellers alone: hashed by product and cut to the few shown, instead of sorting
 * every product sold and sending them all to be cut here.
 */
const TOP_PRODUCTS_SQL = `select l.product_id, ${LINE_FIGURES},
    case when bool_and(l.cost_price_tk is not null)
      then sum(${LINE_REVENUE} - ${LINE_COST})::bigint end as margin
  ${soldLines()}
  group by l.product_id
  ${LINE_ORDER}
  limit ${TOP_PRODUCTS}`;

type OrderGroupRow = TotalsRow & { by_group: OrderGroup; key: string };

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
  category: string | null;
  brand: string | null;
  orders: number;
  units: number;
  revenue: number;
}

interface ProductRow {
  product_id: string;
  name: string;
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
  const [groups, previous, coupons, couriers, lines, top] = await Promise.all([
    pool.query<OrderGroupRow>(BY_ORDER, now),
    salesTotals(pool, period.previousFrom, period.previousTo),
    pool.query<CouponRow>(COUPONS, now),
    pool.query<CourierRow>(COURIERS, now),
    pool.query<LineGroupRow>(BY_CATEGORY_AND_BRAND, now),
    pool.query<ProductRow>(TOP_PRODUCTS_SQL, now),
  ]);
  const sold = (group: OrderGroup) =>
    groups.rows
      .filter((row) => row.by_group === group && row.orders > 0)
      .map(({ key, orders, revenue }) => ({ key, orders, revenue }));
  const dayFigures = new Map(sold('day').map((row) => [row.key, row]));
  const share = (row: LineGroupRow) => ({
    orders: row.orders,
    units: row.units,
    revenue: row.revenue,
  });
  return {
    ...period,
    totals: totalsOf(groups.rows.find((row) => row.by_group === 'all')),
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
      .filter((row) => !row.by_category)
      .map((row) => ({ brand: row.brand || 'No brand', ...share(row) })),
    byPaymentMethod: sold('method').map(({ key, orders, revenue }) => ({
      method: key,
      orders,
      revenue,
    })),
    byDistrict: sold('district').map(({ key, orders, revenue }) => ({
      district: key,
      orders,
      revenue,
    })),
    byCourier: couriers.rows,
    topProducts: top.rows.map((row) => ({
      productId: row.product_id,
      name: row.name,
      units: row.units,
      revenue: row.revenue,
      margin: row.margin,
    })),
    coupons: coupons.rows,
  };
}
