import type { CourierId } from '../../../shared/schemas/courier.ts';

// What the shop asks of every courier (docs/product.md#couriers). Each courier's merchant
// API sits behind one adapter implementing `Courier`; the booking, status and webhook code
// speaks only this, so a third courier is one more adapter.

/** One parcel as the shop describes it; `invoice` is the order number (CH-000123). */
export interface ParcelRequest {
  invoice: string;
  recipientName: string;
  /** 01XXXXXXXXX: the shop stores phones in that shape already. */
  recipientPhone: string;
  /** The whole address, each part once and the district last (address-text.ts). */
  recipientAddress: string;
  /** The district's English name on its own, for a courier that asks for it as a field. */
  district: string | null;
  /** Whole Tk: the order total less anything paid online. */
  cashToCollectTk: number;
  weightGrams: number;
  itemCount: number;
  description: string;
  note?: string;
  /** Pathao's own places, chosen by staff from Pathao's lists. */
  pathao?: { cityId: number; zoneId: number; areaId?: number };
}

/** The courier took the parcel. */
export interface BookedParcel {
  invoice: string;
  consignmentId: string;
  trackingCode: string;
  courierStatus: string;
  deliveryFeeTk?: number;
}

/**
 * The courier's answer for one parcel. `retryable` marks answers that say nothing about
 * whether the parcel exists (a timeout, a 5xx): the caller asks by invoice before booking
 * again.
 */
export type BookingOutcome =
  | { ok: true; parcel: BookedParcel }
  | { ok: false; invoice: string; message: string; retryable: boolean };

/** Where a parcel stands, in the shop's words; `courierStatus` keeps the courier's own. */
export type ParcelPhase = 'in-transit' | 'delivered' | 'partial' | 'returned' | 'unknown';

export interface ParcelStatus {
  courierStatus: string;
  phase: ParcelPhase;
  /** Cash the courier says it collected, when it says. */
  cashCollectedTk?: number;
}

/** A status the courier pushed to the shop's webhook, as its adapter reads the payload. */
export interface PushedStatus {
  consignmentId?: string;
  invoice?: string;
  status: ParcelStatus;
}

/**
 * A pushed status, naming its parcel by whichever of the consignment id and the invoice
 * the payload carried ('' for one it did not).
 */
export function pushedStatus(
  consignmentId: string,
  invoice: string,
  status: ParcelStatus,
): PushedStatus {
  return { ...(consignmentId && { consignmentId }), ...(invoice && { invoice }), status };
}

export interface Courier {
  id: CourierId;
  /** The name staff and customers see ("Steadfast"). */
  label: string;
  /** Most parcels one `bookMany` call takes. */
  maxBatch: number;
  book(parcel: ParcelRequest): Promise<BookingOutcome>;
  /** One outcome per parcel, in the same order. */
  bookMany(parcels: readonly ParcelRequest[]): Promise<BookingOutcome[]>;
  /** Null when the courier does not know the parcel. */
  status(ref: { consignmentId?: string; invoice: string }): Promise<ParcelStatus | null>;
  /**
   * Reads the courier's webhook payload: the parcel it names and its status, or null for
   * a payload that carries no status (a tracking message alone).
   */
  readPushed?(body: Record<string, unknown>): PushedStatus | null;
  /** Present only where the courier's API can cancel a booked parcel. */
  cancel?(consignmentId: string): Promise<{ ok: boolean; message?: string }>;
}
