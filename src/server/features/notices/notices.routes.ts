import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { noticeEndpoints } from '../../../shared/api/notices.ts';
import { countAttempt, type RateLimit } from '../../auth/rate-limiter.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { refuseWhenOver } from '../../auth/auth-limits.ts';
import { readNoticeSettings, saveNoticeSettings } from './notice-settings.ts';
import { listNotices, resendNotice } from './notices.service.ts';
import { trackOrder } from './track.service.ts';

/**
 * Lookups per IP: plenty for customers checking their parcel (many share one carrier
 * address), far too few to guess phone numbers for an order number.
 */
export const TRACK_LIMIT = { limit: 30, windowSeconds: 15 * 60 } as const satisfies RateLimit;

/** The Notices page, the notice settings, and the public order tracking. */
export const noticeRoutes: FastifyPluginAsync<{ pool: pg.Pool; db: Db }> = async (
  app,
  { pool, db },
) => {
  endpointRoute(app, noticeEndpoints.list, async (request) => listNotices(pool, request.query));

  endpointRoute(app, noticeEndpoints.resend, async (request) =>
    resendNotice(pool, request.params.id),
  );

  endpointRoute(app, noticeEndpoints.settings, async () => readNoticeSettings(pool));

  endpointRoute(app, noticeEndpoints.saveSettings, async (request) =>
    saveNoticeSettings(pool, request.body),
  );

  endpointRoute(app, noticeEndpoints.track, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    refuseWhenOver(reply, [await countAttempt(db, `track:ip:${request.ip}`, TRACK_LIMIT)]);
    return trackOrder(pool, request.body.number, request.body.phone);
  });
};
