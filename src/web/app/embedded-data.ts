import { FEATURED_RANGE } from '../../shared/constants.ts';
import {
  FIRST_PAGE_ELEMENT_ID,
  PRODUCT_ELEMENT_ID,
  type EmbeddedCataloguePage,
} from '../../shared/embedded-page.ts';
import type { Product } from '../../shared/schemas/product.ts';
import { productKeys } from '../features/products/api/product-queries.ts';
import { readProductSearch } from '../lib/product-search.ts';
import { queryClient } from '../lib/query-client.ts';

function readEmbedded<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined; // the page fetches it itself
  }
}

/**
 * Puts the API answers the server embedded in the HTML (as JSON, not as a script:
 * the CSP forbids inline scripts) into the query cache: the catalogue's first page
 * as the default product list and the featured products, and a product page's
 * product. Each is exactly what the API answered when the page was served, so it
 * counts as just fetched and goes stale on the same schedule as any other answer.
 */
export function seedFromPage(): void {
  const updatedAt = Date.now();
  const page = readEmbedded<EmbeddedCataloguePage>(FIRST_PAGE_ELEMENT_ID);
  if (page && Array.isArray(page.items) && typeof page.total === 'number') {
    queryClient.setQueryData(
      productKeys.list(readProductSearch(new URLSearchParams())),
      { items: page.items, total: page.total },
      { updatedAt },
    );
    queryClient.setQueryData(
      productKeys.featured,
      page.items.slice(FEATURED_RANGE.start, FEATURED_RANGE.end),
      { updatedAt },
    );
  }
  const product = readEmbedded<Product>(PRODUCT_ELEMENT_ID);
  if (product && typeof product._id === 'string') {
    queryClient.setQueryData(productKeys.detail(product._id), product, { updatedAt });
  }
}
