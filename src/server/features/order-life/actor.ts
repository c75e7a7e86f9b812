import type { ActorRole } from '../../db/schema-checkout.ts';
import type { Mover } from '../../../shared/order-life.ts';

/** Who acted on an order: the customer, a member of staff, or the shop itself. */
export interface Actor {
  role: ActorRole;
  id: string | null;
  name: string | null;
}

/** The order life's name for who asks for a move. */
export function moverOf(actor: Actor): Mover {
  if (actor.role === 'customer') return 'customer';
  return actor.role === 'admin' ? 'staff' : 'shop';
}
