// The public entry of the orders feature: all that code outside it may import (docs/architecture.md, "Server features").
export { orderAdminRoutes } from './order-admin.routes.ts';
export { saveOrderLimits } from './order-limits.service.ts';
export { type OrderRow } from './order-mapper.ts';
export { UnorderableLines, type PlacementRules } from './order-placement.ts';
export { placeOrder, type PlacedOrder } from './place-order.ts';
export { orderRoutes } from './orders.routes.ts';
export { type OrderLimit } from './placement-limits.ts';
