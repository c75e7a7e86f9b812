import type { Product } from './schemas/product.ts';

// API answers the server embeds in a page's HTML, so the page draws without an
// API round trip: the catalogue's first page (default order, default page size) in
// /, /home and /products, and the product in /products/:id. Each is exactly what
// the API answered an anonymous visitor at that moment.

/** The `<script type="application/json">` holding the first catalogue page. */
export const FIRST_PAGE_ELEMENT_ID = 'catalogue-first-page';
/** The `<script type="application/json">` holding the product of a product page. */
export const PRODUCT_ELEMENT_ID = 'catalogue-product';

export interface EmbeddedCataloguePage {
  items: Product[];
  /** The X-Total-Count of the answer: products in the whole catalogue. */
  total: number;
}
