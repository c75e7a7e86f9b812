// The public entry of the warranty feature: all that code outside it may import (docs/architecture.md, "Server features").
export { warrantyRoutes } from './warranty.routes.ts';
export { warrantyDeskRoutes } from './warranty-desk.routes.ts';
export {
  missingSerialsRefusal,
  refuseShippingWithoutSerials,
  serialLinesOf,
} from './order-serials.ts';
