import type { CourierId } from '../../../shared/schemas/courier.ts';
import type { Config } from '../../config.ts';

// Which secret proves each courier's pushes (decision 072). Each courier has its own, so a
// secret entered in one courier's panel (or leaked from it) moves none of the other's
// parcels. Shops set up before had one secret for both: it keeps proving Steadfast's
// pushes, the courier it was first given to, and the start log says what to set instead.

export type WebhookSecrets = Partial<Record<CourierId, string>>;

/** The setting that holds each courier's secret. */
export const WEBHOOK_SECRET_SETTING: Record<CourierId, string> = {
  steadfast: 'STEADFAST_WEBHOOK_SECRET',
  pathao: 'PATHAO_WEBHOOK_SECRET',
};

type SecretSettings = Pick<
  Config,
  'STEADFAST_WEBHOOK_SECRET' | 'PATHAO_WEBHOOK_SECRET' | 'COURIER_WEBHOOK_SECRET'
>;

/** Each courier's secret; a courier without one takes no pushes. */
export function webhookSecretsFromConfig(config: SecretSettings): WebhookSecrets {
  const steadfast = config.STEADFAST_WEBHOOK_SECRET ?? config.COURIER_WEBHOOK_SECRET;
  const pathao = config.PATHAO_WEBHOOK_SECRET;
  return { ...(steadfast && { steadfast }), ...(pathao && { pathao }) };
}

/** What the start log tells an owner still using the old shared secret. */
export function webhookSecretNotices(config: SecretSettings): string[] {
  if (!config.COURIER_WEBHOOK_SECRET) return [];
  if (config.STEADFAST_WEBHOOK_SECRET) {
    return [
      'COURIER_WEBHOOK_SECRET is not read: STEADFAST_WEBHOOK_SECRET proves Steadfast’s pushes. Remove COURIER_WEBHOOK_SECRET.',
    ];
  }
  const pathao = config.PATHAO_WEBHOOK_SECRET
    ? ''
    : ', and give Pathao a different secret in PATHAO_WEBHOOK_SECRET to take its pushes';
  return [
    `COURIER_WEBHOOK_SECRET serves Steadfast’s webhook only: rename it STEADFAST_WEBHOOK_SECRET${pathao}.`,
  ];
}
