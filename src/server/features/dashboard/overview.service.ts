import { and, eq, isNull, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Overview } from '../../../shared/schemas/dashboard.ts';
import type { Db } from '../../db/client.ts';
import { orders, products, users } from '../../db/schema.ts';
import type { Gateways } from '../payments/index.ts';
import { dhakaToday, salesTotals, shiftDay } from '../reports/index.ts';
import { lowOnStock } from '../products/index.ts';
import { firstRunChecklist } from './first-run-checklist.ts';

const count = sql<number>`count(*)::int`;

/** Orders and revenue from `from` to today, by the sales report's one definition. */
async function salesSince(pool: pg.Pool, from: string, today: string) {
  const { orders, revenue } = await salesTotals(pool, from, today);
  return { orders, revenue };
}

/** The admin overview's counts and sales figures, read together. */
export async function overviewCounts(db: Db, pool: pg.Pool, gateways: Gateways): Promise<Overview> {
  const today = dhakaToday();
  const [all, low, pending, people, demo, setup, salesToday, sales30] = await Promise.all([
    db.select({ count }).from(products).where(isNull(products.deletedAt)),
    db
      .select({ count })
      .from(products)
      .where(and(isNull(products.deletedAt), lowOnStock)),
    db.select({ count }).from(orders).where(eq(orders.status, 'pending')),
    db.select({ count }).from(users),
    db
      .select({ count })
      .from(products)
      .where(and(isNull(products.deletedAt), eq(products.demo, true))),
    firstRunChecklist(db, gateways),
    salesSince(pool, today, today),
    salesSince(pool, shiftDay(today, -29), today),
  ]);
  return {
    products: all[0]?.count ?? 0,
    lowStock: low[0]?.count ?? 0,
    pendingOrders: pending[0]?.count ?? 0,
    users: people[0]?.count ?? 0,
    demoProducts: demo[0]?.count ?? 0,
    sales: { today: salesToday, last30Days: sales30 },
    setup,
  };
}
