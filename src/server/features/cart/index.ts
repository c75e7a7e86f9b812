// The public entry of the cart feature: all that code outside it may import (docs/architecture.md, "Server features").
export { cartRoutes } from './cart.routes.ts';
