import type pg from 'pg';
import { streetLineOf } from '../../../shared/address-text.ts';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { OrderDetail } from '../../../shared/schemas/order-detail.ts';
import type { OrderStatus } from '../../../shared/schemas/order.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { isStaffRole } from '../../../shared/schemas/auth.ts';
import { toApiOrder, type OrderRow } from './order-mapper.ts';
import { transition } from '../order-life/index.ts';
import type { Actor } from '../order-life/index.ts';
import { ORDER_COLUMNS } from './order-records.ts';

/** The whole order for its owner or an admin; anyone else is told there is no such order. */
export async function orderDetail(
  db: pg.Pool | pg.ClientBase,
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
  const [lines, events] = await Promise.all([
    db.query<OrderDetail['lines'][number] & { weightGrams: number }>(
      `select product_id as "productId", product_name as name, product_image as image,
              unit_price_tk as "unitPrice", quantity, line_total_tk as "lineTotal",
              weight_grams as "weightGrams",
              case when warranty_months is null then null
                else json_build_object('months', warranty_months, 'kind', warranty_kind) end
                as warranty
         from order_lines where order_id = $1 order by line_no`,
      [orderId],
    ),
    db.query<{
      status: OrderStatus;
      at: Date;
      role: Actor['role'];
      name: string | null;
      note: string | null;
    }>(
      `select status, created_at as at, actor_role as role, actor_name as name, note
         from order_events where order_id = $1 order by event_no`,
      [orderId],
    ),
  ]);
  return {
    ...toApiOrder(order),
    orderNumber: formatOrderNumber(order.number),
    lines: lines.rows.map(({ weightGrams: _weight, ...line }) => line),
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
      weightGrams: lines.rows.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0),
    },
    payment: { method: order.paymentMethod, status: order.paymentStatus },
    note: order.note,
    courier: order.courier,
    trackingCode: order.trackingCode,
    events: events.rows.map((event) => ({
      status: event.status,
      at: event.at.toISOString(),
      actor: { role: event.role, name: event.name },
      note: event.note,
    })),
  };
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
