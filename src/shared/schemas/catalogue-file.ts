import { z } from 'zod';

// The catalogue file's calls (docs/product.md#catalogue): the export, the import with its
// dry run, and what the import answers.

export const exportQuerySchema = z.object({
  deleted: z
    .enum(['true', 'false'], { message: 'deleted must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

export const importQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { message: 'dryRun must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

/** What is wrong with one cell (or row, or the header: row 1) of the file. */
export const importErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

/**
 * One field the import changes (from: null for a new product). A stock change says how the
 * file's number was read: "+3 typed in the file (stockAsExported 12, stock 15)", or set to
 * the file's number where the file or row has no stock as exported.
 */
export const importChangeSchema = z.object({
  sku: z.string(),
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  note: z.string().optional(),
});
export type ImportChange = z.infer<typeof importChangeSchema>;

export const importReportSchema = z.object({
  rows: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(importErrorSchema),
  changes: z.array(importChangeSchema),
  /** False for a dry run, or when errors kept the file from being applied. */
  applied: z.boolean(),
});
export type ImportReport = z.infer<typeof importReportSchema>;
