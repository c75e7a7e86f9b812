import { deliverySettingsOf, type StoredDeliverySettings } from './delivery-settings.repository.ts';
import type { DeliverySettings } from '../../../shared/schemas/delivery.ts';

/**
 * The delivery settings this process read last, under the token they had then. Every
 * change to the settings replaces the token in its own transaction (migration 0034), so an
 * order that reads the same token in the statement that locks its products charges what
 * the settings say at that moment without reading them again (decision 065). Tokens are
 * random: settings kept from another database never match one of this database.
 */
export interface KeptDeliverySettings {
  token: string;
  settings: DeliverySettings;
}

let kept: KeptDeliverySettings | undefined;

/** The token of the settings in force, as SQL: one row. */
export const DELIVERY_SETTINGS_TOKEN = '(select token from delivery_settings_token)';

/** The settings kept, if any: take them before the statement, pass their token to it. */
export function keptDeliverySettings(): KeptDeliverySettings | undefined {
  return kept;
}

/**
 * The settings in force, from what the statement read: the settings themselves when their
 * token was not the one passed (they are then kept), or else those passed as `before`.
 */
export function deliverySettingsInForce(
  token: string,
  stored: StoredDeliverySettings | null,
  before: KeptDeliverySettings | undefined,
): DeliverySettings {
  if (stored) {
    const settings = deliverySettingsOf(stored);
    kept = { token, settings };
    return settings;
  }
  if (before?.token !== token) {
    throw new Error(`Delivery settings ${token} were neither read nor kept`);
  }
  return before.settings;
}
