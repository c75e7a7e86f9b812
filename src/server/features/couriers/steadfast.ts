import { callGateway, field, GatewayError, type GatewayAnswer } from '../payments/index.ts';
import {
  pushedStatus,
  type BookingOutcome,
  type Courier,
  type ParcelPhase,
  type ParcelRequest,
  type ParcelStatus,
  type PushedStatus,
} from './courier.ts';

// Steadfast's merchant API (docs/product.md#couriers): JSON over HTTPS with the merchant's
// Api-Key and Secret-Key headers. It books parcels one by one or up to 500 at a time and
// answers a parcel's delivery_status by consignment id, invoice or tracking code.

export interface SteadfastSettings {
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  timeoutMs: number;
}

/** Most parcels one bulk call takes (Steadfast's own limit). */
export const STEADFAST_MAX_BATCH = 500;

/**
 * Steadfast's delivery statuses in the shop's words. Those still "approval pending" are
 * Steadfast's own review of what its rider reported: the parcel is not settled until it
 * ends. A cancelled parcel is brought back to the merchant.
 */
const PHASES: Record<string, ParcelPhase> = {
  pending: 'in-transit',
  in_review: 'in-transit',
  hold: 'in-transit',
  delivered_approval_pending: 'in-transit',
  partial_delivered_approval_pending: 'in-transit',
  cancelled_approval_pending: 'in-transit',
  unknown_approval_pending: 'in-transit',
  delivered: 'delivered',
  partial_delivered: 'partial',
  cancelled: 'returned',
};

export const steadfastPhase = (status: string): ParcelPhase => PHASES[status] ?? 'unknown';

/** Every delivery status Steadfast documents. */
export const STEADFAST_STATUSES = Object.keys(PHASES);

/** Steadfast's fields limits: the shop's addresses and names may be longer. */
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function orderFields(parcel: ParcelRequest) {
  return {
    invoice: parcel.invoice,
    recipient_name: clip(parcel.recipientName, 100),
    recipient_phone: parcel.recipientPhone,
    recipient_address: clip(parcel.recipientAddress, 250),
    cod_amount: parcel.cashToCollectTk,
    item_description: clip(parcel.description, 250),
    total_lot: parcel.itemCount,
    delivery_type: 0,
    ...(parcel.note && { note: clip(parcel.note, 250) }),
  };
}

/** A refusal in Steadfast's words: its message, or the first field error it names. */
function messageOf(body: Record<string, unknown>): string {
  const errors = body.errors;
  if (errors && typeof errors === 'object') {
    const first = Object.values(errors as Record<string, unknown>)[0];
    const text: unknown = Array.isArray(first) ? (first as unknown[])[0] : first;
    if (typeof text === 'string') return text;
  }
  return field(body, 'message') || 'Steadfast refused the parcel without saying why.';
}

export class SteadfastCourier implements Courier {
  readonly id = 'steadfast' as const;
  readonly label = 'Steadfast';
  readonly maxBatch: number = STEADFAST_MAX_BATCH;

  constructor(private readonly settings: SteadfastSettings) {}

  private call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<GatewayAnswer> {
    return callGateway(
      `${this.settings.baseUrl}${path}`,
      {
        method,
        headers: {
          'Api-Key': this.settings.apiKey,
          'Secret-Key': this.settings.secretKey,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      },
      this.settings.timeoutMs,
    );
  }

  async book(parcel: ParcelRequest): Promise<BookingOutcome> {
    let answer: GatewayAnswer;
    try {
      answer = await this.call('POST', '/create_order', orderFields(parcel));
    } catch (error) {
      return lost(parcel.invoice, error);
    }
    const consignment = answer.body.consignment as Record<string, unknown> | undefined;
    // Steadfast answers HTTP 200 with its own status inside; only a consignment with an id
    // is a parcel booked.
    if (answer.status !== 200 || Number(answer.body.status) !== 200 || !consignment) {
      return {
        ok: false,
        invoice: parcel.invoice,
        message: messageOf(answer.body),
        retryable: false,
      };
    }
    const consignmentId = field(consignment, 'consignment_id');
    const trackingCode = field(consignment, 'tracking_code');
    if (!consignmentId || !trackingCode) {
      return {
        ok: false,
        invoice: parcel.invoice,
        message: messageOf(answer.body),
        retryable: false,
      };
    }
    return {
      ok: true,
      parcel: {
        invoice: parcel.invoice,
        consignmentId,
        trackingCode,
        courierStatus: field(consignment, 'status') || 'in_review',
      },
    };
  }

  async bookMany(parcels: readonly ParcelRequest[]): Promise<BookingOutcome[]> {
    if (parcels.length === 0) return [];
    if (parcels.length > this.maxBatch) {
      throw new Error(`Steadfast takes at most ${this.maxBatch} parcels a call`);
    }
    let answer: GatewayAnswer;
    try {
      answer = await this.call('POST', '/create_order/bulk-order', {
        data: parcels.map(orderFields),
      });
    } catch (error) {
      return parcels.map((parcel) => lost(parcel.invoice, error));
    }
    const rows = Array.isArray(answer.body.body) ? (answer.body.body as unknown[]) : [];
    const byInvoice = new Map<string, Record<string, unknown>>();
    for (const row of rows) {
      if (row && typeof row === 'object') {
        const record = row as Record<string, unknown>;
        byInvoice.set(field(record, 'invoice'), record);
      }
    }
    return parcels.map((parcel): BookingOutcome => {
      const row = byInvoice.get(parcel.invoice);
      // An answer that names no row for this parcel says nothing about it: ask by invoice.
      if (!row) {
        return {
          ok: false,
          invoice: parcel.invoice,
          message: rows.length
            ? 'Steadfast did not answer for this parcel.'
            : messageOf(answer.body),
          retryable: rows.length > 0 || answer.status === 200,
        };
      }
      const consignmentId = field(row, 'consignment_id');
      const trackingCode = field(row, 'tracking_code');
      if (field(row, 'status') !== 'success' || !consignmentId || !trackingCode) {
        return { ok: false, invoice: parcel.invoice, message: messageOf(row), retryable: false };
      }
      return {
        ok: true,
        parcel: {
          invoice: parcel.invoice,
          consignmentId,
          trackingCode,
          courierStatus: 'in_review',
        },
      };
    });
  }

  async status(ref: { consignmentId?: string; invoice: string }): Promise<ParcelStatus | null> {
    const path = ref.consignmentId
      ? `/status_by_cid/${encodeURIComponent(ref.consignmentId)}`
      : `/status_by_invoice/${encodeURIComponent(ref.invoice)}`;
    const answer = await this.call('GET', path);
    const courierStatus = field(answer.body, 'delivery_status');
    if (answer.status === 404 || !courierStatus) return null;
    if (answer.status !== 200) throw new GatewayError(`${path}: answered ${answer.status}`, true);
    return { courierStatus, phase: steadfastPhase(courierStatus) };
  }

  /**
   * Steadfast's webhook: `notification_type` delivery_status carries the parcel's status
   * (and the cash collected, `cod_amount`); tracking_update carries a message only.
   */
  readPushed(body: Record<string, unknown>): PushedStatus | null {
    const courierStatus = field(body, 'status').toLowerCase();
    if (field(body, 'notification_type') !== 'delivery_status' || !courierStatus) return null;
    const phase = steadfastPhase(courierStatus);
    const cod = Number(body.cod_amount);
    return pushedStatus(field(body, 'consignment_id'), field(body, 'invoice'), {
      courierStatus,
      phase,
      ...(phase === 'delivered' || phase === 'partial'
        ? Number.isInteger(cod) && cod >= 0 && { cashCollectedTk: cod }
        : {}),
    });
  }
}

/** No answer, or a 5xx: Steadfast may have booked the parcel, so it is asked by invoice. */
function lost(invoice: string, error: unknown): BookingOutcome {
  if (!(error instanceof GatewayError)) throw error;
  return {
    ok: false,
    invoice,
    message: `Steadfast did not answer (${error.message}); the shop asks it about this parcel before booking it again.`,
    retryable: true,
  };
}
