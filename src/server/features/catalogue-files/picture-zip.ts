import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { PictureFileResult, PictureZipReport } from '../../../shared/schemas/picture-zip.ts';
import { MAX_PRODUCT_IMAGES } from '../../../shared/schemas/product-admin.ts';
import * as schema from '../../db/schema.ts';
import { products } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import type { PictureStore } from '../images/index.ts';
import { writeProductPatch } from '../products/index.ts';
import {
  inflateEntry,
  zipDirectory,
  ZipEntryError,
  type ZipEntry,
  type ZipLimits,
} from './zip-entries.ts';

// Pictures in bulk (docs/decisions/057-catalogue-page-and-pictures-zip.md): a zip of pictures
// named by SKU. `SKU.jpg` is a product's main picture, `SKU-2.jpg` its second and so on; each
// takes that place among the product's pictures (replacing the one there, or added after the
// last). Every picture is checked and re-encoded like a single upload; a product gets all of
// its pictures in the zip or none.

/** The largest zip taken, in bytes. */
export const MAX_ZIP_BYTES = 100 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 200;
const MAX_ZIP_UNPACKED_BYTES = 200 * 1024 * 1024;

type Product = Pick<typeof schema.products.$inferSelect, 'id' | 'sku'>;
interface Planned {
  entry: ZipEntry;
  product: Product;
  /** The picture's place among the product's pictures, 1 for the main one. */
  place: number;
}

/** Folders and the files a Mac adds to its zips are not pictures anyone sent. */
const skipped = (name: string) =>
  name.endsWith('/') || name.startsWith('__MACOSX/') || /(^|\/)\.DS_Store$/.test(name);

function stemOf(name: string): string {
  return name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
}

async function productsNamed(pool: pg.Pool, stems: string[]): Promise<Map<string, Product>> {
  const keys = new Set<string>();
  for (const stem of stems) {
    keys.add(stem.toLowerCase());
    const base = /^(.+)-\d{1,3}$/.exec(stem)?.[1];
    if (base) keys.add(base.toLowerCase());
  }
  const rows = await drizzle(pool, { schema })
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(and(inArray(sql`lower(${products.sku})`, [...keys]), isNull(products.deletedAt)));
  return new Map(rows.map((row) => [row.sku.toLowerCase(), row]));
}

/** Which product and place a file's name means; the SKU itself wins over SKU-N. */
function placeOf(stem: string, bySku: Map<string, Product>) {
  const whole = bySku.get(stem.toLowerCase());
  if (whole) return { product: whole, place: 1 };
  const match = /^(.+)-(\d{1,3})$/.exec(stem);
  const product = match ? bySku.get((match[1] as string).toLowerCase()) : undefined;
  return product && match ? { product, place: Number(match[2]) } : undefined;
}

export async function importPictureZip(
  pool: pg.Pool,
  pictures: PictureStore,
  zip: Buffer,
): Promise<PictureZipReport> {
  const limits: ZipLimits = {
    entries: MAX_ZIP_ENTRIES,
    entryBytes: pictures.maxBytes,
    totalBytes: MAX_ZIP_UNPACKED_BYTES,
  };
  const entries = zipDirectory(zip, limits).filter((entry) => !skipped(entry.name));
  const bySku = await productsNamed(
    pool,
    entries.map((entry) => stemOf(entry.name)),
  );
  const results = new Map<ZipEntry, PictureFileResult>();
  const groups = new Map<string, Planned[]>();
  for (const entry of entries) {
    const refuse = (message: string, sku: string | null = null) =>
      results.set(entry, { file: entry.name, sku, ok: false, message });
    if (/[/\\]/.test(entry.name)) {
      refuse('Put the pictures at the top of the zip, not in a folder.');
      continue;
    }
    const stem = stemOf(entry.name);
    const named = placeOf(stem, bySku);
    if (!named) {
      refuse(`No product has the SKU “${stem}”: nothing was stored for this file.`);
      continue;
    }
    const { product, place } = named;
    if (place < 1 || place > MAX_PRODUCT_IMAGES) {
      refuse(
        `A product has at most ${MAX_PRODUCT_IMAGES} pictures: name them ${product.sku} to ${product.sku}-${MAX_PRODUCT_IMAGES}.`,
        product.sku,
      );
      continue;
    }
    const group = groups.get(product.id) ?? [];
    if (group.some((other) => other.place === place)) {
      refuse(`Another file in the zip is already picture ${place} of ${product.sku}.`, product.sku);
      continue;
    }
    group.push({ entry, product, place });
    groups.set(product.id, group);
  }
  for (const group of groups.values()) {
    const done = await storeGroup(pool, pictures, zip, limits, group);
    for (const [entry, result] of done) results.set(entry, result);
  }
  const files = entries.flatMap((entry) => results.get(entry) ?? []);
  const pictured = new Set(files.filter((file) => file.ok).map((file) => file.sku));
  return { files, products: pictured.size };
}

/** One product's pictures: every one checked before any is kept. */
async function storeGroup(
  pool: pg.Pool,
  pictures: PictureStore,
  zip: Buffer,
  limits: ZipLimits,
  group: Planned[],
): Promise<Map<ZipEntry, PictureFileResult>> {
  const product = (group[0] as Planned).product;
  const checked = [];
  const failed = new Map<ZipEntry, string>();
  for (const planned of group) {
    try {
      const bytes = inflateEntry(zip, planned.entry, limits);
      checked.push({ planned, picture: await pictures.check(bytes) });
    } catch (error) {
      if (!(error instanceof ZipEntryError) && !(error instanceof HttpError)) throw error;
      failed.set(planned.entry, error.message);
    }
  }
  const results = new Map<ZipEntry, PictureFileResult>();
  const result = (planned: Planned, fields: Partial<PictureFileResult>) =>
    results.set(planned.entry, {
      file: planned.entry.name,
      sku: product.sku,
      ok: false,
      ...fields,
    });
  if (failed.size > 0) {
    for (const planned of group) {
      result(planned, {
        message:
          failed.get(planned.entry) ??
          'Not stored: another picture of this product could not be used, and a product gets all of its pictures or none.',
      });
    }
    return results;
  }
  const saved: { planned: Planned; url: string }[] = [];
  for (const { planned, picture } of checked)
    saved.push({ planned, url: (await picture.save()).url });
  await inTransaction(pool, async (client) => {
    const tx = drizzle(client, { schema });
    const [locked] = await tx
      .select({ images: products.images })
      .from(products)
      .where(eq(products.id, product.id))
      .for('update');
    const images = [...(locked?.images ?? [])];
    for (const { planned, url } of saved.sort((a, b) => a.planned.place - b.planned.place)) {
      if (planned.place <= images.length) images[planned.place - 1] = url;
      else images.push(url);
    }
    const unique = [...new Set(images)];
    await writeProductPatch(tx, product.id, { images: unique });
  });
  for (const { planned, url } of saved) result(planned, { ok: true, image: url });
  return results;
}
