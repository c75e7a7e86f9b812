import type { Route } from '../endpoint.ts';

// Product and shop pictures (no zod; see catalogue.ts). Its own file so a page loads only the
// route tables it calls: a table shared with the dashboard puts all of it in the first load.

export const imageRoutes = {
  upload: { method: 'POST', path: '/api/images', access: 'user' },
  file: { method: 'GET', path: '/images/:file', access: 'public' },
} as const satisfies Record<string, Route>;
