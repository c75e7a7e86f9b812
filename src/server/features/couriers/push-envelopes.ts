import type { IncomingHttpHeaders } from 'node:http';
import type { CourierId } from '../../../shared/schemas/courier.ts';

// How each courier's pushes reach the shop's webhook (docs/product.md#couriers): where the
// courier's secret travels, whether the courier first checks that the address answers, and
// the answer it expects. What a push says about a parcel is read by the courier's adapter.

export interface PushEnvelope {
  /** The courier's secret as it sent it; '' when it sent none. */
  secretIn(headers: IncomingHttpHeaders): string;
  /** The courier's check that the address answers: it names no parcel and changes nothing. */
  isHandshake(body: Record<string, unknown>): boolean;
  /** 202 Accepted rather than 200, for a courier that expects it. */
  accepted: boolean;
  /** Headers the courier looks for on the answer. */
  headers: Record<string, string>;
}

/**
 * The value Pathao's panel asks the webhook to answer in the header below, to prove the
 * address is a webhook that expects Pathao (Pathao publishes it; it is not a secret).
 */
export const PATHAO_INTEGRATION_ANSWER = 'f3992ecc-59da-4cbe-a049-a13da2018d51';

const headerText = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

export const PUSH_ENVELOPES: Record<CourierId, PushEnvelope> = {
  // Steadfast's panel sends the secret as a Bearer token and reads a 200.
  steadfast: {
    secretIn: (headers) =>
      /^Bearer\s+(.+)$/i.exec(headerText(headers.authorization))?.[1]?.trim() ?? '',
    isHandshake: () => false,
    accepted: false,
    headers: {},
  },
  // Pathao's sends the secret itself in X-PATHAO-Signature, checks the address with an
  // `webhook_integration` event first, and wants a 202 carrying its integration header.
  pathao: {
    secretIn: (headers) => headerText(headers['x-pathao-signature']),
    isHandshake: (body) => body.event === 'webhook_integration',
    accepted: true,
    headers: { 'X-Pathao-Merchant-Webhook-Integration-Secret': PATHAO_INTEGRATION_ANSWER },
  },
};
