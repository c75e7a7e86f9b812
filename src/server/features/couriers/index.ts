// The public entry of the couriers feature: all that code outside it may import (docs/architecture.md, "Server features").
export type {
  BookedParcel,
  BookingOutcome,
  Courier,
  ParcelPhase,
  ParcelRequest,
  ParcelStatus,
  PushedStatus,
} from './courier.ts';
export { configuredCouriers, couriersFromConfig, type Couriers } from './couriers.ts';
export { checkParcels, startParcelChecks } from './status-duty.ts';
export { courierRoutes } from './couriers.routes.ts';
export { webhookSecretNotices, webhookSecretsFromConfig } from './webhook-secrets.ts';
export { courierDeskRoutes } from './courier-desk.routes.ts';
export { PathaoCourier, pathaoFromConfig } from './pathao-courier.ts';
