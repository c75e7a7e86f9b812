import { ACCOUNT_ACCESS } from './access-matrix-accounts.ts';
import { BUILD_ACCESS } from './access-matrix-builds.ts';
import { CATALOGUE_ACCESS } from './access-matrix-catalogue.ts';
import { CATEGORY_WEIGHT_ACCESS } from './access-matrix-category-weights.ts';
import { CATALOGUE_ADMIN_ACCESS } from './access-matrix-catalogue-admin.ts';
import { CHECKOUT_ACCESS } from './access-matrix-checkout.ts';
import { COUPON_ACCESS } from './access-matrix-coupons.ts';
import { COURIER_ACCESS } from './access-matrix-couriers.ts';
import { COURIER_DESK_ACCESS } from './access-matrix-courier-desk.ts';
import { EMI_ACCESS } from './access-matrix-emi.ts';
import { PHONE_ORDER_AND_REPORT_ACCESS } from './access-matrix-phone-orders.ts';
import { IMAGE_ACCESS } from './access-matrix-images.ts';
import { NOTICE_ACCESS } from './access-matrix-notices.ts';
import { ORDER_ACCESS } from './access-matrix-orders.ts';
import { PAYMENTS_ACCESS } from './access-matrix-payments.ts';
import { REVIEW_ACCESS } from './access-matrix-reviews.ts';
import { WARRANTY_ACCESS } from './access-matrix-warranty.ts';
import { everyone, type Expected } from './access-matrix-callers.ts';

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

export const ACCESS_MATRIX: Record<string, MatrixEntry> = {
  'GET /api/health': { expected: everyone(200), request: () => ({ path: '/api/health' }) },
  'GET /api/docs': { expected: everyone(200), request: () => ({ path: '/api/docs' }) },

  ...CATALOGUE_ACCESS,
  ...REVIEW_ACCESS,
  ...CATEGORY_WEIGHT_ACCESS,
  ...ORDER_ACCESS,
  ...IMAGE_ACCESS,
  ...EMI_ACCESS,
  ...PHONE_ORDER_AND_REPORT_ACCESS,

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
  ...WARRANTY_ACCESS,

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
