import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { streetLineOf } from '../../../shared/address-text.ts';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { OrderDetail } from '../../../shared/schemas/order-detail.ts';
import type { RowOf } from '../../db/rows.ts';
import type { users } from '../../db/schema.ts';
import { orderEvents, orderLines } from '../../db/schema-orders.ts';
import { readTogether } from '../../db/read-together.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { isStaffRole } from '../../../shared/schemas/auth.ts';
import { toApiOrder, type OrderRow } from './order-mapper.ts';
import { transition } from '../order-life/index.ts';
import { serialLinesOf } from '../warranty/index.ts';
import { ORDER_COLUMNS } from './order-records.ts';
import { asSteps } from '../../../shared/timeline-steps.ts';

/** The whole order for its owner or an admin; anyone else is told there is no such order. */
export async function orderDetail(
  db: pg.Pool | pg.PoolClient,
  orderId: string,
  caller: AuthUser,
): Promise<OrderDetail> {
  const { rows } = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders o where o.id = $1`,
    [orderId],
  );
  const order = rows[0];
  if (!order || (!isStaffRole(caller.role) && order.userId !== caller.id)) {
    throw new HttpError(404, 'No order with this id.');
  }
  const read = drizzle(db);
  const [lines, events, takenBy, serialLines] = await readTogether(db, [
    () =>
      read
        .select({
          productId: orderLines.productId,
          name: orderLines.productName,
          image: orderLines.productImage,
          unitPrice: orderLines.unitPriceTk,
          quantity: orderLines.quantity,
          lineTotal: orderLines.lineTotalTk,
          weightGrams: orderLines.weightGrams,
          warrantyMonths: orderLines.warrantyMonths,
          warrantyKind: orderLines.warrantyKind,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(orderLines.lineNo),
    () =>
      read
        .select({
          status: orderEvents.status,
          at: orderEvents.createdAt,
          role: orderEvents.actorRole,
          name: orderEvents.actorName,
          note: orderEvents.note,
        })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(orderEvents.eventNo),
    async () => (isStaffRole(caller.role) ? takenByName(db, orderId) : null),
    () => serialLinesOf(db, orderId),
  ]);
  return {
    ...toApiOrder(order),
    orderNumber: formatOrderNumber(order.number),
    lines: lines.map(({ weightGrams: _weight, warrantyMonths, warrantyKind, ...line }, index) => ({
      ...line,
      // The serials recorded at packing (docs/product.md#warranty-desk), in line order as read.
      serialTracked: serialLines[index]?.serialTracked ?? false,
      serials: serialLines[index]?.serials ?? [],
      // Both or neither (the lines' check); null: ordered before the warranty was recorded.
      warranty:
        warrantyMonths === null || warrantyKind === null
          ? null
          : { months: warrantyMonths, kind: warrantyKind },
    })),
    contact: { name: order.contactName, phone: order.phone, email: order.email },
    delivery: {
      method: order.deliveryMethod,
      zone: order.zone,
      district: order.district,
      area: order.area,
      // The stored text ends with area and district, which the detail gives on their own.
      line: streetLineOf(order.address, order.area, order.district),
      pickupPoint: order.pickupPoint,
      charge: order.deliveryChargeTk,
      ...chargeParts(order),
      weightGrams: lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0),
    },
    payment: { method: order.paymentMethod, status: order.paymentStatus },
    note: order.note,
    courier: order.courier,
    trackingCode: order.trackingCode,
    takenBy,
    events: asSteps(
      events.map((event) => ({
        status: event.status,
        at: event.at.toISOString(),
        actor: { role: event.role, name: event.name },
        note: event.note,
      })),
    ),
  };
}

/** Who took the order by phone (staff see it); null for an order the customer placed. */
async function takenByName(db: pg.Pool | pg.PoolClient, orderId: string) {
  const { rows } = await db.query<RowOf<typeof users, 'name'>>(
    'select u.name from orders o join users u on u.id = o.taken_by where o.id = $1',
    [orderId],
  );
  return rows[0]?.name ?? null;
}

/**
 * The delivery charge's parts as kept (migration 0019); an order written without them reads
 * as all zone charge, and one whose charge is to be confirmed has neither.
 */
function chargeParts(order: OrderRow): { zoneCharge: number | null; weightCharge: number | null } {
  if (order.deliveryChargeTk === null) return { zoneCharge: null, weightCharge: null };
  return {
    zoneCharge: order.deliveryZoneChargeTk ?? order.deliveryChargeTk,
    weightCharge: order.deliveryWeightChargeTk ?? 0,
  };
}

/**
 * Moves an order one step back with the admin's reason, written to its timeline (the
 * order life's stepped-back event: no notice, and cash paid at the door due again).
 */
export async function stepBack(
  pool: pg.Pool,
  orderId: string,
  reason: string,
  admin: AuthUser,
): Promise<OrderDetail> {
  return inTransaction(pool, async (client) => {
    const actor = { role: 'admin', id: admin.id, name: admin.name } as const;
    await transition(client, orderId, 'stepped-back', { actor, note: reason });
    return orderDetail(client, orderId, admin);
  });
}
