// The public entry of the payments feature: all that code outside it may import (docs/architecture.md, "Server features").
export { type OrderPayments, payOnline, settleOrderPayment } from './checkout-payment.ts';
export { quoteAdvances } from './delivery-advance.ts';
export { type Gateways, gatewaysFromConfig, offeredMethods } from './gateways.ts';
export { startPaymentSweeper, sweepPayments } from './payment-sweeper.ts';
export { paymentRoutes } from './payments.routes.ts';
// A payment link sent for an order taken by phone opens the payment as the customer's own retry.
export { retryPayment } from './payment-retry.ts';
export { parsePaymentRules, PAYMENT_RULES_VALUE, readPaymentRules } from './payment-rules.ts';
// Outbound calls with a time limit: the couriers' merchant APIs are called the same way.
export { callGateway, field, type GatewayAnswer } from './gateway-http.ts';
export { GatewayError, type OnlineMethod } from './gateway.ts';
