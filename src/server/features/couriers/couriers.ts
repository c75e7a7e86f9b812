import type { Config } from '../../config.ts';
import type { Courier } from './courier.ts';
import { type PathaoCourier, pathaoFromConfig } from './pathao-courier.ts';
import { SteadfastCourier } from './steadfast.ts';

/** The couriers this shop has settings for; staff book only with these. */
export interface Couriers {
  steadfast?: SteadfastCourier;
  pathao?: PathaoCourier;
}

/** Builds each courier whose settings are all present. */
export function couriersFromConfig(config: Config): Couriers {
  const couriers: Couriers = {};
  const { STEADFAST_BASE_URL, STEADFAST_API_KEY, STEADFAST_SECRET_KEY } = config;
  if (STEADFAST_BASE_URL && STEADFAST_API_KEY && STEADFAST_SECRET_KEY) {
    couriers.steadfast = new SteadfastCourier({
      baseUrl: STEADFAST_BASE_URL.replace(/\/+$/, ''),
      apiKey: STEADFAST_API_KEY,
      secretKey: STEADFAST_SECRET_KEY,
      timeoutMs: config.COURIER_TIMEOUT_MS,
    });
  }
  const pathao = pathaoFromConfig(config, config.COURIER_TIMEOUT_MS);
  if (pathao) couriers.pathao = pathao;
  return couriers;
}

/** The configured couriers, in a steady order. */
export const configuredCouriers = (couriers: Couriers): Courier[] =>
  Object.values(couriers).filter((courier): courier is Courier => courier !== undefined);
