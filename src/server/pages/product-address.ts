import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { paths } from '../../shared/paths.ts';
import { products } from '../db/schema.ts';
import { productSlugs } from '../db/schema-catalogue.ts';
import { isProductId } from '../features/products/index.ts';

// A product's page lives at /products/<slug> (docs/product.md#catalogue). Its id, an earlier
// slug (the product was renamed) or the slug in other letter case answer 301 to the current
// address, so no link ever shared breaks. An address that names no product on sale is left
// to the page, which says the product is gone.

const PRODUCT_PAGE = new RegExp(`^${paths.products}/([^/]+)$`);

/** The current address of the product a page address names, when it is not that address. */
export function productPageRedirects(pool: pg.Pool) {
  const db = drizzle(pool);
  return async (path: string): Promise<string | undefined> => {
    const ref = PRODUCT_PAGE.exec(path)?.[1];
    if (ref === undefined || ref.length > 100) return undefined;
    const named = ref.toLowerCase();
    const renamed = db
      .select({ id: productSlugs.productId })
      .from(productSlugs)
      .where(eq(productSlugs.slug, named));
    const [row] = await db
      .select({ slug: products.slug })
      .from(products)
      .where(
        and(
          isNull(products.deletedAt),
          or(
            eq(products.slug, named),
            isProductId(ref) ? eq(products.id, ref) : undefined,
            eq(products.id, renamed),
          ),
        ),
      )
      .orderBy(desc(sql`${products.slug} = ${named}`))
      .limit(1);
    const slug = row?.slug;
    return slug === undefined || slug === ref ? undefined : paths.product({ slug });
  };
}
