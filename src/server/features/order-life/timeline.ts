import type pg from 'pg';
import type { OrderStatus } from '../../../shared/schemas/order.ts';
import type { Actor } from './actor.ts';

/** Adds a step to an order's timeline: the status it is in after the step, and why. */
export async function addTimelineStep(
  client: pg.ClientBase,
  orderId: string,
  status: OrderStatus,
  actor: Actor,
  note: string | null,
) {
  await client.query({
    name: 'insert_order_event',
    text: `insert into order_events (order_id, status, actor_role, actor_id, actor_name, note)
           values ($1, $2, $3, $4, $5, $6)`,
    values: [orderId, status, actor.role, actor.id, actor.name, note],
  });
}
