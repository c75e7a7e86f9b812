import { ACCOUNT_ACCESS } from './access-matrix-accounts.ts';
import { BUILD_ACCESS } from './access-matrix-builds.ts';
import { CATALOGUE_ADMIN_ACCESS } from './access-matrix-catalogue-admin.ts';
import { CHECKOUT_ACCESS } from './access-matrix-checkout.ts';
import { COUPON_ACCESS } from './access-matrix-coupons.ts';
import { COURIER_ACCESS } from './access-matrix-couriers.ts';
import { COURIER_DESK_ACCESS } from './access-matrix-courier-desk.ts';
import { NOTICE_ACCESS } from './access-matrix-notices.ts';
import { PAYMENTS_ACCESS } from './access-matrix-payments.ts';
import {
  adminOnly,
  everyone,
  selfOrAdmin,
  signedIn,
  type Expected,
} from './access-matrix-callers.ts';

/**
 * Who may call what: one entry per route the server registers, with the status each
 * kind of caller gets. `access-matrix.test.ts` lists the routes from the server itself
 * and fails on a route without an entry here, or an entry without a route.
 *
 * Requests aim at the customer's own things (their orders, their reviews, their
 * email), so "other customer" is a signed-in customer reaching for someone else's.
 * HEAD routes, made by the server for every GET, are checked with their GET's entry.
 */
export const CALLERS = ['anonymous', 'customer', 'otherCustomer', 'admin'] as const;
export type CallerName = (typeof CALLERS)[number];
export type { Expected };

export interface MatrixRequest {
  /** Path and query, already encoded. */
  path: string;
  json?: unknown;
  form?: FormData;
  /** Send the caller's identity session cookie (the token exchange reads it). */
  withCookie?: boolean;
  headers?: Record<string, string>;
}

/** What the requests refer to; the `fresh…` ones make a new target for each call. */
export interface MatrixFixtures {
  customerEmail: string;
  adminEmail: string;
  password: string;
  productId: string;
  /** An image stored in the shop, as `/images/<id>.webp`. */
  imagePath: string;
  /** A small real PNG for uploads. */
  png: Buffer;
  loginEmail: string;
  unusedEmail(): string;
  freshProductId(): Promise<string>;
  freshPendingOrderOfCustomer(): Promise<string>;
  freshAccountEmail(): Promise<string>;
  /** A review by the customer of a product made for it. */
  freshReviewId(): Promise<string>;
  /** A product made for the call and then removed from the shop. */
  freshDeletedProductId(): Promise<string>;
  /** A build the customer saved for the call. */
  freshSavedBuildOfCustomer(): Promise<string>;
}

export interface MatrixEntry {
  expected: Expected;
  /** The 2xx answer carries personal data: it must say `Cache-Control: no-store`. */
  personal?: boolean;
  request(fixtures: MatrixFixtures, caller: CallerName): MatrixRequest | Promise<MatrixRequest>;
}

const q = encodeURIComponent;

const order = (f: MatrixFixtures) => ({
  productId: f.productId,
  quantity: 1,
  phone: '01712345678',
  address: 'House 12, Road 5, Dhanmondi, Dhaka',
});
const newProduct = (f: MatrixFixtures) => ({
  name: 'Matrix Test Cable',
  details: 'A SATA cable added by the access matrix test.',
  price: 250,
  quantity: 10,
  image: f.imagePath,
});

export const ACCESS_MATRIX: Record<string, MatrixEntry> = {
  'GET /api/health': { expected: everyone(200), request: () => ({ path: '/api/health' }) },
  'GET /api/docs': { expected: everyone(200), request: () => ({ path: '/api/docs' }) },

  // Catalogue
  'GET /api/product': { expected: everyone(200), request: () => ({ path: '/api/product' }) },
  'GET /api/product/facets': {
    expected: everyone(200),
    request: () => ({ path: '/api/product/facets?category=cpu' }),
  },
  'GET /api/search/suggest': {
    expected: everyone(200),
    request: () => ({ path: '/api/search/suggest?q=ryz' }),
  },
  'GET /api/product/:id': {
    expected: everyone(200),
    request: (f) => ({ path: `/api/product/${f.productId}` }),
  },
  'POST /api/builds/check': {
    expected: everyone(200),
    request: () => ({ path: '/api/builds/check', json: { parts: {} } }),
  },
  'POST /api/products': {
    expected: adminOnly(201),
    personal: true,
    request: (f) => ({ path: '/api/products', json: newProduct(f) }),
  },
  'PATCH /api/products/:id': {
    expected: adminOnly(200),
    personal: true,
    request: async (f) => ({
      path: `/api/products/${await f.freshProductId()}`,
      json: { price: 275 },
    }),
  },
  'DELETE /api/products/:id': {
    expected: adminOnly(200),
    personal: true,
    request: async (f) => ({ path: `/api/products/${await f.freshProductId()}` }),
  },
  'GET /api/deleted-products': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/deleted-products' }),
  },
  'POST /api/products/:id/restore': {
    expected: adminOnly(200),
    personal: true,
    request: async (f) => ({ path: `/api/products/${await f.freshDeletedProductId()}/restore` }),
  },
  'GET /api/admin/products/export': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/products/export' }),
  },
  'POST /api/admin/products/import': {
    expected: adminOnly(200),
    personal: true,
    request: () => {
      // A header alone: a dry run of no rows, which changes nothing.
      const form = new FormData();
      form.append('file', new Blob(['sku\n'], { type: 'text/csv' }), 'catalogue.csv');
      return { path: '/api/admin/products/import?dryRun=true', form };
    },
  },
  'POST /api/admin/products/images': {
    expected: adminOnly(200),
    personal: true,
    request: () => {
      // An empty zip (its end record alone): nothing to store, nothing changed.
      const emptyZip = new Uint8Array(22);
      emptyZip.set([0x50, 0x4b, 0x05, 0x06]);
      const form = new FormData();
      form.append('file', new Blob([emptyZip], { type: 'application/zip' }), 'pictures.zip');
      return { path: '/api/admin/products/images', form };
    },
  },
  'GET /api/products/:id/price-history': {
    expected: adminOnly(200),
    personal: true,
    request: (f) => ({ path: `/api/products/${f.productId}/price-history` }),
  },
  'GET /api/manage-products': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/manage-products' }),
  },
  'GET /api/my-products': {
    expected: adminOnly(200),
    personal: true,
    request: (f) => ({ path: `/api/my-products?email=${q(f.adminEmail)}` }),
  },

  // Reviews
  'GET /api/reviews': { expected: everyone(200), request: () => ({ path: '/api/reviews' }) },
  'POST /api/reviews': {
    expected: signedIn(200),
    personal: true,
    request: (f) => ({
      path: '/api/reviews',
      json: {
        productId: f.productId,
        phone: '01712345678',
        rating: 4,
        comment: 'Runs cool and quiet.',
      },
    }),
  },
  'GET /api/review': {
    expected: selfOrAdmin(200),
    personal: true,
    request: (f) => ({ path: `/api/review?email=${q(f.customerEmail)}` }),
  },
  'GET /api/admin/reviews': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/reviews?show=hidden' }),
  },
  'PATCH /api/reviews/:id': {
    expected: adminOnly(200),
    personal: true,
    request: async (f) => ({
      path: `/api/reviews/${await f.freshReviewId()}`,
      json: { hidden: true, reason: 'Off topic' },
    }),
  },
  'DELETE /api/reviews/:id': {
    expected: adminOnly(200),
    personal: true,
    request: async (f) => ({
      path: `/api/reviews/${await f.freshReviewId()}`,
      json: { reason: 'Spam' },
    }),
  },
  'GET /api/admin/review-policy': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/review-policy' }),
  },
  'PUT /api/admin/review-policy': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/review-policy', json: { buyersOnly: false } }),
  },

  // Default weights by category (the figures migration 0020 starts with)
  'GET /api/admin/category-weights': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/category-weights' }),
  },
  'PUT /api/admin/category-weights': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({
      path: '/api/admin/category-weights',
      json: {
        cpu: 500,
        gpu: 2000,
        motherboard: 1500,
        memory: 200,
        storage: 300,
        psu: 2500,
        case: 9000,
        cooler: 1200,
        monitor: 6000,
        other: 1000,
      },
    }),
  },

  // Orders
  'POST /api/order': {
    expected: signedIn(201),
    personal: true,
    request: (f) => ({ path: '/api/order', json: order(f) }),
  },
  'GET /api/my-orders': {
    expected: selfOrAdmin(200),
    personal: true,
    request: (f) => ({ path: `/api/my-orders?email=${q(f.customerEmail)}` }),
  },
  'GET /api/orders': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/orders' }),
  },
  'PATCH /api/orders/:id': {
    // Another customer's order does not exist as far as they can tell.
    expected: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 200 },
    personal: true,
    request: async (f) => ({
      path: `/api/orders/${await f.freshPendingOrderOfCustomer()}`,
      json: { status: 'cancelled' },
    }),
  },
  'POST /api/orders/cancel-stale': {
    // A year back: the matrix's own pending orders are minutes old and stay.
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/orders/cancel-stale', json: { olderThanHours: 8760 } }),
  },
  'GET /api/admin/order-limits': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/order-limits' }),
  },
  'PUT /api/admin/order-limits': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/order-limits', json: { perProduct: 50, total: 500 } }),
  },

  'GET /api/admin/search-synonyms': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/search-synonyms' }),
  },
  'PUT /api/admin/search-synonyms': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({
      path: '/api/admin/search-synonyms',
      json: [{ words: ['cabinet', 'tower'] }],
    }),
  },

  // Images
  'POST /api/images': {
    expected: signedIn(200),
    personal: true,
    request: (f) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(f.png)], { type: 'image/png' }), 'part.png');
      return { path: '/api/images', form };
    },
  },
  'GET /images/:file': { expected: everyone(200), request: (f) => ({ path: f.imagePath }) },

  ...ACCOUNT_ACCESS,

  // What crawlers read: public.
  'GET /robots.txt': { expected: everyone(200), request: () => ({ path: '/robots.txt' }) },
  'GET /sitemap.xml': { expected: everyone(200), request: () => ({ path: '/sitemap.xml' }) },
  'GET /sitemap/:name': {
    expected: everyone(200),
    request: () => ({ path: '/sitemap/pages.xml' }),
  },

  ...CHECKOUT_ACCESS,
  ...COUPON_ACCESS,
  ...BUILD_ACCESS,
  ...NOTICE_ACCESS,
  ...PAYMENTS_ACCESS,
  ...COURIER_ACCESS,
  ...COURIER_DESK_ACCESS,
  ...CATALOGUE_ADMIN_ACCESS,

  // The web app: every other GET path is a page of the single-page app.
  'GET /*': { expected: everyone(200), request: () => ({ path: '/products' }) },
  // CORS is closed unless CORS_ORIGINS lists an origin: every preflight is refused.
  'OPTIONS /*': {
    expected: everyone(403),
    request: () => ({
      path: '/api/product',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    }),
  },
};
