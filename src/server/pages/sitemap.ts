import { asc, isNull, sql } from 'drizzle-orm';
import { CATEGORIES } from '../../shared/categories.ts';
import { paths } from '../../shared/paths.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';

// What /sitemap.xml lists: the static pages, a products grid per category, and every
// product on sale with the time it last changed. A sitemap holds at most 50,000
// addresses (sitemaps.org); past that /sitemap.xml becomes an index of several.

export const MAX_SITEMAP_URLS = 50_000;

export interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

const STATIC_PAGES = [
  paths.home,
  paths.products,
  paths.reviews,
  paths.blogs,
  paths.about,
  paths.pcBuilder,
];

/** The addresses every sitemap starts with: static pages and the category listings. */
export function fixedUrls(): SitemapUrl[] {
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...CATEGORIES.map((category) => ({ path: `${paths.products}?category=${category}` })),
  ];
}

export async function countListedProducts(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(isNull(products.deletedAt));
  return row?.count ?? 0;
}

/** Products on sale, in catalogue order, `limit` from `offset`, with their last change. */
export async function listedProducts(db: Db, offset: number, limit: number): Promise<SitemapUrl[]> {
  const rows = await db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ path: paths.product(row), lastmod: row.updatedAt }));
}

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n';
const xmlns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function urlSet(origin: string, urls: SitemapUrl[]): string {
  const entries = urls.map(
    ({ path, lastmod }) =>
      `<url><loc>${xmlText(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `${xmlHead}<urlset ${xmlns}>\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(origin: string, sitemapPaths: string[]): string {
  const entries = sitemapPaths.map(
    (path) => `<sitemap><loc>${xmlText(origin + path)}</loc></sitemap>`,
  );
  return `${xmlHead}<sitemapindex ${xmlns}>\n${entries.join('\n')}\n</sitemapindex>\n`;
}

function xmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
