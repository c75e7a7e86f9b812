// The public entry of the checkout feature: all that code outside it may import (docs/architecture.md, "Server features").
export { startCheckoutKeySweeper } from './checkout-key-sweeper.ts';
export { checkoutRoutes } from './checkout.routes.ts';
