import { createHash, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import type { CourierId } from '../../../shared/schemas/courier.ts';
import { HttpError } from '../../http/errors.ts';
import type { Courier } from './courier.ts';
import type { Couriers } from './couriers.ts';
import { applyParcelStatus } from './parcel-status.ts';

// A courier's pushed status. It proves itself with the shop's shared secret (the
// Authorization header's Bearer value, as Steadfast sends it), compared in constant time;
// the parcel must be one the shop booked with that courier.

/** Equal secrets, in time that does not depend on where they differ (or their length). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export interface WebhookDeps {
  pool: pg.Pool;
  couriers: Couriers;
  pollSeconds: number;
  secret: string | undefined;
}

export async function takePushedStatus(
  deps: WebhookDeps,
  courierId: CourierId,
  authorization: string | undefined,
  body: Record<string, unknown>,
): Promise<void> {
  const given = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? '';
  // Without a secret the shop takes no pushes at all: as if the address did not exist.
  if (!deps.secret) throw new HttpError(404, 'Courier webhooks are not set up on this shop.');
  if (!sameSecret(given, deps.secret)) {
    throw new HttpError(401, 'The webhook secret is missing or wrong.');
  }
  const courier: Courier | undefined = deps.couriers[courierId];
  if (!courier) throw new HttpError(404, `${courierId} is not set up on this shop.`);
  const pushed = courier.readPushed?.(body);
  // The consignment names the parcel; a parcel found by invoice after a lost answer has none yet.
  const consignmentId = pushed?.consignmentId ?? field(body, 'consignment_id');
  const invoice = pushed?.invoice ?? field(body, 'invoice');
  const { rows } = await deps.pool.query<{ orderId: string }>(
    `select order_id as "orderId" from shipments
      where courier = $1 and (consignment_id = $2 or invoice = $3)
      order by consignment_id = $2 desc nulls last limit 1`,
    [courier.id, consignmentId, invoice],
  );
  const orderId = rows[0]?.orderId;
  if (!orderId) throw new HttpError(404, 'No parcel of this shop has this consignment.');
  if (!pushed) return;
  await applyParcelStatus(deps.pool, courier, orderId, pushed.status, {
    pollSeconds: deps.pollSeconds,
    ...(pushed.consignmentId && { consignmentId: pushed.consignmentId }),
  });
}

const field = (body: Record<string, unknown>, name: string) => {
  const value = body[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};
