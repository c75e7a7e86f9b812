import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { paymentEndpoints } from '../../../shared/api/payments.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { offeredMethods, type Gateways } from './gateways.ts';
import { onBkashCallback, onSslcommerzNotice, returnPage } from './payment-notices.ts';
import { flaggedOrders, orderPayments, refundOrder } from './payment-orders.service.ts';
import { settleRefundByHand } from './refund-reservations.ts';
import { retryPayment } from './payment-retry.ts';
import { readPaymentRules, savePaymentRules } from './payment-rules.ts';

export const paymentRoutes: FastifyPluginAsync<{
  pool: pg.Pool;
  gateways: Gateways;
  holdMinutes: number;
}> = async (app, { pool, gateways, holdMinutes }) => {
  // SSLCommerz posts its notices and returns as forms; only this plugin reads forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  endpointRoute(app, paymentEndpoints.methods, async () => ({
    methods: ['cod' as const, ...offeredMethods(gateways)],
    holdMinutes,
    rules: await readPaymentRules(pool),
  }));

  endpointRoute(app, paymentEndpoints.flagged, async () => flaggedOrders(pool));

  endpointRoute(app, paymentEndpoints.rules, async () => readPaymentRules(pool));

  endpointRoute(app, paymentEndpoints.saveRules, async (request) =>
    savePaymentRules(pool, request.body),
  );

  endpointRoute(app, paymentEndpoints.bkashCallback, async (request, reply) => {
    const payment = await onBkashCallback(pool, gateways, request.log, request.query);
    return reply.redirect(await returnPage(pool, payment), 302);
  });

  endpointRoute(app, paymentEndpoints.sslcommerzIpn, async (request) => {
    await onSslcommerzNotice(pool, gateways, request.log, request.body, 'ipn');
    return { received: true as const };
  });

  endpointRoute(app, paymentEndpoints.sslcommerzReturn, async (request, reply) => {
    const source = `return-${request.params.outcome}` as const;
    const payment = await onSslcommerzNotice(pool, gateways, request.log, request.body, source);
    return reply.redirect(await returnPage(pool, payment), 303);
  });

  endpointRoute(app, paymentEndpoints.retry, async (request, reply) => {
    const { created, started } = await retryPayment(
      pool,
      gateways,
      request.log,
      request.user,
      request.params.id,
    );
    return reply.code(created ? 201 : 200).send(started);
  });

  endpointRoute(app, paymentEndpoints.orderPayments, async (request) =>
    orderPayments(pool, request.params.id),
  );

  endpointRoute(app, paymentEndpoints.refund, async (request) =>
    refundOrder(pool, gateways, request.user, request.params.id, request.body),
  );

  endpointRoute(app, paymentEndpoints.settleRefund, async (request) => {
    const { id, refundId } = request.params;
    await settleRefundByHand(pool, request.user, id, refundId, request.body);
    return orderPayments(pool, id);
  });
};
