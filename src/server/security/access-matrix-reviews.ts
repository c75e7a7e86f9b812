/** The access matrix's entries for reviews: read by everyone, written by their customer, hidden by staff (see access-matrix.ts). */
import { adminOnly, everyone, selfOrAdmin, signedIn } from './access-matrix-callers.ts';
import type { MatrixEntry } from './access-matrix.ts';

const q = encodeURIComponent;

export const REVIEW_ACCESS: Record<string, MatrixEntry> = {
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
};
