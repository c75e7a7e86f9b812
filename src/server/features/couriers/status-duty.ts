import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import {
  startPeriodicDuty,
  type DutyLog,
  type PeriodicDuty,
} from '../../background/periodic-duty.ts';
import * as schema from '../../db/schema.ts';
import { shipments } from '../../db/schema-couriers.ts';
import { settleByInvoice, type BookingDeps } from './booking.ts';
import type { Courier } from './courier.ts';
import { applyParcelStatus, courierActor } from './parcel-status.ts';
import { markFailed, type ShipmentRow } from './shipment-records.ts';

// Asks the couriers about the parcels they have not finished with, in every instance. A
// row is claimed by moving its next_check_at forward in the statement that picks it (with
// SKIP LOCKED), so two instances never ask about the same parcel at once; a courier that
// does not answer is asked again later and later (check_failures).

const BATCH = 50;
/** The longest wait between two checks of a parcel whose courier keeps failing: a day. */
const MAX_BACKOFF_SECONDS = 86_400;

const CLAIM_DUE = `update shipments s set next_check_at = now() + make_interval(secs => $1)
  where s.order_id in (
    select order_id from shipments
    where state in ('booking', 'booked', 'partial') and next_check_at <= now()
    order by next_check_at limit ${BATCH} for update skip locked)
  returning s.*`;

/** One round: every parcel due, asked once. Answers how many changed. */
export async function checkParcels(deps: BookingDeps): Promise<number> {
  const { rows } = await deps.pool.query<ShipmentRow>(CLAIM_DUE, [deps.pollSeconds]);
  let changed = 0;
  for (const row of rows) {
    const courier = deps.couriers[row.courier];
    // A courier no longer configured: its parcels wait until it is again.
    if (!courier) continue;
    try {
      if (await checkOne(deps, courier, row)) changed += 1;
    } catch (error) {
      await backOff(deps.pool, row, deps.pollSeconds);
      if (!(error instanceof Error) || !('unknownOutcome' in error)) throw error;
    }
  }
  return changed;
}

async function checkOne(deps: BookingDeps, courier: Courier, row: ShipmentRow): Promise<boolean> {
  if (row.state === 'booking') {
    const settled = await settleByInvoice(
      deps,
      courier,
      row.order_id,
      row.invoice,
      courierActor(courier),
    );
    if (settled) return settled.ok;
    // The courier has no such parcel: the booking never reached it, staff book again.
    await markFailed(
      deps.pool,
      row.order_id,
      `${courier.label} has no parcel for this order: book it again.`,
    );
    return true;
  }
  const status = await courier.status({
    invoice: row.invoice,
    ...(row.consignment_id && { consignmentId: row.consignment_id }),
  });
  if (!status) {
    await backOff(deps.pool, row, deps.pollSeconds);
    return false;
  }
  const applied = await applyParcelStatus(deps.pool, courier, row.order_id, status, {
    pollSeconds: deps.pollSeconds,
  });
  return applied === 'changed';
}

/** No answer: the next check waits twice as long as the last, up to a day. */
async function backOff(pool: pg.Pool, row: ShipmentRow, pollSeconds: number) {
  const wait = Math.min(pollSeconds * 2 ** (row.check_failures + 1), MAX_BACKOFF_SECONDS);
  await drizzle(pool, { schema })
    .update(shipments)
    .set({
      checkFailures: sql`${shipments.checkFailures} + 1`,
      nextCheckAt: sql`now() + make_interval(secs => ${wait})`,
    })
    .where(eq(shipments.orderId, row.order_id));
}

/** Checks every `pollSeconds` in this instance until stopped. */
export function startParcelChecks(deps: BookingDeps, log: DutyLog): PeriodicDuty {
  return startPeriodicDuty(
    'courier status check',
    deps.pollSeconds * 1000,
    async () => {
      const changed = await checkParcels(deps);
      if (changed) log.info(`courier status check: ${changed} parcels changed`);
    },
    log,
  );
}
