import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { and, eq, or, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { COURIER_NAMES } from '../../../shared/schemas/courier-cash.ts';
import type { CourierId } from '../../../shared/schemas/courier.ts';
import * as schema from '../../db/schema.ts';
import { shipments } from '../../db/schema-couriers.ts';
import { HttpError } from '../../http/errors.ts';
import type { Courier } from './courier.ts';
import type { Couriers } from './couriers.ts';
import { applyParcelStatus } from './parcel-status.ts';
import { PUSH_ENVELOPES, type PushEnvelope } from './push-envelopes.ts';
import { WEBHOOK_SECRET_SETTING, type WebhookSecrets } from './webhook-secrets.ts';

// A courier's pushed status. It proves itself with that courier's own secret
// (webhook-secrets.ts; where each courier sends it: push-envelopes.ts), compared in
// constant time; the parcel must be one the shop booked with that courier. What it says goes through the same owner as the
// status duty's answers (parcel-status.ts).

/** Equal secrets, in time that does not depend on where they differ (or their length). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export interface WebhookDeps {
  pool: pg.Pool;
  couriers: Couriers;
  pollSeconds: number;
  secrets: WebhookSecrets;
}

/** Takes one push; answers how the courier expects to be answered. */
export async function takePushedStatus(
  deps: WebhookDeps,
  courierId: CourierId,
  headers: IncomingHttpHeaders,
  body: Record<string, unknown>,
): Promise<Pick<PushEnvelope, 'accepted' | 'headers'>> {
  // Without its secret the shop takes none of this courier's pushes: as if the address did
  // not exist. Another courier's secret proves nothing here.
  const secret = deps.secrets[courierId];
  if (!secret) {
    const name = COURIER_NAMES[courierId];
    throw new HttpError(
      404,
      `${name}’s webhook is not set up on this shop: set ${WEBHOOK_SECRET_SETTING[courierId]} and enter the same value in ${name}’s merchant panel.`,
    );
  }
  const envelope = PUSH_ENVELOPES[courierId];
  const given = envelope.secretIn(headers);
  const handshake = envelope.isHandshake(body);
  // The handshake changes nothing, so it is answered when no secret comes with it; a wrong
  // one is refused, so a secret mistyped in the courier's panel shows there at once.
  if (!(handshake && given === '') && !sameSecret(given, secret)) {
    throw new HttpError(401, 'The webhook secret is missing or wrong.');
  }
  const courier: Courier | undefined = deps.couriers[courierId];
  if (!courier) throw new HttpError(404, `${courierId} is not set up on this shop.`);
  if (handshake) return envelope;
  const pushed = courier.readPushed?.(body);
  // The consignment names the parcel; a parcel found by invoice after a lost answer has
  // none yet, and the first push naming it attaches it (parcel-status.ts).
  const consignmentId = pushed?.consignmentId ?? field(body, 'consignment_id');
  const invoice = pushed?.invoice ?? field(body, 'invoice');
  const [parcel] = await drizzle(deps.pool, { schema })
    .select({ orderId: shipments.orderId })
    .from(shipments)
    .where(
      and(
        eq(shipments.courier, courier.id),
        // Compared as sent: a reference the push lacks (null) matches no parcel.
        or(
          sql`${shipments.consignmentId} = ${consignmentId}`,
          sql`${shipments.invoice} = ${invoice}`,
        ),
      ),
    )
    // The parcel its consignment names first, before one found by its invoice.
    .orderBy(sql`${shipments.consignmentId} = ${consignmentId} desc nulls last`)
    .limit(1);
  const orderId = parcel?.orderId;
  if (!orderId) throw new HttpError(404, 'No parcel of this shop has this consignment.');
  if (!pushed) return envelope;
  await applyParcelStatus(deps.pool, courier, orderId, pushed.status, {
    pollSeconds: deps.pollSeconds,
    ...(pushed.consignmentId && { consignmentId: pushed.consignmentId }),
  });
  return envelope;
}

const field = (body: Record<string, unknown>, name: string) => {
  const value = body[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};
