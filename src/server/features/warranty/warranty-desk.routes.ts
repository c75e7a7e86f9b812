import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { warrantyDeskEndpoints } from '../../../shared/api/warranty.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { uploadedFile } from '../catalogue-files/index.ts';
import { claimBoard, claimDetail } from './claim-reads.ts';
import { moveClaim } from './move-claim.ts';
import { orderSerials } from './order-serials.ts';
import { recordSerials } from './record-serials.ts';
import { serialHolder } from './serial-units.ts';
import { exportSerials, importSerials, MAX_SERIALS_FILE_BYTES } from './serials-file.ts';
import { readWarrantySettings, saveWarrantySettings } from './warranty-settings.ts';

/** Staff's warranty desk: serials at packing, the claims board, settings and the serials file. */
export const warrantyDeskRoutes: FastifyPluginAsync<{ pool: pg.Pool }> = async (app, { pool }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_SERIALS_FILE_BYTES, files: 1, fields: 2, parts: 3 },
  });

  endpointRoute(app, warrantyDeskEndpoints.orderSerials, async (request) =>
    orderSerials(pool, request.params.id),
  );

  endpointRoute(app, warrantyDeskEndpoints.saveOrderSerials, async (request) =>
    recordSerials(pool, request.params.id, request.body, request.user),
  );

  endpointRoute(app, warrantyDeskEndpoints.checkSerial, async (request) => {
    const { serial } = request.query;
    const holder = await serialHolder(pool, serial);
    return {
      serial,
      free: holder === null,
      reason: holder === null ? null : `Sold with ${holder}`,
    };
  });

  endpointRoute(app, warrantyDeskEndpoints.claims, async (request) =>
    claimBoard(pool, request.query),
  );

  endpointRoute(app, warrantyDeskEndpoints.claim, async (request) =>
    claimDetail(pool, request.params.id),
  );

  endpointRoute(app, warrantyDeskEndpoints.moveClaim, async (request) =>
    moveClaim(pool, request.params.id, request.body, request.user),
  );

  endpointRoute(app, warrantyDeskEndpoints.settings, async () => readWarrantySettings(pool));

  endpointRoute(app, warrantyDeskEndpoints.saveSettings, async (request) =>
    saveWarrantySettings(pool, request.user, request.body),
  );

  endpointRoute(app, warrantyDeskEndpoints.exportSerials, async (_request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="serials-${day}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(await exportSerials(pool));
  });

  endpointRoute(app, warrantyDeskEndpoints.importSerials, async (request) => {
    const file = await uploadedFile(request, MAX_SERIALS_FILE_BYTES, 'serials file');
    return importSerials(pool, request.user, file.bytes, request.query.dryRun);
  });
};
