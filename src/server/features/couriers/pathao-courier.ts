import type { Config } from '../../config.ts';
import { callGateway, field, GatewayError, type GatewayAnswer } from '../payments/index.ts';
import type {
  BookingOutcome,
  Courier,
  ParcelPhase,
  ParcelRequest,
  ParcelStatus,
} from './courier.ts';
import { pathaoPhase } from './pathao-phases.ts';
import { readPathaoPush } from './pathao-push.ts';
import { PathaoTokenKeeper, type PathaoToken } from './pathao-token.ts';

// Pathao's merchant API (decision 056): an OAuth password grant, then Bearer calls. Pathao
// books one parcel per call and cannot be asked about a parcel by our order number, only by
// its consignment id.

export interface PathaoSettings {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: number;
  timeoutMs: number;
  /** The clock the token's expiry is read against (tests move it on). */
  now?: () => number;
}

/** One of Pathao's places, as its lists name it. */
export interface PathaoPlace {
  id: number;
  name: string;
}

/** Parcels booked at once: Pathao has no bulk call, and a burst of calls may be throttled. */
const BOOKING_CONCURRENCY = 3;
const API = '/aladdin/api/v1';

export class PathaoCourier implements Courier {
  readonly id = 'pathao' as const;
  readonly label = 'Pathao';
  readonly maxBatch = 50;
  readonly readPushed = readPathaoPush;
  private readonly tokens: PathaoTokenKeeper;

  constructor(private readonly settings: PathaoSettings) {
    this.tokens = new PathaoTokenKeeper({
      apiUrl: settings.baseUrl + API,
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      username: settings.username,
      password: settings.password,
      timeoutMs: settings.timeoutMs,
      now: settings.now ?? Date.now,
    });
  }

  async book(parcel: ParcelRequest): Promise<BookingOutcome> {
    const { invoice } = parcel;
    if (!parcel.pathao) {
      return { ok: false, invoice, retryable: false, message: 'Choose the Pathao city and zone.' };
    }
    let answer: GatewayAnswer;
    try {
      answer = await this.call('POST', '/orders', orderBody(parcel, this.settings.storeId));
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      return { ok: false, invoice, retryable: error.unknownOutcome, message: error.message };
    }
    const data = dataOf(answer.body);
    const consignmentId = field(data, 'consignment_id');
    if (answer.status === 200 && consignmentId) {
      const fee = Number(field(data, 'delivery_fee'));
      return {
        ok: true,
        parcel: {
          invoice,
          consignmentId,
          // Pathao tracks a parcel by its consignment id; there is no separate code.
          trackingCode: consignmentId,
          courierStatus: field(data, 'order_status') || 'Pending',
          ...(Number.isFinite(fee) && field(data, 'delivery_fee') !== ''
            ? { deliveryFeeTk: Math.round(fee) }
            : {}),
        },
      };
    }
    return { ok: false, invoice, retryable: false, message: refusalOf(answer) };
  }

  async bookMany(parcels: readonly ParcelRequest[]): Promise<BookingOutcome[]> {
    const outcomes = new Array<BookingOutcome>(parcels.length);
    let next = 0;
    const worker = async () => {
      while (next < parcels.length) {
        const index = next++;
        outcomes[index] = await this.book(parcels[index] as ParcelRequest);
      }
    };
    await Promise.all(
      Array.from({ length: Math.min(BOOKING_CONCURRENCY, parcels.length) }, worker),
    );
    return outcomes;
  }

  async status(ref: { consignmentId?: string; invoice: string }): Promise<ParcelStatus | null> {
    if (!ref.consignmentId) {
      // Saying "unknown" here would let a caller book the parcel twice (decision 056).
      throw new GatewayError(
        `Pathao cannot be asked about ${ref.invoice} by order number: find it in Pathao's merchant panel.`,
      );
    }
    const answer = await this.call('GET', `/orders/${encodeURIComponent(ref.consignmentId)}/info`);
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw new GatewayError(refusalOf(answer));
    const data = dataOf(answer.body);
    const courierStatus = field(data, 'order_status') || field(data, 'order_status_slug');
    const phase: ParcelPhase = pathaoPhase(courierStatus);
    const collected = Number(field(data, 'collected_amount'));
    return {
      courierStatus,
      phase,
      ...(field(data, 'collected_amount') !== '' && Number.isFinite(collected)
        ? { cashCollectedTk: Math.round(collected) }
        : {}),
    };
  }

  cities(): Promise<PathaoPlace[]> {
    return this.places('/city-list', 'city');
  }

  zones(cityId: number): Promise<PathaoPlace[]> {
    return this.places(`/cities/${cityId}/zone-list`, 'zone');
  }

  areas(zoneId: number): Promise<PathaoPlace[]> {
    return this.places(`/zones/${zoneId}/area-list`, 'area');
  }

  /** One of Pathao's place lists: `{ data: { data: [ { city_id, city_name } ] } }` and alike. */
  private async places(path: string, kind: 'city' | 'zone' | 'area'): Promise<PathaoPlace[]> {
    const answer = await this.call('GET', path);
    const rows = dataOf(answer.body).data;
    if (answer.status !== 200 || !Array.isArray(rows)) {
      throw new GatewayError(`Pathao did not send its ${kind} list: ${refusalOf(answer)}`);
    }
    return rows.flatMap((row: unknown) => {
      if (!row || typeof row !== 'object') return [];
      const record = row as Record<string, unknown>;
      const id = Number(field(record, `${kind}_id`));
      const name = field(record, `${kind}_name`).trim();
      return Number.isInteger(id) && name ? [{ id, name }] : [];
    });
  }

  /** A call with the token; a 401 (token expired or revoked early) gets one renewal. */
  private async call(method: 'GET' | 'POST', path: string, body?: object): Promise<GatewayAnswer> {
    const send = (token: PathaoToken) =>
      callGateway(
        this.settings.baseUrl + API + path,
        {
          method,
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${token.access}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        },
        this.settings.timeoutMs,
      );
    const first = await this.tokens.valid();
    const answer = await send(first);
    if (answer.status !== 401) return answer;
    this.tokens.refused(first);
    return send(await this.tokens.valid());
  }
}

/** The parcel in Pathao's fields: a parcel (item type 2) for normal delivery (48 hours). */
function orderBody(parcel: ParcelRequest, storeId: number) {
  const place = parcel.pathao as NonNullable<ParcelRequest['pathao']>;
  return {
    store_id: storeId,
    merchant_order_id: parcel.invoice,
    recipient_name: parcel.recipientName,
    recipient_phone: parcel.recipientPhone,
    recipient_address: parcel.recipientAddress,
    recipient_city: place.cityId,
    recipient_zone: place.zoneId,
    ...(place.areaId ? { recipient_area: place.areaId } : {}),
    delivery_type: 48,
    item_type: 2,
    item_quantity: Math.max(1, parcel.itemCount),
    // Kilograms; Pathao's lightest band is half a kilogram.
    item_weight: Math.max(0.5, Math.round(parcel.weightGrams / 100) / 10),
    amount_to_collect: parcel.cashToCollectTk,
    item_description: parcel.description.slice(0, 250),
    ...(parcel.note ? { special_instruction: parcel.note.slice(0, 250) } : {}),
  };
}

function dataOf(body: Record<string, unknown>): Record<string, unknown> {
  const data = body.data;
  return data && typeof data === 'object' && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : {};
}

/** Pathao's words for a refusal: its message, and each field's first problem. */
function refusalOf(answer: GatewayAnswer): string {
  const message = field(answer.body, 'message') || `answered ${answer.status}`;
  const errors = answer.body.errors;
  if (!errors || typeof errors !== 'object') return `Pathao: ${message}`;
  const problems = Object.values(errors as Record<string, unknown>)
    .map((list) => (Array.isArray(list) ? String(list[0] ?? '') : String(list)))
    .filter(Boolean);
  return `Pathao: ${message}${problems.length ? ` (${problems.join(' ')})` : ''}`;
}

/** Pathao when all of its settings are present; otherwise the shop does without it. */
export function pathaoFromConfig(config: Config, timeoutMs = 15_000): PathaoCourier | undefined {
  const {
    PATHAO_BASE_URL,
    PATHAO_CLIENT_ID,
    PATHAO_CLIENT_SECRET,
    PATHAO_USERNAME,
    PATHAO_PASSWORD,
    PATHAO_STORE_ID,
  } = config;
  if (
    !PATHAO_BASE_URL ||
    !PATHAO_CLIENT_ID ||
    !PATHAO_CLIENT_SECRET ||
    !PATHAO_USERNAME ||
    !PATHAO_PASSWORD ||
    !PATHAO_STORE_ID
  ) {
    return undefined;
  }
  return new PathaoCourier({
    baseUrl: PATHAO_BASE_URL.replace(/\/+$/, ''),
    clientId: PATHAO_CLIENT_ID,
    clientSecret: PATHAO_CLIENT_SECRET,
    username: PATHAO_USERNAME,
    password: PATHAO_PASSWORD,
    storeId: Number(PATHAO_STORE_ID),
    timeoutMs,
  });
}
