import type { Config } from '../../config.ts';
import { BkashGateway } from './bkash-gateway.ts';
import type { OnlineMethod } from './gateway.ts';
import { SslcommerzGateway } from './sslcommerz-gateway.ts';

/** The gateways this shop has settings for; checkout offers only these. */
export interface Gateways {
  bkash?: BkashGateway;
  sslcommerz?: SslcommerzGateway;
}

/** The shop's own addresses the gateways send the customer and their notices back to. */
export function paymentPaths(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    bkashCallback: `${base}/api/payments/bkash/callback`,
    sslcommerz: {
      success: `${base}/api/payments/sslcommerz/return/success`,
      fail: `${base}/api/payments/sslcommerz/return/fail`,
      cancel: `${base}/api/payments/sslcommerz/return/cancel`,
      ipn: `${base}/api/payments/sslcommerz/ipn`,
    },
  };
}

/** Builds each gateway whose settings are all present (and PUBLIC_URL, for the returns). */
export function gatewaysFromConfig(config: Config): Gateways {
  const gateways: Gateways = {};
  if (!config.PUBLIC_URL) return gateways;
  const paths = paymentPaths(config.PUBLIC_URL);
  const timeoutMs = config.PAYMENT_GATEWAY_TIMEOUT_MS;
  const { BKASH_BASE_URL, BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME, BKASH_PASSWORD } =
    config;
  if (BKASH_BASE_URL && BKASH_APP_KEY && BKASH_APP_SECRET && BKASH_USERNAME && BKASH_PASSWORD) {
    gateways.bkash = new BkashGateway({
      baseUrl: BKASH_BASE_URL.replace(/\/+$/, ''),
      appKey: BKASH_APP_KEY,
      appSecret: BKASH_APP_SECRET,
      username: BKASH_USERNAME,
      password: BKASH_PASSWORD,
      callbackUrl: paths.bkashCallback,
      timeoutMs,
    });
  }
  const { SSLCOMMERZ_BASE_URL, SSLCOMMERZ_STORE_ID, SSLCOMMERZ_STORE_PASSWORD } = config;
  if (SSLCOMMERZ_BASE_URL && SSLCOMMERZ_STORE_ID && SSLCOMMERZ_STORE_PASSWORD) {
    gateways.sslcommerz = new SslcommerzGateway({
      baseUrl: SSLCOMMERZ_BASE_URL.replace(/\/+$/, ''),
      storeId: SSLCOMMERZ_STORE_ID,
      storePassword: SSLCOMMERZ_STORE_PASSWORD,
      urls: paths.sslcommerz,
      timeoutMs,
    });
  }
  return gateways;
}

export function offeredMethods(gateways: Gateways): OnlineMethod[] {
  return (['bkash', 'sslcommerz'] as const).filter((method) => gateways[method]);
}
