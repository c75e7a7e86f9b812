import { z } from 'zod';
import {
  exportQuerySchema,
  importQuerySchema,
  importReportSchema,
} from '../schemas/catalogue-file.ts';
import { pictureZipReportSchema } from '../schemas/picture-zip.ts';
import { priceHistoryEntrySchema } from '../schemas/price-history.ts';
import { productIdParamsSchema } from '../schemas/product.ts';
import { defineEndpoint, type Declarations } from './endpoint.ts';
import { catalogueFileRoutes } from './routes/catalogue-files.ts';

export const catalogueFileEndpoints = {
  exportFile: defineEndpoint(catalogueFileRoutes.exportFile, {
    tags: ['products'],
    summary:
      'The catalogue as a CSV file (UTF-8 with a byte-order mark): one row per product, one column per field and per spec key, and beside stock the stock as exported (stockAsExported) and the product’s last stock ledger entry (stockLedgerEntry) that the import reads a typed stock against; removed products only with deleted=true',
    query: exportQuerySchema,
    answers: { 200: { file: 'text/csv', description: 'The catalogue file' } },
  }),
  importFile: defineEndpoint(catalogueFileRoutes.importFile, {
    tags: ['products'],
    summary:
      'Check (dryRun=true) or apply a catalogue file in the export’s shape, all or nothing, keyed by SKU; stock moves only by what was typed over stockAsExported, applied to today’s stock (a file without that column sets the stock); a file with errors is refused with 422 and changes nothing',
    query: importQuerySchema,
    upload: { field: 'file', description: 'A CSV file of at most 20 MB and 20,000 rows' },
    answers: { 200: importReportSchema },
    refusals: [409, 422],
  }),
  pictures: defineEndpoint(catalogueFileRoutes.pictures, {
    tags: ['products'],
    summary:
      'A zip of product pictures named by SKU (SKU.jpg is the main picture, SKU-2.jpg the second...), each checked like a single upload; answers what happened to each file, all of a product’s pictures or none',
    upload: { field: 'file', description: 'A zip of at most 100 MB and 200 pictures' },
    answers: { 200: pictureZipReportSchema },
  }),
  priceHistory: defineEndpoint(catalogueFileRoutes.priceHistory, {
    tags: ['products'],
    summary: 'Every price the product had, the newest first, with who set it and from where',
    params: productIdParamsSchema,
    answers: { 200: z.array(priceHistoryEntrySchema) },
    refusals: [404],
  }),
} as const satisfies Declarations<typeof catalogueFileRoutes>;
