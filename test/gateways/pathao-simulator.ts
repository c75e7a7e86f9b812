import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  answerFault,
  sendJson,
  startSimServer,
  takeFault,
  type SimRequest,
  type SimServer,
} from './sim-server.ts';

// A Pathao merchant API stand-in over real HTTP: token issue and refresh with expiry, the
// city, zone and area lists, order create (with the 422 Pathao answers for bad fields) and
// order info. Faults (`faults.push({ on: 'orders', kind: '500' })`) apply to the next call
// whose last path segment is `on` ('issue-token', 'city-list', 'zone-list', 'area-list',
// 'orders', 'info'); a faulted order create still creates the parcel, as a lost answer would.
// It also pushes to a merchant's webhook as Pathao's panel does (the secret in
// X-PATHAO-Signature, an integration check first), recording every push with its answer.

export const PATHAO_CREDENTIALS = {
  clientId: 'sim-client',
  clientSecret: 'sim-client-secret',
  username: 'sim-merchant@example.com',
  password: 'sim-password',
  storeId: '7001',
};

/** A few cities as Pathao lists them: some under their older spellings, as Pathao does. */
export const PATHAO_PLACES = [
  {
    city_id: 1,
    city_name: 'Dhaka',
    zones: [
      { zone_id: 11, zone_name: 'Dhanmondi', areas: ['Dhanmondi 27', 'Jigatola'] },
      { zone_id: 12, zone_name: 'Mirpur', areas: ['Mirpur 10', 'Pallabi'] },
      { zone_id: 13, zone_name: 'Uttara', areas: [] },
    ],
  },
  {
    city_id: 2,
    city_name: 'Chittagong',
    zones: [{ zone_id: 21, zone_name: 'Agrabad', areas: ['Agrabad C/A'] }],
  },
  { city_id: 3, city_name: 'Sylhet', zones: [{ zone_id: 31, zone_name: 'Zindabazar', areas: [] }] },
  { city_id: 4, city_name: 'Comilla', zones: [{ zone_id: 41, zone_name: 'Kandirpar', areas: [] }] },
  { city_id: 5, city_name: 'Bogra', zones: [{ zone_id: 51, zone_name: 'Satmatha', areas: [] }] },
  { city_id: 6, city_name: 'Khulna', zones: [{ zone_id: 61, zone_name: 'Sonadanga', areas: [] }] },
];

export interface PathaoParcel {
  consignment_id: string;
  merchant_order_id: string;
  order_status: string;
  amount_to_collect: number;
  delivery_fee: number;
  collected_amount: number | null;
  body: Record<string, unknown>;
}

/** The header and value Pathao's panel looks for on the merchant's answers. */
export const PATHAO_INTEGRATION_HEADER = 'x-pathao-merchant-webhook-integration-secret';
export const PATHAO_INTEGRATION_VALUE = 'f3992ecc-59da-4cbe-a049-a13da2018d51';

/** One push to a merchant's webhook and how the merchant answered it. */
export interface PathaoPush {
  url: string;
  body: Record<string, unknown>;
  status: number;
  integrationHeader: string | null;
  answer: unknown;
}

export interface PathaoSimulator extends SimServer {
  parcels: Map<string, PathaoParcel>;
  /** Seconds each new access token lives. */
  tokenLifetime: number;
  /** Forgets every access token, as an expiry on Pathao's side would. */
  expireTokens(): void;
  /** Pathao moves a parcel on (its order_status words), with the cash collected if any. */
  setStatus(consignmentId: string, status: string, collected?: number): void;
  /** How many calls went to paths ending with `suffix`. */
  count(suffix: string): number;
  /** Every push sent to a merchant's webhook, with its answer. */
  pushes: PathaoPush[];
  /** Pathao's check of a webhook address: passed on a 202 carrying the integration header. */
  integrate(url: string, secret?: string): Promise<boolean>;
  /** Pathao pushes `event` ("order.delivered") for one of its parcels to a merchant's webhook. */
  push(
    url: string,
    secret: string,
    consignmentId: string,
    event: string,
    extra?: Record<string, unknown>,
  ): Promise<PathaoPush>;
}

const validationError = (errors: Record<string, string[]>) => ({
  message: 'Please fix the given errors',
  type: 'error',
  code: 422,
  errors,
});

/** The fields Pathao checks on order create, with its words for each problem. */
function orderErrors(body: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const need = (name: string, ok: boolean, message: string) => {
    if (!ok) errors[name] = [message];
  };
  const text = (name: string) => typeof body[name] === 'string' && body[name] !== '';
  const whole = (name: string) => Number.isInteger(body[name]);
  need(
    'store_id',
    String(body.store_id) === PATHAO_CREDENTIALS.storeId,
    'The selected store id is invalid.',
  );
  need('merchant_order_id', text('merchant_order_id'), 'The merchant order id field is required.');
  need(
    'recipient_name',
    text('recipient_name') && String(body.recipient_name).length >= 3,
    'The recipient name must be at least 3 characters.',
  );
  need(
    'recipient_phone',
    /^01\d{9}$/.test(String(body.recipient_phone)),
    'The recipient phone format is invalid.',
  );
  need(
    'recipient_address',
    text('recipient_address') && String(body.recipient_address).length >= 10,
    'The recipient address must be at least 10 characters.',
  );
  const city = PATHAO_PLACES.find((c) => c.city_id === body.recipient_city);
  need('recipient_city', Boolean(city), 'The selected recipient city is invalid.');
  const zone = city?.zones.find((z) => z.zone_id === body.recipient_zone);
  need('recipient_zone', Boolean(zone), 'The selected recipient zone is invalid.');
  need(
    'delivery_type',
    body.delivery_type === 48 || body.delivery_type === 12,
    'The selected delivery type is invalid.',
  );
  need(
    'item_type',
    body.item_type === 1 || body.item_type === 2,
    'The selected item type is invalid.',
  );
  need(
    'item_quantity',
    whole('item_quantity') && Number(body.item_quantity) >= 1,
    'The item quantity must be at least 1.',
  );
  const weight = Number(body.item_weight);
  need('item_weight', weight >= 0.5 && weight <= 10, 'The item weight must be between 0.5 and 10.');
  need(
    'amount_to_collect',
    whole('amount_to_collect') && Number(body.amount_to_collect) >= 0,
    'The amount to collect must be an integer.',
  );
  return errors;
}

export async function startPathaoSimulator(port = 0): Promise<PathaoSimulator> {
  const tokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const parcels = new Map<string, PathaoParcel>();
  const id = (bytes: number) => randomBytes(bytes).toString('hex');

  function issueToken(response: ServerResponse) {
    const access = `acc-${id(12)}`;
    const refresh = `ref-${id(12)}`;
    tokens.set(`Bearer ${access}`, Date.now() + sim.tokenLifetime * 1000);
    refreshTokens.add(refresh);
    sendJson(response, 200, {
      token_type: 'Bearer',
      expires_in: sim.tokenLifetime,
      access_token: access,
      refresh_token: refresh,
    });
  }

  function tokenAnswer(request: SimRequest, response: ServerResponse) {
    const { body } = request;
    const client =
      body.client_id === PATHAO_CREDENTIALS.clientId &&
      body.client_secret === PATHAO_CREDENTIALS.clientSecret;
    if (client && body.grant_type === 'password') {
      if (
        body.username === PATHAO_CREDENTIALS.username &&
        body.password === PATHAO_CREDENTIALS.password
      ) {
        return issueToken(response);
      }
    }
    if (client && body.grant_type === 'refresh_token') {
      if (refreshTokens.delete(String(body.refresh_token))) return issueToken(response);
    }
    return sendJson(response, 401, {
      error: 'invalid_grant',
      message: 'The user credentials were incorrect.',
    });
  }

  const list = (data: unknown[]) => ({
    message: 'List loaded',
    type: 'success',
    code: 200,
    data: { data },
  });

  function handle(request: SimRequest, response: ServerResponse) {
    const { path, body } = request;
    const api = '/aladdin/api/v1';
    if (!path.startsWith(api)) return sendJson(response, 404, { message: 'Not found' });
    const route = path.slice(api.length);
    const last = route.split('/').pop() ?? '';
    const fault = takeFault(sim.faults, last);
    // A faulted call answers a 500, or its real answer after the caller gave up waiting.
    const send = (status: number, answer: unknown) =>
      fault
        ? answerFault(fault, response, () => sendJson(response, status, answer))
        : sendJson(response, status, answer);
    if (route === '/issue-token' && request.method === 'POST') {
      if (fault) return answerFault(fault, response, () => tokenAnswer(request, response));
      return tokenAnswer(request, response);
    }
    const expires = tokens.get(String(request.headers.authorization ?? ''));
    if (expires === undefined || expires <= Date.now()) {
      return send(401, { message: 'Unauthenticated.', type: 'error', code: 401 });
    }
    if (route === '/city-list') {
      return send(
        200,
        list(PATHAO_PLACES.map(({ city_id, city_name }) => ({ city_id, city_name }))),
      );
    }
    const zones = /^\/cities\/(\d+)\/zone-list$/.exec(route);
    if (zones) {
      const city = PATHAO_PLACES.find((c) => c.city_id === Number(zones[1]));
      return send(
        200,
        list((city?.zones ?? []).map(({ zone_id, zone_name }) => ({ zone_id, zone_name }))),
      );
    }
    const areas = /^\/zones\/(\d+)\/area-list$/.exec(route);
    if (areas) {
      const zoneId = Number(areas[1]);
      const zone = PATHAO_PLACES.flatMap((c) => c.zones).find((z) => z.zone_id === zoneId);
      return send(
        200,
        list(
          (zone?.areas ?? []).map((area_name, index) => ({
            area_id: zoneId * 100 + index + 1,
            area_name,
            home_delivery_available: true,
            pickup_available: true,
          })),
        ),
      );
    }
    if (route === '/orders' && request.method === 'POST') {
      const errors = orderErrors(body);
      if (Object.keys(errors).length > 0) return send(422, validationError(errors));
      const parcel: PathaoParcel = {
        consignment_id: `DT${id(5).toUpperCase()}`,
        merchant_order_id: String(body.merchant_order_id),
        order_status: 'Pending',
        amount_to_collect: Number(body.amount_to_collect),
        delivery_fee: Number(body.recipient_city) === 1 ? 60 : 110,
        collected_amount: null,
        body,
      };
      const answer = {
        message: 'Order Created Successfully',
        type: 'success',
        code: 200,
        data: {
          consignment_id: parcel.consignment_id,
          merchant_order_id: parcel.merchant_order_id,
          order_status: parcel.order_status,
          delivery_fee: parcel.delivery_fee,
        },
      };
      // A 500 or a lost answer after Pathao made the parcel: it exists all the same.
      parcels.set(parcel.consignment_id, parcel);
      return send(200, answer);
    }
    const info = /^\/orders\/([^/]+)\/info$/.exec(route);
    if (info) {
      const parcel = parcels.get(decodeURIComponent(info[1] as string));
      if (!parcel) {
        return send(404, { message: 'Order not found', type: 'error', code: 404 });
      }
      return send(200, {
        message: 'Order info',
        type: 'success',
        code: 200,
        data: {
          consignment_id: parcel.consignment_id,
          merchant_order_id: parcel.merchant_order_id,
          order_status: parcel.order_status,
          order_status_slug: parcel.order_status,
          updated_at: new Date().toISOString(),
          invoice_id: null,
          ...(parcel.collected_amount === null
            ? {}
            : { collected_amount: parcel.collected_amount }),
        },
      });
    }
    return send(404, { message: 'Not found' });
  }

  const server = await startSimServer(port, handle);
  const sim: PathaoSimulator = Object.assign(server, {
    parcels,
    tokenLifetime: 432_000,
    expireTokens: () => tokens.clear(),
    setStatus(consignmentId: string, status: string, collected?: number) {
      const parcel = parcels.get(consignmentId);
      if (!parcel) throw new Error(`No Pathao parcel ${consignmentId}`);
      parcel.order_status = status;
      if (collected !== undefined) parcel.collected_amount = collected;
    },
    count: (suffix: string) => server.calls.filter((call) => call.path.endsWith(suffix)).length,
    pushes: [] as PathaoPush[],
    async integrate(url: string, secret?: string) {
      const push = await pushTo(url, secret, { event: 'webhook_integration' });
      return push.status === 202 && push.integrationHeader === PATHAO_INTEGRATION_VALUE;
    },
    push(
      url: string,
      secret: string,
      consignmentId: string,
      event: string,
      extra: Record<string, unknown> = {},
    ) {
      const parcel = parcels.get(consignmentId);
      const now = new Date();
      // Pathao's panel writes updated_at in Dhaka time and timestamp in UTC.
      const dhaka = new Date(now.getTime() + 6 * 3_600_000).toISOString();
      return pushTo(url, secret, {
        consignment_id: consignmentId,
        merchant_order_id: parcel?.merchant_order_id ?? null,
        updated_at: `${dhaka.slice(0, 10)} ${dhaka.slice(11, 19)}`,
        timestamp: `${now.toISOString().slice(0, 19)}+00:00`,
        store_id: Number(PATHAO_CREDENTIALS.storeId),
        event,
        ...extra,
      });
    },
  });

  async function pushTo(url: string, secret: string | undefined, body: Record<string, unknown>) {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(secret !== undefined && { 'x-pathao-signature': secret }),
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const push: PathaoPush = {
      url,
      body,
      status: response.status,
      integrationHeader: response.headers.get(PATHAO_INTEGRATION_HEADER),
      answer: text ? (JSON.parse(text) as unknown) : null,
    };
    sim.pushes.push(push);
    return push;
  }
  return sim;
}
