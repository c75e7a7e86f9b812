import { z } from 'zod';

// The zip of product pictures named by SKU (POST /api/admin/products/images,
// docs/product.md#catalogue): what happened to each file in it.

/** One file of the zip: stored on its product (ok) or why not. */
export const pictureFileResultSchema = z.object({
  /** The file's name in the zip. */
  file: z.string(),
  /** The product's SKU the name matched; null when it matched none. */
  sku: z.string().nullable(),
  ok: z.boolean(),
  /** The stored picture's address, on success. */
  image: z.string().optional(),
  /** What is wrong, when not ok. */
  message: z.string().optional(),
});
export type PictureFileResult = z.infer<typeof pictureFileResultSchema>;

export const pictureZipReportSchema = z.object({
  files: z.array(pictureFileResultSchema),
  /** Products that got new pictures. */
  products: z.number().int(),
});
export type PictureZipReport = z.infer<typeof pictureZipReportSchema>;
