import type { Route } from '../endpoint.ts';

// Where each endpoint lives and who may call it. No zod here: the web app's first
// load imports these tables; the schemas are attached in ../<feature>.ts.

export const productRoutes = {
  list: { method: 'GET', path: '/api/product', access: 'public' },
  facets: { method: 'GET', path: '/api/product/facets', access: 'public' },
  detail: { method: 'GET', path: '/api/product/:id', access: 'public' },
  create: { method: 'POST', path: '/api/products', access: 'admin' },
  update: { method: 'PATCH', path: '/api/products/:id', access: 'admin' },
  remove: { method: 'DELETE', path: '/api/products/:id', access: 'admin' },
  manage: { method: 'GET', path: '/api/manage-products', access: 'admin' },
  mine: { method: 'GET', path: '/api/my-products', access: 'admin', ownData: true },
  deleted: { method: 'GET', path: '/api/deleted-products', access: 'admin' },
  restore: { method: 'POST', path: '/api/products/:id/restore', access: 'admin' },
  categoryWeights: { method: 'GET', path: '/api/admin/category-weights', access: 'admin' },
  saveCategoryWeights: {
    method: 'PUT',
    path: '/api/admin/category-weights',
    access: 'admin',
    setting: 'Category weights',
  },
} as const satisfies Record<string, Route>;

export const reviewRoutes = {
  list: { method: 'GET', path: '/api/reviews', access: 'public' },
  post: { method: 'POST', path: '/api/reviews', access: 'user' },
  mine: { method: 'GET', path: '/api/review', access: 'user', ownData: true },
  moderationList: { method: 'GET', path: '/api/admin/reviews', access: 'admin' },
  moderate: { method: 'PATCH', path: '/api/reviews/:id', access: 'admin' },
  remove: { method: 'DELETE', path: '/api/reviews/:id', access: 'admin' },
  policy: { method: 'GET', path: '/api/admin/review-policy', access: 'admin' },
  setPolicy: {
    method: 'PUT',
    path: '/api/admin/review-policy',
    access: 'admin',
    setting: 'Review policy',
  },
} as const satisfies Record<string, Route>;
