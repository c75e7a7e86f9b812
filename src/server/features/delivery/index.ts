// The public entry of the delivery feature: all that code outside it may import (docs/architecture.md, "Server features").
export {
  DELIVERY_SETTINGS_VALUE,
  loadDeliverySettings,
  type StoredDeliverySettings,
} from './delivery-settings.repository.ts';
export { deliveryRoutes } from './delivery.routes.ts';
export {
  DELIVERY_SETTINGS_TOKEN,
  deliverySettingsInForce,
  keptDeliverySettings,
} from './kept-settings.ts';
