import type pg from 'pg';
import { paths } from '../../shared/paths.ts';
import { isProductId } from '../features/products/index.ts';

// A product's page lives at /products/<slug> (docs/product.md#catalogue). Its id, an earlier
// slug (the product was renamed) or the slug in other letter case answer 301 to the current
// address, so no link ever shared breaks. An address that names no product on sale is left
// to the page, which says the product is gone.

const PRODUCT_PAGE = new RegExp(`^${paths.products}/([^/]+)$`);

/** The current address of the product a page address names, when it is not that address. */
export function productPageRedirects(pool: pg.Pool) {
  return async (path: string): Promise<string | undefined> => {
    const ref = PRODUCT_PAGE.exec(path)?.[1];
    if (ref === undefined || ref.length > 100) return undefined;
    const { rows } = await pool.query<{ slug: string }>(
      `select p.slug from products p
        where p.deleted_at is null and (p.slug = $1 or p.id = $2::uuid
          or p.id = (select s.product_id from product_slugs s where s.slug = $1))
        order by p.slug = $1 desc
        limit 1`,
      [ref.toLowerCase(), isProductId(ref) ? ref : null],
    );
    const slug = rows[0]?.slug;
    return slug === undefined || slug === ref ? undefined : paths.product({ slug });
  };
}
