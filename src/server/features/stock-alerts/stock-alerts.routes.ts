import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { stockAlertEndpoints } from '../../../shared/api/stock-alerts.ts';
import { refuseWhenOver } from '../../auth/auth-limits.ts';
import { countAttempt, type RateLimit } from '../../auth/rate-limiter.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { requestStockAlert, stopStockAlerts } from './stock-alerts.service.ts';

/** Requests per client address: a household asking for a few parts, not a list of numbers. */
export const STOCK_ALERT_IP_LIMIT = {
  limit: 20,
  windowSeconds: 60 * 60,
} as const satisfies RateLimit;
/** Requests per phone or email: nobody's phone is filled with alerts someone else asked for. */
export const STOCK_ALERT_CONTACT_LIMIT = {
  limit: 10,
  windowSeconds: 24 * 60 * 60,
} as const satisfies RateLimit;

export const stockAlertRoutes: FastifyPluginAsync<{ pool: pg.Pool; db: Db }> = async (
  app,
  { pool, db },
) => {
  endpointRoute(app, stockAlertEndpoints.create, async (request, reply) => {
    const { phone, email } = request.body;
    const alert = phone
      ? { channel: 'sms' as const, contact: phone }
      : { channel: 'email' as const, contact: email as string };
    refuseWhenOver(reply, [
      await countAttempt(db, `stock-alert:ip:${request.ip}`, STOCK_ALERT_IP_LIMIT),
      await countAttempt(
        db,
        `stock-alert:${alert.channel}:${alert.contact}`,
        STOCK_ALERT_CONTACT_LIMIT,
      ),
    ]);
    const created = await requestStockAlert(pool, request.params.id, alert);
    return reply.code(201).send(created);
  });

  endpointRoute(app, stockAlertEndpoints.stop, async (request) =>
    stopStockAlerts(pool, request.body.token),
  );
};
