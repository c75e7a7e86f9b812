import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { courierEndpoints } from '../../../shared/api/couriers.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { bookParcels } from './booking.ts';
import { configuredCouriers, type Couriers } from './couriers.ts';
import { takeReturnBack } from './return-received.ts';
import type { WebhookSecrets } from './webhook-secrets.ts';
import { takePushedStatus } from './webhook.ts';

/** Booking parcels, the couriers' webhooks and returns (docs/product.md#couriers). */
export const courierRoutes: FastifyPluginAsync<{
  pool: pg.Pool;
  couriers: Couriers;
  pollSeconds: number;
  webhookSecrets: WebhookSecrets;
}> = async (app, { pool, couriers, pollSeconds, webhookSecrets }) => {
  const staff = (user: { id: string; name: string }) =>
    ({ role: 'admin', id: user.id, name: user.name }) as const;

  endpointRoute(app, courierEndpoints.list, async () =>
    configuredCouriers(couriers).map(({ id, label, maxBatch }) => ({ id, label, maxBatch })),
  );

  endpointRoute(app, courierEndpoints.book, async (request) =>
    bookParcels({ pool, couriers, pollSeconds }, request.body, staff(request.user)),
  );

  endpointRoute(app, courierEndpoints.webhook, async (request, reply) => {
    const answer = await takePushedStatus(
      { pool, couriers, pollSeconds, secrets: webhookSecrets },
      request.params.courier,
      request.headers,
      request.body,
    );
    void reply.headers(answer.headers);
    return reply
      .code(answer.accepted ? 202 : 200)
      .send({ status: 'success' as const, message: 'Webhook received successfully.' });
  });

  endpointRoute(app, courierEndpoints.returnReceived, async (request) =>
    takeReturnBack(pool, request.params.id, staff(request.user)),
  );
};
