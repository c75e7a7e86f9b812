// The public entry of the phone-orders feature: all that code outside it may import (docs/architecture.md, "Server features").
export { phoneOrderRoutes } from './phone-orders.routes.ts';
