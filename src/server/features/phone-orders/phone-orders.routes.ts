import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { payLinkEndpoints, phoneOrderEndpoints } from '../../../shared/api/phone-orders.ts';
import { IDEMPOTENCY_HEADER } from '../../../shared/schemas/checkout.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { listAddresses } from '../addresses/index.ts';
import { unorderableAnswer, type CheckoutPayments } from '../checkout/index.ts';
import { UnorderableLines, type PlacementRules } from '../orders/index.ts';
import { showPayLink, usePayLink, type PayLinkSms } from './pay-links.ts';
import { createPhoneCustomer, customerByPhone } from './phone-customers.ts';
import { takeOrder } from './take-order.ts';

export const phoneOrderRoutes: FastifyPluginAsync<{
  pool: pg.Pool;
  db: Db;
  rules: PlacementRules;
  payments: CheckoutPayments;
  sms: PayLinkSms;
}> = async (app, { pool, db, rules, payments, sms }) => {
  endpointRoute(app, phoneOrderEndpoints.findCustomer, async (request) => {
    const customer = await customerByPhone(pool, request.query.phone);
    return { customer, addresses: customer ? await listAddresses(db, customer._id) : [] };
  });

  endpointRoute(app, phoneOrderEndpoints.createCustomer, async (request, reply) =>
    reply.code(201).send(await createPhoneCustomer(pool, request.body)),
  );

  endpointRoute(app, phoneOrderEndpoints.place, async (request, reply) => {
    const deps = { pool, db, rules, payments, sms, log: request.log };
    const key = request.headers[IDEMPOTENCY_HEADER];
    try {
      const { result, replayed } = await takeOrder(deps, request.user, request.body, key);
      if (replayed) void reply.header('Idempotent-Replayed', 'true');
      return reply.code(201).send(result);
    } catch (error) {
      if (!(error instanceof UnorderableLines)) throw error;
      return reply.code(409).send(unorderableAnswer(error));
    }
  });

  endpointRoute(app, payLinkEndpoints.show, async (request) =>
    showPayLink(pool, request.params.token),
  );

  endpointRoute(app, payLinkEndpoints.pay, async (request) =>
    usePayLink(pool, payments.gateways, request.log, request.params.token),
  );
};
