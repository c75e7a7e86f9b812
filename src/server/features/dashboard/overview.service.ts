import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Overview } from '../../../shared/schemas/dashboard.ts';
import type { Db } from '../../db/client.ts';
import { orders, products, users } from '../../db/schema.ts';
import type { Gateways } from '../payments/index.ts';
import { lowOnStock } from '../products/index.ts';
import { firstRunChecklist } from './first-run-checklist.ts';

const count = sql<number>`count(*)::int`;

/** The admin overview's counts, read together. */
export async function overviewCounts(db: Db, gateways: Gateways): Promise<Overview> {
  const [all, low, pending, people, demo, setup] = await Promise.all([
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
  ]);
  return {
    products: all[0]?.count ?? 0,
    lowStock: low[0]?.count ?? 0,
    pendingOrders: pending[0]?.count ?? 0,
    users: people[0]?.count ?? 0,
    demoProducts: demo[0]?.count ?? 0,
    setup,
  };
}
