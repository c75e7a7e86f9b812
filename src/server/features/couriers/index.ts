// The public entry of the couriers feature: all that code outside it may import (docs/architecture.md, "Server features").
export type {
  BookedParcel,
  BookingOutcome,
  Courier,
  ParcelPhase,
  ParcelRequest,
  ParcelStatus,
} from './courier.ts';
export { courierDeskRoutes } from './courier-desk.routes.ts';
export { PathaoCourier, pathaoFromConfig } from './pathao-courier.ts';
