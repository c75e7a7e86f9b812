// The public entry of the checkout feature: all that code outside it may import (docs/architecture.md, "Server features").
export { startCheckoutKeySweeper } from './checkout-key-sweeper.ts';
export { checkoutRoutes } from './checkout.routes.ts';
// An order staff take by phone is placed by checkout itself, for the customer.
export { bodyHash } from './checkout-keys.ts';
export { unorderableAnswer } from './checkout-refusals.ts';
export { checkout, type CheckoutBody, type CheckoutPayments } from './checkout.service.ts';
