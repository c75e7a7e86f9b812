import {
  bkashCallbackQuerySchema,
  flaggedOrdersSchema,
  noticeReceivedSchema,
  orderIdParamsSchema,
  orderPaymentsSchema,
  paymentMethodsSchema,
  paymentRulesSchema,
  refundParamsSchema,
  refundSchema,
  settleRefundSchema,
  sslcommerzNoticeSchema,
  sslcommerzReturnParamsSchema,
  startedPaymentSchema,
} from '../schemas/payment.ts';
import { defineEndpoint, noBody, type Declarations } from './endpoint.ts';
import { paymentRoutes } from './routes/payments.ts';

export const paymentEndpoints = {
  methods: defineEndpoint(paymentRoutes.methods, {
    tags: ['payments'],
    summary: 'The payment methods checkout offers here (online ones only when configured)',
    answers: { 200: paymentMethodsSchema },
  }),
  bkashCallback: defineEndpoint(paymentRoutes.bkashCallback, {
    tags: ['payments'],
    summary:
      'Where bKash sends the customer back: the server executes (or asks bKash about) the payment, then sends the customer to their order page',
    query: bkashCallbackQuerySchema,
    answers: { 302: noBody('To the order page, with the payment’s outcome') },
    refusals: [404],
  }),
  sslcommerzIpn: defineEndpoint(paymentRoutes.sslcommerzIpn, {
    tags: ['payments'],
    summary:
      'SSLCommerz’s instant payment notice (a form post): believed only after the Order Validation API confirms its val_id',
    body: sslcommerzNoticeSchema,
    answers: { 200: noticeReceivedSchema },
    refusals: [404],
  }),
  sslcommerzReturn: defineEndpoint(paymentRoutes.sslcommerzReturn, {
    tags: ['payments'],
    summary:
      'Where SSLCommerz sends the customer back (a form post); validated like the IPN, then to the order page',
    params: sslcommerzReturnParamsSchema,
    body: sslcommerzNoticeSchema,
    answers: { 303: noBody('To the order page, with the payment’s outcome') },
    refusals: [404],
  }),
  retry: defineEndpoint(paymentRoutes.retry, {
    tags: ['payments'],
    summary:
      'Pay again for an own order while it still holds its stock: after a failure or cancel, or over an attempt still open at the gateway (asked first; superseded unless it paid). 201: a new attempt and gateway page; 200: the earlier attempt was paid (status paid) or another retry made the new one; 503: the gateway could not be asked, nothing changed',
    params: orderIdParamsSchema,
    answers: { 200: startedPaymentSchema, 201: startedPaymentSchema },
    refusals: [404, 409, 503],
  }),
  orderPayments: defineEndpoint(paymentRoutes.orderPayments, {
    tags: ['payments'],
    summary: 'An order’s payment attempts, newest first, each with every gateway answer kept',
    params: orderIdParamsSchema,
    answers: { 200: orderPaymentsSchema },
    refusals: [404],
  }),
  refund: defineEndpoint(paymentRoutes.refund, {
    tags: ['payments'],
    summary:
      'Give back all or part of an order’s online payment through its gateway (never more than was paid and not yet refunded). Reserved before the gateway is asked: 409 while another refund of the payment is with its gateway, when the gateway refuses (nothing refunded), or when its answer was lost (the refund is held until the gateway is asked what became of it)',
    params: orderIdParamsSchema,
    body: refundSchema,
    answers: { 200: orderPaymentsSchema },
    refusals: [404, 409],
  }),
  settleRefund: defineEndpoint(paymentRoutes.settleRefund, {
    tags: ['payments'],
    summary:
      'Record what the gateway’s merchant panel shows of a refund whose answer was lost and that the gateway cannot be asked about: refunded (recorded) or not refunded (its units can be refunded again). 409 when it is settled already, or while the gateway may still answer',
    params: refundParamsSchema,
    body: settleRefundSchema,
    answers: { 200: orderPaymentsSchema },
    refusals: [404, 409],
  }),
  flagged: defineEndpoint(paymentRoutes.flagged, {
    tags: ['payments'],
    summary:
      'Orders flagged by their payment: paid but not sendable (refund due), or held for review; oldest first',
    answers: { 200: flaggedOrdersSchema },
  }),
  rules: defineEndpoint(paymentRoutes.rules, {
    tags: ['payments'],
    summary: 'The shop’s rules for cash on delivery (outside Dhaka, above a total)',
    answers: { 200: paymentRulesSchema },
  }),
  saveRules: defineEndpoint(paymentRoutes.saveRules, {
    tags: ['payments'],
    summary:
      'Save the rules for cash on delivery; checkout enforces them on the next order on every instance',
    body: paymentRulesSchema,
    answers: { 200: paymentRulesSchema },
  }),
} as const satisfies Declarations<typeof paymentRoutes>;
