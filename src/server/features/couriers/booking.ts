import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import {
  courierName,
  type BookingResult,
  type BookShipments,
} from '../../../shared/schemas/courier.ts';
import * as schema from '../../db/schema.ts';
import { shipments } from '../../db/schema-couriers.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { transition, type Actor } from '../order-life/index.ts';
import { missingSerialsRefusal } from '../warranty/index.ts';
import type { BookedParcel, BookingOutcome, Courier, ParcelRequest } from './courier.ts';
import type { Couriers } from './couriers.ts';
import { parcelsOf } from './parcel-of-order.ts';
import {
  claimNewBooking,
  claimUnsettledBooking,
  markBooked,
  markFailed,
  markUnanswered,
  shipmentOf,
} from './shipment-records.ts';

// Booking parcels (docs/product.md#couriers). Each order's row is written 'booking' and
// committed before the courier is called, so a double click, a retry after a timeout or a
// second instance finds it: a booking under way is refused, and one whose answer was lost
// is settled by asking the courier by invoice before anything is booked again.

export interface BookingDeps {
  pool: pg.Pool;
  couriers: Couriers;
  pollSeconds: number;
}

type Claimed = { orderId: string; parcel: ParcelRequest; resumed: boolean };

/** Books the orders' parcels with one courier; one answer per order, in the order asked. */
export async function bookParcels(
  deps: BookingDeps,
  request: BookShipments,
  actor: Actor,
): Promise<BookingResult[]> {
  const courier = deps.couriers[request.courier];
  if (!courier) {
    throw new HttpError(409, `${request.courier} is not set up on this shop.`);
  }
  const places = pathaoPlaces(request);
  const results = new Map<string, BookingResult>();
  const claimed: Claimed[] = [];
  for (const bookable of await parcelsOf(deps.pool, request.orderIds)) {
    const { orderId } = bookable;
    if ('refusal' in bookable) {
      results.set(orderId, { orderId, ok: false, message: bookable.refusal });
      continue;
    }
    // Its tracked units' serials come before the parcel (the shop's rule, decision 088).
    const serials = await missingSerialsRefusal(deps.pool, orderId);
    if (serials) {
      results.set(orderId, { orderId, ok: false, message: serials });
      continue;
    }
    const parcel = places ? { ...bookable.parcel, pathao: places } : bookable.parcel;
    const claim = await claimFor(deps.pool, courier, parcel, orderId, actor);
    if (typeof claim === 'string') results.set(orderId, { orderId, ok: false, message: claim });
    else claimed.push({ orderId, parcel, resumed: claim.resumed });
  }
  const toBook: Claimed[] = [];
  for (const item of claimed) {
    if (!item.resumed) {
      toBook.push(item);
      continue;
    }
    const settled = await settleByInvoice(deps, courier, item.orderId, item.parcel.invoice, actor);
    if (settled) results.set(item.orderId, settled);
    else toBook.push(item);
  }
  for (let start = 0; start < toBook.length; start += courier.maxBatch) {
    const batch = toBook.slice(start, start + courier.maxBatch);
    const outcomes =
      batch.length === 1
        ? [await courier.book((batch[0] as Claimed).parcel)]
        : await courier.bookMany(batch.map((item) => item.parcel));
    for (const [index, item] of batch.entries()) {
      const outcome = outcomes[index] as BookingOutcome;
      results.set(item.orderId, await settle(deps, courier, item.orderId, outcome, actor));
    }
  }
  return request.orderIds.map((orderId) => results.get(orderId) as BookingResult);
}

/**
 * Pathao books only to its own city and zone (and area), chosen by staff from Pathao's
 * lists for the whole request; the other couriers take the address as it is.
 */
function pathaoPlaces(request: BookShipments): ParcelRequest['pathao'] {
  if (request.courier !== 'pathao') return undefined;
  if (!request.pathao) {
    throw new HttpError(400, 'Choose Pathao’s city and zone for these parcels.');
  }
  const { city, zone, area } = request.pathao;
  return { cityId: city, zoneId: zone, ...(area !== undefined && { areaId: area }) };
}

/** Takes the order's row for this booking, or says why another booking has it. */
async function claimFor(
  pool: pg.Pool,
  courier: Courier,
  parcel: ParcelRequest,
  orderId: string,
  actor: Actor,
): Promise<{ resumed: boolean } | string> {
  const claim = {
    orderId,
    courier: courier.id,
    invoice: parcel.invoice,
    cashToCollectTk: parcel.cashToCollectTk,
    bookedBy: actor.id,
  };
  if (await claimNewBooking(pool, claim)) return { resumed: false };
  if (await claimUnsettledBooking(pool, orderId, courier.id)) return { resumed: true };
  const row = await shipmentOf(pool, orderId);
  if (row?.state === 'booking') {
    return 'This parcel is being booked already: its answer shows on the order in a moment.';
  }
  const ref = row?.tracking_code ? ` (tracking code ${row.tracking_code})` : '';
  return `This order's parcel is booked already with ${row ? courierName(row.courier) : 'a courier'}${ref}.`;
}

/**
 * A booking whose answer was lost: asks the courier by invoice. Found, the parcel is booked
 * (with whatever reference the courier gives); unknown, null (book it now); no answer
 * again, the row stays as it is for the next try.
 */
export async function settleByInvoice(
  deps: BookingDeps,
  courier: Courier,
  orderId: string,
  invoice: string,
  actor: Actor,
): Promise<BookingResult | null> {
  let status;
  try {
    status = await courier.status({ invoice });
  } catch (error) {
    const message = `${courier.label} could not be asked about this parcel (${(error as Error).message}); try again later.`;
    await markUnanswered(deps.pool, orderId, message);
    return { orderId, ok: false, message };
  }
  if (!status) return null;
  return settle(
    deps,
    courier,
    orderId,
    { ok: true, parcel: { invoice, courierStatus: status.courierStatus } },
    actor,
  );
}

type Settling =
  | BookingOutcome
  | { ok: true; parcel: Partial<BookedParcel> & { invoice: string; courierStatus: string } };

/**
 * Writes the courier's answer: booked parcels move their order to shipped through the
 * order life (the customer is told, with the tracking code); refusals free the order to
 * be booked again; lost answers wait to be asked about.
 */
async function settle(
  deps: BookingDeps,
  courier: Courier,
  orderId: string,
  outcome: Settling,
  actor: Actor,
): Promise<BookingResult> {
  if (!outcome.ok) {
    if (outcome.retryable) await markUnanswered(deps.pool, orderId, outcome.message);
    else await markFailed(deps.pool, orderId, outcome.message);
    return { orderId, ok: false, message: outcome.message };
  }
  const { parcel } = outcome;
  // Without the courier's code (a parcel found by invoice), the order number tracks it.
  const trackingCode = parcel.trackingCode ?? parcel.invoice;
  const moved = await inTransaction(deps.pool, async (tx) => {
    if (!(await markBooked(tx, orderId, parcel, deps.pollSeconds)))
      return 'Booked; another check settled this parcel at the same time.';
    await tx.query('savepoint ship');
    try {
      await transition(tx, orderId, 'shipped', {
        actor,
        parcel: { courier: courier.label, trackingCode },
      });
      return null;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // The order changed while the courier was asked (cancelled, or shipped by hand): the
      // parcel exists all the same, so it stays booked and staff are told why.
      await tx.query('rollback to savepoint ship');
      const message = `Booked, but the order was not marked shipped: ${error.message}`;
      await drizzle(tx, { schema })
        .update(shipments)
        .set({ message })
        .where(eq(shipments.orderId, orderId));
      return message;
    }
  });
  return {
    orderId,
    ok: true,
    ...(parcel.consignmentId && { consignmentId: parcel.consignmentId }),
    trackingCode,
    ...(moved && { message: moved }),
  };
}
