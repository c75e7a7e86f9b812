import type { ServerResponse } from 'node:http';
import {
  answerFault,
  sendJson,
  startSimServer,
  takeFault,
  type SimRequest,
  type SimServer,
} from './sim-server.ts';

// A Steadfast merchant API stand-in over real HTTP: create_order, bulk-order, the three
// status look-ups and the balance, with the headers and fields the shop relies on.
// Faults (`faults.push({ on: 'create_order', kind: 'timeout' })`) apply to the next such
// call (`create_order`, `bulk-order`, `status`); a faulted booking still books the parcel,
// as a lost answer would. Test controls under /__control let a browser test drive it.

export const STEADFAST_CREDENTIALS = {
  apiKey: 'sim-steadfast-key',
  secretKey: 'sim-steadfast-secret',
};

export interface SteadfastParcel {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  note: string | null;
  status: string;
}

export interface SteadfastSimulator extends SimServer {
  parcels: Map<string, SteadfastParcel>;
  /** The next booking of these invoices answers HTTP 200 with an error inside. */
  errorBodies: Set<string>;
  /** Sets a parcel's delivery_status, as Steadfast's riders would. */
  setStatus(invoice: string, status: string): void;
}

const INVOICE = /^[A-Za-z0-9_-]+$/;

/** A field as text: strings and numbers as they are, anything else as nothing. */
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** Steadfast's field checks: the first broken one, in its words, or null. */
function invalid(body: Record<string, unknown>): string | null {
  const invoice = text(body.invoice);
  if (!INVOICE.test(invoice)) return 'The invoice field format is invalid.';
  const name = text(body.recipient_name);
  if (!name || name.length > 100)
    return 'The recipient name must not be greater than 100 characters.';
  if (!/^\d{11}$/.test(text(body.recipient_phone))) {
    return 'The recipient phone must be 11 digits.';
  }
  const address = text(body.recipient_address);
  if (!address || address.length > 250) {
    return 'The recipient address must not be greater than 250 characters.';
  }
  const cod = Number(body.cod_amount);
  if (!Number.isFinite(cod) || cod < 0) return 'The cod amount must be at least 0.';
  return null;
}

export async function startSteadfastSimulator(port = 0): Promise<SteadfastSimulator> {
  const parcels = new Map<string, SteadfastParcel>();
  let nextId = 1424100;

  /** Books one parcel, or says why not. */
  function create(body: Record<string, unknown>): SteadfastParcel | string {
    const problem = invalid(body);
    if (problem) return problem;
    const invoice = String(body.invoice);
    if (parcels.has(invoice)) return 'The invoice has already been taken.';
    nextId += 1;
    const parcel: SteadfastParcel = {
      consignment_id: nextId,
      invoice,
      tracking_code: `SF${nextId.toString(16).toUpperCase()}`,
      recipient_name: String(body.recipient_name),
      recipient_phone: String(body.recipient_phone),
      recipient_address: String(body.recipient_address),
      cod_amount: Number(body.cod_amount),
      note: typeof body.note === 'string' ? body.note : null,
      status: 'in_review',
    };
    parcels.set(invoice, parcel);
    return parcel;
  }

  const findBy = (key: 'consignment_id' | 'invoice' | 'tracking_code', value: string) =>
    [...parcels.values()].find((parcel) => String(parcel[key]) === value);

  async function handle(request: SimRequest, response: ServerResponse) {
    const { path } = request;
    const body = request.body as unknown as Record<string, unknown>;
    const control = /^\/__control\/parcels\/([^/]+)\/status$/.exec(path);
    if (control && request.method === 'POST') {
      sim.setStatus(decodeURIComponent(control[1] as string), String(body.status));
      return sendJson(response, 200, { ok: true });
    }
    if (path === '/__control/faults' && request.method === 'POST') {
      sim.faults.push({ on: String(body.on), kind: body.kind === '500' ? '500' : 'timeout' });
      return sendJson(response, 200, { ok: true });
    }
    if (path === '/__control/error-bodies' && request.method === 'POST') {
      sim.errorBodies.add(String(body.invoice));
      return sendJson(response, 200, { ok: true });
    }
    const signedIn =
      request.headers['api-key'] === STEADFAST_CREDENTIALS.apiKey &&
      request.headers['secret-key'] === STEADFAST_CREDENTIALS.secretKey;
    if (!signedIn) return sendJson(response, 401, { status: 401, message: 'Unauthenticated.' });

    if (path === '/api/v1/create_order' && request.method === 'POST') {
      const fault = takeFault(sim.faults, 'create_order');
      const invoice = text(body.invoice);
      if (sim.errorBodies.delete(invoice)) {
        return sendJson(response, 200, { status: 400, message: 'Merchant account is on hold.' });
      }
      // A 500 answers before anything is booked; a timeout books and loses the answer.
      if (fault === '500') return answerFault(fault, response, () => undefined);
      const made = create(body);
      const answer =
        typeof made === 'string'
          ? { status: 400, errors: { invoice: [made] } }
          : {
              status: 200,
              message: 'Consignment has been created successfully.',
              consignment: { ...made, created_at: new Date().toISOString() },
            };
      if (fault) return answerFault(fault, response, () => sendJson(response, 200, answer));
      return sendJson(response, 200, answer);
    }
    if (path === '/api/v1/create_order/bulk-order' && request.method === 'POST') {
      const fault = takeFault(sim.faults, 'bulk-order');
      const data = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];
      if (data.length === 0 || data.length > 500) {
        return sendJson(response, 422, { status: 422, message: 'data must hold 1 to 500 orders.' });
      }
      if (fault === '500') return answerFault(fault, response, () => undefined);
      const answer = data.map((row) => {
        const invoice = text(row.invoice);
        if (sim.errorBodies.delete(invoice)) {
          return { invoice, consignment_id: null, tracking_code: null, status: 'error' };
        }
        const made = create(row);
        return typeof made === 'string'
          ? { invoice, consignment_id: null, tracking_code: null, status: 'error', message: made }
          : {
              invoice,
              consignment_id: made.consignment_id,
              tracking_code: made.tracking_code,
              status: 'success',
            };
      });
      if (fault) return answerFault(fault, response, () => sendJson(response, 200, answer));
      return sendJson(response, 200, answer);
    }
    const lookup = /^\/api\/v1\/status_by_(cid|invoice|trackingcode)\/([^/]+)$/.exec(path);
    if (lookup && request.method === 'GET') {
      const fault = takeFault(sim.faults, 'status');
      const key = {
        cid: 'consignment_id',
        invoice: 'invoice',
        trackingcode: 'tracking_code',
      } as const;
      const parcel = findBy(
        key[lookup[1] as keyof typeof key],
        decodeURIComponent(lookup[2] as string),
      );
      const answer = parcel
        ? { status: 200, delivery_status: parcel.status }
        : { status: 404, message: 'Consignment not found.' };
      const send = () => sendJson(response, parcel ? 200 : 404, answer);
      if (fault) return answerFault(fault, response, send);
      return send();
    }
    if (path === '/api/v1/get_balance' && request.method === 'GET') {
      return sendJson(response, 200, { status: 200, current_balance: 0 });
    }
    return sendJson(response, 404, { status: 404, message: 'Not found' });
  }

  const server = await startSimServer(port, handle);
  const sim: SteadfastSimulator = {
    ...server,
    baseUrl: `${server.baseUrl}/api/v1`,
    parcels,
    errorBodies: new Set(),
    setStatus(invoice, status) {
      const parcel = parcels.get(invoice);
      if (!parcel) throw new Error(`No Steadfast parcel ${invoice}`);
      parcel.status = status;
    },
  };
  return sim;
}
