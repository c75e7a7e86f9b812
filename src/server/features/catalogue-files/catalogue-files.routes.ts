import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { catalogueFileEndpoints } from '../../../shared/api/catalogue-files.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { PictureStore } from '../images/index.ts';
import { productIdOf } from '../products/index.ts';
import { exportCatalogue } from './catalogue-export.ts';
import { importCatalogue, MAX_IMPORT_BYTES } from './catalogue-import.ts';
import { importPictureZip, MAX_ZIP_BYTES } from './picture-zip.ts';
import { priceHistoryOf } from './price-history.ts';
import { uploadedFile } from './uploaded-file.ts';

interface CatalogueFileOptions {
  pool: pg.Pool;
  /** Where the zip's pictures are checked and kept, as single uploads are. */
  pictures: PictureStore;
}

/** The catalogue file out and in, pictures by zip, and a product's price history (all admin). */
export const catalogueFileRoutes: FastifyPluginAsync<CatalogueFileOptions> = async (
  app,
  { pool, pictures },
) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 2, parts: 3 },
  });

  endpointRoute(app, catalogueFileEndpoints.exportFile, async (request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="catalogue-${day}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(exportCatalogue(pool, request.query.deleted));
  });

  endpointRoute(app, catalogueFileEndpoints.importFile, async (request) => {
    const file = await uploadedFile(request, MAX_IMPORT_BYTES, 'catalogue');
    const name = file.filename.replace(/[^\p{L}\p{N}._ -]/gu, '').slice(0, 120) || 'catalogue.csv';
    return importCatalogue(pool, request.user, { name, bytes: file.bytes }, request.query.dryRun);
  });

  endpointRoute(app, catalogueFileEndpoints.pictures, async (request) => {
    const file = await uploadedFile(request, MAX_ZIP_BYTES, 'zip of pictures');
    return importPictureZip(pool, pictures, file.bytes);
  });

  endpointRoute(app, catalogueFileEndpoints.priceHistory, async (request) =>
    priceHistoryOf(pool, await productIdOf(pool, request.params.id, 'any')),
  );
};
