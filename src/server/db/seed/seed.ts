import { sql } from 'drizzle-orm';
import { saveWebpImage } from '../../features/images/index.ts';
import type { Db } from '../client.ts';
import { products, reviews, settings } from '../schema.ts';
import { CATALOGUE } from './catalogue.ts';
import { ART_SIZE, renderProductArt } from './product-art.ts';
import { DEMO_REVIEWS } from './reviews.ts';

export interface SeedResult {
  seeded: boolean;
  products: number;
  reviews: number;
}

/** Taken for the whole seeding transaction so instances starting together seed once. */
const SEED_LOCK_KEY = 7_305_210_917;

/**
 * The catalogue's products are dated one second apart from this instant, so the default
 * order (created_at, id) is the catalogue's own order, and every product added later sorts
 * after them.
 */
const CATALOGUE_EPOCH_MS = Date.parse('2025-09-01T10:00:00+06:00');

const NOTHING: SeedResult = { seeded: false, products: 0, reviews: 0 };

/**
 * The settings key recording the shop's first start: 'seeded' or 'declined'. Once it is
 * there nothing is seeded again, so a shop whose demo data was removed (or that started
 * without it) stays as its owner left it, even with an empty catalogue.
 */
export const DEMO_DATA_KEY = 'demo_data';

async function alreadyDecided(db: Db): Promise<boolean> {
  // Soft-deleted rows count: a shop whose owner removed everything must stay empty.
  const rows = await db.execute(sql`
    select 1 from ${settings} where ${settings.key} = ${DEMO_DATA_KEY}
    union all select 1 from ${products} limit 1`);
  return rows.rows.length > 0;
}

async function recordChoice(db: Db, choice: 'seeded' | 'declined'): Promise<void> {
  await db
    .insert(settings)
    .values({ key: DEMO_DATA_KEY, value: choice })
    .onConflictDoNothing({ target: settings.key });
}

/**
 * Fills an empty shop with the demo catalogue, its pictures and a few reviews, all
 * marked as demo; with `demo: false`, records that this shop starts empty instead.
 */
export async function seedIfEmpty(
  db: Db,
  log: (msg: string) => void,
  options: { demo: boolean } = { demo: true },
): Promise<SeedResult> {
  // The common case (a shop with products) must stay a single cheap query at start-up.
  if (await alreadyDecided(db)) return NOTHING;
  const startedAt = performance.now();

  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await alreadyDecided(tx)) return NOTHING;
    if (!options.demo) {
      await recordChoice(tx, 'declined');
      log('Started an empty shop without demo data (DEMO_DATA=false)');
      return NOTHING;
    }
    await recordChoice(tx, 'seeded');
    // Drawn under the lock: an instance starting at the same moment waits for these
    // instead of competing for the CPU to draw the same pictures.
    const drawn = await Promise.all(
      CATALOGUE.map(async (product) => ({ product, picture: await renderProductArt(product) })),
    );

    const productRows = [];
    for (const [i, { product, picture }] of drawn.entries()) {
      const image = await saveWebpImage(tx, picture, ART_SIZE, true);
      const createdAt = new Date(CATALOGUE_EPOCH_MS + i * 1000);
      productRows.push({
        name: product.name,
        details: product.details,
        priceTk: product.priceTk,
        stock: product.stock,
        origin: product.origin,
        category: product.category,
        brand: product.brand,
        specs: product.specs,
        weightGrams: product.weightGrams,
        imageUrl: image.url,
        createdBy: null,
        createdAt,
        updatedAt: createdAt,
        demo: true,
      });
    }
    const inserted = await tx
      .insert(products)
      .values(productRows)
      .returning({ id: products.id, name: products.name, imageUrl: products.imageUrl });
    // Each demo part's warranty, by the rule its migration (0020) gave existing demo shops.
    await tx.execute(sql`update products set (warranty_months, warranty_kind) =
      (select months, kind from demo_warranty(category, specs)) where demo`);
    const byName = new Map(inserted.map((row) => [row.name, row]));

    const reviewRows = DEMO_REVIEWS.map((review) => {
      const product = byName.get(review.productName);
      if (!product) {
        throw new Error(`A demo review names an unknown product: ${review.productName}`);
      }
      return {
        productId: product.id,
        userId: null,
        productName: product.name,
        productImage: product.imageUrl,
        userName: review.userName,
        email: review.email,
        phone: review.phone,
        comment: review.comment,
        rating: review.rating,
        createdAt: new Date(review.postedAt),
        demo: true,
      };
    });
    if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows);
    return { seeded: true, products: inserted.length, reviews: reviewRows.length };
  });

  if (result.seeded) {
    const ms = Math.round(performance.now() - startedAt);
    log(
      `Seeded the demo catalogue: ${result.products} products, ${result.reviews} reviews (${ms} ms)`,
    );
  }
  return result;
}
